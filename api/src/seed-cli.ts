import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';

// `pnpm seed`: an explicit request, so it ignores SEED and also works on a real PostgreSQL.
const { database, security } = loadConfig();
const target =
  database.kind === 'postgres' ? `PostgreSQL ${new URL(database.url).host}${new URL(database.url).pathname}` : `PGlite at ${database.dir}`;

const opened = await openDatabase(database);
try {
  const seeded = await seedDemoData(opened.db, { passwordCost: security.passwordHashing.cost });
  console.log(seeded ? `Seeded demo data into ${target}.` : `${target} already has demo data; nothing seeded.`);
} finally {
  await opened.close();
}
