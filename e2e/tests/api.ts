import { expect, type APIRequestContext } from '@playwright/test';

import { DEMO } from './support';

/** Calls the real API as a client would: XSRF cookie echoed, token in the Authorization header. */
export async function apiLogin(request: APIRequestContext, who: keyof typeof DEMO) {
  await request.get('/api/auth/csrf/');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.post('/api/auth/login/', { data: DEMO[who], headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Token ${token}`, 'X-XSRF-TOKEN': xsrf };
}

/** The mails sent to an address, newest first, read from the outbox as an admin. */
export async function mailsTo(request: APIRequestContext, to: string) {
  const headers = await apiLogin(request, 'admin');
  const response = await request.get(`/api/outbox/?to=${encodeURIComponent(to)}`, { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: { subject: string; text: string }[] }).results;
}

/**
 * The newest mail sent to an address that only this test writes to (a registered resident's). A
 * demo account's mail can come from another test at the same time: read its subjects with `mailsTo`.
 */
export async function latestMail(request: APIRequestContext, to: string) {
  const mails = await mailsTo(request, to);
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** The path of the confirmation link in the newest mail to an address (`/register/confirm/{uid}/{token}`). */
export async function confirmationPath(request: APIRequestContext, to: string) {
  const mail = await latestMail(request, to);
  const link = /https?:\/\/\S+\/register\/confirm\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).toBeTruthy();
  return { path: new URL(link![0]).pathname, uid: link![1]!, token: link![2]! };
}

/** A new resident with a complete profile, registered through the API and confirmed with the mailed link, for tests that change their data. */
export async function registerResident(request: APIRequestContext, prefix: string) {
  await request.get('/api/auth/csrf/');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const account = { email: uniqueEmail(prefix), password: 'orchard lantern 58 river' };
  const response = await request.post('/api/auth/register/', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      ...account,
      first_name: 'Casey',
      last_name: 'Morgan',
      ownership: 'owner',
      primary_contact: '(555) 010-7788',
      identification_type: 'state_id',
      identification_number: 'S9988776',
    },
  });
  expect(response.status()).toBe(202);
  const { uid, token } = await confirmationPath(request, account.email);
  const confirmed = await request.post('/api/auth/register/confirm/', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { uid, token, password: account.password },
  });
  expect(confirmed.status()).toBe(201);
  return account;
}
