import { describe, expect, it } from 'vitest';

import { FairQueue } from '../src/lib/fair-queue';
import { LimitRefusedError } from '../src/lib/running-limit';

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
});
