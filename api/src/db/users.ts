import { getTableColumns } from 'drizzle-orm';
import { users, type UserRow } from './schema';

/** A user as the app handles it: the password hash never leaves the login path. */
export type User = Omit<UserRow, 'passwordHash'>;

type UserColumns = ReturnType<typeof getTableColumns<typeof users>>;
const columns: Partial<UserColumns> = { ...getTableColumns(users) };
delete columns.passwordHash;

/** Selects every users column except the password hash. */
export const userColumns = columns as Omit<UserColumns, 'passwordHash'>;
