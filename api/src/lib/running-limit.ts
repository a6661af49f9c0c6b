/**
 * At most `concurrency` jobs at once, and at most `concurrencyPerKey` of one key. A job over
 * either is refused at once rather than queued: a waiting request would still hold its client.
 */
export class RunningLimit {
  private running = 0;
  private readonly runningPerKey = new Map<string, number>();

  constructor(private readonly limits: { concurrency: number; concurrencyPerKey: number }) {}

  /** Takes a slot for `key`: the function that gives it back (once), or which limit refused it. */
  take(key: string): { release: () => void } | { refused: 'key' | 'all' } {
    const mine = this.runningPerKey.get(key) ?? 0;
    if (mine >= this.limits.concurrencyPerKey) return { refused: 'key' };
    if (this.running >= this.limits.concurrency) return { refused: 'all' };
    this.running += 1;
    this.runningPerKey.set(key, mine + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.runningPerKey.get(key) ?? 1) - 1;
      if (left === 0) this.runningPerKey.delete(key);
      else this.runningPerKey.set(key, left);
    };
    return { release };
  }
}
