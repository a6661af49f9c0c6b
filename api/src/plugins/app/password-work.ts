import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../../config';
import { clientKey, siteKey } from '../../lib/client-key';
import { serviceBusy } from '../../lib/errors';
import { FairQueue, LimitRefusedError } from '../../lib/fair-queue';

/** The share of the queue one client address key (or IPv6 /48) may fill; past it, that key alone is told to come back. */
const WAITING_SHARE_PER_KEY = 1 / 4;
/** The share of the queue kept for address keys without a recent failure. */
const KEPT_SHARE = 1 / 4;
/** How long a failed password check from an address key puts its next ones behind everyone else's. */
const SUSPECT_MS = 10 * 60_000;
/** Address keys remembered as recently failed, the oldest forgotten first. */
const SUSPECTS_KEPT = 10_000;
/** What a refused request is told to wait: about what a few rounds of the queue take. */
const RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs password hashing or checking (scrypt: about a CPU-second's fraction and 128 MiB each)
     * for the request within PASSWORD_HASH_CONCURRENCY at once; the rest wait in a fair queue of
     * PASSWORD_HASH_QUEUE places. When it is full, the work that stands last (of the key or /48 with
     * most waiting, then of a key with a recent failure, then the newest) answers 503 with Retry-After:
     * the newcomer, or the work whose place it takes.
     */
    passwordWork: <T>(request: FastifyRequest, work: () => Promise<T>) => Promise<T>;
    /**
     * preHandler of the routes that do password work: when the request's work would be refused now,
     * answers that 503 at once, before the route's database work, so that a refused request costs
     * next to nothing.
     */
    admitPasswordWork: (request: FastifyRequest) => Promise<void>;
    /** A password check from the request's address failed: its next ones wait behind others' for a while. */
    notePasswordFailure: (request: FastifyRequest) => void;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { concurrency, maxWaiting } = config.security.passwordHashing;
    const queue = new FairQueue({
      concurrency,
      maxWaiting,
      maxWaitingPerKey: Math.max(1, Math.floor(maxWaiting * WAITING_SHARE_PER_KEY)),
      keptForPriority0: Math.floor(maxWaiting * KEPT_SHARE),
      groupOf: siteKey,
    });
    const suspects = new Map<string, number>();

    const isSuspect = (key: string) => {
      const until = suspects.get(key);
      if (until === undefined) return false;
      if (until > Date.now()) return true;
      suspects.delete(key);
      return false;
    };

    app.decorate('passwordWork', async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
      const key = clientKey(request);
      try {
        return await queue.run(key, isSuspect(key) ? 1 : 0, work);
      } catch (error) {
        if (error instanceof LimitRefusedError) throw serviceBusy(RETRY_AFTER_SECONDS);
        throw error;
      }
    });
    app.decorate('admitPasswordWork', async (request: FastifyRequest) => {
      const key = clientKey(request);
      if (!queue.admits(key, isSuspect(key) ? 1 : 0)) throw serviceBusy(RETRY_AFTER_SECONDS);
    });
    app.decorate('notePasswordFailure', (request: FastifyRequest) => {
      const key = clientKey(request);
      suspects.delete(key);
      suspects.set(key, Date.now() + SUSPECT_MS);
      if (suspects.size > SUSPECTS_KEPT) suspects.delete(suspects.keys().next().value!);
    });
  },
  { name: 'password-work' },
);
