import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../../config';
import { clientKey } from '../../lib/client-key';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { RunningLimit } from '../../lib/running-limit';

/** What a refused search is told to wait: searches take well under a second. */
const RETRY_AFTER_SECONDS = 2;
export const SEARCH_BUSY_FOR_YOU = 'Your other searches are still running. Please wait for them before searching again.';
export const SEARCH_BUSY = 'The portal is busy with other searches right now. Please try again in a few seconds.';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a search for the request within SEARCH_CONCURRENCY searches at once on this instance
     * and SEARCH_CONCURRENCY_PER_CLIENT per client (its account, or else its address key); over
     * the client's share it answers 429, over the instance's 503, both with Retry-After.
     */
    searchWork: <T>(request: FastifyRequest, work: () => Promise<T>) => Promise<T>;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const limit = new RunningLimit({ concurrency: config.search.concurrency, concurrencyPerKey: config.search.concurrencyPerClient });
    app.decorate('searchWork', async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
      const slot = limit.take(request.user ? `account:${request.user.id}` : `address:${clientKey(request)}`);
      if ('refused' in slot) {
        if (slot.refused === 'key') throw tooManyRequests(SEARCH_BUSY_FOR_YOU, RETRY_AFTER_SECONDS);
        throw new HttpError(503, SEARCH_BUSY, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      try {
        return await work();
      } finally {
        slot.release();
      }
    });
  },
  { name: 'search-limit', dependencies: ['auth'] },
);
