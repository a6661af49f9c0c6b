import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  ALREADY_SIGNED,
  PETITION_CLOSED,
  petitionSchema,
  PROFILE_INCOMPLETE,
  signatureResultSchema,
  type Petition,
} from '@portal/shared/contracts';

import { petitions } from '../src/db/schema';
import { call, login, register, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let resident: string;
let superUser: string;
/** Demo petition ids by title. */
const ids: Record<string, number> = {};

const CROSSWALK = 'Add a crosswalk at Elm Street and 5th Avenue';
const POOL = 'Extend the summer pool season';
const LIBRARY = 'Keep the east branch library open';
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await startTestApp();
  [resident, superUser] = await Promise.all([login(ctx.app, RESIDENT), login(ctx.app, SUPER)]);
  const list = z.array(petitionSchema).parse((await call(ctx.app, 'GET', '/api/petitions/', { token: resident })).json());
  for (const petition of list) ids[petition.title] = petition.id;
});
afterAll(() => ctx?.close());

async function getPetition(id: number, token = resident): Promise<Petition> {
  const response = await call(ctx.app, 'GET', `/api/petitions/${id}/`, { token });
  expect(response.statusCode).toBe(200);
  return petitionSchema.parse(response.json());
}

const sign = (id: number, token = resident, body: unknown = {}) => call(ctx.app, 'POST', `/api/petitions/${id}/sign/`, { token, body });

/** A new account whose profile has everything signing needs. */
async function completeResident(email: string): Promise<string> {
  const token = await register(ctx.app, email, 'copper-meadow-52');
  const response = await call(ctx.app, 'PATCH', '/api/users/profile/', {
    token,
    body: { ownership: 'tenant', primary_contact: '(555) 010-2233', identification_type: 'state_id', identification_number: 'S-99812' },
  });
  expect(response.statusCode).toBe(200);
  return token;
}

describe('access', () => {
  it.each([
    ['GET', '/api/petitions/'],
    ['GET', '/api/petitions/1/'],
    ['POST', '/api/petitions/1/sign/'],
  ] as const)('%s %s needs a login', async (method, url) => {
    const response = await call(ctx.app, method, url, method === 'POST' ? { body: {} } : {});
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signature without the XSRF token', async () => {
    const response = await call(ctx.app, 'POST', `/api/petitions/${ids[CROSSWALK]}/sign/`, { token: resident, body: {}, xsrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/petitions/', () => {
  it('lists open petitions by closing date, then closed ones, with paper signatures counted', async () => {
    const response = await call(ctx.app, 'GET', '/api/petitions/', { token: resident });
    expect(response.statusCode).toBe(200);
    const list = z.array(petitionSchema).parse(response.json());
    expect(list.map((p) => [p.title, p.status, p.goal, p.signature_count, p.has_signed])).toEqual([
      [CROSSWALK, 'open', 500, 312, false],
      [POOL, 'open', 1000, 640, false],
      [LIBRARY, 'closed', 800, 815, false],
    ]);
    expect(Date.parse(list[2]!.closes_at)).toBeLessThan(Date.now());
  });

  it('puts the petition closing soonest first and the latest closed before older ones', async () => {
    const [soon, justClosed] = await ctx.app.db
      .insert(petitions)
      .values([
        { title: 'Closing soon', summary: 's', body: 'b', goal: 10, closesAt: new Date(Date.now() + HOUR) },
        { title: 'Just closed', summary: 's', body: 'b', goal: 10, closesAt: new Date(Date.now() - HOUR) },
        { title: 'Withdrawn', summary: 's', body: 'b', goal: 10, closesAt: new Date(Date.now() + HOUR), isActive: false },
      ])
      .returning({ id: petitions.id });
    const list = z.array(petitionSchema).parse((await call(ctx.app, 'GET', '/api/petitions/', { token: resident })).json());
    expect(list.map((p) => p.title)).toEqual(['Closing soon', CROSSWALK, POOL, 'Just closed', LIBRARY]);
    expect(list[0]!.signature_count).toBe(0);
    expect((await getPetition(justClosed!.id)).status).toBe('closed');
    expect((await getPetition(soon!.id)).status).toBe('open');
  });
});

describe('GET /api/petitions/:id/', () => {
  it('shows one petition', async () => {
    const petition = await getPetition(ids[CROSSWALK]!);
    expect(petition).toMatchObject({ title: CROSSWALK, goal: 500, signature_count: 312, status: 'open', has_signed: false });
    expect(petition.body).toContain('\n\n');
  });

  it.each(['0', '-1', 'abc', '1.5', '2147483648'])('refuses the id %s', async (id) => {
    const response = await call(ctx.app, 'GET', `/api/petitions/${id}/`, { token: resident });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['id']);
  });

  it('answers 404 for an unknown petition', async () => {
    const response = await call(ctx.app, 'GET', '/api/petitions/2147483647/', { token: resident });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect((await sign(2147483647)).statusCode).toBe(404);
  });
});

describe('POST /api/petitions/:id/sign/', () => {
  it('needs a complete profile (the demo super user has none)', async () => {
    const response = await sign(ids[CROSSWALK]!, superUser);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: PROFILE_INCOMPLETE });
    expect((await getPetition(ids[CROSSWALK]!)).signature_count).toBe(312);
  });

  it('refuses a closed petition', async () => {
    const response = await sign(ids[LIBRARY]!);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: PETITION_CLOSED });
    expect((await getPetition(ids[LIBRARY]!)).signature_count).toBe(815);
  });

  it('refuses any field in the body', async () => {
    const response = await sign(ids[CROSSWALK]!, resident, { name: 'Rosa' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: ['Unknown field.'] });
  });

  it('adds a signature: the count is base plus signatures', async () => {
    const response = await sign(ids[CROSSWALK]!);
    expect(response.statusCode).toBe(201);
    expect(signatureResultSchema.parse(response.json())).toEqual({ signature_count: 313, has_signed: true });
    expect(await getPetition(ids[CROSSWALK]!)).toMatchObject({ signature_count: 313, has_signed: true });
    // Others see the count, not the signature.
    expect(await getPetition(ids[CROSSWALK]!, superUser)).toMatchObject({ signature_count: 313, has_signed: false });
  });

  it('refuses a second signature', async () => {
    const response = await sign(ids[CROSSWALK]!);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: ALREADY_SIGNED, code: 'petition.alreadySigned' });
    expect((await getPetition(ids[CROSSWALK]!)).signature_count).toBe(313);
  });

  it('names a second signature by its code in every language, for the page to act on', async () => {
    const response = await call(ctx.app, 'POST', `/api/petitions/${ids[CROSSWALK]!}/sign/`, {
      token: resident,
      body: {},
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Ya firmó esta petición.', code: 'petition.alreadySigned' });
  });

  it('stores exactly one of 10 concurrent signatures by one person; the others answer 409', async () => {
    const signer = await completeResident('keen.signer@example.org');
    const responses = await Promise.all(Array.from({ length: 10 }, () => sign(ids[POOL]!, signer)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const created = responses.find((r) => r.statusCode === 201)!;
    expect(created.json()).toEqual({ signature_count: 641, has_signed: true });
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({ detail: ALREADY_SIGNED, code: 'petition.alreadySigned' });
    }
    expect(await getPetition(ids[POOL]!, signer)).toMatchObject({ signature_count: 641, has_signed: true });
  });
});
