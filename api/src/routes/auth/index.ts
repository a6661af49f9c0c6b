import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGIN_THROTTLED, loginSchema, registerSchema, tokenSchema } from '@portal/shared/contracts';
import { authTokens, users } from '../../db/schema';
import { issueToken } from '../../db/users';
import { badRequest, tooManyRequests, type FieldErrors } from '../../lib/errors';
import { claimLoginAttempt, releaseLoginAttempt } from '../../lib/login-throttle';
import { passwordProblems } from '../../lib/password-rules';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { errorResponses, SECURITY } from '../../lib/responses';
import passwordRoutes from './password';

const LOGIN_FAILED = 'Unable to log in with provided credentials.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps driver errors; the SQLSTATE is on the error or its cause.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

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
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a token',
        description:
          'After 10 failed attempts for one email within 15 minutes, further attempts (even with ' +
          'the right password) answer 429 with Retry-After until the oldest of them is 15 minutes old.',
        security: SECURITY.xsrf,
        body: loginSchema,
        response: { 200: tokenSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const claim = await claimLoginAttempt(app.db, email);
      if ('retryAfterSeconds' in claim) throw tooManyRequests(LOGIN_THROTTLED, claim.retryAfterSeconds);

      const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) await burnPasswordCheck(request.body.password);
      const ok = user ? await verifyPassword(request.body.password, user.passwordHash) : false;
      // A failure keeps its booked attempt, which is what counts towards the limit.
      if (!user || !ok || !user.isActive) throw badRequest({ non_field_errors: [LOGIN_FAILED] }, LOGIN_FAILED);
      await releaseLoginAttempt(app.db, claim.attemptId);
      return { token: await issueToken(app.db, user.id) };
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
        await app.db.delete(authTokens).where(eq(authTokens.id, request.authTokenId));
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/register/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a resident account and log it in',
        security: SECURITY.xsrf,
        body: registerSchema,
        response: { 201: tokenSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const { email, password, ...profile } = request.body;
      const normalized = email.toLowerCase();
      const [taken] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
      const errors: FieldErrors = {};
      if (taken) errors.email = [EMAIL_TAKEN];
      const problems = passwordProblems(password, normalized);
      if (problems.length > 0) errors.password = problems;
      if (Object.keys(errors).length > 0) throw badRequest(errors);

      const passwordHash = await hashPassword(password);
      let userId: number;
      try {
        const [created] = await app.db
          .insert(users)
          .values({
            email: normalized,
            passwordHash,
            firstName: profile.first_name,
            lastName: profile.last_name,
            ownership: profile.ownership,
            primaryContact: profile.primary_contact,
            identificationType: profile.identification_type,
            identificationNumber: profile.identification_number,
          })
          .returning({ id: users.id });
        if (!created) throw new Error('insert returned no row');
        userId = created.id;
      } catch (error) {
        // Two registrations racing past the check above: the unique index decides.
        if (isUniqueViolation(error)) throw badRequest({ email: [EMAIL_TAKEN] });
        throw error;
      }
      return reply.code(201).send({ token: await issueToken(app.db, userId) });
    },
  );

  await app.register(passwordRoutes);
};

export default auth;
