import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

import type { accountQuerySchema, Page } from '@portal/shared/contracts';

import { pageTotal, searchFilter, selectPage } from '../lib/pagination';
import type { Db } from './client';
import { users } from './schema';
import { userColumns, type User } from './users';

type AccountQuery = z.infer<typeof accountQuerySchema>;

/** The flags an account manager may change. */
export type AccountFlags = Partial<Pick<User, 'isSuperuser' | 'isAdmin' | 'isActive'>>;

/** Accounts with the role: `resident` neither flag, `super` is_superuser, `admin` is_admin; every one for none. */
function roleFilter(role: AccountQuery['role']): SQL | undefined {
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

/** A page of the accounts the query's search, role and activity match, by email, as toItem turns them out. */
export function accountsPage<T>(db: Db, query: AccountQuery, toItem: (user: User) => T): Promise<Page<T>> {
  const where = and(
    searchFilter(query.search, [users.email, users.firstName, users.lastName]),
    roleFilter(query.role),
    query.is_active ? eq(users.isActive, query.is_active === 'true') : undefined,
  );
  return selectPage(
    query,
    ({ limit, offset }) =>
      db
        .select({ ...userColumns, total: pageTotal })
        .from(users)
        .where(where)
        .orderBy(asc(users.email), asc(users.id))
        .limit(limit)
        .offset(offset),
    toItem,
  );
}

/** The roles of the account with this id, or undefined. */
export async function accountRoles(db: Db, id: number): Promise<Pick<User, 'isSuperuser' | 'isAdmin'> | undefined> {
  const [row] = await db.select({ isSuperuser: users.isSuperuser, isAdmin: users.isAdmin }).from(users).where(eq(users.id, id));
  return row;
}

/** The ids of the active admins, locked for update in id order until the transaction ends. */
export function lockActiveAdmins(db: Db): Promise<Array<{ id: number }>> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
}

/** The account with the flags changed, or undefined when there is no such account. */
export async function setAccountFlags(db: Db, id: number, changes: AccountFlags): Promise<User | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(userColumns);
  return updated;
}
