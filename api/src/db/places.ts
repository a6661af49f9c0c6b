import { asc, eq } from 'drizzle-orm';

import type { Db } from './client';
import { suburbs, towns } from './schema';

/** Every town, by name. */
export function listTowns(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db.select({ id: towns.id, name: towns.name }).from(towns).orderBy(asc(towns.name), asc(towns.id));
}

/** Suburbs by name: all of them, or those of one town. */
export function listSuburbs(db: Db, townId?: number): Promise<Array<{ id: number; name: string; town_id: number }>> {
  return db
    .select({ id: suburbs.id, name: suburbs.name, town_id: suburbs.townId })
    .from(suburbs)
    .where(townId === undefined ? undefined : eq(suburbs.townId, townId))
    .orderBy(asc(suburbs.name), asc(suburbs.id));
}
