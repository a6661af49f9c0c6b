import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { councilMemberSchema } from '@portal/shared/contracts';

import { councilMembers } from '../src/db/schema';
import { call, login, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let resident: string;
beforeAll(async () => {
  ctx = await startTestApp();
  resident = await login(ctx.app, RESIDENT);
});
afterAll(() => ctx?.close());

const list = z.array(councilMemberSchema);

describe('GET /api/council-members/', () => {
  it('needs a login', async () => {
    const response = await call(ctx.app, 'GET', '/api/council-members/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('lists the council in sort order, with contact details and portraits', async () => {
    const response = await call(ctx.app, 'GET', '/api/council-members/', { token: resident });
    expect(response.statusCode).toBe(200);
    const members = list.parse(response.json());
    expect(members.map((m) => [m.slug, m.name, m.role, m.ward])).toEqual([
      ['maria-gonzalez', 'Maria Gonzalez', 'Mayor', 'Ward 1'],
      ['david-chen', 'David Chen', 'Deputy Mayor', 'Ward 2'],
      ['aisha-johnson', 'Aisha Johnson', 'Councillor', 'Ward 3'],
      ['robert-miller', 'Robert Miller', 'Councillor', 'Ward 4'],
      ['linh-nguyen', 'Linh Nguyen', 'Councillor', 'Ward 5'],
    ]);
    expect(members[0]).toMatchObject({
      email: 'maria.gonzalez@riverton.example.org',
      portrait_url: '/portraits/maria-gonzalez.svg',
    });
    for (const member of members) {
      expect(member.email).toMatch(/^[a-z]+\.[a-z]+@riverton\.example\.org$/);
      expect(member.phone).toMatch(/^\(555\) 010-\d{4}$/);
      expect(member.bio.split('. ').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('follows the sort order, not the name, and leaves former members out', async () => {
    await ctx.app.db.update(councilMembers).set({ sortOrder: 1 }).where(eq(councilMembers.slug, 'linh-nguyen'));
    await ctx.app.db.update(councilMembers).set({ isActive: false }).where(eq(councilMembers.slug, 'david-chen'));
    const members = list.parse((await call(ctx.app, 'GET', '/api/council-members/', { token: resident })).json());
    expect(members.map((m) => m.slug)).toEqual(['linh-nguyen', 'maria-gonzalez', 'aisha-johnson', 'robert-miller']);
  });
});
