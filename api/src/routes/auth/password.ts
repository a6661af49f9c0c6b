import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  changePasswordSchema,
  detailSchema,
  forgotPasswordSchema,
  RESET_LINK_VALID,
  resetPasswordSchema,
  tokenSchema,
} from '@portal/shared/contracts';

import { issueToken, passwordHashOf, replacePassword } from '../../db/users';
import { msg, say } from '../../i18n';
import { badRequest, HttpError, type FieldMessages } from '../../lib/errors';
import { passwordProblems } from '../../lib/password-rules';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { errorResponses, SECURITY } from '../../lib/responses';
import { currentUser } from '../../plugins/app/auth';
import { liftLoginPause } from '../../services/login-throttle';
import type { MailMessage } from '../../services/mail';
import { greeting, portalName } from '../../services/mail-words';
import { createResetLink, findResetToken, resetPassword } from '../../services/password-reset';
import { accountFor } from '../../services/registration';
import { linkCheckRoute } from './link-check';

/** No field is at fault, and a dead link has one message whatever killed it (the contract's RESET_LINK_INVALID). */
const linkInvalid = () => new HttpError(400, msg('auth.resetLinkInvalid'));

function resetMail(to: string, firstName: string, link: string, language: string, portal: string): MailMessage {
  return {
    to,
    subject: say(language, msg('mail.reset.subject')),
    text: [greeting(language, firstName), '', say(language, msg('mail.reset.body', { link, portal }))].join('\n'),
  };
}

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Mails a reset link if an active account has the email: run after the answer, which never waits on it. */
  async function mailResetLink(request: FastifyRequest, email: string) {
    const user = await accountFor(app.db, email);
    if (!user?.isActive) return;
    await app.sendAccountMail(request, 'reset', user.email, async () => {
      const language = app.spoken(user.language) ?? request.language;
      const link = app.mailer.link(await createResetLink(app.db, user.id));
      return resetMail(user.email, user.firstName, link, language, await portalName(app.db, language));
    });
  }

  app.post(
    '/forgot-password/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use password reset link, if an active account has this email',
        description:
          'The answer is the same, and as quick, whether or not the account exists: the account is looked ' +
          'up and mailed after the answer is sent. Limited per client address (RATE_LIMIT_PASSWORD_RESET) ' +
          'and in mails per recipient and client address (RATE_LIMIT_ACCOUNT_MAIL).',
        security: SECURITY.xsrf,
        body: forgotPasswordSchema,
        response: { 202: detailSchema, ...errorResponses(400, 403, 429) },
      },
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return;
        const email = request.body.email.toLowerCase();
        app.inBackground('password reset mail', () => mailResetLink(request, email));
      },
    },
    async (request, reply) => {
      await app.limitPerAddress(request, 'passwordReset');
      return reply.code(202).send({ detail: request.say(msg('auth.forgotPasswordSent')) });
    },
  );

  linkCheckRoute(app, {
    path: '/reset-password/',
    summary: 'Whether a reset link still works, so the page can say so before asking for a password',
    find: findResetToken,
    valid: RESET_LINK_VALID,
    invalid: linkInvalid,
  });

  app.post(
    '/reset-password/',
    {
      preHandler: app.admitPasswordWork,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; logs the account out everywhere and lifts any login pause',
        security: SECURITY.xsrf,
        description: '503 with Retry-After when too many passwords are being hashed at once.',
        body: resetPasswordSchema,
        response: { 200: detailSchema, ...errorResponses(400, 403, 503) },
      },
    },
    async (request) => {
      const { uid, token, password } = request.body;
      const found = await findResetToken(app.db, uid, token);
      if (!found) throw linkInvalid();
      const problems = passwordProblems(password, found.user.email);
      if (problems.length > 0) throw badRequest({ password: problems });
      const passwordHash = await app.passwordWork(request, () => hashPassword(password, app.security.passwordHashing.cost));
      if (!(await resetPassword(app.db, found.tokenId, found.user.id, passwordHash))) throw linkInvalid();
      // Whoever holds the mailbox is the owner: failed logins no longer pause the account's logins.
      await liftLoginPause(app.db, found.user.email);
      return { detail: request.say(msg('auth.passwordResetDone')) };
    },
  );

  app.post(
    '/change-password/',
    {
      onRequest: app.requireUser,
      preHandler: app.admitPasswordWork,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every token of the account is revoked and a new one returned',
        description:
          'Limited per client address (RATE_LIMIT_CHANGE_PASSWORD): each try checks the current password ' +
          '(503 with Retry-After when too many are being checked at once).',
        security: SECURITY.tokenAndXsrf,
        body: changePasswordSchema,
        response: { 200: tokenSchema, ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request) => {
      await app.limitPerAddress(request, 'changePassword');
      const user = currentUser(request);
      const { current_password, new_password } = request.body;
      const currentHash = await passwordHashOf(app.db, user.id);
      if (currentHash === undefined) throw new Error(`user ${user.id} vanished during a password change`);

      const errors: FieldMessages = {};
      if (!(await app.passwordWork(request, () => verifyPassword(current_password, currentHash)))) {
        app.notePasswordFailure(request);
        errors.current_password = [msg('auth.currentPasswordWrong')];
      }
      const problems = passwordProblems(new_password, user.email);
      if (problems.length > 0) errors.new_password = problems;
      if (Object.keys(errors).length > 0) throw badRequest(errors);

      const passwordHash = await app.passwordWork(request, () => hashPassword(new_password, app.security.passwordHashing.cost));
      const token = await app.db.transaction(async (tx) => {
        await replacePassword(tx, user.id, passwordHash);
        return issueToken(tx, user.id, app.security.sessions.perAccount);
      });
      return { token };
    },
  );
};

export default passwordRoutes;
