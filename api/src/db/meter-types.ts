import { asc, eq } from 'drizzle-orm';

import type { Db } from './client';
import type { electricalMeterTypes, waterMeterTypes } from './schema';

/** The meter types of the table that can be chosen (active ones), by name. */
export function listActiveMeterTypes(
  db: Db,
  table: typeof waterMeterTypes | typeof electricalMeterTypes,
): Promise<Array<{ id: number; name: string }>> {
  return db.select({ id: table.id, name: table.name }).from(table).where(eq(table.isActive, true)).orderBy(asc(table.name), asc(table.id));
}
