import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contactMessageReceiptSchema, TOO_MANY_REQUESTS } from '@portal/shared/contracts';

import { auditLog, authTokens, clientErrors, complaints, contactMessages, outbox, storedFiles, uploads, users } from '../src/db/schema';
import { purgeExpiredRows } from '../src/services/retention';
import { PNG, upload, uploadId } from './cases-helpers';
import { call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

/*
 * What an anonymous visitor or one account can make the portal keep is bounded: quotas on what
 * they add, and a periodic purge of what is kept no longer (docs/security.md, "Retention and
 * quotas"). Small limits here; the defaults are in config-security.ts.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({
    RATE_LIMIT_CLIENT_ERRORS_TOTAL: '3/1h',
    RATE_LIMIT_CONTACT_MESSAGES: '2/1h',
    SESSIONS_PER_ACCOUNT: '3',
    UPLOADS_UNATTACHED_MAX_FILES: '3',
    UPLOADS_UNATTACHED_MAX_MB: '1',
  });
});
afterAll(() => ctx?.close());

const residentId = async () => (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, RESIDENT.email)))[0]!.id;
const rows = async (table: typeof clientErrors | typeof outbox | typeof contactMessages | typeof auditLog | typeof uploads) =>
  (await ctx.app.db.select({ n: count() }).from(table))[0]!.n;
/** Moves rows' creation back by `hours`, as if they had been stored then. */
const age = (table: PgTable, ids: number[], hours: number) =>
  ctx.app.db.execute(
    sql`UPDATE ${table} SET created_at = now() - make_interval(hours => ${hours}) WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );

describe('browser error reports', () => {
  const report = (message: string, remoteAddress: string) =>
    call(ctx.app, 'POST', '/api/client-errors/', { body: { message, source: 'render', url: '/news' }, remoteAddress });

  it('alike ones within the hour are counted on the first instead of stored again', async () => {
    const first = await report('Cannot read properties of undefined', '198.51.100.1');
    const again = await report('Cannot read properties of undefined', '198.51.100.2');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    const [row] = await ctx.app.db.select().from(clientErrors).where(eq(clientErrors.id, first.json().id));
    expect(row!.occurrences).toBe(2);
    expect(await rows(clientErrors)).toBe(1);
  });

  it('are stored at most RATE_LIMIT_CLIENT_ERRORS_TOTAL an hour from all addresses together', async () => {
    // The total counts stored reports; the first test stored one.
    expect((await report('second kind', '198.51.100.3')).statusCode).toBe(201);
    expect((await report('third kind', '198.51.100.4')).statusCode).toBe(201);
    const refused = await report('fourth kind', '198.51.100.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: TOO_MANY_REQUESTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // One seen before is still counted.
    expect((await report('third kind', '198.51.100.6')).statusCode).toBe(201);
    expect(await rows(clientErrors)).toBe(3);
  });
});

describe('contact messages', () => {
  const message = {
    name: 'Rosa Martinez',
    email: 'rosa.martinez@mail.example.net',
    subject: 'Streetlight out on Oak Avenue',
    message: 'The streetlight in front of 12 Oak Avenue has been out for a week.',
  };
  const send = (token: string, remoteAddress: string) =>
    call(ctx.app, 'POST', '/api/contact-messages/', { token, body: message, remoteAddress });
  const mails = async () => (await ctx.app.db.select({ n: count() }).from(outbox))[0]!.n;

  it('are limited per account and per client address, and a refused one stores and mails nothing', async () => {
    const token = await login(ctx.app, RESIDENT);
    expect((await send(token, '198.51.100.10')).statusCode).toBe(201);
    expect((await send(token, '198.51.100.10')).statusCode).toBe(201);
    const [stored, mailed] = [await rows(contactMessages), await mails()];
    const perAccount = await send(token, '198.51.100.12');
    expect(perAccount.statusCode).toBe(429);
    expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(3000);

    // Another account from an address that has sent two already.
    const other = await login(ctx.app, SUPER);
    const perAddress = await send(other, '198.51.100.10');
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json()).toEqual({ detail: TOO_MANY_REQUESTS });
    expect([await rows(contactMessages), await mails()]).toEqual([stored, mailed]);
  });

  it('mail the municipality once, Reply-To the confirmed account address, the typed one only quoted', async () => {
    const token = await login(ctx.app, SUPER);
    const response = await send(token, '198.51.100.13');
    expect(response.statusCode).toBe(201);
    const { reference } = contactMessageReceiptSchema.parse(response.json());
    const sent = await ctx.app.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} LIKE ${`%[${reference}]%`}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.replyTo).toBe(SUPER.email);
    expect(sent[0]!.text).toContain(`Email typed in the form (not confirmed): ${message.email}`);
    // No mail of any kind to the address typed in the form.
    expect(await ctx.app.db.select().from(outbox).where(eq(outbox.to, message.email))).toEqual([]);
  });
});

describe('sessions', () => {
  it('an account keeps its SESSIONS_PER_ACCOUNT most recently used, a new login ending the oldest', async () => {
    const profile = (token: string) => call(ctx.app, 'GET', '/api/users/profile/', { token });
    const oldest = await login(ctx.app, RESIDENT);
    expect((await profile(oldest)).statusCode).toBe(200);
    const newer = [await login(ctx.app, RESIDENT), await login(ctx.app, RESIDENT), await login(ctx.app, RESIDENT)];
    expect((await profile(oldest)).statusCode).toBe(401);
    for (const token of newer) expect((await profile(token)).statusCode).toBe(200);
    expect(
      await ctx.app.db
        .select({ id: authTokens.id })
        .from(authTokens)
        .where(eq(authTokens.userId, await residentId())),
    ).toHaveLength(3);
  });
});

describe('uploads not attached to a case', () => {
  it('are at most UPLOADS_UNATTACHED_MAX_FILES per account, attached ones not counted', async () => {
    const token = await login(ctx.app, RESIDENT);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await uploadId(ctx.app, token, 'complaint_photo', PNG));
    const refused = await upload(ctx.app, token, 'complaint_photo', PNG);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.file[0]).toMatch(/^You already have 3 files/);
    // Another account's quota is its own.
    expect((await upload(ctx.app, await login(ctx.app, SUPER), 'complaint_photo', PNG)).statusCode).toBe(201);

    // Once one is part of a case, there is room again.
    const [complaint] = await ctx.app.db.select({ id: complaints.id }).from(complaints).limit(1);
    await ctx.app.db.update(uploads).set({ complaintId: complaint!.id }).where(eq(uploads.id, ids[0]!));
    expect((await upload(ctx.app, token, 'complaint_photo', PNG)).statusCode).toBe(201);
    await ctx.app.db.delete(uploads).where(eq(uploads.userId, await residentId()));
  });

  it('are at most UPLOADS_UNATTACHED_MAX_MB per account, and parallel uploads cannot all pass on one count', async () => {
    const token = await login(ctx.app, RESIDENT);
    const big = Buffer.concat([PNG, Buffer.alloc(400 * 1024, 7)]);
    const answers = await Promise.all(Array.from({ length: 3 }, () => upload(ctx.app, token, 'complaint_photo', big)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 400]);
    const kept = await ctx.app.db
      .select({ size: uploads.size })
      .from(uploads)
      .where(eq(uploads.userId, await residentId()));
    expect(kept).toHaveLength(2);
  });
});

describe('the periodic purge', () => {
  it('deletes rows past each retention, unattached uploads past their hours with their bytes, and nothing else', async () => {
    const { db, security } = ctx.app;
    const retention = security.retention;
    const day = 24;
    await db.delete(uploads);
    await db.delete(storedFiles).where(eq(storedFiles.kind, 'upload'));

    // Client errors, outbox, contact messages, audit log: one just past and one just within.
    const errors = await db
      .insert(clientErrors)
      .values([1, 2].map((n) => ({ message: `old ${n}`, source: 'render' as const, url: '/' })))
      .returning({ id: clientErrors.id });
    await age(clientErrors, [errors[0]!.id], retention.clientErrorsDays * day + 1);
    await age(clientErrors, [errors[1]!.id], retention.clientErrorsDays * day - 1);
    const mails = await db
      .insert(outbox)
      .values([1, 2].map((n) => ({ to: 'someone@example.org', subject: `old ${n}`, text: 'x' })))
      .returning({ id: outbox.id });
    await age(outbox, [mails[0]!.id], retention.outboxDays * day + 1);
    await age(outbox, [mails[1]!.id], retention.outboxDays * day - 1);
    const messages = await db.select({ id: contactMessages.id }).from(contactMessages).orderBy(desc(contactMessages.id)).limit(2);
    await age(contactMessages, [messages[0]!.id], retention.contactMessagesDays * day + 1);
    await age(contactMessages, [messages[1]!.id], retention.contactMessagesDays * day - 1);
    const audits = await db
      .insert(auditLog)
      .values([1, 2].map((n) => ({ action: 'update' as const, resource: 'towns', recordId: String(n) })))
      .returning({ id: auditLog.id });
    await age(auditLog, [audits[0]!.id], retention.auditLogDays * day + 1);
    await age(auditLog, [audits[1]!.id], retention.auditLogDays * day - 1);

    // Uploads: unattached and old, unattached and recent, attached and old; and the bytes of an
    // upload whose account was removed (its row went with the account).
    const token = await login(ctx.app, RESIDENT);
    const [stale, fresh, attached] = [
      await uploadId(ctx.app, token, 'complaint_photo', PNG),
      await uploadId(ctx.app, token, 'complaint_photo', PNG),
      await uploadId(ctx.app, token, 'complaint_photo', PNG),
    ];
    const [complaint] = await db.select({ id: complaints.id }).from(complaints).limit(1);
    await db.update(uploads).set({ complaintId: complaint!.id }).where(eq(uploads.id, attached));
    await age(uploads, [stale, attached], retention.unattachedUploadHours + 1);
    await age(uploads, [fresh], retention.unattachedUploadHours - 1);
    const [orphan] = await db
      .insert(storedFiles)
      .values({ content: PNG, contentType: 'image/png', size: PNG.length, sha256: 'a'.repeat(64), kind: 'upload' })
      .returning({ id: storedFiles.id });
    const fileOf = async (id: number) => (await db.select({ fileId: uploads.fileId }).from(uploads).where(eq(uploads.id, id)))[0]!.fileId;
    const staleFile = await fileOf(stale);

    const before = {
      clientErrors: await rows(clientErrors),
      outbox: await rows(outbox),
      contactMessages: await rows(contactMessages),
      auditLog: await rows(auditLog),
    };
    const purged = await purgeExpiredRows(db, retention);
    expect(purged).toEqual({ clientErrors: 1, outbox: 1, contactMessages: 1, auditLog: 1, uploads: 1, storedFiles: 2 });
    expect(await rows(clientErrors)).toBe(before.clientErrors - 1);
    expect(await db.select().from(clientErrors).where(eq(clientErrors.id, errors[0]!.id))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.id, mails[0]!.id))).toEqual([]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, messages[0]!.id))).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.id, audits[0]!.id))).toEqual([]);
    expect((await db.select({ id: uploads.id }).from(uploads)).map((u) => u.id).sort()).toEqual([fresh, attached].sort());
    expect(
      await db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(inArray(storedFiles.id, [staleFile, orphan!.id])),
    ).toEqual([]);
    // The uploads kept still serve their bytes.
    expect((await call(ctx.app, 'GET', `/api/uploads/${fresh}/`, { token })).statusCode).toBe(200);

    // A second purge, as another instance's, finds nothing more.
    expect(await purgeExpiredRows(db, retention)).toEqual({
      clientErrors: 0,
      outbox: 0,
      contactMessages: 0,
      auditLog: 0,
      uploads: 0,
      storedFiles: 0,
    });
    expect(await db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.kind, 'upload'))).toEqual([{ n: 2 }]);
  });
});
