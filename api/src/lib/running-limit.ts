/**
 * A job refused at once by a limit on jobs (RunningLimit, FairQueue): its key has as many waiting as
 * it may (`key`), or the instance is full (`all`).
 */
export class LimitRefusedError extends Error {
  constructor(readonly limit: 'key' | 'all') {
    super(`refused: ${limit}`);
    this.name = 'LimitRefusedError';
  }
}

export type RunningLimits = {
  /** Jobs running at once, all keys together. */
  concurrency: number;
  /** Jobs of one key running at once. */
  concurrencyPerKey: number;
  /** Jobs of one key waiting for one of its own to end. */
  waitingPerKey: number;
};

/**
 * At most `concurrency` jobs at once, and `concurrencyPerKey` of one key. A job over its key's share
 * waits for one of its key's jobs to end and takes its place (at most `waitingPerKey` wait); a job
 * over that, or one that finds the instance full, is refused at once. So one key's many requests
 * wait their turn instead of coming straight back, and never take more than their share.
 */
export class RunningLimit {
  private running = 0;
  private readonly keys = new Map<string, { running: number; waiting: Array<() => void> }>();

  constructor(private readonly limits: RunningLimits) {}

  async run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const entry = this.keys.get(key) ?? { running: 0, waiting: [] };
    if (entry.running < this.limits.concurrencyPerKey) {
      if (this.running >= this.limits.concurrency) throw new LimitRefusedError('all');
      this.running += 1;
      entry.running += 1;
      this.keys.set(key, entry);
    } else {
      if (entry.waiting.length >= this.limits.waitingPerKey) throw new LimitRefusedError('key');
      // Started by the end of one of the key's running jobs, in its place.
      await new Promise<void>((resolve) => entry.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = entry.waiting.shift();
      if (next) next();
      else {
        this.running -= 1;
        entry.running -= 1;
        if (entry.running === 0) this.keys.delete(key);
      }
    }
  }
}
