import { rspack } from '@rspack/core';

/**
 * Writes version.json: the build's content hash, so an unchanged rebuild keeps its version, and how
 * the build runs on the federation's runtime: the shell provides its runtime to the remotes
 * (`provides`), a remote runs on the one its shell provides (`needs`), each naming the federation's
 * version it was built with. The deploy refuses a remote whose runtime the live shell does not
 * provide (scripts/compose-config.mjs).
 */
export class VersionFilePlugin {
  /** @param {string} name @param {{ provides: string } | { needs: string } | null} federationRuntime */
  constructor(name, federationRuntime) {
    this.name = name;
    this.federationRuntime = federationRuntime;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VersionFilePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const version = process.env.APP_VERSION || compilation.hash.slice(0, 12);
        const body = JSON.stringify({
          app: this.name,
          version,
          built_at: new Date().toISOString(),
          ...(this.federationRuntime ? { federation_runtime: this.federationRuntime } : {}),
        });
        compilation.emitAsset('version.json', new rspack.sources.RawSource(body));
      });
    });
  }
}
