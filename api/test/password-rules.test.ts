import { readFileSync } from 'node:fs';

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from '@portal/shared/contracts';

import { isCommonPassword } from '../src/lib/password-rules';
import { ADMIN, call, login, register, requestResetLink, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await login(ctx.app, ADMIN);
});
afterAll(() => ctx?.close());

describe('the common-password list', () => {
  const entries = readFileSync(new URL('../data/common-passwords.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n');

  it('holds at least the 10,000 most common, lower-cased, of 8 characters or more', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.every((entry) => entry === entry.toLowerCase() && entry.length >= 8)).toBe(true);
    expect(entries.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
  });

  it('matches whatever the case', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('ILOVEYOU')).toBe(true);
    expect(isCommonPassword('granite-orchard-52')).toBe(false);
  });
});

/** One way of choosing a password: `attempt` tries one and answers as the API did. */
type Flow = { name: string; field: string; email: string; attempt: (password: string) => Promise<LightMyRequestResponse> };

let registered = 0;
const registerFlow: Flow = {
  name: 'POST /api/auth/register/',
  field: 'password',
  email: 'rules.register.0@example.org',
  attempt: async (password) => {
    // Each success makes an account, so each attempt takes a new email, except the one that
    // tries the flow's own email as its password.
    const email = password.toLowerCase() === registerFlow.email ? registerFlow.email : `rules.register.${++registered}@example.org`;
    return call(ctx.app, 'POST', '/api/auth/register/', { body: { email, password, first_name: 'Rue', last_name: 'Les' } });
  },
};

const resetFlow: Flow = {
  name: 'POST /api/auth/reset-password/',
  field: 'password',
  email: 'rules.reset@example.org',
  attempt: async (password) => {
    const link = await requestResetLink(ctx.app, admin, resetFlow.email);
    return call(ctx.app, 'POST', '/api/auth/reset-password/', { body: { ...link, password } });
  },
};

const INITIAL = 'initial-juniper-73';
let changeCurrent = INITIAL;
const changeFlow: Flow = {
  name: 'POST /api/auth/change-password/',
  field: 'new_password',
  email: 'rules.change@example.org',
  attempt: async (password) => {
    const token = await login(ctx.app, { email: changeFlow.email, password: changeCurrent });
    const response = await call(ctx.app, 'POST', '/api/auth/change-password/', {
      token,
      body: { current_password: changeCurrent, new_password: password },
    });
    if (response.statusCode === 200) changeCurrent = password;
    return response;
  },
};

describe.each([registerFlow, resetFlow, changeFlow])('$name', (flow) => {
  beforeAll(async () => {
    if (flow !== registerFlow) await register(ctx.app, flow.email, INITIAL);
  });

  const refuses = async (password: string, message: string) => {
    const response = await flow.attempt(password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid input.', errors: { [flow.field]: [message] } });
  };

  it('refuses a common password, in any case', async () => {
    await refuses('Password1', PASSWORD_TOO_COMMON);
    await refuses('QWERTY123', PASSWORD_TOO_COMMON);
  });

  it('refuses the email as the password, in any case', async () => {
    await refuses(flow.email.toUpperCase(), PASSWORD_IS_EMAIL);
  });

  it('refuses 7 characters and 129, and takes 8, 64 and 128', async () => {
    await refuses('tz8#Qm4', 'Use at least 8 characters.');
    await refuses('q7'.repeat(64) + 'x', 'Use at most 128 characters.');
    const accepted = ['tz8#Qm4v', 'Lantern-' + 'x7'.repeat(28), 'Harbor-' + 'k3'.repeat(60) + 'z'];
    expect(accepted.map((password) => password.length)).toEqual([8, 64, 128]);
    for (const password of accepted) {
      const response = await flow.attempt(password);
      expect(response.statusCode, `${password.length} characters`).toBe(flow === registerFlow ? 202 : 200);
    }
  });
});
