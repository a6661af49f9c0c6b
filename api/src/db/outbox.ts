import { and, sql } from 'drizzle-orm';

import type { OutboxQuery, Page } from '@portal/shared/contracts';

import { pageTotal, searchFilter, selectNewestPage } from '../lib/pagination';
import type { Db } from './client';
import { outbox, type OutboxRow } from './schema';

/** A page of kept mail, newest first: to `to` (any case) when given, `search` in the subject and recipient. */
export function newestOutboxPage<T>(db: Db, query: OutboxQuery, toItem: (message: OutboxRow) => T): Promise<Page<T>> {
  const where = and(
    query.to ? sql`lower(${outbox.to}) = ${query.to.toLowerCase()}` : undefined,
    searchFilter(query.search, [outbox.subject, outbox.to]),
  );
  return selectNewestPage(
    query,
    outbox,
    () => db.select({ message: outbox, total: pageTotal }).from(outbox).where(where),
    (row) => toItem(row.message),
  );
}
