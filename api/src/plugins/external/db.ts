import fp from 'fastify-plugin';

import type { Config } from '../../config';
import { openDatabase, type Database, type Db } from '../../db/client';
import { seedDemoData } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const database = await openDatabase(
      config.database,
      (error) => app.log.error({ err: error }, 'idle database connection failed'),
      (seconds, failed) =>
        app.metrics.dbQueryDuration.observe({ database: config.database.kind, outcome: failed ? 'error' : 'ok' }, seconds),
    );
    app.metrics.watchPool(database.stats);
    app.addHook('onClose', () => database.close());
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.log.info({ database: database.kind }, 'database ready, migrations applied');

    if (config.seed) {
      const seeded = await seedDemoData(database.db, { passwordCost: config.security.passwordHashing.cost });
      app.log.info(seeded ? 'demo data seeded' : 'demo data not seeded: users already exist');
    }
  },
  { name: 'db', dependencies: ['metrics'] },
);
