import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { catalogSizes, catalogsOverBudget, overBudget, pageAssets } from './first-load.mjs';

const load = (files) => ({
  files,
  js: { raw: 0, gzip: files.filter((f) => f.file.endsWith('.js')).reduce((sum, f) => sum + f.gzip, 0) },
  css: { raw: 0, gzip: files.filter((f) => f.file.endsWith('.css')).reduce((sum, f) => sum + f.gzip, 0) },
});

describe('overBudget', () => {
  const loads = {
    shell: load([
      { file: 'main.abc.js', raw: 0, gzip: 40_960 },
      { file: '12.def.js', raw: 0, gzip: 10_240 },
      { file: 'portal.css', raw: 0, gzip: 1_024 },
    ]),
  };

  it('names the app, its size, its budget and every file with its size', () => {
    expect(overBudget(loads, { shell: { js: 49_152, css: 2_048 } })).toEqual([
      'shell: first-load JS is 50.0 KB gzip, over its budget of 48.0 KB (main.abc.js 40.0 KB, 12.def.js 10.0 KB)',
    ]);
  });

  it('passes a load within its budgets', () => {
    expect(overBudget(loads, { shell: { js: 51_200, css: 1_024 } })).toEqual([]);
  });

  it('checks style sheets against their own budget', () => {
    expect(overBudget(loads, { shell: { js: 51_200, css: 512 } })).toEqual([
      'shell: first-load CSS is 1.0 KB gzip, over its budget of 0.5 KB (portal.css 1.0 KB)',
    ]);
  });

  it("checks the shell's render-blocking style sheets against their own budget", () => {
    const blocking = load([{ file: 'uswds/css/frame.css', raw: 0, gzip: 9_216 }]);
    expect(overBudget({ shell: { ...loads.shell, blocking } }, { shell: { blockingCss: 8_192 } })).toEqual([
      'shell: render-blocking CSS is 9.0 KB gzip, over its budget of 8.0 KB (uswds/css/frame.css 9.0 KB)',
    ]);
    expect(overBudget({ shell: { ...loads.shell, blocking } }, { shell: { blockingCss: 12_288 } })).toEqual([]);
  });

  it('fails an app with a budget but no build output', () => {
    expect(overBudget(loads, { 'mfe-donations': { js: 1 } })).toEqual(['mfe-donations: no build output to measure']);
  });
});

describe('pageAssets', () => {
  it('reads the scripts and style sheets of a built index.html', () => {
    const html =
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/portal.css"><script defer src="/main.1234567890.js"></script>';
    expect(pageAssets(html)).toEqual(['portal.css', 'main.1234567890.js']);
  });

  it("finds a file named under the build's versioned public path at the top of the folder", () => {
    const html = '<link rel="stylesheet" href="/uswds/css/frame.css"><script src="/shell/abc/main.1234567890.js"></script>';
    const inDist = (file) => ['uswds/css/frame.css', 'main.1234567890.js'].includes(file);
    expect(pageAssets(html, inDist)).toEqual(['uswds/css/frame.css', 'main.1234567890.js']);
  });
});

describe("each app's catalogs", () => {
  it('are measured as the build ships them, per language and part, the kit’s with them', () => {
    const sizes = catalogSizes(path.resolve(import.meta.dirname, '..'));
    expect(Object.keys(sizes)).toEqual(expect.arrayContaining(['shared', 'shell', 'mfe-donations']));
    expect(sizes['mfe-donations'].es.pages).toBeGreaterThan(sizes['mfe-donations'].en.pages * 0.8);
    // The first words are the small part: the frame's, home's and the titles.
    expect(sizes.shell.en.first).toBeLessThan(sizes.shell.en.pages);
  });

  it('fail the budgets when one language’s part is over its app’s, or an app’s have none', () => {
    const sizes = {
      'mfe-donations': { en: { first: 500, pages: 1800 }, es: { first: 700, pages: 2300 } },
      'mfe-new': { en: { first: 1, pages: 1 } },
    };
    expect(catalogsOverBudget(sizes, { 'mfe-donations': { firstWords: 600, catalog: 2176 } })).toEqual([
      'mfe-donations: its first words in es are 0.7 KB gzip, over their budget of 0.6 KB',
      'mfe-donations: its pages’ words in es are 2.2 KB gzip, over their budget of 2.1 KB',
      'mfe-new: its first words have no budget (its package.json\'s budgets, "firstWords")',
      'mfe-new: its pages’ words have no budget (its package.json\'s budgets, "catalog")',
    ]);
  });
});
