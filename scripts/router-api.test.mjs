// The shell shares react-router as the list of names in tools/router-api.mjs (see its header): an
// app importing a name missing from that list would get undefined from the shared module at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { appSources, ROOT } from './app-sources.mjs';

/** The names an export or import list `{ a, type B, c as d }` takes from its module (types left out). */
function names(list) {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);
}

/** Every value an app's (or the shared package's) code, tests aside, imports from react-router. */
function routerImports() {
  const used = new Map();
  for (const [where, source] of appSources()) {
    for (const [, typeOnly, list] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
      if (!typeOnly) for (const name of names(list)) used.set(name, where);
    }
    for (const [statement] of source.matchAll(
      /import\s+(?:\*\s+as\s+\w+|\w+)\s+from\s+'react-router[^']*'|from\s+'react-router\/[^']*'/g,
    )) {
      used.set(statement, where);
    }
  }
  return used;
}

describe('the shared router API', () => {
  const provided = names(readFileSync(path.join(ROOT, 'tools/router-api.mjs'), 'utf8').match(/export\s*\{([^}]*)\}/)[1]);

  it('provides every name the apps import from react-router', () => {
    const missing = [...routerImports()].filter(([name]) => !provided.includes(name));
    expect(missing.map(([name, file]) => `${name} (${file}): add it to tools/router-api.mjs`)).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect([...routerImports().keys()]).toEqual(expect.arrayContaining(['Link', 'useNavigate', 'createBrowserRouter']));
  });
});
