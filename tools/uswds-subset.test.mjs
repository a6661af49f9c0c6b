// Every app styles its USWDS classes with the sheets it can rely on (decision 014): the frame's, which
// the page links; the kit's, which the shell provides with the kit; and its own, which ships with its
// build. A class none of them holds would leave its element unstyled; one the frame lacks would move
// the first screen when the rest arrives.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { APPS } from './apps.mjs';
import { classes, FRAME_SOURCES, frameCss, layered, sourceWords, uswdsDist, uswdsSheet } from './uswds-css.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const KIT = path.join(ROOT, 'shared/src/styles/kit.scss');
/** Each app's own sheet, which its build compiles and ships. */
const OWN_SHEET = { shell: 'src/styles/pages.scss' };

describe("the apps' USWDS sheets", () => {
  const full = classes(readFileSync(path.join(uswdsDist(), 'css/uswds.min.css'), 'utf8'));
  // Compiling USWDS takes seconds the first time (then it is cached).
  const frame = classes(frameCss());
  const kit = classes(uswdsSheet(KIT, [path.join(ROOT, 'shared/src')]));
  const used = (sources) => [...sourceWords(sources)].filter((word) => full.has(word));

  it.each(APPS.map((app) => [app.dir, app]))('%s: every USWDS class it uses is in the frame, the kit or its own sheet', (_dir, app) => {
    const sources = [path.join(ROOT, app.dir, 'src')];
    const own = classes(uswdsSheet(path.join(ROOT, app.dir, OWN_SHEET[app.dir] ?? 'src/styles.scss'), sources));
    const missing = used(sources).filter((name) => !frame.has(name) && !kit.has(name) && !own.has(name));
    expect(missing.map((name) => `${name}: add its package to ${app.dir}'s sheet`)).toEqual([]);
  });

  it('the kit: every USWDS class of its components is in the frame or the kit', () => {
    const missing = used([path.join(ROOT, 'shared/src')]).filter((name) => !frame.has(name) && !kit.has(name));
    expect(missing.map((name) => `${name}: add its package to shared/src/styles/kit.scss`)).toEqual([]);
  });

  it('the frame: every USWDS class of what draws it before the scripts is in its own sheet', () => {
    // The header's SearchBox has its label hidden, no hint and no error, and portal.css takes away its
    // form group's margin: the states of a form field come with the kit's sheet (decision 014).
    const fieldStates = new Set([
      'usa-form-group',
      'usa-form-group--error',
      'usa-label',
      'usa-label--error',
      'usa-hint',
      'usa-error-message',
    ]);
    const missing = used(FRAME_SOURCES).filter((name) => !frame.has(name) && !fieldStates.has(name));
    expect(missing.map((name) => `${name}: add its package to shell/src/styles/frame.scss`)).toEqual([]);
  });

  it("the kit's own pieces: every StatusTag tone, the summary list, panel, empty state, pager, search box, tabs and file status", () => {
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
    expect([...tones, ...pieces].filter((name) => !kit.has(name))).toEqual([]);
  });

  it('finds the classes it checks, and keeps of the utilities only those named', () => {
    expect(used([...APPS.map((app) => path.join(ROOT, app.dir, 'src')), path.join(ROOT, 'shared/src')])).toEqual(
      expect.arrayContaining(['usa-button', 'margin-top-3', 'tablet:grid-col-6', 'usa-radio__input--tile']),
    );
    expect(kit.size + frame.size).toBeLessThan(full.size / 2);
    // A utility no source names is left out: `margin-top-10` is in USWDS's margin family.
    expect(full.has('margin-top-10') && !frame.has('margin-top-10') && !kit.has('margin-top-10')).toBe(true);
  });

  it('puts a sheet in its layer, and of a named-only stretch keeps the named rules and those naming no class', () => {
    const sheet =
      '.usa-a{color:red}/*! portal-layer uswds-utilities named-only */.margin-0{margin:0}.margin-1{margin:1px}[class*=font-body-]{font-family:x}@media print{.margin-1{margin:0}}' +
      '/*! portal-layer portal-kit */.portal-x{display:block}';
    expect(layered(sheet, new Set(['margin-0']))).toBe(
      '@layer uswds{.usa-a{color:red}.margin-0{margin:0}[class*=font-body-]{font-family:x}.portal-x{display:block}}',
    );
  });
});
