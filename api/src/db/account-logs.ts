import { eq, type SQL } from 'drizzle-orm';

import type { Page, PageQuery } from '@portal/shared/contracts';

import { pageTotal, selectNewestPage } from '../lib/pagination';
import type { Db } from './client';
import { users, type auditLog, type clientErrors } from './schema';

type AccountLog = typeof auditLog | typeof clientErrors;

/**
 * A page of a log that notes the account each entry came from (the configuration audit log, the
 * shell's error reports), newest first, each entry with that account's email: null for none, or
 * once the account is gone.
 */
export function newestPageWithEmail<L extends AccountLog, T>(
  db: Db,
  query: PageQuery,
  log: L,
  where: SQL | undefined,
  toItem: (entry: L['$inferSelect'], email: string | null) => T,
): Promise<Page<T>> {
  return selectNewestPage(
    query,
    log,
    () =>
      db
        .select({ entry: log as AccountLog, email: users.email, total: pageTotal })
        .from(log as AccountLog)
        .leftJoin(users, eq(users.id, log.userId))
        .where(where),
    (row) => toItem(row.entry as L['$inferSelect'], row.email),
  );
}
