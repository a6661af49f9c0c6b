// The portal's USWDS stylesheet: compiled from the shell's src/uswds.scss (the packages the apps use)
// against the USWDS Sass sources the shell depends on. Served as uswds/css/uswds.min.css beside the
// package's fonts and images, which its url()s reach as ../fonts and ../img.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { compile, info } from 'sass';

export const USWDS_CSS = 'uswds/css/uswds.min.css';
const SHELL_DIR = path.resolve(import.meta.dirname, '../shell');
const SOURCE = path.join(SHELL_DIR, 'src/uswds.scss');
const CACHE_DIR = path.join(import.meta.dirname, 'node_modules/.cache/uswds-css');

/** The dist folder of the shell's USWDS: the compiled styles, the fonts and the images. */
export function uswdsDist() {
  const css = createRequire(path.join(SHELL_DIR, 'package.json')).resolve('@uswds/uswds/css/uswds.min.css');
  return path.dirname(path.dirname(css));
}

/**
 * The stylesheet. Compiling takes seconds (USWDS is a large Sass project), so the result is kept
 * under node_modules/.cache, keyed by the source, the USWDS version and the compiler's.
 */
export function uswdsCss() {
  const packages = path.join(uswdsDist(), '../packages');
  const source = readFileSync(SOURCE, 'utf8');
  const uswds = JSON.parse(readFileSync(path.join(uswdsDist(), '../package.json'), 'utf8')).version;
  const key = createHash('sha256').update(`${source}\0${uswds}\0${info}`).digest('hex').slice(0, 16);
  const cached = path.join(CACHE_DIR, `${key}.css`);
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    // Not compiled yet.
  }
  // USWDS's own sources still use Sass features that are deprecated; they are not ours to change.
  const { css } = compile(SOURCE, { loadPaths: [packages], style: 'compressed', quietDeps: true });
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole before it takes its name: builds and tests running at once may read it.
  writeFileSync(`${cached}.${process.pid}`, css);
  renameSync(`${cached}.${process.pid}`, cached);
  return css;
}
