import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { complaintSchema, pageSchema, type Complaint } from '@portal/shared/contracts';

import { nextReference } from '../src/db/references';
import { complaints, users } from '../src/db/schema';
import { call, login, register, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let person: string;
beforeAll(async () => {
  ctx = await startTestApp();
  person = await register(ctx.app, 'complainer@example.org', 'Complaints-2026!');
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'complainer@example.org'));
  // One of each status, a day apart, newest first in this list.
  const seeded = [
    { status: 'submitted', complaintType: 'Noise', daysAgo: 1 },
    { status: 'resolved', complaintType: 'Graffiti', daysAgo: 2 },
    { status: 'in_progress', complaintType: 'Pothole', daysAgo: 3 },
    { status: 'rejected', complaintType: 'Parking', daysAgo: 4 },
  ] as const;
  for (const complaint of seeded) {
    const createdAt = new Date(Date.now() - complaint.daysAgo * 86_400_000);
    await ctx.app.db.insert(complaints).values({
      reference: await nextReference(ctx.app.db, 'complaint', createdAt),
      userId: row!.id,
      complaintType: complaint.complaintType,
      description: `A ${complaint.complaintType.toLowerCase()} problem.`,
      status: complaint.status,
      createdAt,
    });
  }
});
afterAll(() => ctx?.close());

const page = pageSchema(complaintSchema);

async function list(query: string, token = person) {
  const response = await call(ctx.app, 'GET', `/api/complaints/${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return page.parse(response.json());
}
const types = (complaints: Complaint[]) => complaints.map((c) => c.complaint_type);

describe('GET /api/complaints/?open=', () => {
  it('lists everything without the flag', async () => {
    expect(types((await list('')).results)).toEqual(['Noise', 'Graffiti', 'Pothole', 'Parking']);
  });

  it('keeps the open ones (submitted, in progress) with open=true', async () => {
    const open = await list('?open=true');
    expect(open.count).toBe(2);
    expect(open.results.map((c) => [c.complaint_type, c.status])).toEqual([
      ['Noise', 'submitted'],
      ['Pothole', 'in_progress'],
    ]);
  });

  it('keeps the closed ones with open=false', async () => {
    expect(types((await list('?open=false')).results)).toEqual(['Graffiti', 'Parking']);
  });

  it('pages and searches within the filter', async () => {
    expect(await list('?open=true&page_size=1')).toMatchObject({ count: 2, page_size: 1, next: 2, previous: null });
    expect(types((await list('?open=true&page_size=1&page=2')).results)).toEqual(['Pothole']);
    expect(types((await list('?open=true&search=noise')).results)).toEqual(['Noise']);
  });

  it("shows only the caller's own", async () => {
    const superUser = await login(ctx.app, SUPER);
    const theirs = await list('?open=true', superUser);
    expect(types(theirs.results)).toEqual(['Pothole']);
    expect(theirs.results[0]!.description).toContain('Maple Avenue');
  });

  it('refuses anything but true or false, and unknown fields', async () => {
    for (const value of ['maybe', '1', 'TRUE', '']) {
      const response = await call(ctx.app, 'GET', `/api/complaints/?open=${value}`, { token: person });
      expect(response.statusCode, value).toBe(400);
      expect(response.json(), value).toEqual({ detail: 'Invalid input.', errors: { open: ['Use true or false.'] } });
    }
    const unknown = await call(ctx.app, 'GET', '/api/complaints/?status=open', { token: person });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ status: ['Unknown field.'] });
  });

  it('needs a login', async () => {
    expect((await call(ctx.app, 'GET', '/api/complaints/?open=true')).statusCode).toBe(401);
  });
});
