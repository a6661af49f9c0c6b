// An app's module bundled on its own to run in Node at build time: its `import()`s left alone, never
// run. The navigation step reads an app's declarations this way; the shell's first screen is drawn
// this way by the deploy.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

import { rspack } from '@rspack/core';

/** A style sheet an app imports for the browser means nothing in Node: it is kept as text, never compiled. */
const STYLE_SHEET = /\.s?css$/;
const isStyleRule = (rule) => rule.test instanceof RegExp && (rule.test.test('sheet.scss') || rule.test.test('sheet.css'));

/**
 * The CommonJS code of `module` for Node. With `packagesFromApp`, the packages it imports (all but
 * the portal's own) stay `require`s, to be taken from the app's node_modules when it runs; without,
 * everything is in the one file, which then runs with Node alone.
 */
export async function bundleForNode({ dirname, module, rules, packagesFromApp }) {
  const out = path.join(dirname, 'node_modules/.cache/node-bundle', randomUUID());
  await mkdir(out, { recursive: true });
  try {
    const stats = await new Promise((resolve, reject) => {
      rspack(
        {
          mode: packagesFromApp ? 'none' : 'production',
          target: 'node',
          context: dirname,
          entry: { main: module },
          devtool: false,
          output: { path: out, filename: 'main.cjs', library: { type: 'commonjs2' } },
          resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
          module: {
            rules: [...rules.filter((rule) => !isStyleRule(rule)), { test: STYLE_SHEET, type: 'asset/source' }],
            parser: { javascript: { importDynamic: false } },
          },
          externals: packagesFromApp
            ? [
                ({ request }, callback) =>
                  callback(null, /^[@a-z]/.test(request) && !request.startsWith('@portal/') ? `commonjs ${request}` : undefined),
              ]
            : [],
          optimization: { minimize: false, splitChunks: false },
          plugins: [],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    return await readFile(path.join(out, 'main.cjs'), 'utf8');
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
