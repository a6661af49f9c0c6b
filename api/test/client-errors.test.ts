import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clientErrors, users } from '../src/db/schema';
import { liveRemotes } from '../src/lib/live-remotes';
import { call, login, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const report = {
  message: 'Loading remote news_polls failed',
  source: 'remote-load',
  remote: 'news_polls',
  url: 'http://localhost:3000/news',
  stack: 'Error: RUNTIME-003\n    at load (remoteEntry.js:1:1)',
  app_version: '1.4.2',
};

describe('POST /api/client-errors/', () => {
  it('stores an anonymous report', async () => {
    const response = await call(ctx.app, 'POST', '/api/client-errors/', {
      body: report,
      headers: { 'user-agent': 'vitest-browser' },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(typeof id).toBe('number');
    const [row] = await ctx.app.db.select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(1);
    expect(row).toMatchObject({
      id,
      userId: null,
      message: report.message,
      source: 'remote-load',
      remote: 'news_polls',
      appVersion: '1.4.2',
      userAgent: 'vitest-browser',
    });
  });

  it('records who reported it when logged in', async () => {
    const token = await login(ctx.app, RESIDENT);
    const response = await call(ctx.app, 'POST', '/api/client-errors/', {
      token,
      body: { message: 'boom', source: 'render', url: '/donations' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(1);
    const [resident] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, RESIDENT.email));
    expect(row?.userId).toBe(resident?.id);
  });

  it('rejects unknown sources and fields', async () => {
    const response = await call(ctx.app, 'POST', '/api/client-errors/', {
      body: { ...report, source: 'console', severity: 'high' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['severity', 'source']);
  });
});

describe('portal_remote_load_failures_total', () => {
  const counted = async () =>
    (await ctx.app.metrics.remoteLoadFailures.get()).values
      .filter((sample) => sample.labels.remote === 'donations')
      .reduce((sum, sample) => sum + sample.value, 0);
  const send = (remoteAddress: string, version = '2.0.0') =>
    call(ctx.app, 'POST', '/api/client-errors/', { body: { ...report, remote: 'donations', app_version: version }, remoteAddress });

  it('counts a remote and version once per client address (an IPv6 /64) in the alert window, so the alert means visitors', async () => {
    for (let i = 0; i < 20; i++) expect((await send('203.0.113.50')).statusCode).toBe(201);
    expect(await counted()).toBe(1);
    // Addresses of one /64 are one client.
    expect((await send('2001:db8:5:6::1')).statusCode).toBe(201);
    expect((await send('2001:db8:5:6::2')).statusCode).toBe(201);
    expect(await counted()).toBe(2);
    // Another version from the same client counts, and so do other clients.
    expect((await send('203.0.113.50', '2.0.1')).statusCode).toBe(201);
    expect((await send('203.0.113.51', '2.0.1')).statusCode).toBe(201);
    expect((await send('203.0.113.52')).statusCode).toBe(201);
    expect(await counted()).toBe(5);
  });

  it('counts only the remotes the live config names', async () => {
    for (let i = 0; i < 25; i++) {
      const response = await call(ctx.app, 'POST', '/api/client-errors/', {
        body: { ...report, remote: i % 2 ? 'made_up' : 'made up <b>', app_version: '1.0.0' },
        remoteAddress: `198.51.100.${i}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const labels = (await ctx.app.metrics.remoteLoadFailures.get()).values.map((sample) => sample.labels.remote);
    expect(labels).not.toContain('made_up');
    expect(labels).not.toContain('other');
  });

  it('counts one client once per series in the window, whatever versions it makes up', async () => {
    const series = async () =>
      new Map((await ctx.app.metrics.remoteLoadFailures.get()).values.map((sample) => [JSON.stringify(sample.labels), sample.value]));
    const before = await series();
    for (let i = 0; i < 25; i++) {
      const response = await call(ctx.app, 'POST', '/api/client-errors/', {
        body: { ...report, remote: 'news_polls', app_version: `made up ${i}` },
        remoteAddress: '198.51.100.200',
      });
      expect(response.statusCode).toBe(201);
    }
    const added = [...(await series())].map(([labels, value]) => [labels, value - (before.get(labels) ?? 0)]);
    expect(added.filter(([, value]) => value !== 0)).toEqual([[JSON.stringify({ remote: 'news_polls', version: 'other' }), 1]]);
  });
});

describe('the live config', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-live-config-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is read again once a minute has passed, and a failed read keeps the remotes it named last', async () => {
    const file = join(dir, 'config.json');
    const write = (names: string[]) => writeFile(file, JSON.stringify({ remotes: names.map((name) => ({ name, entry: '/x.js' })) }));
    let now = 0;
    const remotes = liveRemotes(pathToFileURL(file), ctx.app.log, () => now);
    await write(['news_polls']);
    expect([...(await remotes())]).toEqual(['news_polls']);
    await write(['news_polls', 'donations']);
    now += 59_000;
    expect([...(await remotes())]).toEqual(['news_polls']);
    now += 1_000;
    expect([...(await remotes())]).toEqual(['news_polls', 'donations']);
    await writeFile(file, 'not json');
    now += 60_000;
    expect([...(await remotes())]).toEqual(['news_polls', 'donations']);
  });
});
