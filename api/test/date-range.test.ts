import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { MOMENT_RANGE_MESSAGE } from '@portal/shared/contracts';

import { polls } from '../src/db/schema';
import { ADMIN, call, inEnglish, login, startTestApp } from './helpers';

// The forms' moments (polls, petitions, campaigns, donation causes) take the years 1900 to 9999,
// and whatever the database holds is served back as the same instant, whatever its year.

const ctx = await startTestApp();
afterAll(() => ctx.close());
const admin = await login(ctx.app, ADMIN);

const poll = (opens: string, closes: string) => ({
  title: `A poll opening ${opens}`,
  description: '',
  opens_at: opens,
  closes_at: closes,
  is_active: false,
  sort_order: 0,
});

describe('moments in forms', () => {
  it.each([
    '0002-06-01T00:00:00.000Z',
    '0017-06-01T00:00:00.000Z',
    '0049-06-01T00:00:00.000Z',
    '1899-12-31T23:59:59.999Z',
    '10000-01-01T00:00:00Z',
  ])('refuses %s as a field error', async (moment) => {
    const answer = await call(ctx.app, 'POST', '/api/configuration/polls/', {
      token: admin,
      body: poll(moment, '2030-01-01T00:00:00.000Z'),
    });
    expect(answer.statusCode, answer.body).toBe(400);
    const { errors } = answer.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors)).toEqual(['opens_at']);
    expect(errors.opens_at).toContain(inEnglish(MOMENT_RANGE_MESSAGE));
  });

  it.each([
    ['1900-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'],
    ['1950-06-01T09:30:00.000Z', '2049-06-01T09:30:00.000Z'],
  ])('stores %s and %s and serves them back', async (opens, closes) => {
    const created = await call(ctx.app, 'POST', '/api/configuration/polls/', { token: admin, body: poll(opens, closes) });
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json<{ slug: string }>();
    const read = await call(ctx.app, 'GET', `/api/configuration/polls/${slug}/`, { token: admin });
    expect(read.json()).toMatchObject({ opens_at: opens, closes_at: closes });
  });
});

describe('moments the database holds', () => {
  it.each([
    '0002-06-01T00:00:00.000Z',
    '0017-06-01T00:00:00.000Z',
    '0049-06-01T00:00:00.000Z',
    '0050-06-01T12:00:00.000Z',
    '0099-12-31T23:59:59.999Z',
  ])('are served back as they are: %s', async (moment) => {
    const slug = `year-${moment.slice(0, 4)}`;
    const [row] = await ctx.app.db
      .insert(polls)
      .values({ slug, title: 'An old poll', opensAt: new Date('2020-01-01T00:00:00Z'), closesAt: new Date('2021-01-01T00:00:00Z') })
      .returning({ id: polls.id });
    // Written by the database itself, so only the way back is tested.
    await ctx.app.db
      .update(polls)
      .set({ opensAt: sql`${moment}::timestamptz` })
      .where(eq(polls.id, row!.id));
    const read = await call(ctx.app, 'GET', `/api/configuration/polls/${slug}/`, { token: admin });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ opens_at: string }>().opens_at).toBe(moment);
  });
});
