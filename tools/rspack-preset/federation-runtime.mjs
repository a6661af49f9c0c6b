// The federation runtime as ES modules (decision 026): the aliases that take its packages' public
// ES-module entries where rspack's plugin resolves their CommonJS files, and the check that fails a
// build in which any CommonJS file of theirs is left.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The federation runtime from its packages' public ES-module entries (their `./bundler` export, or
 * the `import` condition of their main export) instead of the CommonJS files rspack's plugin picks
 * (it resolves them with `require`), so that the build can shake and concatenate them: the same
 * modules, a third of the bytes in a remote entry. Decision 026.
 */
export function federationRuntimeAliases() {
  const enhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
  const toolsEntry = enhanced.resolve('@module-federation/runtime-tools/bundler');
  const tools = createRequire(toolsEntry);
  const plugin = enhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
  return {
    '@module-federation/runtime': tools.resolve('@module-federation/runtime/bundler'),
    [tools.resolve('@module-federation/webpack-bundler-runtime')]: tools.resolve('@module-federation/webpack-bundler-runtime/bundler'),
    [plugin]: importEntry(plugin),
  };
}

/** The `import` entry a package's manifest publishes for its main export, from the file `require` gave. */
function importEntry(required) {
  let dir = path.dirname(required);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const main = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports['.'].import;
  return path.join(dir, typeof main === 'string' ? main : main.default);
}

const NAME = 'FederationRuntimeCheck';
const FEDERATION_CJS = /[\\/]@module-federation[\\/].*\.cjs$/;

/** Fails the build when a CommonJS file of the federation's packages is among its modules. */
export class FederationRuntimeCheck {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const files = [...new Set([...modules].map((module) => module.resource ?? '').filter((file) => FEDERATION_CJS.test(file)))];
        if (files.length === 0) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `The federation runtime is to be built from its ES-module entries (decision 026), but these CommonJS files are in the build: ${files.join(', ')}. ` +
              'Add their package to federationRuntimeAliases (tools/rspack-preset/federation-runtime.mjs).',
          ),
        );
      });
    });
  }
}
