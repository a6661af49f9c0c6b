import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, registerSchema, tokenSchema } from '@portal/shared/contracts';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { errorResponses, SECURITY } from '../../lib/responses';
import { hashToken, randomToken } from '../../lib/tokens';

const LOGIN_FAILED = 'Unable to log in with provided credentials.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const UNIQUE_VIOLATION = '23505';

/** A new token for the user; only its hash is kept, so it can be shown exactly once. */
async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomToken();
  await db.insert(authTokens).values({ userId, keyHash: hashToken(token) });
  await db.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, userId));
  return token;
}

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
        security: SECURITY.xsrf,
        body: loginSchema,
        response: { 200: tokenSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const [user] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) await burnPasswordCheck(request.body.password);
      const ok = user ? await verifyPassword(request.body.password, user.passwordHash) : false;
      if (!user || !ok || !user.isActive) throw badRequest({ non_field_errors: [LOGIN_FAILED] }, LOGIN_FAILED);
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
      if (taken) throw badRequest({ email: [EMAIL_TAKEN] });

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
};

export default auth;
