import type { Page } from '@playwright/test';

import { apiLogin, registerResident } from './api';
import { expect, failedRequest, logIn, test } from './support';

// The API failing while a person submits a form: answering 500, a gateway timing out, or the
// connection dropping after the server stored the submission. Each time the person reads what
// happened and keeps what they typed; sending again stores it once, not twice.

// A real 1×1 PNG, so the API's check by content accepts it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Submits through the three faults, checking after each that the message is clear and the form kept. */
async function submitThroughFaults(
  page: Page,
  { url, submit, expectKept }: { url: string; submit: () => Promise<void>; expectKept: () => Promise<void> },
) {
  const onPost = (handle: Parameters<Page['route']>[1]) =>
    page.route(url, (route, request) => (request.method() === 'POST' ? handle(route, request) : route.fallback()));

  await onPost((route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Internal Server Error"}' }));
  await submit();
  // The server's own words for its failure are for its log: the person reads what to do.
  await expect(page.getByText('Something went wrong on our side. Please try again in a moment.')).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  await expectKept();

  await page.unroute(url);
  await onPost((route) => route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>Gateway Timeout</h1>' }));
  await submit();
  await expect(page.getByText('Something went wrong on our side. Please try again in a moment.')).toBeVisible();
  await expectKept();

  // The server stores the submission, but its answer never arrives.
  await page.unroute(url);
  await onPost(async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await submit();
  await expect(page.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
  await expectKept();

  await page.unroute(url);
  await submit();
}

test('the contact form survives a 500, a gateway timeout and a lost answer, and is stored once', async ({
  page,
  request,
  expectErrors,
}) => {
  expectErrors(
    failedRequest(500, '/api/contact-messages/'),
    failedRequest(504, '/api/contact-messages/'),
    failedRequest('ERR_CONNECTION_RESET', '/api/contact-messages/'),
  );
  const person = await registerResident(request, 'faults');
  const subject = `Street light out ${Date.now()}`;
  await logIn(page, person, { to: '/contact-us' });
  await page.getByLabel('Your name').fill('Casey Morgan');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The light at Elm and 3rd has been out for a week.');

  await submitThroughFaults(page, {
    url: '**/api/contact-messages/',
    submit: () => page.getByRole('button', { name: 'Send message' }).click(),
    expectKept: async () => {
      await expect(page.getByLabel('Subject')).toHaveValue(subject);
      await expect(page.getByLabel('Message')).toHaveValue('The light at Elm and 3rd has been out for a week.');
    },
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();

  // One acknowledgement mailed: the message was stored once.
  const headers = await apiLogin(request, 'admin');
  const outbox = await request.get(`/api/outbox/?to=${encodeURIComponent(person.email)}&page_size=100`, { headers });
  const mails = ((await outbox.json()) as { results: { text: string }[] }).results.filter((mail) => mail.text.includes(subject));
  expect(mails).toHaveLength(1);
});

test('a complaint with a photo survives a 500, a gateway timeout and a lost answer, and is lodged once', async ({
  page,
  request,
  expectErrors,
}) => {
  expectErrors(
    failedRequest(500, '/api/complaints/'),
    failedRequest(504, '/api/complaints/'),
    failedRequest('ERR_CONNECTION_RESET', '/api/complaints/'),
  );
  await logIn(page, await registerResident(request, 'complaint-faults'));
  await page.goto('/complaints/lodge');
  const description = 'The storm drain on Birch Road is blocked and the street floods when it rains.';
  await page.getByLabel('What kind of problem is it?').selectOption({ label: 'Potholes' });
  await page.getByLabel('Describe the problem').fill(description);
  await page.getByLabel('Address or place').fill('12 Birch Road');
  await page.getByLabel('Photos (optional)').setInputFiles({ name: 'drain.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Attached files' }).getByText('drain.png')).toBeVisible();

  await submitThroughFaults(page, {
    url: '**/api/complaints/',
    submit: () => page.getByRole('button', { name: 'Submit complaint' }).click(),
    expectKept: async () => {
      await expect(page.getByLabel('Describe the problem')).toHaveValue(description);
      await expect(page.getByLabel('Address or place')).toHaveValue('12 Birch Road');
      await expect(page.getByRole('list', { name: 'Attached files' }).getByText('drain.png')).toBeVisible();
    },
  });
  await expect(page.getByRole('heading', { level: 1, name: /^Complaint CMP-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Complaint lodged' })).toContainText(/CMP-\d{4}-\d{6}/);

  // This resident's list holds exactly one complaint.
  await page.goto('/complaints');
  await expect(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
  await expect(page.getByText(/CMP-\d{4}-\d{6}/)).toHaveCount(1);
});
