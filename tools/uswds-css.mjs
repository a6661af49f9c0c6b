// The portal's USWDS sheets (decision 014): each compiled with Sass from an app's .scss, which lists
// the USWDS packages it needs (shared/src/styles/_portal-uswds.scss holds the one configuration),
// against the USWDS sources of the shared kit; of USWDS's utilities each sheet keeps only the classes
// its app's sources name. The frame's sheet is served as uswds/css/frame.css beside the package's
// fonts and images, which its url()s reach as ../fonts and ../img; the others go through the bundler.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { compile, info } from 'sass';

const ROOT = path.resolve(import.meta.dirname, '..');
const STYLES_DIR = path.join(ROOT, 'shared/src/styles');
const CACHE_DIR = path.join(import.meta.dirname, 'node_modules/.cache/uswds-css');

export const FRAME_CSS = 'uswds/css/frame.css';
export const FRAME_SOURCE = path.join(ROOT, 'shell/src/styles/frame.scss');
/**
 * What draws the frame, before the scripts run (the shell's first-screen module draws it with the
 * same components) and after: the shell's header, footer and layout, the header's search box and
 * session item, and the public pages the page paints from their first read.
 */
export const FRAME_SOURCES = [
  'shell/src/layout/frame.tsx',
  'shell/src/layout/header.tsx',
  'shell/src/layout/header-search.tsx',
  'shell/src/layout/footer.tsx',
  'shell/src/layout/layout.tsx',
  'shell/src/first-screen/render.tsx',
  'shell/src/info/about-pages.tsx',
  'shared/src/ui/search-box.tsx',
  'shared/src/ui/text-blocks.tsx',
  'shared/src/host/session-nav-item.tsx',
].map((file) => path.join(ROOT, file));

/** The dist folder of the kit's USWDS: the compiled styles, the fonts and the images. */
export function uswdsDist() {
  const css = createRequire(path.join(STYLES_DIR, 'kit.scss')).resolve('@uswds/uswds/css/uswds.min.css');
  return path.dirname(path.dirname(css));
}

const SOURCE = /\.(ts|tsx|mjs|html)$/;

/** Every word of the given files and folders (those that exist): the class names they may use. */
export function sourceWords(paths) {
  const words = new Set();
  for (const entry of paths.filter((candidate) => existsSync(candidate))) {
    const files = statSync(entry).isDirectory() ? readdirSync(entry, { recursive: true }).map((file) => path.join(entry, file)) : [entry];
    for (const file of files) {
      if (!SOURCE.test(file)) continue;
      for (const [word] of readFileSync(file, 'utf8').matchAll(/[a-z][\w:-]*/g)) words.add(word);
    }
  }
  return words;
}

/** The class names a selector or stylesheet names (`tablet\:grid-col-6` as `tablet:grid-col-6`). */
export function classes(css) {
  const rules = css.replace(/\/\*[\s\S]*?\*\/|url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  return new Set([...rules.matchAll(/\.([a-z](?:\\.|[\w-])*)/g)].map(([, name]) => name.replace(/\\(.)/g, '$1')));
}

/** The top-level statements and blocks of compressed CSS. */
function blocks(css) {
  const found = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) {
      found.push(css.slice(start, index + 1));
      start = index + 1;
    } else if (char === ';' && depth === 0) {
      found.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  return found;
}

/** Keeps the rules that name one of the used classes, or none (`[class*=font-body-]`), inside at-rules too. */
function keepUsed(css, used) {
  return blocks(css)
    .map((block) => {
      const open = block.indexOf('{');
      const head = block.slice(0, open);
      const named = [...classes(head)];
      if (!head.startsWith('@')) return named.length === 0 || named.some((name) => used.has(name)) ? block : '';
      const inner = keepUsed(block.slice(open + 1, -1), used);
      return inner ? `${head}{${inner}}` : '';
    })
    .join('');
}

/**
 * Every sheet's rules in one cascade layer, `uswds`: within it they cascade as in USWDS's single
 * sheet (specificity, then order), and the unlayered portal.css comes after them all, whichever
 * sheet arrives last.
 */
const LAYER = 'uswds';
/** A sheet's marker (shared/src/styles/layers/): where a stretch begins, and whether of it only the named classes. */
const MARKER = /\/\*! portal-layer [a-z-]+( named-only)? \*\//;

/**
 * The sheet in its cascade layer; of a stretch marked named-only (utilities, the frame's grid and
 * kit rules), only the rules naming a class that `used` holds.
 */
export function layered(css, used) {
  // A byte order mark (Sass writes one for a sheet with other than ASCII) stays first.
  const bom = css.startsWith('\uFEFF') ? '\uFEFF' : '';
  const [first, ...marked] = css.slice(bom.length).split(MARKER);
  const stretches = [[undefined, first]];
  for (let index = 0; index < marked.length; index += 2) stretches.push(marked.slice(index, index + 2));
  const rules = stretches.map(([namedOnly, stretch]) => (namedOnly ? keepUsed(stretch, used) : stretch)).join('');
  return `${bom}@layer ${LAYER}{${rules}}`;
}

/** The files of the portal's USWDS partials, which every sheet depends on. */
export const partials = () =>
  readdirSync(STYLES_DIR, { recursive: true })
    .map((file) => path.join(STYLES_DIR, file))
    .filter((file) => file.endsWith('.scss'))
    .sort();

/**
 * A sheet compiled, whole. Compiling takes seconds (USWDS is a large Sass project), so the result is
 * kept under node_modules/.cache, keyed by the sheet, the portal's USWDS partials, the USWDS version
 * and the compiler's.
 */
function compiled(file) {
  const packages = path.join(uswdsDist(), '../packages');
  const uswds = JSON.parse(readFileSync(path.join(uswdsDist(), '../package.json'), 'utf8')).version;
  const hash = createHash('sha256').update(`${file}\0${readFileSync(file, 'utf8')}\0${uswds}\0${info}`);
  for (const partial of partials()) hash.update(readFileSync(partial));
  const cached = path.join(CACHE_DIR, `${hash.digest('hex').slice(0, 16)}.css`);
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    // Not compiled yet.
  }
  // USWDS's own sources still use Sass features that are deprecated; they are not ours to change.
  const { css } = compile(file, { loadPaths: [packages, STYLES_DIR], style: 'compressed', quietDeps: true });
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole before it takes its name: builds and tests running at once may read it.
  writeFileSync(`${cached}.${process.pid}`, css);
  renameSync(`${cached}.${process.pid}`, cached);
  return css;
}

/** A sheet, with the utilities the given sources name. */
export function uswdsSheet(file, sources) {
  return layered(compiled(file), sourceWords(sources));
}

/** The frame's sheet, which the page links. */
export const frameCss = () => uswdsSheet(FRAME_SOURCE, FRAME_SOURCES);
