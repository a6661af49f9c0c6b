import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { loginSchema, tokenSchema } from '@portal/shared/contracts';

import { findUserForLogin, issueToken, revokeToken } from '../../db/users';
import { msg } from '../../i18n';
import { clientKey } from '../../lib/client-key';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { errorResponses, SECURITY } from '../../lib/responses';
import {
  claimLoginAttempt,
  dropLoginAttempt,
  lockedOutMail,
  releaseLoginAttempt,
  rememberLoginAddress,
} from '../../services/login-throttle';
import { portalName } from '../../services/mail-words';
import { createResetLink } from '../../services/password-reset';
import passwordRoutes from './password';
import registrationRoutes from './registration';

const LOGIN_FAILED = msg('auth.loginFailed');
/** The contract's LOGIN_THROTTLED. */
const LOGIN_THROTTLED = msg('auth.loginThrottled');

const auth: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/csrf/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set the XSRF-TOKEN cookie that unsafe requests must echo in X-XSRF-TOKEN',
        response: { 204: z.undefined().describe('Cookie set.'), ...errorResponses() },
      },
    },
    async (_request, reply) => {
      reply.issueXsrfCookie();
      return reply.code(204).send();
    },
  );

  app.post(
    '/login/',
    {
      preHandler: app.admitPasswordWork,
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a token',
        description:
          'Limited per client address (RATE_LIMIT_LOGIN). For one email from one address, after ' +
          'LOGIN_FREE_FAILURES failures each further attempt must wait twice as long as the last ' +
          '(from LOGIN_BACKOFF_BASE_SECONDS up to LOGIN_BACKOFF_MAX_SECONDS); LOGIN_LOCKOUT_FAILURES ' +
          "failures from all addresses since the last password reset pause the email's logins until the " +
          'next, but from an address the account logged in from (LOGIN_KNOWN_ADDRESS_DAYS). Either ' +
          'answers 429 with Retry-After, even for the right password. 503 with Retry-After when too ' +
          'many passwords are being checked at once (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE).',
        security: SECURITY.xsrf,
        body: loginSchema,
        response: { 200: tokenSchema, ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request) => {
      await app.limitPerAddress(request, 'login', LOGIN_THROTTLED);
      const email = request.body.email.toLowerCase();
      const throttle = app.security.login;
      const claim = await claimLoginAttempt(app.db, email, clientKey(request), throttle);
      if ('retryAfterSeconds' in claim) {
        app.metrics.loginThrottled.inc({ action: 'refused' });
        throw tooManyRequests(LOGIN_THROTTLED, claim.retryAfterSeconds);
      }

      const user = await findUserForLogin(app.db, email);
      const { password } = request.body;
      const check = async () =>
        user
          ? verifyPassword(password, user.passwordHash)
          : burnPasswordCheck(password, app.security.passwordHashing.cost).then(() => false);
      const ok = await app.passwordWork(request, check).catch(async (error: unknown) => {
        await dropLoginAttempt(app.db, claim.attemptId);
        throw error;
      });
      // A failure keeps its booked attempt, which is what counts towards the limits.
      if (!user || !ok || !user.isActive) {
        app.notePasswordFailure(request);
        // The failure that pauses the account's logins tells its owner, with a way back in: one
        // mail for each pause, whatever other mails the account had.
        if (user?.isActive && claim.accountFailures === throttle.lockoutFailures) {
          app.metrics.loginThrottled.inc({ action: 'account_paused' });
          await app.sendAccountMail(request, 'pause', user.email, async () => {
            const link = app.mailer.link(await createResetLink(app.db, user.id));
            const language = app.spoken(user.language) ?? request.language;
            return lockedOutMail(
              user.email,
              user.firstName,
              link,
              throttle.windowSeconds / 3600,
              language,
              await portalName(app.db, language),
            );
          });
        }
        throw badRequest({ non_field_errors: [LOGIN_FAILED] }, LOGIN_FAILED);
      }
      await releaseLoginAttempt(app.db, claim.attemptId, email, clientKey(request));
      await rememberLoginAddress(app.db, user.id, clientKey(request), throttle);
      return { token: await issueToken(app.db, user.id, app.security.sessions.perAccount) };
    },
  );

  app.post(
    '/logout/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token this request was made with',
        security: SECURITY.tokenAndXsrf,
        response: { 204: z.undefined().describe('Token revoked.'), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (request.authTokenId !== null) {
        await revokeToken(app.db, request.authTokenId);
      }
      return reply.code(204).send();
    },
  );

  await app.register(passwordRoutes);
  await app.register(registrationRoutes);
};

export default auth;
