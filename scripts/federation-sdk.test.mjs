// Remotes' builds give webpack-bundler-runtime's remotes.cjs a slim SDK (tools/federation-sdk-for-remotes.mjs):
// it must export every name the runtime takes from the SDK, or a remote would fail to load.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';

const tools = path.resolve(import.meta.dirname, '../tools');
const enhanced = createRequire(path.join(tools, 'package.json')).resolve('@module-federation/enhanced');
const runtimeDist = path.dirname(createRequire(enhanced).resolve('@module-federation/webpack-bundler-runtime'));

it('the slim SDK of remotes exports every name their federation runtime uses', () => {
  const used = new Set();
  for (const file of readdirSync(runtimeDist).filter((name) => name.endsWith('.cjs'))) {
    for (const [, name] of readFileSync(path.join(runtimeDist, file), 'utf8').matchAll(/_module_federation_sdk\.(\w+)/g)) used.add(name);
  }
  const slim = readFileSync(path.join(tools, 'federation-sdk-for-remotes.mjs'), 'utf8').match(/export\s*\{([^}]*)\}/)[1];
  const exported = slim.split(',').map((name) => name.trim());
  expect(used.size).toBeGreaterThan(0);
  expect([...used].filter((name) => !exported.includes(name))).toEqual([]);
});
