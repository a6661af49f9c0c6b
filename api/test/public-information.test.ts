import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, type core } from 'zod';

import {
  campaignSchema,
  communityGroupSchema,
  legislationSchema,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  projectSchema,
} from '@portal/shared/contracts';

import { campaigns, communityGroups, legislation } from '../src/db/schema';
import { call, login, RESIDENT, startTestApp, type TestContext } from './helpers';

// Campaigns, community groups, projects and legislation: read-only lists for logged-in people.

let ctx: TestContext;
let resident: string;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await startTestApp();
  resident = await login(ctx.app, RESIDENT);
});
afterAll(() => ctx?.close());

async function get<T>(url: string, schema: core.$ZodType<T>): Promise<T> {
  const response = await call(ctx.app, 'GET', url, { token: resident });
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(schema, response.json());
}

describe('access', () => {
  it.each([
    '/api/campaigns/',
    '/api/community-groups/',
    '/api/projects/',
    '/api/projects/?type=parks',
    '/api/legislation/',
    '/api/legislation/1/',
  ])('GET %s needs a login', async (url) => {
    const response = await call(ctx.app, 'GET', url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('GET /api/campaigns/', () => {
  it('lists the running campaigns (ending soonest first), then upcoming ones', async () => {
    const list = await get('/api/campaigns/', z.array(campaignSchema));
    expect(list.map((c) => c.title)).toEqual(['Shop Local Riverton', 'Water Wise Summer', 'Spring Clean-Up Week']);
    expect(list[1]!.ends_at).toBeNull();
    expect(Date.parse(list[2]!.starts_at)).toBeGreaterThan(Date.now());
  });

  it('leaves out drafts and campaigns that have ended; upcoming ones come by start date', async () => {
    const now = Date.now();
    await ctx.app.db.insert(campaigns).values([
      {
        slug: 'ended',
        title: 'Ended',
        summary: 's',
        body: 'b',
        startsAt: new Date(now - 30 * DAY),
        endsAt: new Date(now - DAY),
        isPublished: true,
      },
      { slug: 'draft', title: 'Draft', summary: 's', body: 'b', startsAt: new Date(now - DAY), isPublished: false },
      {
        slug: 'ending-today',
        title: 'Ending today',
        summary: 's',
        body: 'b',
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 3_600_000),
        isPublished: true,
      },
      { slug: 'next-year', title: 'Next year', summary: 's', body: 'b', startsAt: new Date(now + 365 * DAY), isPublished: true },
      { slug: 'tomorrow', title: 'Tomorrow', summary: 's', body: 'b', startsAt: new Date(now + DAY), isPublished: true },
    ]);
    const list = await get('/api/campaigns/', z.array(campaignSchema));
    expect(list.map((c) => c.slug)).toEqual([
      'ending-today',
      'shop-local-riverton',
      'water-wise-summer',
      'tomorrow',
      'spring-clean-up-week',
      'next-year',
    ]);
  });
});

describe('GET /api/community-groups/', () => {
  it('lists the active groups by category, then name', async () => {
    await ctx.app.db.insert(communityGroups).values([
      { name: 'Aardvark Appreciation Society', category: 'Sports', description: 'd', isActive: false },
      { name: 'Chess in the Park', category: 'Sports', description: 'Weekly games.', meetingInfo: 'Sundays at 2 p.m.' },
    ]);
    const list = await get('/api/community-groups/', z.array(communityGroupSchema));
    expect(list).toHaveLength(9);
    expect(list.map((g) => g.name)).not.toContain('Aardvark Appreciation Society');
    const keys = list.map((g) => [g.category, g.name]);
    expect(keys).toEqual([...keys].sort(([a1, n1], [a2, n2]) => a1!.localeCompare(a2!) || n1!.localeCompare(n2!)));
    expect(new Set(list.map((g) => g.category))).toEqual(
      new Set(['Sports', 'Arts and culture', 'Volunteering', 'Neighborhood associations']),
    );
    expect(list.filter((g) => g.category === 'Sports').map((g) => g.name)).toEqual([
      'Chess in the Park',
      'Riverton Runners Club',
      'Willow River Rowing Club',
    ]);
  });
});

describe('GET /api/projects/', () => {
  it('lists every type, in progress first, then planned, then completed', async () => {
    const list = await get('/api/projects/', z.array(projectSchema));
    expect(new Set(list.map((p) => p.type))).toEqual(new Set(PROJECT_TYPES));
    const ranks = list.map((p) => ['in_progress', 'planned', 'completed'].indexOf(p.status));
    expect(ranks).toEqual([...ranks].sort());
    expect(new Set(list.map((p) => p.status))).toEqual(new Set(PROJECT_STATUSES));
    for (const project of list) {
      if (project.start_date) expect(project.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (project.start_date && project.end_date) expect(project.end_date >= project.start_date).toBe(true);
    }
    expect(list.find((p) => p.slug === 'main-street-bridge-deck')?.budget_cents).toBe(2_650_000_000);
  });

  it('filters by type', async () => {
    const parks = await get('/api/projects/?type=parks', z.array(projectSchema));
    expect(parks.map((p) => [p.slug, p.status])).toEqual([
      ['riverside-park-and-trail', 'in_progress'],
      ['maple-avenue-playground', 'completed'],
    ]);
    for (const type of PROJECT_TYPES) {
      const list = await get(`/api/projects/?type=${type}`, z.array(projectSchema));
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((p) => p.type === type)).toBe(true);
    }
  });

  it('refuses an unknown type or parameter', async () => {
    const response = await call(ctx.app, 'GET', '/api/projects/?type=spaceports&status=planned', { token: resident });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['status', 'type']);
  });
});

describe('GET /api/legislation/', () => {
  it('lists legislation, newest adopted first', async () => {
    const list = await get('/api/legislation/', z.array(legislationSchema));
    expect(list).toHaveLength(6);
    const dates = list.map((item) => item.adopted_on);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of list) {
      expect(item.adopted_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.number).toMatch(new RegExp(`^(Ordinance|Resolution|Bylaw) ${item.adopted_on.slice(0, 4)}-\\d{2}$`));
      expect(item.number.split(' ')[0]!.toLowerCase()).toBe(item.kind);
    }
    expect(new Set(list.map((item) => item.kind))).toEqual(new Set(['ordinance', 'resolution', 'bylaw']));
    expect(list[0]!.title).toBe('Short-term rental registration');
  });
});

describe('GET /api/legislation/{id}/', () => {
  it('answers one piece of legislation as the list shows it, for its own page', async () => {
    const list = await get('/api/legislation/', z.array(legislationSchema));
    for (const item of list) expect(await get(`/api/legislation/${item.id}/`, legislationSchema)).toEqual(item);
  });

  it('answers 404 for legislation that does not exist or was withdrawn, and 400 for an id that cannot exist', async () => {
    const [first] = await get('/api/legislation/', z.array(legislationSchema));
    await ctx.app.db.update(legislation).set({ isActive: false }).where(eq(legislation.id, first!.id));
    try {
      expect((await call(ctx.app, 'GET', `/api/legislation/${first!.id}/`, { token: resident })).statusCode).toBe(404);
    } finally {
      await ctx.app.db.update(legislation).set({ isActive: true }).where(eq(legislation.id, first!.id));
    }
    expect((await call(ctx.app, 'GET', '/api/legislation/999999/', { token: resident })).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/legislation/abc/', { token: resident })).statusCode).toBe(400);
  });
});
