import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { complaintSchema, donationSchema, pageSchema } from '@portal/shared/contracts';

import { call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let resident: string;
let superUser: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [resident, superUser] = await Promise.all([login(ctx.app, RESIDENT), login(ctx.app, SUPER)]);
});
afterAll(() => ctx?.close());

const complaintsPage = pageSchema(complaintSchema);
const donationsPage = pageSchema(donationSchema);

describe('GET /api/complaints/', () => {
  it('is empty for the demo resident', async () => {
    const response = await call(ctx.app, 'GET', '/api/complaints/', { token: resident });
    expect(response.statusCode).toBe(200);
    expect(complaintsPage.parse(response.json())).toMatchObject({ count: 0, results: [], next: null, previous: null });
  });

  it("shows the super user's own two, newest first", async () => {
    const page = complaintsPage.parse((await call(ctx.app, 'GET', '/api/complaints/', { token: superUser })).json());
    expect(page.count).toBe(2);
    expect(page.results.map((c) => c.complaint_type)).toEqual(['Pothole', 'Streetlight outage']);
    for (const complaint of page.results) expect(complaint.reference).toMatch(/^CMP-\d{4}-\d{6}$/);
  });

  it('needs a login', async () => {
    expect((await call(ctx.app, 'GET', '/api/complaints/')).statusCode).toBe(401);
  });
});

describe('GET /api/donations/', () => {
  it("shows the resident's three, newest first", async () => {
    const page = donationsPage.parse((await call(ctx.app, 'GET', '/api/donations/', { token: resident })).json());
    expect(page.count).toBe(3);
    expect(page.results.map((d) => [d.cause, d.cause_slug, d.amount_cents, d.currency, d.status])).toEqual([
      ['Winter Shelter Appeal', 'winter-shelter-appeal', 1000, 'USD', 'cancelled'],
      ['Library Renewal', 'library-renewal', 5000, 'USD', 'succeeded'],
      ['Parks and Trails Fund', 'parks-and-trails-fund', 2500, 'USD', 'succeeded'],
    ]);
    for (const donation of page.results) expect(donation.reference).toMatch(/^DON-\d{4}-\d{6}$/);
    // Paid ones have a receipt and a payment date; the cancelled one has neither.
    expect(page.results.map((d) => [d.receipt_number !== null, d.paid_at !== null])).toEqual([
      [false, false],
      [true, true],
      [true, true],
    ]);
    for (const donation of page.results.slice(1)) expect(donation.receipt_number).toMatch(/^RCT-\d{4}-\d{6}$/);
  });

  it("never shows anyone else's", async () => {
    const page = donationsPage.parse((await call(ctx.app, 'GET', '/api/donations/?page_size=100', { token: superUser })).json());
    // The super user's own demo donations only.
    expect(page.count).toBe(3);
    expect(page.results.map((d) => d.cause)).not.toContain('Library Renewal');
  });

  it('needs a login', async () => {
    expect((await call(ctx.app, 'GET', '/api/donations/')).statusCode).toBe(401);
  });
});
