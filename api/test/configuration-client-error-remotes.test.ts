import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { remoteLoadSummariesSchema, type ClientErrorInput } from '@portal/shared/contracts';

import { clientErrors } from '../src/db/schema';
import { ADMIN, call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

const URL = '/api/configuration/client-errors/remotes/';
const HOUR_MS = 3_600_000;

let ctx: TestContext;
const tokens = { resident: '', super: '', admin: '' };
beforeAll(async () => {
  ctx = await startTestApp();
  [tokens.resident, tokens.super, tokens.admin] = await Promise.all([
    login(ctx.app, RESIDENT),
    login(ctx.app, SUPER),
    login(ctx.app, ADMIN),
  ]);
});
afterAll(() => ctx?.close());

const report = (body: Omit<ClientErrorInput, 'url'>) =>
  call(ctx.app, 'POST', '/api/client-errors/', { token: tokens.resident, body: { url: 'http://localhost:3000/donations', ...body } });

/** A remote-load report stored as if it had arrived `hours` ago. */
const older = (remote: string, hours: number, appVersion: string | null = null) => ({
  message: `${remote} failed ${hours} hours ago`,
  source: 'remote-load' as const,
  remote,
  url: 'http://localhost:3000/',
  appVersion,
  createdAt: new Date(Date.now() - hours * HOUR_MS),
  lastSeenAt: new Date(Date.now() - hours * HOUR_MS),
});

describe('GET /api/configuration/client-errors/remotes/', () => {
  it('counts each remote’s load failures by window, last seen first, with its newest message and version', async () => {
    const empty = await call(ctx.app, 'GET', URL, { token: tokens.admin });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    await ctx.app.db
      .insert(clientErrors)
      .values([
        older('donations', 3 * 24, 'd0'),
        older('donations', 10 * 24, 'd-1'),
        older('news_polls', 2, 'n1'),
        older('news_polls', 30 * 24),
      ]);
    for (const body of [
      { source: 'remote-load', remote: 'donations', message: 'Loading donations failed', app_version: 'd1' },
      { source: 'remote-load', remote: 'donations', message: 'Loading donations timed out' },
      { source: 'render', remote: 'news_polls', message: 'Not a load failure' },
      { source: 'remote-load', message: 'No remote named' },
    ] as const) {
      expect((await report(body)).statusCode).toBe(201);
    }

    const response = await call(ctx.app, 'GET', URL, { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    const summaries = remoteLoadSummariesSchema.parse(response.json());
    expect(summaries.map(({ last_seen, ...rest }) => rest)).toEqual([
      { remote: 'donations', last_24_hours: 2, last_7_days: 3, total: 4, last_message: 'Loading donations timed out', last_version: null },
      {
        remote: 'news_polls',
        last_24_hours: 1,
        last_7_days: 1,
        total: 2,
        last_message: 'news_polls failed 2 hours ago',
        last_version: 'n1',
      },
    ]);
    expect(Date.parse(summaries[0]!.last_seen)).toBeGreaterThan(Date.parse(summaries[1]!.last_seen));
    expect(Date.now() - Date.parse(summaries[1]!.last_seen)).toBeGreaterThanOrEqual(2 * HOUR_MS);
  });

  it('counts the reports collapsed into one row, and shows the remote of a collapsed report as seen last', async () => {
    const body = { source: 'remote-load', remote: 'configuration', message: 'Loading configuration failed', app_version: 'c1' } as const;
    expect((await report(body)).statusCode).toBe(201);
    const halfAnHourAgo = new Date(Date.now() - HOUR_MS / 2);
    await ctx.app.db
      .update(clientErrors)
      .set({ createdAt: halfAnHourAgo, lastSeenAt: halfAnHourAgo })
      .where(eq(clientErrors.remote, 'configuration'));
    expect((await report({ source: 'remote-load', remote: 'donations', message: 'Loading donations failed again' })).statusCode).toBe(201);
    expect((await report(body)).statusCode).toBe(201);

    const rows = await ctx.app.db.select().from(clientErrors).where(eq(clientErrors.remote, 'configuration'));
    expect(rows.map((row) => row.occurrences)).toEqual([2]);
    const summaries = remoteLoadSummariesSchema.parse((await call(ctx.app, 'GET', URL, { token: tokens.admin })).json());
    expect(summaries[0]).toMatchObject({ remote: 'configuration', last_24_hours: 2, last_7_days: 2, total: 2, last_version: 'c1' });
  });

  it.each([
    ['anonymous', 401],
    ['resident', 403],
    ['super', 403],
    ['admin', 200],
  ] as const)('answers %s with %i, like the list of reports', async (role, status) => {
    const token = role === 'anonymous' ? undefined : tokens[role];
    for (const url of ['/api/configuration/client-errors/', URL]) {
      expect((await call(ctx.app, 'GET', url, token ? { token } : {})).statusCode).toBe(status);
    }
  });
});
