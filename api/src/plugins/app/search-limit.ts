import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../../config';
import { msg } from '../../i18n';
import { clientKey, siteKey } from '../../lib/client-key';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { FairQueue, LimitRefusedError } from '../../lib/fair-queue';

/** What a refused search is told to wait: searches take well under a second. */
const RETRY_AFTER_SECONDS = 2;
const SEARCH_BUSY_FOR_YOU = msg('search.busyForYou');
const SEARCH_BUSY = msg('search.busy');

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a search for the request within SEARCH_CONCURRENCY searches at once on this instance
     * and SEARCH_CONCURRENCY_PER_CLIENT per client (its account, or else its address key; an IPv6
     * /48 is one client as well). Past either it waits for a slot, clients with none running served
     * first: past SEARCH_WAITING_PER_CLIENT of the client waiting it answers 429; after
     * SEARCH_WAIT_MS, or when it stands last in a full queue (SEARCH_QUEUE), 503. Both with Retry-After.
     */
    searchWork: <T>(request: FastifyRequest, work: () => Promise<T>) => Promise<T>;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { concurrency, concurrencyPerClient, waitingPerClient, waiting, waitMs } = config.search;
    const queue = new FairQueue({
      concurrency,
      concurrencyPerKey: concurrencyPerClient,
      maxWaiting: waiting,
      maxWaitingPerKey: waitingPerClient,
      maxWaitMs: waitMs,
      // An account's key is never an address's, whose group is its /48.
      groupOf: siteKey,
    });
    app.decorate('searchWork', async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
      try {
        return await queue.run(request.user ? `account:${request.user.id}` : clientKey(request), 0, work);
      } catch (error) {
        if (!(error instanceof LimitRefusedError)) throw error;
        if (error.limit === 'key') throw tooManyRequests(SEARCH_BUSY_FOR_YOU, RETRY_AFTER_SECONDS);
        throw new HttpError(503, SEARCH_BUSY, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
    });
  },
  { name: 'search-limit', dependencies: ['auth'] },
);
