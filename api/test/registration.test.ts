import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONFIRM_LINK_INVALID, CONFIRM_PASSWORD_WRONG, REGISTRATION_SENT, TOO_MANY_REQUESTS } from '@portal/shared/contracts';

import { outbox, pendingRegistrations, users } from '../src/db/schema';
import { call, confirmLinkIn, newestMailTo, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: 'https://portal.example.gov', RATE_LIMIT_REGISTER: '12/1h' });
});
afterAll(() => ctx?.close());

const newcomer = {
  email: 'New.Resident@Example.org',
  password: 'correct horse battery',
  first_name: 'Nia',
  last_name: 'Okafor',
  ownership: 'tenant',
  primary_contact: '(555) 555-0100',
};

const registerAs = (body: object, remoteAddress?: string) => call(ctx.app, 'POST', '/api/auth/register/', { body, remoteAddress });
const SECOND = 'second horse battery';
const confirm = (link: { uid: string; token: string }, password = SECOND) =>
  call(ctx.app, 'POST', '/api/auth/register/confirm/', { body: { ...link, password } });
const checkLink = (link: { uid: string; token: string }) => call(ctx.app, 'GET', `/api/auth/register/confirm/${link.uid}/${link.token}/`);
const logIn = (email: string, password: string) => call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password } });
/** The owner's first confirmation link, kept to see what becomes of it. */
let firstLink = { uid: '', token: '' };
const mailCount = async (to: string) => (await ctx.app.db.select().from(outbox).where(eq(outbox.to, to))).length;

describe('POST /api/auth/register/', () => {
  it('answers a new and a taken email alike, and mails each', async () => {
    const fresh = await registerAs(newcomer);
    const taken = await registerAs({ ...newcomer, email: 'RESIDENT@example.org' });
    for (const response of [fresh, taken]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ detail: REGISTRATION_SENT });
      expect(Object.keys(response.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    }

    const confirmation = await newestMailTo(ctx.app, 'new.resident@example.org');
    expect(confirmation.subject).toBe('Confirm your email to finish creating your account');
    // Nothing the visitor chose goes into a mail to an address nobody has confirmed yet.
    expect(confirmation.text).toMatch(/^Hello,\n/);
    expect(confirmation.text).not.toContain('Nia');
    expect(confirmation.text).toMatch(/\nhttps:\/\/portal\.example\.gov\/register\/confirm\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]{43}\n/);

    const notice = await newestMailTo(ctx.app, RESIDENT.email);
    expect(notice.subject).toBe('Someone tried to create an account with your email');
    expect(notice.text).toContain('https://portal.example.gov/login');
    expect(notice.text).toContain('https://portal.example.gov/users/forgot-password');
    expect(notice.text).not.toMatch(/register\/confirm/);
    // The taken account is untouched: its own password still works.
    expect((await logIn(RESIDENT.email, RESIDENT.password)).statusCode).toBe(200);
  });

  it('creates no account until the link is followed, so the new one cannot log in yet', async () => {
    expect(await ctx.app.db.select().from(users).where(eq(users.email, 'new.resident@example.org'))).toEqual([]);
    const response = await logIn(newcomer.email, newcomer.password);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Unable to log in with provided credentials.');
  });

  it("keeps each registration's own link, so later ones (a stranger's) neither kill the owner's nor silence the next", async () => {
    const email = 'new.resident@example.org';
    const first = confirmLinkIn((await newestMailTo(ctx.app, email)).text);
    firstLink = first;
    const stranger = '198.51.100.50';
    for (let i = 0; i < 10; i++) expect((await registerAs({ ...newcomer, password: `stranger-${i}-pass` }, stranger)).statusCode).toBe(202);
    // A few are kept per email and address: the stranger's newest, and the owner's.
    const pending = await ctx.app.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    expect(pending.filter((row) => row.address === stranger)).toHaveLength(3);
    expect(pending).toHaveLength(4);
    expect((await checkLink(first)).json()).toEqual({ detail: 'valid' });

    // The owner registering again still gets a mail with a working link.
    const before = await mailCount(email);
    expect((await registerAs({ ...newcomer, first_name: 'Nina', password: SECOND })).statusCode).toBe(202);
    expect(await mailCount(email)).toBe(before + 1);
    const second = confirmLinkIn((await newestMailTo(ctx.app, email)).text);
    expect((await checkLink(second)).json()).toEqual({ detail: 'valid' });
    expect((await checkLink(first)).json()).toEqual({ detail: 'valid' });
  });

  it("mails the owner's confirmation link however many other addresses registered the email", async () => {
    const email = 'sought.after@example.org';
    const confirmations = async () =>
      (await ctx.app.db.select().from(outbox).where(eq(outbox.to, email))).filter(
        (mail) => mail.subject === 'Confirm your email to finish creating your account',
      ).length;
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 10; j++) {
        expect((await registerAs({ ...newcomer, email, password: `stranger horse ${i} ${j}` }, `198.51.100.${10 + i}`)).statusCode).toBe(
          202,
        );
      }
    }
    const before = await confirmations();
    expect((await registerAs({ ...newcomer, email, password: SECOND }, '198.51.100.20')).statusCode).toBe(202);
    expect(await confirmations()).toBe(before + 1);
    expect((await confirm(confirmLinkIn((await newestMailTo(ctx.app, email)).text))).statusCode).toBe(201);
  });

  it('still answers 400 with field errors for a bad password, new email or taken', async () => {
    for (const email of ['another.new@example.org', RESIDENT.email]) {
      const response = await registerAs({ ...newcomer, email, password: 'password123' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ password: ['This password is too common. Choose another.'] });
    }
  });

  it('mails nothing to a deactivated account, and answers the same', async () => {
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.email, 'admin@example.org'));
    const before = await mailCount('admin@example.org');
    const response = await registerAs({ ...newcomer, email: 'admin@example.org' });
    expect(response.json()).toEqual({ detail: REGISTRATION_SENT });
    expect(await mailCount('admin@example.org')).toBe(before);
    await ctx.app.db.update(users).set({ isActive: true }).where(eq(users.email, 'admin@example.org'));
  });
});

describe('confirming the email', () => {
  it("needs the password of the link's own registration, so a stranger's link cannot have the owner confirm the stranger's account", async () => {
    const link = confirmLinkIn((await newestMailTo(ctx.app, 'new.resident@example.org')).text);
    const wrong = await confirm(link, newcomer.password);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Invalid input.', errors: { password: [CONFIRM_PASSWORD_WRONG] } });
    expect((await checkLink(link)).statusCode).toBe(200);
  });

  it('creates the account with the registered details and logs it in, once', async () => {
    const link = confirmLinkIn((await newestMailTo(ctx.app, 'new.resident@example.org')).text);
    const response = await confirm(link);
    expect(response.statusCode).toBe(201);
    const profile = await call(ctx.app, 'GET', '/api/users/profile/', { token: response.json().token });
    expect(profile.json()).toMatchObject({
      email: 'new.resident@example.org',
      first_name: 'Nina',
      last_name: 'Okafor',
      ownership: 'tenant',
      primary_contact: '(555) 555-0100',
      identification_type: null,
      is_superuser: false,
      is_admin: false,
    });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, 'new.resident@example.org'));
    // At the configured cost (production's 17; the suite's lower one here).
    const cost = ctx.app.security.passwordHashing.cost;
    expect(row?.passwordHash).toMatch(new RegExp(`^scrypt\\$${cost}\\$8\\$1\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{86}$`));

    // Single use: the second try, and a check of the link, say it no longer works.
    const again = await confirm(link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: CONFIRM_LINK_INVALID, code: 'auth.confirmLinkInvalid' });
    expect((await checkLink(link)).statusCode).toBe(400);
    // The password of the confirmed registration is the account's, and the other links of the email are dead.
    expect((await logIn(newcomer.email, SECOND)).statusCode).toBe(200);
    expect((await checkLink(firstLink)).statusCode).toBe(400);
    expect(await ctx.app.db.select().from(pendingRegistrations)).toEqual([]);
  });

  it('refuses tampered, malformed and expired links with one message', async () => {
    expect((await registerAs({ ...newcomer, email: 'later@example.org', password: SECOND })).statusCode).toBe(202);
    const link = confirmLinkIn((await newestMailTo(ctx.app, 'later@example.org')).text);
    const tampered = [
      { ...link, token: `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}` },
      { ...link, uid: 'MQ' },
      { uid: 'not base64!', token: link.token },
      { ...link, token: 'short' },
    ];
    for (const bad of tampered)
      expect((await confirm(bad)).json(), JSON.stringify(bad)).toEqual({ detail: CONFIRM_LINK_INVALID, code: 'auth.confirmLinkInvalid' });
    await ctx.app.db.update(pendingRegistrations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(link)).statusCode).toBe(400);
    expect(await ctx.app.db.select().from(users).where(eq(users.email, 'later@example.org'))).toEqual([]);
    // The next registration, whoever's, deletes the expired ones.
    expect((await registerAs({ ...newcomer, email: 'purger@example.org', password: SECOND })).statusCode).toBe(202);
    expect(await ctx.app.db.select({ email: pendingRegistrations.email }).from(pendingRegistrations)).toEqual([
      { email: 'purger@example.org' },
    ]);
  });

  it('gives up when the email got an account meanwhile', async () => {
    expect((await registerAs({ ...newcomer, email: 'raced@example.org', password: SECOND })).statusCode).toBe(202);
    const link = confirmLinkIn((await newestMailTo(ctx.app, 'raced@example.org')).text);
    await ctx.app.db.insert(users).values({ email: 'raced@example.org', passwordHash: 'x', firstName: 'Made', lastName: 'Elsewhere' });
    expect((await confirm(link)).json()).toEqual({ detail: CONFIRM_LINK_INVALID, code: 'auth.confirmLinkInvalid' });
    expect(await ctx.app.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, 'raced@example.org'))).toEqual([]);
  });
});

describe('rate limit on registration', () => {
  it('answers 429 with Retry-After past the limit per client address, and not to another address', async () => {
    const address = '198.51.100.7';
    const statuses = [];
    for (let i = 0; i < 13; i++) statuses.push((await registerAs({ ...newcomer, email: `flood.${i}@example.org` }, address)).statusCode);
    expect(statuses).toEqual([...Array(12).fill(202), 429]);
    const refused = await registerAs({ ...newcomer, email: 'flood.last@example.org' }, address);
    expect(refused.json()).toEqual({ detail: TOO_MANY_REQUESTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await mailCount('flood.last@example.org')).toBe(0);
    expect((await registerAs({ ...newcomer, email: 'elsewhere@example.org' }, '198.51.100.8')).statusCode).toBe(202);
  });
});
