import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { residentWithProperty } from './cases-helpers';
import { donate } from './donations-helpers';
import { call, startTestApp, type TestContext } from './helpers';

// What one account may add: complaints and disputes together, properties, donations started.
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof residentWithProperty>>;
let other: Awaited<ReturnType<typeof residentWithProperty>>;
let typeId: number;
let dispute: Record<string, unknown>;
beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_CASES: '2/24h', RATE_LIMIT_PROPERTIES: '2/24h', RATE_LIMIT_DONATIONS: '2/1h' });
  [owner, other] = await Promise.all([
    residentWithProperty(ctx.app, 'quota-owner@example.org'),
    residentWithProperty(ctx.app, 'quota-other@example.org'),
  ]);
  typeId = (await call(ctx.app, 'GET', '/api/complaint-types/', { token: owner.token })).json<Array<{ id: number }>>()[0]!.id;
  const water = (await call(ctx.app, 'GET', '/api/dispute-types/water-billing/', { token: owner.token })).json<{
    criteria: Array<{ id: number; required: boolean }>;
  }>();
  dispute = {
    property_id: owner.propertyId,
    billing_period: '2026-03',
    amount_disputed_cents: 12_345,
    answers: water.criteria.filter((c) => c.required).map((c) => ({ criterion_id: c.id, answer: 'No' })),
    description: 'The bill is three times higher than usual with no change at home.',
  };
});
afterAll(() => ctx?.close());

const complaint = () => ({
  complaint_type_id: typeId,
  description: 'A deep pothole outside my house, getting worse.',
  address: '1 Main Street',
});
const lodgeComplaint = (token: string) => call(ctx.app, 'POST', '/api/complaints/', { token, body: complaint() });
const property = { address_line1: '12 Quota Lane', postal_code: '12345', ownership: 'owner' };

describe('per-account quotas', () => {
  it('counts complaints and disputes together, answers 429 with Retry-After past the quota, and leaves other accounts alone', async () => {
    expect((await lodgeComplaint(owner.token)).statusCode).toBe(201);
    expect((await call(ctx.app, 'POST', '/api/disputes/?type=water-billing', { token: owner.token, body: dispute })).statusCode).toBe(201);
    const over = await lodgeComplaint(owner.token);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().detail).toMatch(/lodged several complaints and disputes/);
    const overDispute = await call(ctx.app, 'POST', '/api/disputes/?type=water-billing', { token: owner.token, body: dispute });
    expect(overDispute.statusCode).toBe(429);
    expect((await lodgeComplaint(other.token)).statusCode).toBe(201);
  });

  it('does not count a submission refused for its content', async () => {
    const refused = await call(ctx.app, 'POST', '/api/complaints/', {
      token: other.token,
      body: { ...complaint(), complaint_type_id: 2_000_000 },
    });
    expect(refused.statusCode).toBe(400);
    expect((await lodgeComplaint(other.token)).statusCode).toBe(201);
  });

  it('bounds the properties an account adds (its first was added with the account)', async () => {
    const [home] = (await call(ctx.app, 'GET', '/api/users/properties/', { token: owner.token })).json<Array<Record<string, unknown>>>();
    const body = { ...property, town_id: home!.town_id, suburb_id: home!.suburb_id };
    expect((await call(ctx.app, 'POST', '/api/users/properties/', { token: owner.token, body })).statusCode).toBe(201);
    const over = await call(ctx.app, 'POST', '/api/users/properties/', { token: owner.token, body });
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/added several properties/);
  });

  it('bounds the donations an account starts, while a retry with its key still answers', async () => {
    const body = { cause_slug: 'parks-and-trails-fund', amount_cents: 2500 };
    expect((await donate(ctx.app, owner.token, body, 'quota-first-key')).statusCode).toBe(201);
    expect((await donate(ctx.app, owner.token, body)).statusCode).toBe(201);
    const over = await donate(ctx.app, owner.token, body);
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/started several donations/);
    expect((await donate(ctx.app, owner.token, body, 'quota-first-key')).statusCode).toBe(200);
  });
});
