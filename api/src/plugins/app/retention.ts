import fp from 'fastify-plugin';

import type { Config } from '../../config';
import { purgeExpiredRows } from '../../services/retention';

/**
 * Runs the purge of old rows (services/retention.ts) every PURGE_INTERVAL_MINUTES from the moment the
 * app is ready, in every instance (each purge is safe beside another), and stops with the app,
 * waiting for a purge under way so that the database closes after it.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { retention } = config.security;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const purge = () => {
      if (running) return;
      running = purgeExpiredRows(app.db, retention)
        .then((purged) => app.log.debug({ purged }, 'old rows purged'))
        .catch((error: unknown) => app.log.error({ err: error }, 'purging old rows failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(purge, retention.intervalSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['db'] },
);
