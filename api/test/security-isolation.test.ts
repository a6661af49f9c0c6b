import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ConfigResourceName } from '@portal/shared/contracts';

import { JPEG, uploadId } from './cases-helpers';
import { keyOf, listUrl, validInput } from './configuration-helpers';
import { call } from './helpers';
import { databaseDigest, ROLES, send, startSecurityApp, type Person, type SecurityContext } from './security-fixtures';

// One resident's objects against another resident, beyond the route matrix: lists, searches,
// references in bodies, and the public files route. The matrix covers the object URLs themselves.

let ctx: SecurityContext;
beforeAll(async () => {
  ctx = await startSecurityApp();
}, 120_000);
afterAll(() => ctx?.close());

const as = (who: Person) => ({ token: ctx.f.tokens[who] });
type Row = { id?: number; reference?: string };
const rowsOf = (body: unknown): Row[] => (Array.isArray(body) ? body : (body as { results: Row[] }).results);

describe("another resident's lists", () => {
  it.each([
    ['/api/complaints/', () => ctx.f.complaint],
    ['/api/disputes/', () => ctx.f.dispute],
    ['/api/appeals/', () => ctx.f.appeal],
    ['/api/users/properties/', () => ctx.f.property],
  ])('%s shows the owner theirs and the other resident none of them', async (url, id) => {
    const everything = url.endsWith('properties/') ? url : `${url}?page_size=100`;
    const own = await call(ctx.app, 'GET', everything, as('resident'));
    expect(rowsOf(own.json()).map((r) => r.id)).toContain(id());
    const theirs = await call(ctx.app, 'GET', everything, as('other'));
    expect(theirs.statusCode).toBe(200);
    expect(rowsOf(theirs.json()).map((r) => r.id)).not.toContain(id());
  });

  it('/api/donations/ never shows the donation to the other resident, even searched by its reference', async () => {
    const { reference } = ctx.f.donation;
    const own = await call(ctx.app, 'GET', `/api/donations/?search=${reference}`, as('resident'));
    expect(rowsOf(own.json()).map((r) => r.reference)).toEqual([reference]);
    for (const who of ['other', 'super', 'admin'] as const) {
      const theirs = await call(ctx.app, 'GET', `/api/donations/?search=${reference}`, as(who));
      expect(rowsOf(theirs.json())).toEqual([]);
    }
  });

  it('searches by a complaint reference find nothing of the resident for the other one', async () => {
    const detail = (await call(ctx.app, 'GET', `/api/complaints/${ctx.f.complaint}/`, as('resident'))).json<{ reference: string }>();
    const theirs = await call(ctx.app, 'GET', `/api/complaints/?search=${detail.reference}`, as('other'));
    expect(theirs.json()).toMatchObject({ count: 0, results: [] });
    // Staff find it in their own list, so the sample is real.
    const staff = await call(ctx.app, 'GET', `/api/staff/complaints/?search=${detail.reference}`, as('super'));
    expect(rowsOf(staff.json()).map((r) => r.id)).toEqual([ctx.f.complaint]);
  });
});

describe("references to another resident's objects in a body", () => {
  it("cannot attach the resident's upload to the other resident's complaint or dispute", async () => {
    const photo = await uploadId(ctx.app, ctx.f.tokens.resident, 'complaint_photo', JPEG, 'mine.jpg');
    const evidence = await uploadId(ctx.app, ctx.f.tokens.resident, 'dispute_evidence', JPEG, 'mine.jpg');
    const before = await databaseDigest(ctx.app);
    const complaint = await call(ctx.app, 'POST', '/api/complaints/', {
      ...as('other'),
      body: {
        complaint_type_id: ctx.f.complaintTypeId,
        description: 'Somebody else took this photo, not me.',
        property_id: ctx.f.otherProperty,
        photo_ids: [photo],
      },
    });
    expect(complaint.statusCode, complaint.body).toBe(400);
    expect(complaint.json().errors).toHaveProperty('photo_ids');
    const dispute = await call(ctx.app, 'POST', '/api/disputes/?type=water-billing', {
      ...as('other'),
      body: {
        property_id: ctx.f.otherProperty,
        billing_period: '2026-01',
        amount_disputed_cents: 100,
        answers: ctx.f.waterAnswers,
        description: 'Evidence that belongs to somebody else.',
        evidence_ids: [evidence],
      },
    });
    expect(dispute.statusCode, dispute.body).toBe(400);
    expect(dispute.json().errors).toHaveProperty('evidence_ids');
    expect(await databaseDigest(ctx.app)).toEqual(before);
    // The same ids attach for their owner, so the refusal was about whose they are.
    const owned = await call(ctx.app, 'POST', '/api/complaints/', {
      ...as('resident'),
      body: {
        complaint_type_id: ctx.f.complaintTypeId,
        description: 'My own photo of my own street.',
        property_id: ctx.f.property,
        photo_ids: [photo],
      },
    });
    expect(owned.statusCode, owned.body).toBe(201);
  });

  it("cannot lodge on the resident's property, nor appeal the resident's dispute", async () => {
    const before = await databaseDigest(ctx.app);
    const dispute = await call(ctx.app, 'POST', '/api/disputes/?type=water-billing', {
      ...as('other'),
      body: {
        property_id: ctx.f.property,
        billing_period: '2026-01',
        amount_disputed_cents: 100,
        answers: ctx.f.waterAnswers,
        description: 'Not my property at all, sorry.',
      },
    });
    expect(dispute.statusCode).toBe(400);
    expect(dispute.json().errors).toHaveProperty('property_id');
    const appeal = await call(ctx.app, 'POST', '/api/appeals/', {
      ...as('other'),
      body: { dispute_id: ctx.f.dispute, reason: 'Appealing a stranger’s dispute.' },
    });
    expect(appeal.statusCode).toBe(409);
    expect(await databaseDigest(ctx.app)).toEqual(before);
  });
});

describe('public routes', () => {
  it("never serve a resident's upload as a public file, whoever asks", async () => {
    for (const role of ROLES) {
      const token = role === 'anonymous' ? undefined : ctx.f.tokens[role];
      const response = await send(ctx.app, 'GET', { url: `/api/files/${ctx.f.uploadSha}/` }, token);
      expect(response.statusCode, role).toBe(404);
    }
  });

  it("show a donation's return page by its session id without the donor's name or email", async () => {
    const response = await send(ctx.app, 'GET', { url: `/api/donations/return/${ctx.f.donation.sessionId}/` }, undefined);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'amount_cents',
      'cause',
      'cause_slug',
      'currency',
      'receipt_number',
      'reference',
      'status',
    ]);
    expect(response.body).not.toContain('@example.org');
  });
});

describe('drafts', () => {
  async function draft(name: ConfigResourceName) {
    const input: Record<string, unknown> = { ...validInput(name, ctx.f.refs), is_published: false };
    const response = await call(ctx.app, 'POST', listUrl(name), { ...as('admin'), body: input });
    expect(response.statusCode, response.body).toBe(201);
    return { title: input.title as string, key: keyOf(name, response.json()) };
  }

  it.each([
    ['news', '/api/news/?page_size=100', (slug: string | number) => `/api/news/${slug}/`],
    ['documents', '/api/documents/?page_size=100', (slug: string | number) => `/api/documents/${slug}/download/`],
    ['campaigns', '/api/campaigns/', undefined],
  ] as const)('an unpublished %s item is hidden from everyone, staff too, outside configuration', async (name, list, detail) => {
    const { title, key } = await draft(name);
    for (const role of ROLES) {
      const token = role === 'anonymous' ? undefined : ctx.f.tokens[role];
      const listed = await send(ctx.app, 'GET', { url: list }, token);
      if (listed.statusCode === 200) expect(listed.body, role).not.toContain(title);
      else expect(listed.statusCode, role).toBe(401);
      if (detail) expect([401, 404], role).toContain((await send(ctx.app, 'GET', { url: detail(key) }, token)).statusCode);
    }
    // Published, the same item shows, so the check above looked in the right place.
    expect((await call(ctx.app, 'PATCH', `${listUrl(name)}${key}/`, { ...as('admin'), body: { is_published: true } })).statusCode).toBe(
      200,
    );
    expect((await call(ctx.app, 'GET', list, as('resident'))).body).toContain(title);
  });
});

it('the database digest sees a change (so "changed nothing" means something)', async () => {
  const before = await databaseDigest(ctx.app);
  expect(Object.keys(before).length).toBeGreaterThan(20);
  const response = await call(ctx.app, 'PATCH', '/api/users/profile/', { ...as('other'), body: { identification_number: 'CHANGED' } });
  expect(response.statusCode).toBe(200);
  const after = await databaseDigest(ctx.app);
  expect(
    Object.entries(after)
      .filter(([table, hash]) => before[table] !== hash)
      .map(([table]) => table),
  ).toEqual(['users']);
});
