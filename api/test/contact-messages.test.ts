import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contactMessageReceiptSchema } from '@portal/shared/contracts';

import { contactMessages, organization, outbox, users } from '../src/db/schema';
import { ADMIN, call, login, mailsTo, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

const ORG_EMAIL = 'info@riverton.example.org';

let ctx: TestContext;
let resident: string;
let admin: string;
beforeAll(async () => {
  // More messages than RATE_LIMIT_CONTACT_MESSAGES allows; the limit has its test in retention-quotas.test.ts.
  ctx = await startTestApp({ RATE_LIMIT_CONTACT_MESSAGES: '100/1h' });
  [resident, admin] = await Promise.all([login(ctx.app, RESIDENT), login(ctx.app, ADMIN)]);
});
afterAll(() => ctx?.close());

const message = {
  name: 'Rosa Martinez',
  email: 'rosa.martinez@mail.example.net',
  subject: 'Streetlight out on Oak Avenue',
  message: 'The streetlight in front of 12 Oak Avenue has been out for a week.',
};

function send(body: unknown, options: { token?: string; key?: string } = {}) {
  return call(ctx.app, 'POST', '/api/contact-messages/', {
    token: options.token ?? resident,
    body,
    headers: options.key === undefined ? {} : { 'Idempotency-Key': options.key },
  });
}

async function storedCount(): Promise<number> {
  const [row] = await ctx.app.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

async function outboxCount(): Promise<number> {
  const [row] = await ctx.app.db.select({ n: count() }).from(outbox);
  return row?.n ?? 0;
}

describe('POST /api/contact-messages/', () => {
  it('needs a login', async () => {
    const response = await call(ctx.app, 'POST', '/api/contact-messages/', { body: message });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('needs the XSRF pair', async () => {
    const response = await call(ctx.app, 'POST', '/api/contact-messages/', { token: resident, body: message, xsrf: false });
    expect(response.statusCode).toBe(403);
  });

  it('names every field at fault and stores nothing', async () => {
    const response = await send({ ...message, email: 'not-an-email', message: 'Too short', extra: 'x' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toBe('Invalid input.');
    expect(body.errors).toEqual({
      email: ['Enter an email address, like name@example.org.'],
      message: ['Tell us a little more, in at least 10 characters.'],
      extra: ['Unknown field.'],
    });
    const missing = await send({ name: 'Rosa' });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'message', 'subject']);
    expect(await storedCount()).toBe(0);
  });

  it('refuses an Idempotency-Key over 100 characters', async () => {
    const response = await send(message, { key: 'k'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'idempotency-key': ['Use at most 100 characters.'] });
    expect(await storedCount()).toBe(0);
  });

  it('stores the message and answers with a reference of this year', async () => {
    const before = Date.now();
    const response = await send(message, { key: 'k'.repeat(100) });
    expect(response.statusCode).toBe(201);
    const receipt = contactMessageReceiptSchema.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(['created_at', 'reference']);
    expect(receipt.reference).toMatch(new RegExp(`^MSG-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(Date.parse(receipt.created_at)).toBeGreaterThanOrEqual(before - 1000);

    const [residentRow] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, RESIDENT.email));
    const [stored] = await ctx.app.db.select().from(contactMessages).where(eq(contactMessages.reference, receipt.reference));
    expect(stored).toMatchObject({ ...message, userId: residentRow!.id, idempotencyKey: 'k'.repeat(100) });
  });

  it('mails the municipality (Reply-To the account, the email typed quoted) and acknowledges to the account', async () => {
    const response = await send({ ...message, subject: 'Bins  not\ncollected' });
    const { reference } = contactMessageReceiptSchema.parse(response.json());

    const [toStaff] = await mailsTo(ctx.app, admin, ORG_EMAIL);
    expect(toStaff!.subject).toBe(`Contact form: Bins not collected [${reference}]`);
    expect(toStaff!.text).toContain(message.message);
    expect(toStaff!.text).toContain(`From: Rosa Martinez <${RESIDENT.email}> (portal account, address confirmed)`);
    expect(toStaff!.text).toContain(`Email typed in the form (not confirmed): ${message.email}`);
    const [stored] = await ctx.app.db.select().from(outbox).where(eq(outbox.id, toStaff!.id));
    expect(stored!.replyTo).toBe(RESIDENT.email);

    // The account's address, not the one typed into the form.
    const [ack] = await mailsTo(ctx.app, admin, RESIDENT.email);
    expect(ack!.subject).toBe(`We received your message (${reference})`);
    expect(ack!.text).toContain('Hello Rosa,');
    expect(ack!.text).toContain(reference);
    expect(ack!.text).toContain('City of Riverton');
    expect(ack!.text).toContain(message.message);
    expect(await mailsTo(ctx.app, admin, message.email)).toEqual([]);
  });

  it('gives each message without a key its own reference', async () => {
    const first = contactMessageReceiptSchema.parse((await send(message)).json());
    const second = contactMessageReceiptSchema.parse((await send(message)).json());
    expect(first.reference).not.toBe(second.reference);
  });

  it('answers a retry with the same key with the same receipt, storing and mailing nothing new', async () => {
    const first = await send(message, { key: 'retry-key-1' });
    expect(first.statusCode).toBe(201);
    const [stored, mails] = [await storedCount(), await outboxCount()];

    const again = await send(message, { key: 'retry-key-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect([await storedCount(), await outboxCount()]).toEqual([stored, mails]);
  });

  it('keeps keys per person: the same key from someone else is a new message', async () => {
    const mine = contactMessageReceiptSchema.parse((await send(message, { key: 'shared-key' })).json());
    const theirs = await send(message, { key: 'shared-key', token: await login(ctx.app, SUPER) });
    expect(theirs.statusCode).toBe(201);
    expect(contactMessageReceiptSchema.parse(theirs.json()).reference).not.toBe(mine.reference);
  });

  it('stores one message for parallel retries with one key, and gives all of them its receipt', async () => {
    const [stored, mails] = [await storedCount(), await outboxCount()];
    const responses = await Promise.all(Array.from({ length: 5 }, () => send(message, { key: 'parallel-key' })));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const references = new Set(responses.map((r) => contactMessageReceiptSchema.parse(r.json()).reference));
    expect(references.size).toBe(1);
    const rows = await ctx.app.db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, 'parallel-key'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reference).toBe([...references][0]);
    expect([await storedCount(), await outboxCount()]).toEqual([stored + 1, mails + 2]);
  });

  it('still stores and acknowledges a message when the organization is not set up', async () => {
    await ctx.app.db.delete(organization);
    const toStaff = (await mailsTo(ctx.app, admin, ORG_EMAIL)).length;
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    const { reference } = contactMessageReceiptSchema.parse(response.json());
    expect(await mailsTo(ctx.app, admin, ORG_EMAIL)).toHaveLength(toStaff);
    const [ack] = await mailsTo(ctx.app, admin, RESIDENT.email);
    expect(ack!.text).toContain(reference);
  });
});
