import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { admits, mayChangeAccount, mayGrantAdmin } from '@portal/shared/access';
import { accountQuerySchema, accountSchema, accountUpdateSchema, idParamsSchema } from '@portal/shared/contracts';

import { writeAudit } from '../../../configuration/audit';
import { accountRoles, accountsPage, lockActiveAdmins, setAccountFlags, type AccountFlags } from '../../../db/accounts';
import { findUser, lockUser, revokeTokens } from '../../../db/users';
import { english, msg } from '../../../i18n';
import { HttpError, notFound } from '../../../lib/errors';
import { pagedListRoute } from '../../../lib/paged-list-route';
import { errorResponses, SECURITY } from '../../../lib/responses';
import { currentUser } from '../../../plugins/app/auth';
import { toAccount } from '../../../serializers';

/** A super user may manage residents and super users, never an admin. */
const adminNeedsAdmin = () => new HttpError(403, msg('configuration.accounts.adminNeedsAdmin'));

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
    page: async (query) => accountsPage(app.db, query, toAccount),
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
      const row = await findUser(app.db, request.params.id);
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
        const target = await accountRoles(app.db, params.data.id);
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
        const activeAdmins = mayRemoveAdmin ? await lockActiveAdmins(tx) : [];

        const before = await lockUser(tx, id);
        if (!before) throw notFound();
        // Again under the lock: the account may have become an admin's since the check above.
        if (!mayChangeAccount(caller, before)) throw adminNeedsAdmin();

        const changes: AccountFlags = {};
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

        const updated = await setAccountFlags(tx, before.id, changes);
        if (!updated) throw notFound();
        // A deactivated account's sessions end now, not when it next logs in.
        if (changes.isActive === false) await revokeTokens(tx, before.id);

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
