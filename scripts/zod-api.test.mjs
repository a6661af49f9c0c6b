// The shell shares zod/mini as the functions in tools/zod-api.mjs (see its header): an app taking
// from `z` a function missing from that list, or importing anything but `z` from zod/mini, would get
// undefined from the shared module at run time; one importing classic zod would bundle a zod of its
// own, which the shell does not share.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { appSources, ROOT } from './app-sources.mjs';

/** What the apps take from `z` only as types (`z.infer<typeof schema>`, `z.core.SomeType`), never at run time. */
const TYPE_ONLY = /^(infer|input|output|core)$/;

/** Every use of zod in the apps' (and the shared package's) code, tests aside, with its file. */
function zodUses() {
  const uses = new Map();
  for (const [where, source] of appSources()) {
    for (const [statement, typeOnly, list, from] of source.matchAll(
      /import\s+(type\s+)?(?:\{([^}]*)\}|[^'{]*)\s*from\s+'(zod(?:\/[^']*)?)'/g,
    )) {
      const values = (list ?? '*')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '));
      if (!typeOnly && (from !== 'zod/mini' || values.some((name) => name !== 'z'))) uses.set(statement, where);
    }
    for (const [, name] of source.matchAll(/\bz\.([a-z_][A-Za-z]*)/g)) if (!TYPE_ONLY.test(name)) uses.set(name, where);
    // zod's classes are types here; used as values (instanceof z.ZodError, z.ZodType.create()) they would be missing.
    for (const [use] of source.matchAll(/instanceof\s+z\.[A-Z]\w*|\bz\.[A-Z]\w*\s*[(.]/g)) uses.set(use, where);
  }
  return uses;
}

describe('the shared zod API', () => {
  const provided = readFileSync(path.join(ROOT, 'tools/zod-api.mjs'), 'utf8')
    .match(/export const z = \{([^}]*)\}/)[1]
    .split(',')
    .map((entry) => entry.trim().split(':')[0])
    .filter(Boolean);

  it('provides every function the apps take from z, and nothing else is imported from zod', () => {
    const missing = [...zodUses()].filter(([name]) => !provided.includes(name));
    expect(missing.map(([name, file]) => `${name} (${file}): add it to tools/zod-api.mjs, or take z from zod/mini`)).toEqual([]);
  });

  it('provides nothing the apps do not use', () => {
    const used = new Set(zodUses().keys());
    expect(provided.filter((name) => !used.has(name))).toEqual([]);
  });

  it('finds the uses it checks', () => {
    expect([...zodUses().keys()]).toEqual(expect.arrayContaining(['string', 'object', 'coerce', 'config', '_default']));
  });
});
