import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startWarning } from '../src/plugins/app/proxy-check';
import { call, startTestApp, type TestContext } from './helpers';

// The balancer of docs/operations.md is 10.0.0.5; the shell's origin, in front of it, is 10.0.0.4.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ TRUST_PROXY: '10.0.0.5' });
});
afterAll(() => ctx?.close());

/** What the API logs as errors while `send` runs, and the address each request was counted as. */
async function errorsWhile(send: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(ctx.app.log, 'error');
  try {
    await send();
    return spy.mock.calls.map((args) => args.filter((arg) => typeof arg === 'string').join(' '));
  } finally {
    spy.mockRestore();
  }
}

const health = (remoteAddress: string, forwardedFor?: string) =>
  call(ctx.app, 'GET', '/api/health/', { remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

describe('forwarded client addresses the API cannot believe', () => {
  it('are reported, once, when X-Forwarded-For comes from a peer TRUST_PROXY does not trust', async () => {
    const errors = await errorsWhile(async () => {
      await health('10.0.0.9', '198.51.100.7');
      await health('10.0.0.9', '198.51.100.8');
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('10.0.0.9');
    expect(errors[0]).toContain('TRUST_PROXY=10.0.0.5,10.0.0.9');
  });

  it('are reported, once, when the address resolved is an internal proxy with more entries before it', async () => {
    const errors = await errorsWhile(async () => {
      await health('10.0.0.5', '198.51.100.7, 10.0.0.4');
      await health('10.0.0.5', '198.51.100.9, 10.0.0.4');
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('10.0.0.4');
    expect(errors[0]).toContain('TRUST_PROXY=10.0.0.5,10.0.0.4');
  });

  it('are not reported when the chain is trusted, or the client is internal with nothing before it, or nothing is forwarded', async () => {
    const errors = await errorsWhile(async () => {
      await health('10.0.0.5', '198.51.100.7');
      await health('10.0.0.5', '10.20.30.40');
      await health('203.0.113.50');
    });
    expect(errors).toEqual([]);
  });
});

describe('the warning at start', () => {
  it('is given for the default TRUST_PROXY on a listener beyond loopback, and only then', () => {
    expect(startWarning({ host: '0.0.0.0', trustProxy: 'loopback' })).toContain('TRUST_PROXY');
    expect(startWarning({ host: '10.0.0.11', trustProxy: 'loopback' })).toContain('TRUST_PROXY');
    expect(startWarning({ host: '127.0.0.1', trustProxy: 'loopback' })).toBeUndefined();
    expect(startWarning({ host: '0.0.0.0', trustProxy: '10.0.0.5,10.0.0.4' })).toBeUndefined();
  });
});
