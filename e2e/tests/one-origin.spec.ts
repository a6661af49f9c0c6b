import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { DEPLOY_DIR, goLive, readJson } from '../../scripts/deploy.mjs';
import { serveStatic } from '../../tools/serve-static.mjs';
import { buildAndDeploy, declareEntry, deployCommand, liveVersions } from './deploys';
import { expect, expectAccessible, followNav, logIn, test } from './support';

// Every app is served on the portal's one origin by path, and the deploy composes the config from
// what each live remote declares: a remote team adds an area with its own deploy, a remote may
// still be put on another origin, and a config naming a remote wrongly costs that area only.

test(
  'a remote version that adds a top-level area ships it alone: after a reload a resident reaches it by its link',
  { tag: '@alone' },
  async ({ page }) => {
    test.slow();
    const before = await liveVersions();
    await buildAndDeploy('donations', `${before.donations}-volunteering`, async (dir) => {
      await writeFile(
        path.join(dir, 'src/volunteering-page.tsx'),
        'export function VolunteeringPage() {\n  return (\n    <>\n      <h1>Volunteering</h1>\n      <p>Give an afternoon to the parks, the library or the food bank.</p>\n    </>\n  );\n}\n',
      );
      const routes = path.join(dir, 'src/routes.ts');
      const source = await readFile(routes, 'utf8');
      await writeFile(
        routes,
        source.replace(
          'export const routes: PortalRoute[] = withText(donationsText, [',
          "export const routes: PortalRoute[] = withText(donationsText, [\n  { path: '/volunteering', handle: { title: 'Volunteering', access: 'login' }, lazy: page(() => import('./volunteering-page'), 'VolunteeringPage') },",
        ),
      );
      await declareEntry(
        dir,
        { path: '/volunteering', label: 'Volunteering', section: 'donations', order: 30, access: 'login' },
        '/volunteering',
      );
    });
    try {
      const config = await readJson(path.join(DEPLOY_DIR, 'config.json'));
      expect(config.remotes.find((remote: { name: string }) => remote.name === 'donations').prefixes).toContain('/volunteering');
      expect((await liveVersions()).shell).toBe(before.shell);

      await logIn(page, 'resident');
      await followNav(page, 'Donations', 'Volunteering');
      await expect(page.getByRole('heading', { level: 1, name: 'Volunteering' })).toBeVisible();
      await expect(page).toHaveTitle(/^Volunteering \|/);
      await expectAccessible(page);
    } finally {
      await deployCommand('rollback', 'donations');
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  },
);

test(
  'a remote put on another origin by a production config loads from there, under the policy the deploy built for it',
  { tag: '@alone' },
  async ({ page }) => {
    const ELSEWHERE = 'http://localhost:3013';
    const donations = await serveStatic({ dir: path.join(DEPLOY_DIR, 'mfe-donations'), port: 3013, host: 'localhost' });
    const settings = await readJson(path.join(DEPLOY_DIR, 'shell', (await liveVersions()).shell!, 'config.json'));
    const production = path.join(await mkdtemp(path.join(os.tmpdir(), 'portal-config-')), 'config.json');
    await writeFile(
      production,
      JSON.stringify({ ...settings, allowRemoteOverrides: undefined, remotes: [{ name: 'donations', entry: `${ELSEWHERE}/` }] }),
    );
    const entries: string[] = [];
    page.on('request', (request) => request.url().endsWith('/remoteEntry.js') && entries.push(request.url()));
    process.env.DEPLOY_CONFIG = production;
    try {
      await goLive([]);
      const policy = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
      expect(policy).toContain(`script-src 'self' ${ELSEWHERE};`);

      await logIn(page, 'resident');
      await page.goto('/donations');
      await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
      // Every donations entry came from the other origin (home's widgets, then the area), none from the portal's.
      expect(new Set(entries.filter((url) => url.includes('/mfe-donations/') || url.startsWith(ELSEWHERE)))).toEqual(
        new Set([`${ELSEWHERE}/${(await liveVersions()).donations}/remoteEntry.js`]),
      );
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    } finally {
      delete process.env.DEPLOY_CONFIG;
      await goLive([]);
      await donations.close();
    }
    const policy = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
  },
);

test(
  'a config that names a remote wrongly leaves that area out, reports it, and the rest of the portal works',
  { tag: '@alone' },
  async ({ page, expectErrors }) => {
    expectErrors(/config\.json names the donations remote wrongly/);
    await page.route('**/config.json', async (route) => {
      const config = await (await route.fetch()).json();
      for (const remote of config.remotes) {
        if (remote.name === 'donations')
          remote.navigation.push({ ...remote.navigation[0], path: 'javascript:alert(1)', label: 'Win a prize' });
      }
      await route.fulfill({ json: config });
    });
    const reported = page.waitForRequest((request) => request.url().endsWith('/api/client-errors/') && request.method() === 'POST');
    await logIn(page, 'resident');
    expect((await reported).postDataJSON()).toMatchObject({ source: 'remote-load', remote: 'donations' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'News and information', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Win a prize' })).toHaveCount(0);
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await page.goto('/donations');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  },
);
