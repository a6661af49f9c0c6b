import { performance } from 'node:perf_hooks';

import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Told of every query the app runs: how long it took, and whether it failed. */
export type QueryObserver = (seconds: number, failed: boolean) => void;

const since = (started: number) => (performance.now() - started) / 1000;

type Query = (...args: unknown[]) => unknown;

/**
 * A pg client class that times each query, for the pool's `Client` option: every connection the
 * pool opens (plain queries and transactions alike) is one of these.
 */
export function timedPgClient(observe: QueryObserver): typeof pg.Client {
  const query = pg.Client.prototype.query as Query;
  return class TimedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // Overloaded in pg (callback, promise, submittable): every form passes through unchanged.
      this.query = ((...args: unknown[]) => {
        const started = performance.now();
        const done = (error: unknown) => observe(since(started), Boolean(error));
        const last = args.at(-1);
        if (typeof last === 'function') {
          args[args.length - 1] = (error: unknown, result: unknown) => {
            done(error);
            (last as (e: unknown, r: unknown) => void)(error, result);
          };
          return query.apply(this, args);
        }
        const result = query.apply(this, args);
        if (result instanceof Promise) result.then(() => done(null), done);
        return result;
      }) as pg.Client['query'];
    }
  };
}

/**
 * The PGlite client as drizzle should see it: its queries, and those inside its transactions,
 * are timed; `inFlight` counts the queries under way (PGlite runs one at a time).
 */
export function timedPglite(client: PGlite, observe: QueryObserver): { client: PGlite; inFlight: () => number } {
  let inFlight = 0;
  const timed =
    (run: Query): Query =>
    async (...args) => {
      const started = performance.now();
      inFlight += 1;
      try {
        const result = await run(...args);
        observe(since(started), false);
        return result;
      } catch (error) {
        observe(since(started), true);
        throw error;
      } finally {
        inFlight -= 1;
      }
    };
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver);
        if (property === 'query' && typeof value === 'function') return timed(value.bind(object) as Query);
        if (property === 'transaction' && typeof value === 'function') {
          return (callback: (tx: object) => unknown) => (value as Query).call(object, (tx: object) => callback(wrap(tx)));
        }
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return { client: wrap(client), inFlight: () => inFlight };
}
