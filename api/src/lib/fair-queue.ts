/**
 * A job the queue will not run: its key (or group) has as many waiting as it may (`key`); or the
 * queue is full and the job stands last, was shed for one that stands before it, or waited as long
 * as it may (`all`).
 */
export class LimitRefusedError extends Error {
  constructor(readonly limit: 'key' | 'all') {
    super(`refused: ${limit}`);
    this.name = 'LimitRefusedError';
  }
}

export type FairQueueLimits = {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs of one key, or of one group, running at once; any number up to `concurrency` unless given. */
  concurrencyPerKey?: number;
  /** Jobs waiting, in all. */
  maxWaiting: number;
  /** Jobs waiting for one key, or for one group. */
  maxWaitingPerKey: number;
  /** Waiting places that only jobs of priority 0 may take. */
  keptForPriority0?: number;
  /** How long a job may wait for its turn before it is refused; no limit unless given. */
  maxWaitMs?: number;
  /** The group a key belongs to, counted as one key besides the key itself (an IPv6 /64's /48). */
  groupOf?: (key: string) => string;
};

type Waiter = {
  key: string;
  group: string;
  priority: 0 | 1;
  round: 0 | 1;
  arrival: number;
  start: () => void;
  refuse: () => void;
  timer?: ReturnType<typeof setTimeout>;
};

/**
 * Runs at most `concurrency` jobs at once (and `concurrencyPerKey` of one key or group); the others
 * wait their turn, served fairly: round robin over keys (one job of each key in turn), first the
 * round of jobs of priority 0 whose key and group had none running or waiting, then the round of
 * the rest (a key's further jobs, and those of priority 1: the caller's "recent failures"). So a
 * key's first job never waits behind another key's second, and a freed slot goes first to a key
 * that had none.
 *
 * The queue is bounded. When it is full, the job that stands last is refused: the one of the
 * busiest key or group (most waiting), then of priority 1, then the newest; a newcomer that stands
 * before it takes its place and it is shed. Jobs of priority 1 never fill the places kept for
 * priority 0. Past `maxWaitingPerKey` for its key or group, a job is refused at once.
 */
export class FairQueue {
  private running = 0;
  private waiting = 0;
  private waitingOfPriority1 = 0;
  private arrivals = 0;
  /** Jobs running and waiting per key and per group. */
  private readonly counts = new Map<string, { running: number; waiting: number }>();
  /** Per round, each key's waiting jobs; a Map keeps insertion order, which gives the round. */
  private readonly rounds = [new Map<string, Waiter[]>(), new Map<string, Waiter[]>()];

  constructor(private readonly limits: FairQueueLimits) {}

  run<T>(key: string, priority: 0 | 1, job: () => Promise<T>): Promise<T> {
    const admission = this.admission(key, priority);
    if (admission.kind === 'refuse') return Promise.reject(new LimitRefusedError(admission.limit));
    const { group } = admission;
    if (admission.kind === 'start') return this.start(key, group, job);
    if (admission.shed) {
      this.remove(admission.shed);
      admission.shed.refuse();
    }
    this.arrivals++;
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        key,
        group,
        priority,
        round: admission.round,
        arrival: admission.standing[2],
        start: () => this.start(key, group, job).then(resolve, reject),
        refuse: () => reject(new LimitRefusedError('all')),
      };
      if (this.limits.maxWaitMs !== undefined) {
        waiter.timer = setTimeout(() => {
          this.remove(waiter);
          waiter.refuse();
        }, this.limits.maxWaitMs);
      }
      const round = this.rounds[waiter.round]!;
      round.set(key, [...(round.get(key) ?? []), waiter]);
      this.waiting++;
      if (priority === 1) this.waitingOfPriority1++;
      this.add(key, group, 'waiting', 1);
    });
  }

  /** Whether a job of the key and priority coming now would start or wait, rather than be refused at once. */
  admits(key: string, priority: 0 | 1): boolean {
    return this.admission(key, priority).kind !== 'refuse';
  }

  /** Jobs running and waiting, for metrics and tests. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting };
  }

  private perKey(): number {
    return this.limits.concurrencyPerKey ?? this.limits.concurrency;
  }

  /** The larger of the key's and the group's count. */
  private count(key: string, group: string, what: 'running' | 'waiting'): number {
    return Math.max(this.counts.get(key)?.[what] ?? 0, this.counts.get(group)?.[what] ?? 0);
  }

  private add(key: string, group: string, what: 'running' | 'waiting', delta: number): void {
    for (const name of group === key ? [key] : [key, group]) {
      const count = this.counts.get(name) ?? { running: 0, waiting: 0 };
      count[what] += delta;
      if (count.running === 0 && count.waiting === 0) this.counts.delete(name);
      else this.counts.set(name, count);
    }
  }

  /**
   * What becomes of a job of the key and priority coming now: it starts; or it waits, in a free
   * place or in that of the job that stands last among those whose place it may take, if that
   * one stands after it (shed); or it is refused.
   */
  private admission(key: string, priority: 0 | 1): Admission {
    const group = this.limits.groupOf?.(key) ?? key;
    const running = this.count(key, group, 'running');
    const waiting = this.count(key, group, 'waiting');
    if (this.running < this.limits.concurrency && running < this.perKey()) return { kind: 'start', group };
    if (waiting >= this.limits.maxWaitingPerKey) return { kind: 'refuse', limit: 'key' };
    const wait = {
      kind: 'wait' as const,
      group,
      round: priority === 0 && running === 0 && waiting === 0 ? (0 as const) : (1 as const),
      standing: [waiting + 1, priority, this.arrivals] as Standing,
    };
    const priority1Full = priority === 1 && this.waitingOfPriority1 >= this.limits.maxWaiting - (this.limits.keptForPriority0 ?? 0);
    if (this.waiting < this.limits.maxWaiting && !priority1Full) return wait;
    let last: { waiter: Waiter; standing: Standing } | undefined;
    for (const round of this.rounds) {
      for (const waiters of round.values()) {
        for (const waiter of waiters) {
          if (priority1Full && waiter.priority === 0) continue;
          const its: Standing = [this.count(waiter.key, waiter.group, 'waiting'), waiter.priority, waiter.arrival];
          if (!last || after(its, last.standing)) last = { waiter, standing: its };
        }
      }
    }
    if (!last || !after(last.standing, wait.standing)) return { kind: 'refuse', limit: 'all' };
    return { ...wait, shed: last.waiter };
  }

  private remove(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    const round = this.rounds[waiter.round]!;
    const left = round.get(waiter.key)!.filter((other) => other !== waiter);
    if (left.length > 0) round.set(waiter.key, left);
    else round.delete(waiter.key);
    this.waiting--;
    if (waiter.priority === 1) this.waitingOfPriority1--;
    this.add(waiter.key, waiter.group, 'waiting', -1);
  }

  private start<T>(key: string, group: string, job: () => Promise<T>): Promise<T> {
    this.running++;
    this.add(key, group, 'running', 1);
    const done = () => {
      this.running--;
      this.add(key, group, 'running', -1);
      this.next();
    };
    return Promise.resolve().then(job).finally(done);
  }

  /** Starts waiting jobs while there are slots: each time the first, in round order, whose key and group are under their share. */
  private next(): void {
    while (this.running < this.limits.concurrency) {
      const waiter = this.firstReady();
      if (!waiter) return;
      this.remove(waiter);
      // The key goes to the back of its round if it has more.
      const round = this.rounds[waiter.round]!;
      const more = round.get(waiter.key);
      if (more) {
        round.delete(waiter.key);
        round.set(waiter.key, more);
      }
      waiter.start();
    }
  }

  private firstReady(): Waiter | undefined {
    for (const round of this.rounds) {
      for (const [first] of round.values()) {
        if (this.count(first!.key, first!.group, 'running') < this.perKey()) return first;
      }
    }
    return undefined;
  }
}

type Admission =
  | { kind: 'start'; group: string }
  | { kind: 'wait'; group: string; round: 0 | 1; standing: Standing; shed?: Waiter }
  | { kind: 'refuse'; limit: 'key' | 'all' };

/** Where a waiting job stands when places run out: its key's or group's waiting jobs, its priority, its arrival. */
type Standing = [waiting: number, priority: 0 | 1, arrival: number];

/** Whether `a` stands after `b`: more waiting for its key or group, else priority 1, else later. */
function after(a: Standing, b: Standing): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}
