// The source files of the apps and of the shared package that run in the browser, tests, test
// helpers and the shell's first-screen module (bundled for Node with the whole packages) aside:
// what the checks of the shared libraries' name lists (router-api, zod-api) read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { APPS } from '../tools/apps.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const NOT_IN_BROWSER = /\.test\.|\/testing\/|shell\/src\/first-screen\//;

/** Each source file as [its path from the repository's root, its text]. */
export function* appSources() {
  for (const dir of [...APPS.map((app) => path.join(ROOT, app.dir, 'src')), path.join(ROOT, 'shared/src')]) {
    for (const file of readdirSync(dir, { recursive: true })) {
      const full = path.join(dir, file);
      if (SOURCE.test(file) && !NOT_IN_BROWSER.test(full)) yield [path.relative(ROOT, full), readFileSync(full, 'utf8')];
    }
  }
}
