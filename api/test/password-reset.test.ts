import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FORGOT_PASSWORD_SENT, PASSWORD_RESET_DONE, RESET_LINK_INVALID } from '@portal/shared/contracts';

import { passwordResetTokens, users } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { encodeUid } from '../src/services/password-reset';
import { ADMIN, call, login, mailsTo, register, requestResetLink, RESIDENT, startTestApp, type TestContext } from './helpers';

const PUBLIC_URL = 'https://portal.example.gov/';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL });
  admin = await login(ctx.app, ADMIN);
});
afterAll(() => ctx?.close());

async function userId(email: string): Promise<number> {
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Reset mails only: registering mails a confirmation link first. */
const resetMails = async (to: string) => (await mailsTo(ctx.app, admin, to)).filter((mail) => mail.subject === 'Reset your password');

const checkLink = (link: { uid: string; token: string }) => call(ctx.app, 'GET', `/api/auth/reset-password/${link.uid}/${link.token}/`);
const reset = (link: { uid: string; token: string }, password: string) =>
  call(ctx.app, 'POST', '/api/auth/reset-password/', { body: { ...link, password } });

describe('POST /api/auth/forgot-password/', () => {
  it('answers the same for an existing, an unknown and an inactive email, and mails only the existing one', async () => {
    const inactive = 'dormant@example.org';
    await register(ctx.app, inactive, 'sleepy-lantern-42');
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.email, inactive));

    const answers = [];
    for (const email of [RESIDENT.email, 'nobody-here@example.org', inactive]) {
      const response = await call(ctx.app, 'POST', '/api/auth/forgot-password/', { body: { email } });
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 202, body: { detail: FORGOT_PASSWORD_SENT } }));

    const [mail, ...others] = await mailsTo(ctx.app, admin, RESIDENT.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toContain('Hello Rosa,');
    const uid = encodeUid(await userId(RESIDENT.email));
    expect(mail?.text).toMatch(new RegExp(`\\nhttps://portal\\.example\\.gov/users/forgot-password/${uid}/[A-Za-z0-9_-]{43}\\n`));
    expect(await mailsTo(ctx.app, admin, 'nobody-here@example.org')).toEqual([]);
    expect(await resetMails(inactive)).toEqual([]);
  });

  it('finds the account whatever the case of the email', async () => {
    await register(ctx.app, 'mixed.case@example.org', 'copper-kettle-19');
    await call(ctx.app, 'POST', '/api/auth/forgot-password/', { body: { email: 'Mixed.Case@EXAMPLE.org' } });
    expect(await resetMails('mixed.case@example.org')).toHaveLength(1);
  });

  it('keeps only a SHA-256 of the token, expiring an hour later', async () => {
    const link = await requestResetLink(ctx.app, admin, RESIDENT.email);
    const [row] = await ctx.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(link.token)));
    expect(row).toBeDefined();
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.usedAt).toBeNull();
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBe(60 * 60 * 1000);
  });

  it('answers before any work on the account, which runs after the answer is sent', async () => {
    const { send } = ctx.app.mailer;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    ctx.app.mailer.send = async (message, tx) => {
      await held;
      sent.push(message.to);
      await send(message, tx);
    };
    try {
      const response = await call(ctx.app, 'POST', '/api/auth/forgot-password/', { body: { email: RESIDENT.email } });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ detail: FORGOT_PASSWORD_SENT });
      expect(sent).toEqual([]);
      release();
      await ctx.app.settleBackgroundWork();
      expect(sent).toEqual([RESIDENT.email]);
    } finally {
      ctx.app.mailer.send = send;
    }
  });

  it('checks the body', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/forgot-password/', { body: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: ['Enter an email address in the correct format, like name@example.org.'] });
  });
});

describe('resetting the password with the link', () => {
  const email = 'forgetful@example.org';
  const oldPassword = 'first-lantern-77';
  const newPassword = 'second-harbor-58';

  it('says early whether the link works, changes the password, and logs every session out', async () => {
    await register(ctx.app, email, oldPassword);
    const sessions = [await login(ctx.app, { email, password: oldPassword }), await login(ctx.app, { email, password: oldPassword })];
    const link = await requestResetLink(ctx.app, admin, email);

    const check = await checkLink(link);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ detail: 'valid' });

    const response = await reset(link, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: PASSWORD_RESET_DONE });

    for (const token of sessions) {
      expect((await call(ctx.app, 'GET', '/api/users/profile/', { token })).statusCode).toBe(401);
    }
    expect((await call(ctx.app, 'POST', '/api/auth/login/', { body: { email, password: oldPassword } })).statusCode).toBe(400);
    expect(await login(ctx.app, { email, password: newPassword })).toBeTruthy();

    // Used: dead for the check and for a second reset alike.
    expect((await checkLink(link)).json()).toEqual({ detail: RESET_LINK_INVALID, code: 'auth.resetLinkInvalid' });
    const again = await reset(link, 'third-meadow-31');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: RESET_LINK_INVALID, code: 'auth.resetLinkInvalid' });
  });

  it('kills the other links of the account once one is used', async () => {
    const first = await requestResetLink(ctx.app, admin, email);
    const second = await requestResetLink(ctx.app, admin, email);
    expect((await reset(second, 'fourth-orchard-64')).statusCode).toBe(200);
    const response = await reset(first, 'fifth-granite-25');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: RESET_LINK_INVALID, code: 'auth.resetLinkInvalid' });
  });

  it('refuses an expired link', async () => {
    const link = await requestResetLink(ctx.app, admin, email);
    await ctx.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(link.token)));
    const check = await checkLink(link);
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ detail: RESET_LINK_INVALID, code: 'auth.resetLinkInvalid' });
    expect((await reset(link, 'sixth-willow-83')).json()).toEqual({ detail: RESET_LINK_INVALID, code: 'auth.resetLinkInvalid' });
  });

  it('deletes used and expired links', async () => {
    const id = await userId(email);
    const expired = await requestResetLink(ctx.app, admin, email);
    await ctx.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(expired.token)));
    // The next link asked for, whoever's, purges the expired ones.
    const link = await requestResetLink(ctx.app, admin, RESIDENT.email);
    expect(
      await ctx.app.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashToken(expired.token))),
    ).toEqual([]);
    // A used link goes with the account's other links once the password changes.
    const used = await requestResetLink(ctx.app, admin, email);
    expect((await reset(used, 'tenth-meadow-39')).statusCode).toBe(200);
    expect(await ctx.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id))).toEqual([]);
    expect((await checkLink(link)).statusCode).toBe(200);
  });

  it('refuses a link whose account was deactivated since', async () => {
    const dormant = 'soon-gone@example.org';
    await register(ctx.app, dormant, 'brass-compass-36');
    const link = await requestResetLink(ctx.app, admin, dormant);
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.email, dormant));
    expect((await checkLink(link)).statusCode).toBe(400);
    expect((await reset(link, 'seventh-canyon-47')).statusCode).toBe(400);
  });

  it('refuses a tampered uid or token, and leaves the real link working', async () => {
    const link = await requestResetLink(ctx.app, admin, email);
    const flipped = (link.token[0] === 'A' ? 'B' : 'A') + link.token.slice(1);
    const otherUid = encodeUid(await userId(RESIDENT.email));
    const tampered = [
      { uid: otherUid, token: link.token },
      { uid: link.uid, token: flipped },
      { uid: `${link.uid}=`, token: link.token },
      { uid: 'bm9wZQ', token: link.token }, // "nope"
      { uid: encodeUid(999_999), token: link.token },
      { uid: link.uid, token: link.token.slice(1) },
      { uid: link.uid, token: 'x' },
    ];
    for (const bad of tampered) {
      const check = await checkLink(bad);
      expect([check.statusCode, check.json()], JSON.stringify(bad)).toEqual([
        400,
        { detail: RESET_LINK_INVALID, code: 'auth.resetLinkInvalid' },
      ]);
      const response = await reset(bad, 'eighth-summit-92');
      expect([response.statusCode, response.json()], JSON.stringify(bad)).toEqual([
        400,
        { detail: RESET_LINK_INVALID, code: 'auth.resetLinkInvalid' },
      ]);
    }
    expect((await checkLink(link)).statusCode).toBe(200);
  });

  it('needs the XSRF pair like any unsafe call', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/reset-password/', {
      body: { uid: 'MQ', token: 'x', password: 'ninth-valley-14' },
      xsrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});
