import { expect, test, type Page, type Route } from '@playwright/test';
import { REMOTE_ORIGINS, expectAccessible, logIn } from './support';

// Each remote in turn fails in each way a deployed remote can: its server refusing connections,
// answering after 10 s, or serving a broken script. The area says so with "Try again" within
// 3 s; the shell and the other areas keep working; the page is never blank.

const AREAS = [
  { remote: 'news_polls', link: 'News', heading: 'News', other: { link: 'Complaints', heading: 'My complaints' } },
  { remote: 'disputes_complaints', link: 'Complaints', heading: 'My complaints', other: { link: 'News', heading: 'News' } },
  { remote: 'donations', link: 'Donations', heading: 'Donations', other: { link: 'News', heading: 'News' } },
  { remote: 'configuration', link: 'Configuration', heading: 'Configuration', other: { link: 'News', heading: 'News' } },
] as const;

const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  'refuses connections': (route) => route.abort('connectionrefused'),
  'answers after 10 s': async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await route.continue().catch(() => {});
  },
  'serves a broken script': async (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ status: 200, contentType: 'application/javascript', body: 'export default function (' })
      : route.continue(),
};

async function openArea(page: Page, link: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
}

for (const area of AREAS) {
  for (const [fault, handle] of Object.entries(FAULTS)) {
    test(`when ${area.remote} ${fault}, its area says so within 3 s and the rest works`, async ({ page }) => {
      // From the start: the home page's widgets would otherwise have loaded the remote already.
      await page.route(`${REMOTE_ORIGINS[area.remote]}/**`, handle);
      await logIn(page, 'super');
      await openArea(page, area.link);
      const alert = page.getByRole('alert').filter({ hasText: 'This part of the portal could not load' });
      await expect(alert).toBeVisible({ timeout: 3_000 });
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectAccessible(page);

      // Another area loads in the same page; once the remote is back, "Try again" brings it.
      await openArea(page, area.other.link);
      await expect(page.getByRole('heading', { level: 1, name: area.other.heading })).toBeVisible();
      await page.unroute(`${REMOTE_ORIGINS[area.remote]}/**`);
      await openArea(page, area.link);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    });
  }
}
