import { LimitRefusedError } from './running-limit';

export type FairQueueLimits = {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting, in all. */
  maxWaiting: number;
  /** Jobs waiting for one key. */
  maxWaitingPerKey: number;
};

/**
 * Runs at most `concurrency` jobs at once; the others wait their turn, served fairly: jobs of
 * priority 0 before those of priority 1, and within a priority round robin over keys (one job
 * of each key in turn). A key that already has a job running or waiting queues its next at
 * priority 1, so a key's first job never waits behind another key's second. Past `maxWaiting`
 * jobs (or `maxWaitingPerKey` for the key) a job is refused at once (LimitRefusedError).
 */
export class FairQueue {
  private running = 0;
  private waiting = 0;
  private readonly waitingPerKey = new Map<string, number>();
  private readonly runningPerKey = new Map<string, number>();
  /** Per priority, each key's waiting jobs; a Map keeps insertion order, which gives the round. */
  private readonly rounds = [new Map<string, Array<() => void>>(), new Map<string, Array<() => void>>()];

  constructor(private readonly limits: FairQueueLimits) {}

  run<T>(key: string, priority: 0 | 1, job: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency) return this.start(key, job);
    const forKey = this.waitingPerKey.get(key) ?? 0;
    const busy = forKey > 0 || this.runningPerKey.has(key);
    if (forKey >= this.limits.maxWaitingPerKey) return Promise.reject(new LimitRefusedError('key'));
    if (this.waiting >= this.limits.maxWaiting) return Promise.reject(new LimitRefusedError('all'));
    this.waiting++;
    this.waitingPerKey.set(key, forKey + 1);
    return new Promise<T>((resolve, reject) => {
      const round = this.rounds[busy ? 1 : priority]!;
      const jobs = round.get(key) ?? [];
      jobs.push(() => {
        this.waiting--;
        const left = (this.waitingPerKey.get(key) ?? 1) - 1;
        if (left === 0) this.waitingPerKey.delete(key);
        else this.waitingPerKey.set(key, left);
        this.start(key, job).then(resolve, reject);
      });
      round.set(key, jobs);
    });
  }

  /** Jobs running and waiting, for metrics and tests. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting };
  }

  private start<T>(key: string, job: () => Promise<T>): Promise<T> {
    this.running++;
    this.runningPerKey.set(key, (this.runningPerKey.get(key) ?? 0) + 1);
    const done = () => {
      this.running--;
      const left = this.runningPerKey.get(key)! - 1;
      if (left === 0) this.runningPerKey.delete(key);
      else this.runningPerKey.set(key, left);
      this.next();
    };
    return Promise.resolve().then(job).finally(done);
  }

  private next(): void {
    for (const round of this.rounds) {
      const first = round.entries().next();
      if (first.done) continue;
      const [key, jobs] = first.value;
      const job = jobs.shift()!;
      // The key goes to the back of the round if it has more.
      round.delete(key);
      if (jobs.length > 0) round.set(key, jobs);
      job();
      return;
    }
  }
}
