#!/usr/bin/env node
// The API as JavaScript for production (`pnpm --filter @portal/api build`, which the root `pnpm build`
// runs): dist/ mirrors src/ file for file, so that what reads files relative to its own module
// (migrations in drizzle/, data/, the route folders @fastify/autoload walks) finds them from dist/
// as it does from src/. Each module is compiled on its own with its imports rewritten to the
// emitted .js files; packages stay imports from node_modules. The workspace modules it imports
// (@portal/shared/contracts, access, writing and interpret, TypeScript that Node cannot load, and early-errors) are
// each compiled once into dist/vendor (portal-shared-contracts.js, …), which every module that
// imports them imports instead: dist/ runs without the workspace. The message catalogs (src/locales and
// the kit's) are bundled into the module that imports them.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { build } from 'esbuild';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const SRC = path.join(API_DIR, 'src');
// `--outdir <folder>`: another folder of the api package than dist/ (a test's), at the same depth.
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const OUT = path.join(API_DIR, values.outdir);
if (path.dirname(OUT) !== path.resolve(API_DIR)) throw new Error(`--outdir must be a folder of ${API_DIR}, as dist/ is`);
/** The workspace modules the API imports, each with the file dist/vendor holds it in. */
const VENDORED = new Map(
  ['contracts', 'access', 'writing', 'early-errors', 'interpret'].map((name) => [
    `@portal/shared/${name}`,
    { entry: fileURLToPath(import.meta.resolve(`@portal/shared/${name}`)), out: path.join(OUT, `vendor/portal-shared-${name}.js`) },
  ]),
);

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.endsWith('.test.ts'))
  .map((file) => path.join(SRC, file));

const isSource = (file) => file.startsWith(SRC + path.sep);
/** The kit's message catalogs, which the API answers with too (lib/i18n.ts). */
const CATALOGS = /^@portal\/shared\/locales\/[\w-]+\.json$/;
const emitted = (source) => path.join(OUT, path.relative(SRC, source)).replace(/\.ts$/, '.js');
/** The specifier of `target` (an emitted file) from the file emitted for `importer`. */
function specifier(importer, target) {
  const relative = path
    .relative(path.dirname(emitted(importer)), target)
    .split(path.sep)
    .join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Keeps every import of an API module an import, pointed at what dist/ holds. */
const modulePerFile = {
  name: 'module-per-file',
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData?.resolving) return undefined;
      const bare = !/^[./]/.test(args.path);
      if (!isSource(args.importer)) {
        // Inside a vendored module: its own modules are bundled, packages (zod) stay imports.
        return bare ? { path: args.path, external: true } : undefined;
      }
      const vendored = VENDORED.get(args.path);
      if (vendored) return { path: specifier(args.importer, vendored.out), external: true };
      // The kit's message catalogs are data: bundled into the module that imports them.
      if (CATALOGS.test(args.path)) return undefined;
      if (args.path.startsWith('@portal/')) {
        return {
          errors: [{ text: `the API imports only ${[...VENDORED.keys()].join(' and ')} of the workspace packages, not ${args.path}` }],
        };
      }
      if (bare) return { path: args.path, external: true };
      const resolved = await esbuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { resolving: true } });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      // So are the API's own (src/locales/*.json).
      if (isSource(resolved.path) && resolved.path.endsWith('.json')) return undefined;
      if (!isSource(resolved.path) || !resolved.path.endsWith('.ts')) {
        return { errors: [{ text: `${args.path} is not a TypeScript module of src/: dist/ would not have it` }] };
      }
      return { path: specifier(args.importer, emitted(resolved.path)), external: true };
    });
  },
};

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: [
    ...sources,
    ...[...VENDORED.values()].map(({ entry, out }) => ({ in: entry, out: path.relative(OUT, out).replace(/\.js$/, '') })),
  ],
  outdir: OUT,
  outbase: SRC,
  bundle: true,
  plugins: [modulePerFile],
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`API built: ${sources.length} modules, and ${[...VENDORED.keys()].join(', ')} in ${path.relative(process.cwd(), OUT) || '.'}`);
