import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CONFIRM_LINK_VALID, confirmRegistrationSchema, detailSchema, registerSchema, tokenSchema } from '@portal/shared/contracts';

import { issueToken } from '../../db/users';
import { msg } from '../../i18n';
import { clientKey } from '../../lib/client-key';
import { badRequest, HttpError } from '../../lib/errors';
import { passwordProblems } from '../../lib/password-rules';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { errorResponses, SECURITY } from '../../lib/responses';
import { rememberLoginAddress } from '../../services/login-throttle';
import { portalName } from '../../services/mail-words';
import {
  accountFor,
  alreadyRegisteredMail,
  confirmMail,
  createAccountFromPending,
  createPendingRegistration,
  findPendingRegistration,
  pendingProfile,
} from '../../services/registration';
import { linkCheckRoute } from './link-check';

/** No field is at fault, and a dead link has one message whatever killed it (the contract's CONFIRM_LINK_INVALID). */
const linkInvalid = () => new HttpError(400, msg('auth.confirmLinkInvalid'));

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register/',
    {
      preHandler: app.admitPasswordWork,
      schema: {
        tags: ['auth'],
        summary: 'Start creating a resident account: a confirmation link goes to the email',
        description:
          'The answer is the same whether or not the email has an account: a new email gets a link ' +
          'that creates the account and logs it in (each registration has its own), a taken one a ' +
          'notice saying how to log in. Limited per client address (RATE_LIMIT_REGISTER), and in ' +
          'mails per recipient and client address (RATE_LIMIT_ACCOUNT_MAIL). ' +
          '503 with Retry-After when too many passwords are being hashed at once.',
        security: SECURITY.xsrf,
        body: registerSchema,
        response: { 202: detailSchema, ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const { email, password, language: chosen, ...profile } = request.body;
      const normalized = email.toLowerCase();
      const problems = passwordProblems(password, normalized);
      const unspoken = chosen !== undefined && app.spoken(chosen) === null;
      if (problems.length > 0 || unspoken) {
        throw badRequest({
          ...(problems.length > 0 ? { password: problems } : {}),
          ...(unspoken ? { language: [msg('profile.languageUnknown')] } : {}),
        });
      }
      // The account speaks the language it was registered in, unless the person chose one.
      const language = chosen ?? request.language;
      await app.limitPerAddress(request, 'register');

      // Both paths hash the password and send one mail, so neither answers noticeably sooner.
      const passwordHash = await app.passwordWork(request, () => hashPassword(password, app.security.passwordHashing.cost));
      const account = await accountFor(app.db, normalized);
      if (account) {
        if (account.isActive) {
          await app.sendAccountMail(request, 'registration', account.email, async () => {
            const spoken = app.spoken(account.language) ?? language;
            const links = { loginLink: app.mailer.link('/login'), resetLink: app.mailer.link('/users/forgot-password') };
            return alreadyRegisteredMail(account.email, account.firstName, links, spoken, await portalName(app.db, spoken));
          });
        }
      } else {
        // The registration is kept only when its link is mailed.
        await app.sendAccountMail(request, 'registration', normalized, async () => {
          const path = await createPendingRegistration(
            app.db,
            normalized,
            clientKey(request),
            passwordHash,
            pendingProfile(profile, language),
          );
          return confirmMail(normalized, app.mailer.link(path), language, await portalName(app.db, language));
        });
      }
      return reply.code(202).send({ detail: request.say(msg('auth.registrationSent')) });
    },
  );

  linkCheckRoute(app, {
    path: '/register/confirm/',
    summary: 'Whether a confirmation link still works, so the page can say so before using it',
    find: findPendingRegistration,
    valid: CONFIRM_LINK_VALID,
    invalid: linkInvalid,
  });

  app.post(
    '/register/confirm/',
    {
      preHandler: app.admitPasswordWork,
      schema: {
        tags: ['auth'],
        summary: 'Confirm the email with the mailed link and the password chosen when registering: the account is created and logged in',
        description:
          'The link works once. A wrong password answers 400 on `password` and leaves the link working. ' +
          'A try with a working link counts with logins per client address (RATE_LIMIT_LOGIN): it checks a password ' +
          '(503 with Retry-After when too many are being checked at once).',
        security: SECURITY.xsrf,
        body: confirmRegistrationSchema,
        response: { 201: tokenSchema, ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const { uid, token, password } = request.body;
      const pending = await findPendingRegistration(app.db, uid, token);
      if (!pending) throw linkInvalid();
      await app.limitPerAddress(request, 'login');
      if (!(await app.passwordWork(request, () => verifyPassword(password, pending.passwordHash)))) {
        app.notePasswordFailure(request);
        throw badRequest({ password: [msg('auth.confirmPasswordWrong')] });
      }
      const userId = await createAccountFromPending(app.db, pending);
      if (userId === null) throw linkInvalid();
      await rememberLoginAddress(app.db, userId, clientKey(request), app.security.login);
      return reply.code(201).send({ token: await issueToken(app.db, userId, app.security.sessions.perAccount) });
    },
  );
};

export default registrationRoutes;
