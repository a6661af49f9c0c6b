import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

import { portalAccess, type AccessRules } from '@portal/shared/access';

import type { Config } from '../../config';
import { authTokens, users } from '../../db/schema';
import { userColumns, type User } from '../../db/users';
import { invalidToken, notAuthenticated, permissionDenied } from '../../lib/errors';
import { hashToken, TOKEN_PATTERN } from '../../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The person behind `Authorization: Token <key>`, or null for anonymous requests. */
    user: User | null;
    authTokenId: number | null;
  }
  interface FastifyInstance {
    requireUser: onRequestHookHandler;
    requireSuper: onRequestHookHandler;
    requireAdmin: onRequestHookHandler;
  }
}

/** `last_used` is for audits, not accounting: one write a minute per token is plenty. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The authenticated user, for handlers behind requireUser (or that must refuse anonymity). */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw notAuthenticated();
  return request.user;
}

/**
 * A route-level hook admitting whom this kind of route admits, by the portal's roles (the same
 * rules as the pages' guard and menu) or a given set: anonymous 401, anyone else it refuses 403.
 */
export function requireAccess<K extends string>(access: K, rules: AccessRules<User, K> = portalAccess as AccessRules<User, K>) {
  return async (request: FastifyRequest) => {
    if (rules.admits(access, request.user)) return;
    if (!request.user) throw notAuthenticated();
    throw permissionDenied();
  };
}

/** Expired tokens of every account are deleted at most this often per process. */
const PURGE_EVERY_MS = 10 * 60_000;

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { idleSeconds, maxAgeSeconds } = config.security.sessions;
    // A token lapses after a stretch without use and at an absolute age, whatever its use.
    const expired = or(
      sql`coalesce(${authTokens.lastUsed}, ${authTokens.createdAt}) <= now() - make_interval(secs => ${idleSeconds})`,
      sql`${authTokens.createdAt} <= now() - make_interval(secs => ${maxAgeSeconds})`,
    );
    let lastPurge = 0;
    const purgeExpired = async () => {
      if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
      lastPurge = Date.now();
      await app.db.delete(authTokens).where(expired);
    };

    app.decorateRequest('user', null);
    app.decorateRequest('authTokenId', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const [scheme, key, ...extra] = header.trim().split(/\s+/);
      // Other schemes are not ours to judge, as in Django REST framework.
      if (scheme?.toLowerCase() !== 'token') return;
      if (!key || extra.length > 0 || !TOKEN_PATTERN.test(key)) throw invalidToken();

      const [row] = await app.db
        .select({ tokenId: authTokens.id, lastUsed: authTokens.lastUsed, expired: sql<boolean>`${expired}`, user: userColumns })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(eq(authTokens.keyHash, hashToken(key)))
        .limit(1);
      // This token if it lapsed, and (now and then) every lapsed one, so none lingers in the table.
      if (row?.expired) await app.db.delete(authTokens).where(eq(authTokens.id, row.tokenId));
      await purgeExpired();
      if (!row || row.expired || !row.user.isActive) throw invalidToken();

      request.user = row.user;
      request.authTokenId = row.tokenId;
      if (!row.lastUsed || Date.now() - row.lastUsed.getTime() > LAST_USED_RESOLUTION_MS) {
        await app.db
          .update(authTokens)
          .set({ lastUsed: sql`now()` })
          .where(eq(authTokens.id, row.tokenId));
      }
    });

    // Route-level onRequest hooks, so that 401/403 come before any 400 about the body.
    app.decorate('requireUser', async (request: FastifyRequest) => {
      currentUser(request);
    });
    app.decorate('requireSuper', requireAccess('super'));
    app.decorate('requireAdmin', requireAccess('admin'));
  },
  { name: 'auth', dependencies: ['db'] },
);
