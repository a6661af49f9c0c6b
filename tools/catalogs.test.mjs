import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { compileCatalog, pseudoText } from './catalog-loader.mjs';

// An app's build compiles its catalogs through tools/catalog-loader.mjs (decision 022): a mistake in
// one fails the build, naming the file and the key.

let dir;
async function catalogs(files) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'catalogs-'));
  await mkdir(path.join(dir, 'mfe-test/locales'), { recursive: true });
  for (const [code, messages] of Object.entries(files))
    await writeFile(path.join(dir, 'mfe-test/locales', `${code}.json`), JSON.stringify(messages));
  return (code) => path.join(dir, 'mfe-test/locales', `${code}.json`);
}
afterEach(() => rm(dir, { recursive: true, force: true }));

const ENGLISH = { 'donate.heading': 'Make a donation', 'cause.donors': '{count, plural, one {# donor} other {# donors}}' };

describe("an app's catalogs", () => {
  it('compile to the runtime’s format, plurals included', async () => {
    const file = await catalogs({
      en: ENGLISH,
      es: { 'donate.heading': 'Hacer una donación', 'cause.donors': '{count, plural, one {# donante} other {# donantes}}' },
    });
    expect(compileCatalog({ file: file('es') })).toEqual({
      'donate.heading': ['Hacer una donación'],
      'cause.donors': [['count', 'plural', { one: ['#', ' donante'], other: ['#', ' donantes'] }]],
    });
  });

  it('fail the build on a key English has and a language lacks', async () => {
    const file = await catalogs({ en: ENGLISH, es: { 'donate.heading': 'Hacer una donación' } });
    expect(() => compileCatalog({ file: file('es') })).toThrow('mfe-test/locales/es.json has no message "cause.donors" (English has it).');
  });

  it('fail the build on a key English does not have', async () => {
    const file = await catalogs({ en: { a: 'A' }, es: { a: 'A', b: 'B' } });
    expect(() => compileCatalog({ file: file('es') })).toThrow('mfe-test/locales/es.json has "b", which English does not');
  });

  it('fail the build on a message that is not ICU MessageFormat', async () => {
    const file = await catalogs({ en: { a: 'A {count, plural, one {x}' } });
    expect(() => compileCatalog({ file: file('en') })).toThrow('mfe-test/locales/en.json: "a" is not ICU MessageFormat');
  });

  it('fail the build on a translation naming other variables than its English', async () => {
    const file = await catalogs({ en: { pay: 'Pay {amount}' }, es: { pay: 'Pagar {cantidad}' } });
    expect(() => compileCatalog({ file: file('es') })).toThrow('mfe-test/locales/es.json: "pay" names {cantidad}, English names {amount}.');
  });

  it('fail the build on a date or time placeholder, which the kit’s formatters write instead', async () => {
    const file = await catalogs({ en: { due: 'Due {when, date, long}' } });
    expect(() => compileCatalog({ file: file('en') })).toThrow('mfe-test/locales/en.json: "due" has a {…, date} placeholder');
  });

  it('give a part: the first words the app’s package.json lists, or the rest, its pages’', async () => {
    const file = await catalogs({ en: { 'widget.title': 'Latest', 'widget.more': 'More', 'news.title': 'News', widgets: 'All' } });
    await writeFile(path.join(dir, 'mfe-test/package.json'), JSON.stringify({ firstWords: ['widget'] }));
    expect(Object.keys(compileCatalog({ file: file('en'), part: 'first' }))).toEqual(['widget.title', 'widget.more']);
    expect(Object.keys(compileCatalog({ file: file('en'), part: 'pages' }))).toEqual(['news.title', 'widgets']);
  });

  it('give the pseudo-locale from English: every letter accented, each text a third longer, variables kept', async () => {
    const file = await catalogs({ en: { pay: 'Pay {amount} now' } });
    expect(compileCatalog({ file: file('en'), pseudo: true })).toEqual({ pay: ['Þáý ~', ['amount'], ' ñóŵ~'] });
    expect(pseudoText('Log in')).toBe('Ĺóĝ íñ~~');
    expect(pseudoText(' (')).toBe(' (');
  });
});
