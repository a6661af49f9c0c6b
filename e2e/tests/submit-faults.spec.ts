import { expect, test } from '@playwright/test';
import { apiLogin, registerResident } from './api';
import { logIn } from './support';

// The API failing while a person submits a form: answering 500, a gateway timing out, or the
// connection dropping after the server stored the message. Each time the person reads what
// happened and keeps what they typed; sending again stores the message once, not twice.

test('a form survives a 500, a gateway timeout and a lost answer, and is stored once', async ({ page, request }) => {
  const person = await registerResident(request, 'faults');
  const subject = `Street light out ${Date.now()}`;
  await logIn(page, person);
  await page.goto('/contact-us');
  await page.getByLabel('Your name').fill('Casey Morgan');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The light at Elm and 3rd has been out for a week.');
  const send = page.getByRole('button', { name: 'Send message' });
  const url = '**/api/contact-messages/';

  const expectKept = async () => {
    await expect(page.getByLabel('Subject')).toHaveValue(subject);
    await expect(page.getByLabel('Message')).toHaveValue('The light at Elm and 3rd has been out for a week.');
  };

  await page.route(url, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Internal Server Error"}' }));
  await send.click();
  await expect(page.getByText('Internal Server Error')).toBeVisible();
  await expectKept();

  await page.unroute(url);
  await page.route(url, (route) => route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>Gateway Timeout</h1>' }));
  await send.click();
  await expect(page.getByText('Something went wrong on our side. Please try again in a moment.')).toBeVisible();
  await expectKept();

  // The server stores the message, but its answer never arrives.
  await page.unroute(url);
  await page.route(url, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await send.click();
  await expect(page.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
  await expectKept();

  await page.unroute(url);
  await send.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();

  // One acknowledgement mailed: the message was stored once.
  const headers = await apiLogin(request, 'admin');
  const outbox = await request.get(`/api/outbox/?to=${encodeURIComponent(person.email)}&page_size=100`, { headers });
  const mails = ((await outbox.json()) as { results: { text: string }[] }).results.filter((mail) => mail.text.includes(subject));
  expect(mails).toHaveLength(1);
});
