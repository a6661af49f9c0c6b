import { rspack } from '@rspack/core';

/** Writes version.json: the build's content hash, so an unchanged rebuild keeps its version. */
export class VersionFilePlugin {
  constructor(name) {
    this.name = name;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VersionFilePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const version = process.env.APP_VERSION || compilation.hash.slice(0, 12);
        const body = JSON.stringify({ app: this.name, version, built_at: new Date().toISOString() });
        compilation.emitAsset('version.json', new rspack.sources.RawSource(body));
      });
    });
  }
}
