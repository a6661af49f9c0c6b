// The shell shares react-router as the list of names in tools/router-api.mjs (see its header): an
// app importing a name missing from that list would get undefined from the shared module at run time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS } from './apps.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.|\/testing\//;

/** The names an export or import list `{ a, type B, c as d }` takes from its module (types left out). */
function names(list) {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);
}

/** Every value an app's (or the shared package's) code, tests aside, imports from react-router. */
function routerImports(dirs) {
  const used = new Map();
  for (const dir of dirs) {
    for (const file of readdirSync(dir, { recursive: true })) {
      const full = path.join(dir, file);
      if (!SOURCE.test(file) || TEST.test(full)) continue;
      const source = readFileSync(full, 'utf8');
      for (const [, typeOnly, list] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
        if (!typeOnly) for (const name of names(list)) used.set(name, path.relative(ROOT, full));
      }
      for (const [statement] of source.matchAll(/import\s+(?:\*\s+as\s+\w+|\w+)\s+from\s+'react-router[^']*'|from\s+'react-router\/[^']*'/g)) {
        used.set(statement, path.relative(ROOT, full));
      }
    }
  }
  return used;
}

describe('the shared router API', () => {
  const provided = names(readFileSync(path.join(ROOT, 'tools/router-api.mjs'), 'utf8').match(/export\s*\{([^}]*)\}/)[1]);
  const dirs = [...APPS.map((app) => path.join(ROOT, app.dir, 'src')), path.join(ROOT, 'shared/src')];

  it('provides every name the apps import from react-router', () => {
    const missing = [...routerImports(dirs)].filter(([name]) => !provided.includes(name));
    expect(missing.map(([name, file]) => `${name} (${file}): add it to tools/router-api.mjs`)).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect([...routerImports(dirs).keys()]).toEqual(expect.arrayContaining(['Link', 'useNavigate', 'createBrowserRouter']));
  });
});
