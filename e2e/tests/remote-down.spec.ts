import { expect, test } from '@playwright/test';
import { REMOTE_ORIGINS, expectAccessible, logIn } from './support';

test('a remote whose server is down leaves the rest of the portal working', async ({ page }) => {
  // The donations origin refuses every connection, as a stopped server does.
  await page.route(`${REMOTE_ORIGINS.donations}/**`, (route) => route.abort('connectionrefused'));
  await logIn(page, 'resident');

  await page.goto('/donations');
  const alert = page.getByRole('alert').filter({ hasText: 'This part of the portal could not load' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page);

  // Other areas still load, in the same page, without a reload.
  await page.getByRole('link', { name: 'News' }).first().click();
  await expect(page.getByRole('heading', { name: 'Water main flushing schedule' })).toBeVisible();

  // Once the server is back, "Try again" loads the area.
  await page.unroute(`${REMOTE_ORIGINS.donations}/**`);
  await page.getByRole('link', { name: 'Donations' }).click();
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Donations', level: 1 })).toBeVisible();
});
