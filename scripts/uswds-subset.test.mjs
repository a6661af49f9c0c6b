// The shell serves USWDS as the subset in shell/src/uswds.scss (see tools/uswds-css.mjs), for every
// app: a USWDS class an app uses but the subset leaves out would leave that element unstyled.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { uswdsCss, uswdsDist } from '../tools/uswds-css.mjs';
import { APPS } from './apps.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|html)$/;

/** The class names a stylesheet's selectors name (`tablet\:grid-col-6` as `tablet:grid-col-6`). */
function classes(css) {
  const rules = css.replace(/\/\*[\s\S]*?\*\/|url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  return new Set([...rules.matchAll(/\.([a-z](?:\\.|[\w-])*)/g)].map(([, name]) => name.replace(/\\(.)/g, '$1')));
}

/** Every word of the apps' and the shared package's sources, tests included, with the file it is in. */
function words(dirs) {
  const found = new Map();
  for (const dir of dirs) {
    for (const file of readdirSync(dir, { recursive: true })) {
      if (!SOURCE.test(file)) continue;
      const full = path.join(dir, file);
      for (const [word] of readFileSync(full, 'utf8').matchAll(/[a-z][\w:-]*/g)) found.set(word, path.relative(ROOT, full));
    }
  }
  return found;
}

describe("the shell's USWDS subset", () => {
  const dirs = [...APPS.map((app) => path.join(ROOT, app.dir, 'src')), path.join(ROOT, 'shell/public'), path.join(ROOT, 'shared/src')];
  const full = classes(readFileSync(path.join(uswdsDist(), 'css/uswds.min.css'), 'utf8'));
  // Compiling USWDS takes seconds the first time (then it is cached).
  const subset = classes(uswdsCss());
  const used = [...words(dirs)].filter(([word]) => full.has(word));

  it('styles every USWDS class the apps use', () => {
    const missing = used.filter(([name]) => !subset.has(name));
    expect(missing.map(([name, file]) => `${name} (${file}): add its package or utility to shell/src/uswds.scss`)).toEqual([]);
  });

  it("styles the kit's own pieces: every StatusTag tone, the summary list, panel, empty state, pager, search box, tabs and file status", () => {
    const tones = ['info', 'success', 'warning', 'error', 'neutral', 'pending'].map((tone) => `portal-tag--${tone}`);
    const pieces = [
      'portal-summary-list__row',
      'portal-panel',
      'portal-panel__reference',
      'portal-empty-state',
      'portal-pager__status',
      'portal-search__row',
      'portal-tabs__link',
      'portal-file-status',
    ];
    expect([...tones, ...pieces].filter((name) => !subset.has(name))).toEqual([]);
  });

  it('finds the classes it checks, and is a subset', () => {
    expect(used.map(([name]) => name)).toEqual(
      expect.arrayContaining(['usa-button', 'margin-top-3', 'tablet:grid-col-6', 'usa-radio__input--tile']),
    );
    expect(subset.size).toBeLessThan(full.size / 2);
  });
});
