import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { admits, mayChangeAccount, mayGrantAdmin } from '@portal/shared/access';
import { accountQuerySchema, accountSchema, accountUpdateSchema, idParamsSchema } from '@portal/shared/contracts';

import { writeAudit } from '../../../configuration/audit';
import { authTokens, users } from '../../../db/schema';
import { userColumns, type User } from '../../../db/users';
import { english, msg } from '../../../i18n';
import { HttpError, notFound } from '../../../lib/errors';
import { pagedListRoute } from '../../../lib/paged-list-route';
import { pageTotal, searchFilter, selectPage } from '../../../lib/pagination';
import { errorResponses, SECURITY } from '../../../lib/responses';
import { currentUser } from '../../../plugins/app/auth';
import { toAccount } from '../../../serializers';

/** A super user may manage residents and super users, never an admin. */
const adminNeedsAdmin = () => new HttpError(403, msg('configuration.accounts.adminNeedsAdmin'));

function roleFilter(role: z.infer<typeof accountQuerySchema>['role']): SQL | undefined {
  switch (role) {
    case 'resident':
      return and(eq(users.isSuperuser, false), eq(users.isAdmin, false));
    case 'super':
      return eq(users.isSuperuser, true);
    case 'admin':
      return eq(users.isAdmin, true);
    default:
      return undefined;
  }
}

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Staff; everyone else is refused before the body is looked at.
  app.addHook('onRequest', app.requireSuper);

  pagedListRoute(app, {
    tags: ['configuration'],
    summary: "People's accounts by email (super users and admins)",
    description:
      '`search`: email, first or last name (case-insensitive). `role`: `resident` (neither flag), ' +
      '`super` (is_superuser) or `admin` (is_admin). `is_active`: `true` or `false`.',
    query: accountQuerySchema,
    item: accountSchema,
    forbidden: true,
    page: async (query) => {
      const where = and(
        searchFilter(query.search, [users.email, users.firstName, users.lastName]),
        roleFilter(query.role),
        query.is_active ? eq(users.isActive, query.is_active === 'true') : undefined,
      );
      return selectPage(
        query,
        ({ limit, offset }) =>
          app.db
            .select({ ...userColumns, total: pageTotal })
            .from(users)
            .where(where)
            .orderBy(asc(users.email), asc(users.id))
            .limit(limit)
            .offset(offset),
        toAccount,
      );
    },
  });

  app.get(
    '/:id/',
    {
      schema: {
        tags: ['configuration'],
        summary: 'One account (super users and admins)',
        security: SECURITY.token,
        params: idParamsSchema,
        response: { 200: accountSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await app.db.select(userColumns).from(users).where(eq(users.id, request.params.id)).limit(1);
      if (!row) throw notFound();
      return toAccount(row);
    },
  );

  app.patch(
    '/:id/',
    {
      // Before the body is read, so that the answer to a super user does not depend on it.
      onRequest: async (request) => {
        const params = idParamsSchema.safeParse(request.params);
        const caller = currentUser(request);
        if (!params.success || admits('admin', caller)) return;
        const [target] = await app.db
          .select({ isSuperuser: users.isSuperuser, isAdmin: users.isAdmin })
          .from(users)
          .where(eq(users.id, params.data.id));
        if (target && !mayChangeAccount(caller, target)) throw adminNeedsAdmin();
      },
      schema: {
        tags: ['configuration'],
        summary: 'Grant or remove roles, activate or deactivate an account (super users and admins); written to the audit log',
        description:
          `Your own roles and activity are not yours to change (409 \`${english(msg('configuration.accounts.ownLocked'))}\`). Only an admin ` +
          `changes anything of an admin's account (403 \`${english(msg('configuration.accounts.adminNeedsAdmin'))}\`, whatever the body) and ` +
          `grants or removes \`is_admin\` (403 \`${english(msg('configuration.accounts.grantNeedsAdmin'))}\`). The last active admin keeps the role and ` +
          `stays active (409 \`${english(msg('configuration.accounts.lastAdmin'))}\`). Deactivating revokes every token of the account. A PATCH that ` +
          'changes nothing answers the account and writes no audit row.',
        security: SECURITY.tokenAndXsrf,
        params: idParamsSchema,
        body: accountUpdateSchema,
        response: { 200: accountSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const id = request.params.id;
      const body = request.body;
      return app.db.transaction(async (tx) => {
        // Removing an admin or deactivating one could leave none: lock every active admin first
        // (always in id order, before the target), so a parallel request doing the same waits
        // and then counts what this one left.
        const mayRemoveAdmin = body.is_admin === false || body.is_active === false;
        const activeAdmins = mayRemoveAdmin
          ? await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
              .orderBy(asc(users.id))
              .for('update')
          : [];

        const [before] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
        if (!before) throw notFound();
        // Again under the lock: the account may have become an admin's since the check above.
        if (!mayChangeAccount(caller, before)) throw adminNeedsAdmin();

        const changes: Partial<Pick<User, 'isSuperuser' | 'isAdmin' | 'isActive'>> = {};
        if (body.is_superuser !== undefined && body.is_superuser !== before.isSuperuser) changes.isSuperuser = body.is_superuser;
        if (body.is_admin !== undefined && body.is_admin !== before.isAdmin) changes.isAdmin = body.is_admin;
        if (body.is_active !== undefined && body.is_active !== before.isActive) changes.isActive = body.is_active;
        if (Object.keys(changes).length === 0) return toAccount(before);

        if (before.id === caller.id) throw new HttpError(409, msg('configuration.accounts.ownLocked'));
        if (changes.isAdmin !== undefined && !mayGrantAdmin(caller))
          throw new HttpError(403, msg('configuration.accounts.grantNeedsAdmin'));
        const wasActiveAdmin = before.isAdmin && before.isActive;
        const staysActiveAdmin = (changes.isAdmin ?? before.isAdmin) && (changes.isActive ?? before.isActive);
        if (wasActiveAdmin && !staysActiveAdmin && !activeAdmins.some((admin) => admin.id !== before.id)) {
          throw new HttpError(409, msg('configuration.accounts.lastAdmin'));
        }

        const [updated] = await tx
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(users.id, before.id))
          .returning(userColumns);
        if (!updated) throw notFound();
        // A deactivated account's sessions end now, not when it next logs in.
        if (changes.isActive === false) await tx.delete(authTokens).where(eq(authTokens.userId, before.id));

        const after = toAccount(updated);
        await writeAudit(tx, {
          userId: caller.id,
          action: 'update',
          resource: 'accounts',
          recordId: before.id,
          before: toAccount(before),
          after,
        });
        return after;
      });
    },
  );
};

export default accountsRoutes;
