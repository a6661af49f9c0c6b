import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  COMPLAINT_STATUSES,
  COMPLAINT_TRANSITIONS,
  complaintDetailSchema,
  complaintSchema,
  complaintTypeSchema,
  INVALID_TRANSITION,
  pageSchema,
  PROFILE_INCOMPLETE,
  staffComplaintSchema,
  UPLOAD_NOT_ATTACHABLE,
} from '@portal/shared/contracts';

import { complaints, users } from '../src/db/schema';
import { userColumns } from '../src/db/users';
import { applyTransition } from '../src/services/cases';
import { JPEG, PDF, residentWithProperty, uploadId } from './cases-helpers';
import { ADMIN, call, inEnglish, login, mailsTo, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof residentWithProperty>>;
let other: Awaited<ReturnType<typeof residentWithProperty>>;
let staff: string;
let admin: string;
let typeId: number;
beforeAll(async () => {
  ctx = await startTestApp();
  [owner, other, staff, admin] = await Promise.all([
    residentWithProperty(ctx.app, 'complaint-owner@example.org'),
    residentWithProperty(ctx.app, 'complaint-other@example.org'),
    login(ctx.app, SUPER),
    login(ctx.app, ADMIN),
  ]);
  const types = await call(ctx.app, 'GET', '/api/complaint-types/', { token: owner.token });
  typeId = types.json<Array<{ id: number }>>()[0]!.id;
});
afterAll(() => ctx?.close());

const description = 'A deep pothole in the right lane outside my house, getting worse.';

function lodge(token: string, body: Record<string, unknown>, key?: string) {
  return call(ctx.app, 'POST', '/api/complaints/', { token, body, headers: key ? { 'Idempotency-Key': key } : {} });
}

async function lodged(token = owner.token, extra: Record<string, unknown> = {}) {
  const response = await lodge(token, { complaint_type_id: typeId, description, address: '1 Main Street', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return complaintDetailSchema.parse(response.json());
}

function transition(id: number, status: string, token = staff, note = 'We are on it.') {
  return call(ctx.app, 'POST', `/api/complaints/${id}/transition/`, { token, body: { status, note } });
}

describe('complaint types', () => {
  it('lists the seeded types', async () => {
    const response = await call(ctx.app, 'GET', '/api/complaint-types/', { token: owner.token });
    const types = z.array(complaintTypeSchema).parse(response.json());
    expect(types.map((t) => t.name)).toEqual([
      'Potholes',
      'Streetlight out',
      'Missed garbage collection',
      'Graffiti',
      'Noise',
      'Water leak',
    ]);
  });
});

describe('POST /api/complaints/', () => {
  it('lodges with the property address and photos, a timeline starting at submission, and a mail', async () => {
    const photo = await uploadId(ctx.app, owner.token, 'complaint_photo', JPEG);
    const response = await lodge(owner.token, {
      complaint_type_id: typeId,
      description,
      property_id: owner.propertyId,
      photo_ids: [photo],
    });
    expect(response.statusCode, response.body).toBe(201);
    const complaint = complaintDetailSchema.parse(response.json());
    expect(complaint.reference).toMatch(/^CMP-\d{4}-\d{6}$/);
    expect(complaint).toMatchObject({ status: 'submitted', complaint_type: 'Potholes', property_id: owner.propertyId });
    expect(complaint.location).toContain('Birch Road');
    expect(complaint.photos.map((p) => p.id)).toEqual([photo]);
    expect(complaint.timeline).toEqual([
      expect.objectContaining({
        kind: 'status',
        from_status: null,
        to_status: 'submitted',
        author: 'resident',
        author_name: 'Casey Lodger',
      }),
    ]);
    expect(complaint.resident).toEqual({ name: 'Casey Lodger', email: 'complaint-owner@example.org' });
    const [mail] = await mailsTo(ctx.app, admin, 'complaint-owner@example.org');
    expect(mail?.subject).toContain(complaint.reference);
    expect(mail?.text).toContain(`/complaints/${complaint.id}`);

    // The photo is taken: it cannot go on a second complaint.
    const again = await lodge(owner.token, { complaint_type_id: typeId, description, address: 'x', photo_ids: [photo] });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ photo_ids: [UPLOAD_NOT_ATTACHABLE] });
  });

  it("refuses someone else's property, someone else's photo, evidence as a photo, and too many photos", async () => {
    const theirs = await lodge(owner.token, { complaint_type_id: typeId, description, property_id: other.propertyId });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toHaveProperty('property_id');

    const theirPhoto = await uploadId(ctx.app, other.token, 'complaint_photo', JPEG);
    const evidence = await uploadId(ctx.app, owner.token, 'dispute_evidence', PDF);
    for (const ids of [[theirPhoto], [evidence]]) {
      const response = await lodge(owner.token, { complaint_type_id: typeId, description, address: 'x', photo_ids: ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ photo_ids: [UPLOAD_NOT_ATTACHABLE] });
    }
    const six = await Promise.all(Array.from({ length: 6 }, () => uploadId(ctx.app, owner.token, 'complaint_photo', JPEG)));
    const tooMany = await lodge(owner.token, { complaint_type_id: typeId, description, address: 'x', photo_ids: six });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('photo_ids');
    // Five is fine.
    const five = await lodge(owner.token, { complaint_type_id: typeId, description, address: 'x', photo_ids: six.slice(0, 5) });
    expect(five.statusCode, five.body).toBe(201);
    expect(five.json().photos).toHaveLength(5);
  });

  it('refuses an unknown type and a missing location', async () => {
    const unknown = await lodge(owner.token, { complaint_type_id: 99999, description, address: 'x' });
    expect(unknown.json().errors).toHaveProperty('complaint_type_id');
    const nowhere = await lodge(owner.token, { complaint_type_id: typeId, description });
    expect(nowhere.json().errors).toHaveProperty('address');
  });

  it('needs a complete profile', async () => {
    // The demo super user has an incomplete profile.
    const response = await lodge(staff, { complaint_type_id: typeId, description, address: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: PROFILE_INCOMPLETE });
  });

  it('makes one complaint of parallel retries with one Idempotency-Key', async () => {
    const body = { complaint_type_id: typeId, description: `${description} (retried)`, address: '9 Retry Lane' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => lodge(owner.token, body, 'same-key-1')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const [row] = await ctx.app.db.select({ n: count() }).from(complaints).where(eq(complaints.idempotencyKey, 'same-key-1'));
    expect(row?.n).toBe(1);
  });
});

describe('GET /api/complaints/:id/ and lists', () => {
  it('shows a complaint to its owner and staff only', async () => {
    const complaint = await lodged();
    expect((await call(ctx.app, 'GET', `/api/complaints/${complaint.id}/`, { token: owner.token })).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', `/api/complaints/${complaint.id}/`, { token: staff })).statusCode).toBe(200);
    const theirs = await call(ctx.app, 'GET', `/api/complaints/${complaint.id}/`, { token: other.token });
    expect(theirs.statusCode).toBe(404);
    const list = await call(ctx.app, 'GET', '/api/complaints/?page_size=100', { token: other.token });
    expect(list.json().results.map((c: { id: number }) => c.id)).not.toContain(complaint.id);
  });

  it('keeps the demo resident without complaints', async () => {
    const resident = await login(ctx.app, RESIDENT);
    expect((await call(ctx.app, 'GET', '/api/complaints/', { token: resident })).json().count).toBe(0);
  });

  it("gives staff everyone's complaints, by status and type, and refuses residents", async () => {
    const complaint = await lodged();
    const page = pageSchema(complaintSchema);
    const all = page.parse((await call(ctx.app, 'GET', '/api/staff/complaints/?page_size=100', { token: staff })).json());
    expect(all.results.map((c) => c.id)).toContain(complaint.id);
    // The super user's demo complaints are there too.
    expect(all.results.some((c) => c.complaint_type === 'Pothole')).toBe(true);

    const submitted = page.parse(
      (await call(ctx.app, 'GET', `/api/staff/complaints/?status=submitted&type=${typeId}&page_size=100`, { token: staff })).json(),
    );
    expect(submitted.results.every((c) => c.status === 'submitted' && c.complaint_type === 'Potholes')).toBe(true);
    expect(submitted.results.map((c) => c.id)).toContain(complaint.id);
    const resolved = page.parse((await call(ctx.app, 'GET', '/api/staff/complaints/?status=resolved', { token: staff })).json());
    expect(resolved.results.every((c) => c.status === 'resolved')).toBe(true);
    const search = page.parse((await call(ctx.app, 'GET', '/api/staff/complaints/?search=complaint-owner@', { token: staff })).json());
    expect(search.count).toBeGreaterThan(0);

    expect((await call(ctx.app, 'GET', '/api/staff/complaints/?status=nope', { token: staff })).statusCode).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/staff/complaints/', { token: owner.token })).statusCode).toBe(403);
  });

  it('tells staff who lodged each complaint, and residents nobody', async () => {
    const complaint = await lodged();
    const staffPage = pageSchema(staffComplaintSchema).parse(
      (await call(ctx.app, 'GET', '/api/staff/complaints/?search=complaint-owner@&page_size=100', { token: staff })).json(),
    );
    const row = staffPage.results.find((c) => c.id === complaint.id);
    expect(row?.lodged_by).toEqual(complaint.resident);
    expect(row?.lodged_by.email).toBe('complaint-owner@example.org');
    // A resident's own list names nobody, not even themselves.
    const own = (await call(ctx.app, 'GET', '/api/complaints/?page_size=100', { token: owner.token })).json();
    expect(own.results.length).toBeGreaterThan(0);
    for (const item of own.results) expect(item).not.toHaveProperty('lodged_by');
  });

  it('seeds a timeline for the demo complaints', async () => {
    const superUser = await login(ctx.app, SUPER);
    const list = await call(ctx.app, 'GET', '/api/complaints/?open=false', { token: superUser });
    const [resolved] = list.json().results;
    const detail = complaintDetailSchema.parse(
      (await call(ctx.app, 'GET', `/api/complaints/${resolved.id}/`, { token: superUser })).json(),
    );
    expect(detail.timeline.map((e) => e.to_status)).toEqual(['submitted', 'in_progress', 'resolved']);
  });
});

describe('POST /api/complaints/:id/transition/', () => {
  it('moves a complaint through, with notes on the timeline and a mail each time', async () => {
    const complaint = await lodged();
    const first = await transition(complaint.id, 'in_progress', staff, 'A crew comes on Monday.');
    expect(first.statusCode, first.body).toBe(200);
    const second = complaintDetailSchema.parse((await transition(complaint.id, 'resolved', staff, 'Filled.')).json());
    expect(second.status).toBe('resolved');
    expect(second.timeline.map((e) => [e.from_status, e.to_status, e.author, e.note])).toEqual([
      [null, 'submitted', 'resident', null],
      ['submitted', 'in_progress', 'staff', 'A crew comes on Monday.'],
      ['in_progress', 'resolved', 'staff', 'Filled.'],
    ]);
    expect(second.timeline[1]!.author_name).toBe('Sam Super');
    const mails = await mailsTo(ctx.app, admin, 'complaint-owner@example.org');
    const about = mails.filter((m) => m.subject.includes(complaint.reference));
    expect(about.map((m) => m.subject)).toEqual([
      `Your complaint ${complaint.reference} is now: Resolved`,
      `Your complaint ${complaint.reference} is now: In progress`,
      `We received your complaint (${complaint.reference})`,
    ]);
    expect(about[0]!.text).toContain('Filled.');
    expect(about[0]!.text).toContain(`http://localhost:3000/complaints/${complaint.id}`);
  });

  // Every (from, to) pair that the workflow does not allow, from every status.
  const refused = COMPLAINT_STATUSES.flatMap((from) =>
    COMPLAINT_STATUSES.filter((to) => !(COMPLAINT_TRANSITIONS[from] as readonly string[]).includes(to)).map((to) => [from, to] as const),
  );
  it.each(refused)('refuses %s → %s with 409', async (from, to) => {
    const complaint = await lodged();
    await ctx.app.db.update(complaints).set({ status: from }).where(eq(complaints.id, complaint.id));
    const response = await transition(complaint.id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: INVALID_TRANSITION });
    const [row] = await ctx.app.db.select({ status: complaints.status }).from(complaints).where(eq(complaints.id, complaint.id));
    expect(row?.status).toBe(from);
  });

  it('lets one of two concurrent moves through, never skipping a state', async () => {
    const complaint = await lodged();
    const answers = await Promise.all([transition(complaint.id, 'in_progress'), transition(complaint.id, 'in_progress')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const detail = complaintDetailSchema.parse((await call(ctx.app, 'GET', `/api/complaints/${complaint.id}/`, { token: staff })).json());
    expect(detail.timeline).toHaveLength(2);
  });

  it('refuses a move decided on a stale status (the conditional UPDATE finds nothing)', async () => {
    const complaint = await lodged();
    await transition(complaint.id, 'in_progress');
    const [me] = await ctx.app.db.select(userColumns).from(users).where(eq(users.email, SUPER.email));
    // Another staff member read "submitted" before the move above; their rejection must not land.
    const stale = ctx.app.db.transaction((tx) =>
      applyTransition(tx, {
        kind: 'complaint',
        caseId: complaint.id,
        from: 'submitted',
        to: 'rejected',
        note: 'Late',
        staff: me!,
        transitions: COMPLAINT_TRANSITIONS,
        update: async () =>
          (
            await tx
              .update(complaints)
              .set({ status: 'rejected' })
              .where(and(eq(complaints.id, complaint.id), eq(complaints.status, 'submitted')))
              .returning({ id: complaints.id })
          ).length === 1,
      }),
    );
    await expect(stale).rejects.toMatchObject({ statusCode: 409, message: inEnglish(INVALID_TRANSITION) });
    const detail = complaintDetailSchema.parse((await call(ctx.app, 'GET', `/api/complaints/${complaint.id}/`, { token: staff })).json());
    expect(detail.status).toBe('in_progress');
    expect(detail.timeline).toHaveLength(2);
  });

  it('is for staff only, and needs a note and a known status', async () => {
    const complaint = await lodged();
    expect((await transition(complaint.id, 'in_progress', owner.token)).statusCode).toBe(403);
    const noNote = await call(ctx.app, 'POST', `/api/complaints/${complaint.id}/transition/`, {
      token: staff,
      body: { status: 'in_progress', note: ' ' },
    });
    expect(noNote.json().errors).toHaveProperty('note');
    expect((await transition(complaint.id, 'closed')).statusCode).toBe(400);
    expect((await transition(999999, 'in_progress')).statusCode).toBe(404);
  });
});
