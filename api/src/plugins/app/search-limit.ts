import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../../config';
import { msg } from '../../i18n';
import { clientKey } from '../../lib/client-key';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { LimitRefusedError, RunningLimit } from '../../lib/running-limit';

/** What a refused search is told to wait: searches take well under a second. */
const RETRY_AFTER_SECONDS = 2;
const SEARCH_BUSY_FOR_YOU = msg('search.busyForYou');
const SEARCH_BUSY = msg('search.busy');

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a search for the request within SEARCH_CONCURRENCY searches at once on this instance
     * and SEARCH_CONCURRENCY_PER_CLIENT per client (its account, or else its address key). Over the
     * client's share it waits for the client's own search to end, behind at most SEARCH_WAITING_PER_CLIENT
     * others, else answers 429; when the instance is full, 503. Both with Retry-After.
     */
    searchWork: <T>(request: FastifyRequest, work: () => Promise<T>) => Promise<T>;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { concurrency, concurrencyPerClient, waitingPerClient } = config.search;
    const limit = new RunningLimit({ concurrency, concurrencyPerKey: concurrencyPerClient, waitingPerKey: waitingPerClient });
    app.decorate('searchWork', async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
      try {
        return await limit.run(request.user ? `account:${request.user.id}` : `address:${clientKey(request)}`, work);
      } catch (error) {
        if (!(error instanceof LimitRefusedError)) throw error;
        if (error.limit === 'key') throw tooManyRequests(SEARCH_BUSY_FOR_YOU, RETRY_AFTER_SECONDS);
        throw new HttpError(503, SEARCH_BUSY, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
    });
  },
  { name: 'search-limit', dependencies: ['auth'] },
);
