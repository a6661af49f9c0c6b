import { afterEach, describe, expect, it, vi } from 'vitest';

import { siteKey } from '../src/lib/client-key';
import { FairQueue, LimitRefusedError } from '../src/lib/fair-queue';

/** Lets every job that can start do so. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Jobs that record their start and finish only when told to. */
function jobs() {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      releases.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    releases.get(name)!();
    await settle();
  };
  return { started, job, finish };
}

/** What became of a job: 'ran', or the limit that refused it. */
const outcome = (done: Promise<unknown>) =>
  done.then(
    () => 'ran',
    (error: unknown) => (error instanceof LimitRefusedError ? `refused: ${error.limit}` : `failed: ${String(error)}`),
  );

describe('the fair queue of password work', () => {
  it('runs at most `concurrency` jobs at once; the others wait', async () => {
    const queue = new FairQueue({ concurrency: 2, maxWaiting: 10, maxWaitingPerKey: 10 });
    const { started, job, finish } = jobs();
    const results = ['a', 'b', 'c'].map((name) => queue.run(name, 0, job(name)));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    await finish('b');
    expect(started).toEqual(['a', 'b', 'c']);
    await finish('a');
    await finish('c');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("serves the keys in turn, a key's first job before any key's second, and keys with recent failures with the second jobs", async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 10, maxWaitingPerKey: 10 });
    const { started, job, finish } = jobs();
    void queue.run('x', 0, job('x'));
    for (const [key, priority, name] of [
      ['a', 0, 'a1'],
      ['a', 0, 'a2'],
      ['suspect', 1, 's1'],
      ['a', 0, 'a3'],
      ['b', 0, 'b1'],
      ['b', 0, 'b2'],
    ] as const) {
      void queue.run(key, priority, job(name));
    }
    await settle();
    for (const name of ['x', 'a1', 'b1', 'a2', 's1', 'b2', 'a3']) await finish(name);
    expect(started).toEqual(['x', 'a1', 'b1', 'a2', 's1', 'b2', 'a3']);
  });

  it('refuses a job at once when the queue is full, in all or for its key, and keeps serving the others', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 2, maxWaitingPerKey: 1 });
    const { started, job, finish } = jobs();
    void queue.run('x', 0, job('x'));
    const a1 = queue.run('a', 0, job('a1'));
    await expect(queue.run('a', 0, job('a2'))).rejects.toBeInstanceOf(LimitRefusedError);
    const b1 = queue.run('b', 0, job('b1'));
    await expect(queue.run('c', 0, job('c1'))).rejects.toBeInstanceOf(LimitRefusedError);
    await finish('x');
    await finish('a1');
    await finish('b1');
    expect(await Promise.all([a1, b1])).toEqual(['a1', 'b1']);
    expect(started).toEqual(['x', 'a1', 'b1']);
  });

  it('passes a failed job its error, and frees its place', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 1, maxWaitingPerKey: 1 });
    await expect(queue.run('a', 0, () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await queue.run('a', 0, () => Promise.resolve('next'))).toBe('next');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('when full, sheds the newest job of the key with most waiting for a newcomer that stands before it, and refuses a newcomer that stands last', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 4, maxWaitingPerKey: 3 });
    const { started, job, finish } = jobs();
    void queue.run('x', 0, job('x'));
    const busy = ['b1', 'b2', 'b3'].map((name) => outcome(queue.run('b', 0, job(name))));
    const c1 = outcome(queue.run('c', 0, job('c1')));
    // Full: asking changes nothing; a newcomer of a key with nothing waiting would be let in, b's not.
    expect([queue.admits('d', 0), queue.admits('b', 0)]).toEqual([true, false]);
    expect(queue.size).toEqual({ running: 1, waiting: 4 });
    // A newcomer of a key with nothing waiting takes the place of b's newest.
    const d1 = outcome(queue.run('d', 0, job('d1')));
    // Newcomers that stand last are refused: b's would be its third waiting, c's its second and of priority 1.
    const b4 = outcome(queue.run('b', 0, job('b4')));
    const c2 = outcome(queue.run('c', 1, job('c2')));
    await settle();
    for (const name of ['x', 'b1', 'c1', 'd1', 'b2']) await finish(name);
    expect(started).toEqual(['x', 'b1', 'c1', 'd1', 'b2']);
    expect(await Promise.all([...busy, c1, d1, b4, c2])).toEqual([
      'ran',
      'ran',
      'refused: all',
      'ran',
      'ran',
      'refused: all',
      'refused: all',
    ]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('sheds work of priority 1 before that of priority 0, and keeps places that only priority 0 may take', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 4, maxWaitingPerKey: 4, keptForPriority0: 1 });
    const { job, finish } = jobs();
    void queue.run('x', 0, job('x'));
    const suspects = ['s', 't', 'u', 'v'].map((key) => outcome(queue.run(key, 1, job(key))));
    // Priority 1 may fill 3 places: v was refused; the kept place is a's.
    const a = outcome(queue.run('a', 0, job('a')));
    // Full: b sheds u, the newest of priority 1, and c, standing as u did, is refused.
    const b = outcome(queue.run('b', 0, job('b')));
    const c = outcome(queue.run('c', 1, job('c')));
    await settle();
    for (const name of ['x', 'a', 'b', 's', 't']) await finish(name);
    expect(await Promise.all([...suspects, a, b, c])).toEqual(['ran', 'ran', 'refused: all', 'refused: all', 'ran', 'ran', 'refused: all']);
  });

  it("counts a key's group as one key: the waiting of its keys together, and a newcomer's turn", async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 10, maxWaitingPerKey: 2, groupOf: siteKey });
    const { started, job, finish } = jobs();
    void queue.run('x', 0, job('x'));
    const site = ['2001:db8:5:1::/64', '2001:db8:5:2::/64', '2001:db8:5:3::/64'].map((key, i) =>
      outcome(queue.run(key, 0, job(`site${i}`))),
    );
    const other = outcome(queue.run('2001:db8:6:1::/64', 0, job('other')));
    await settle();
    for (const name of ['x', 'site0', 'other', 'site1']) await finish(name);
    // The /48's second job waited behind another key's first; its third was refused for the /48.
    expect(started).toEqual(['x', 'site0', 'other', 'site1']);
    expect(await Promise.all([...site, other])).toEqual(['ran', 'ran', 'refused: key', 'ran']);
  });

  it('runs at most concurrencyPerKey of a key or group, and gives a freed slot first to a key with none running', async () => {
    const queue = new FairQueue({ concurrency: 3, concurrencyPerKey: 1, maxWaiting: 10, maxWaitingPerKey: 10, groupOf: siteKey });
    const { started, job, finish } = jobs();
    for (const name of ['a1', 'a2', 'a3']) void queue.run('a', 0, job(name));
    void queue.run('2001:db8:7:1::/64', 0, job('site1'));
    void queue.run('2001:db8:7:2::/64', 0, job('site2'));
    void queue.run('b', 0, job('b1'));
    await settle();
    // One of a's and one of the /48's run, and b's; the others wait though a slot was free.
    expect(started).toEqual(['a1', 'site1', 'b1']);
    void queue.run('c', 0, job('c1'));
    // c had none running: it goes before a's and the /48's, which waited longer.
    await finish('a1');
    expect(started).toEqual(['a1', 'site1', 'b1', 'c1']);
    await finish('site1');
    await finish('b1');
    expect(started).toEqual(['a1', 'site1', 'b1', 'c1', 'a2', 'site2']);
    for (const name of ['c1', 'a2', 'site2', 'a3']) await finish(name);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job that has waited maxWaitMs, and frees its place', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 1, maxWaitingPerKey: 1, maxWaitMs: 2_000 });
    const { job, finish } = jobs();
    void queue.run('x', 0, job('x'));
    const late = outcome(queue.run('a', 0, job('a')));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(queue.size).toEqual({ running: 1, waiting: 1 });
    await vi.advanceTimersByTimeAsync(1);
    expect(await late).toBe('refused: all');
    const next = outcome(queue.run('b', 0, job('b')));
    expect(queue.size).toEqual({ running: 1, waiting: 1 });
    await finish('x');
    await finish('b');
    expect(await next).toBe('ran');
  });
});

afterEach(() => vi.useRealTimers());
