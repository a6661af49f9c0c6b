import { sql } from 'drizzle-orm';

import type { Db } from './client';

/** Runs the smallest statement there is: resolves once the database answers, throws when it cannot. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
