// Writes dist/first-screen.cjs: the shell's first-screen module (src/first-screen/render.tsx) with
// everything it imports, React's static rendering included, in one CommonJS file that runs with
// Node alone. The deploy runs the live shell's copy to draw the page's first screen from the live
// config (scripts/first-screen.mjs), so the frame is the shell's own components, never a copy.
import { rspack } from '@rspack/core';

import { SHELL } from '../apps.mjs';
import { bundleForNode } from './node-bundle.mjs';

export class FirstScreenPlugin {
  /** @param {{ dirname: string, module: string, rules: object[] }} options the shell, its first-screen module and the build's module rules */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FirstScreenPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const code = await bundleForNode({ ...this.options, packagesFromApp: false });
          compilation.emitAsset(SHELL.firstScreen, new rspack.sources.RawSource(code));
        },
      );
    });
  }
}
