import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { DEPLOY_DIR, goLive, readJson } from '../../scripts/deploy.mjs';
import { liveVersions } from './deploys';
import { expect, logIn, test, type DEMO } from './support';

// A third language is data: a config that lists the pseudo-locale (every word of the catalogs
// accented and a third longer) offers it like any other, with no code changed. Read in it, every
// page kind shows no word that is not from a catalog, but for what the API answered (content,
// names, references), the page's own path, and dates and times (the kit's formatters write the
// pseudo-locale's as English does): a word in plain letters is one that bypassed the catalogs.

const PSEUDO = { code: 'en-XA', name: 'Ƥšéúđó' };

type Who = keyof typeof DEMO | null;
/**
 * At a phone's width too (`phone`) where the words a person sees there differ: the header's menu
 * (logged out and in), filters, and tables read as stacked rows with each cell's label.
 */
const PAGES: { kind: string; who: Who; path: string; phone?: true }[] = [
  { kind: 'login', who: null, path: '/login', phone: true },
  { kind: 'registration', who: null, path: '/register' },
  { kind: 'information', who: null, path: '/about-us' },
  { kind: 'not found', who: null, path: '/no-such-page' },
  { kind: 'home', who: 'resident', path: '/', phone: true },
  { kind: 'list', who: 'resident', path: '/news', phone: true },
  { kind: 'poll list', who: 'resident', path: '/polls' },
  { kind: 'form', who: 'resident', path: '/complaints/lodge' },
  { kind: 'dispute form', who: 'resident', path: '/services/disputes' },
  { kind: 'donation', who: 'resident', path: '/donations/donate' },
  { kind: 'profile', who: 'resident', path: '/users/profile' },
  { kind: 'search', who: 'resident', path: '/search?q=park' },
  { kind: 'staff list', who: 'super', path: '/departments', phone: true },
  { kind: 'configuration list', who: 'super', path: '/configuration/news', phone: true },
  { kind: 'configuration form', who: 'super', path: '/configuration/news/create' },
  { kind: 'cases', who: 'super', path: '/complaints', phone: true },
  { kind: 'donations', who: 'super', path: '/donations' },
];

/** Every run of plain letters on the page, in its text and the attributes a person hears or reads, outside `<time>`. */
async function plainWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const runs: string[] = [];
    const take = (text: string | null) => runs.push(...((text ?? '').match(/[A-Za-z][A-Za-z'’-]*/g) ?? []));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript, time')) continue;
      // Words marked as another language's on purpose: content in English, a version's label in Spanish.
      if (parent.closest('[lang]') !== document.documentElement) continue;
      if (!parent.checkVisibility({ visibilityProperty: true }) && !parent.closest('.usa-sr-only')) continue;
      take(node.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
      if (element.closest('[lang]') === document.documentElement)
        for (const name of ['aria-label', 'alt', 'title', 'placeholder']) take(element.getAttribute(name));
    return runs;
  });
}

test.describe('@alone the pseudo-locale', () => {
  test.beforeAll(async () => {
    const settings = await readJson(path.join(DEPLOY_DIR, 'shell', (await liveVersions()).shell!, 'config.json'));
    const config = path.join(await mkdtemp(path.join(os.tmpdir(), 'portal-config-')), 'config.json');
    await writeFile(
      config,
      JSON.stringify({ ...settings, allowRemoteOverrides: undefined, remotes: [], languages: [...settings.languages, PSEUDO] }),
    );
    process.env.DEPLOY_CONFIG = config;
    await goLive([]);
  });
  test.afterAll(async () => {
    delete process.env.DEPLOY_CONFIG;
    await goLive([]);
  });

  for (const { kind, who, path: to, phone } of PAGES) {
    test(`${kind}: every word from a catalog but what the API answered${phone ? ' @phone' : ''}`, async ({ page }) => {
      // What the API answered (content, names, references) and the config's own words (the portal's
      // name, the languages' names) are data, not catalog words.
      // Each answer's body as it is read: taken in full before the page's words are checked. A body
      // the browser no longer holds (read after the page moved on) is asked for again, as the page asked.
      const data: Promise<string>[] = [];
      page.on('response', (response) => {
        if (!/\/api\/|\/config\.json/.test(response.url()) || !(response.headers()['content-type'] ?? '').includes('json')) return;
        data.push(
          response.text().catch(() =>
            page.request
              .get(response.url())
              .then((again) => again.text())
              .catch(() => ''),
          ),
        );
      });
      if (who) await logIn(page, who);
      await page.goto(`${to}${to.includes('?') ? '&' : '?'}lang=${PSEUDO.code}`);
      await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO.code);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('h1')).not.toHaveText(/^[\sA-Za-z]*$/);
      // Month names and the half of the day, as the formatters write them.
      const calendar = await page.evaluate(() => {
        const months = Array.from({ length: 12 }, (_, month) =>
          new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date(2026, month, 1)),
        );
        return [...months, 'AM', 'PM'];
      });
      const words = await plainWords(page);
      // Every answer the page drew its words from, including one whose event came after the check above.
      let answers: string[] = [];
      while (answers.length < data.length) answers = await Promise.all(data);
      const corpus = [...answers, to, ...calendar].join('\n');
      const bypassed = [...new Set(words.filter((word) => !corpus.includes(word)))];
      expect(bypassed, `words on ${to} that are in no catalog and came from no answer`).toEqual([]);
    });
  }
});
