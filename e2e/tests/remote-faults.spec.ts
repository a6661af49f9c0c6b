import type { Page, Route } from '@playwright/test';

import { pointRemotesAt, publishVariant } from './deploys';
import {
  expect,
  expectAccessible,
  failedRequest,
  followNav,
  integrityMismatch,
  logIn,
  REMOTE_BASES,
  SHARED_VERSION,
  test,
} from './support';

// Each remote in turn fails in each way a deployed remote can: its server refusing connections,
// not answering, serving a broken script or an entry altered after the deploy hashed it, or being a
// newer build the shell cannot run. The area says so with "Try again" (a remote that does not
// answer is held until then: the shell waits, with the loading placeholder, and gives up on its own
// after its limit, which the page's clock runs through); the shell and the other areas keep working;
// the page is never blank.

/** How long the shell waits for a remote that does not answer (shell/src/federation/load-limit.ts). */
const REMOTE_LOAD_TIMEOUT_MS = 30_000;

const NEWS = ['News and information', 'News'] as const;
const COMPLAINTS = ['Services and cases', 'My complaints'] as const;
const AREAS = [
  { remote: 'news_polls', link: NEWS, heading: 'News', other: { link: COMPLAINTS, heading: 'My complaints' } },
  { remote: 'disputes_complaints', link: COMPLAINTS, heading: 'My complaints', other: { link: NEWS, heading: 'News' } },
  { remote: 'donations', link: ['Donations', 'Donations'], heading: 'Donations', other: { link: NEWS, heading: 'News' } },
  { remote: 'configuration', link: ['Administration', 'Configuration'], heading: 'Configuration', other: { link: NEWS, heading: 'News' } },
] as const;

type Fault = {
  /** `held` settles once the area has said so: a remote that does not answer answers then. */
  handle: (route: Route, held: Promise<void>) => Promise<void>;
  /** What the browser logs when the remote at `origin` (its folder on the page's origin) fails this way. */
  errors: (origin: string) => RegExp[];
  /** Until the area says so: a remote that does not answer is waited for, not reported at once. */
  until?: (page: Page) => Promise<void>;
};

const FAULTS: Record<string, Fault> = {
  'refuses connections': {
    handle: (route) => route.abort('connectionrefused'),
    errors: (origin) => [failedRequest('ERR_CONNECTION_REFUSED', origin)],
  },
  'does not answer': {
    handle: async (route, held) => {
      await held;
      await route.continue().catch(() => {});
    },
    errors: () => [],
    until: async (page) => {
      // A slow line, as far as the page can tell: the area waits, with its placeholder.
      const placeholder = page.getByTestId('page-placeholder');
      await expect(placeholder).toBeVisible();
      await page.clock.fastForward(REMOTE_LOAD_TIMEOUT_MS - 5_000);
      await expect(placeholder).toBeVisible();
      await expect(alertOf(page)).toHaveCount(0);
      await page.clock.fastForward(5_000);
    },
  },
  'serves a broken script': {
    handle: async (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ status: 200, contentType: 'application/javascript', body: 'export default function (' })
        : route.continue(),
    errors: (origin) => [integrityMismatch(origin)],
  },
  'serves an entry altered after its deploy': {
    handle: async (route) => {
      if (!route.request().url().endsWith('/remoteEntry.js')) return route.continue();
      const original = await (await route.fetch()).text();
      await route.fulfill({
        contentType: 'application/javascript',
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
        body: `${original}\n;window.__altered = true;`,
      });
    },
    errors: (origin) => [integrityMismatch(origin)],
  },
};

/** The area's own page when it could not load: titled so, in its heading and its tab. */
const alertOf = (page: Page) => page.getByRole('region', { name: 'This part of the portal could not load' });

/** An area's entry in the header: its section and its link. */
async function openArea(page: Page, [section, link]: readonly [string, string]) {
  await followNav(page, section, link);
}

/** An entry altered after its deploy is refused by its integrity on the edge too (the `edge` project). */
const ON_THE_EDGE = (remote: string, fault: string) => remote === 'donations' && fault === 'serves an entry altered after its deploy';

for (const area of AREAS) {
  for (const [fault, { handle, errors, until }] of Object.entries(FAULTS)) {
    const edge = ON_THE_EDGE(area.remote, fault) ? ' @edge' : '';
    test(`when ${area.remote} ${fault}, its area says so and the rest works${edge}`, async ({ page, expectErrors }) => {
      // The remote's folder on the page's origin, whichever host serves it (the Node host or the edge).
      const folder = new URL(REMOTE_BASES[area.remote]).pathname;
      expectErrors(...errors(folder));
      if (until) await page.clock.install();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // From the start: the home page's widgets would otherwise have loaded the remote already.
      await page.route(`${folder}/**`, (route) => handle(route, held));
      // Home's widgets of this remote may be among the requests held.
      await logIn(page, 'super', { settle: false });
      await openArea(page, area.link);
      await until?.(page);
      const alert = alertOf(page);
      await expect(alert).toBeVisible();
      // Its heading takes focus as any new page's (but after the page change's wait for a heading has ended).
      if (!until) await expect(alert.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page).toHaveTitle(/^This part of the portal could not load \| /);
      await expect(alert.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
      release();
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(await page.evaluate(() => '__altered' in window), 'an altered entry never runs').toBe(false);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectAccessible(page);

      // Another area loads in the same page; once the remote is back, "Try again" brings it.
      await openArea(page, area.other.link);
      await expect(page.getByRole('heading', { level: 1, name: area.other.heading })).toBeVisible();
      await page.unroute(`${folder}/**`);
      await openArea(page, area.link);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    });
  }
}

for (const area of AREAS) {
  test(`a newer build of ${area.remote} that needs another shared contract does not run; its area says so`, async ({ page }) => {
    // Built against @portal/shared 9.x, which this shell does not provide: strict versions refuse it.
    const newer = await publishVariant(area.remote, 'needs-shared-9', (entry) => {
      // The remote takes the kit from the shell alone (import: null, no copy of its own).
      const wanted = `requiredVersion:"^${SHARED_VERSION}"`;
      const edited = entry.replace(`shareKey:"@portal/shared",import:null,${wanted}`, (found) =>
        found.replace(wanted, 'requiredVersion:"^9.0.0"'),
      );
      expect(edited, `the entry consumes @portal/shared ^${SHARED_VERSION}`).not.toBe(entry);
      return edited;
    });
    await pointRemotesAt(page, { [area.remote]: newer });
    await logIn(page, 'super');
    await openArea(page, area.link);
    await expect(alertOf(page)).toBeVisible();
    await openArea(page, area.other.link);
    await expect(page.getByRole('heading', { level: 1, name: area.other.heading })).toBeVisible();

    // Rolled back (the live config again): after a reload the area is back.
    await page.unroute('**/config.json');
    await page.reload();
    await openArea(page, area.link);
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
  });
}
