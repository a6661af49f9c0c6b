import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work nobody waits for, such as what follows an answer already sent; a failure is
     * logged under `label`. Closing the app waits for the work under way.
     */
    inBackground: (label: string, work: () => Promise<void>) => void;
    /** Resolves once the background work under way (and any it started) is done. */
    settleBackgroundWork: () => Promise<void>;
  }
}

export default fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    app.decorate('inBackground', (label: string, work: () => Promise<void>) => {
      const run = Promise.resolve()
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error }, `${label} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    });
    app.decorate('settleBackgroundWork', async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    });
    // Before the database closes: the work may still need it.
    app.addHook('preClose', async () => app.settleBackgroundWork());
  },
  { name: 'background' },
);
