// What code a page's scripts carry. Gzip does not add up by part, so each file's gzip size is
// shared out over its sources in proportion to their bytes in the minified file, which the file's
// source map gives; bytes the map does not place count as the portal's.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { SourceMapConsumer } from 'source-map-js';

/** The libraries DESIGN.md and TOOLCHAIN.md build the front end on, then the federation's runtime. */
export const LIBRARIES = [
  ['React (react, react-dom, scheduler)', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['React Router', /\/node_modules\/react-router\//],
  ['TanStack Query', /\/node_modules\/@tanstack\//],
  ['zod', /\/node_modules\/zod\//],
];
/** The federation runtime's group: `@module-federation/*`. */
export const FEDERATION_RUNTIME = 'federation runtime (`@module-federation/*`)';
const FEDERATION = [FEDERATION_RUNTIME, /\/node_modules\/@module-federation\//];
const PORTAL = "the portal's code and the rest (its other libraries, the bundler's runtime)";
const GROUPS = [...LIBRARIES, FEDERATION];

const groupOf = (source) => GROUPS.find(([, pattern]) => pattern.test(source ?? ''))?.[0] ?? PORTAL;

/** One script's bytes by group: raw bytes of the minified file attributed through its source map. */
function rawByGroup(code, map) {
  const byGroup = new Map();
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const segments = [];
  new SourceMapConsumer(map).eachMapping((mapping) =>
    segments.push([lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn, groupOf(mapping.source)]),
  );
  segments.sort((a, b) => a[0] - b[0]);
  let placed = 0;
  segments.forEach(([start, group], index) => {
    const length = (segments[index + 1]?.[0] ?? code.length) - start;
    byGroup.set(group, (byGroup.get(group) ?? 0) + length);
    placed += length;
  });
  byGroup.set(PORTAL, (byGroup.get(PORTAL) ?? 0) + code.length - placed);
  return byGroup;
}

/** Gzip bytes by group over the given script files (each read with its `.map` beside it, if any). */
export function codeOrigins(files) {
  const totals = new Map(GROUPS.map(([name]) => [name, 0]).concat([[PORTAL, 0]]));
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    const mapFile = `${file}.map`;
    const byGroup = existsSync(mapFile) ? rawByGroup(code, JSON.parse(readFileSync(mapFile, 'utf8'))) : new Map([[PORTAL, code.length]]);
    for (const [group, raw] of byGroup) totals.set(group, totals.get(group) + (gzip * raw) / (code.length || 1));
  }
  return totals;
}
