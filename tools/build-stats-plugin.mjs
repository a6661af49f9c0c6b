// Writes dist/build-stats.json: each chunk's files and the requests that load it, so that the
// byte budgets (scripts/check-budgets.mjs) can tell what a page loads at start-up.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class BuildStatsPlugin {
  apply(compiler) {
    compiler.hooks.done.tapPromise('BuildStatsPlugin', async (stats) => {
      if (stats.hasErrors()) return;
      const { chunks = [], entrypoints = {} } = stats.toJson({ all: false, chunks: true, chunkOrigins: true, entrypoints: true, ids: true });
      const body = {
        entrypoints: Object.fromEntries(Object.entries(entrypoints).map(([name, entry]) => [name, entry.assets.map((asset) => asset.name)])),
        chunks: chunks.map((chunk) => ({
          id: chunk.id,
          files: chunk.files.filter((file) => !file.endsWith('.map')),
          initial: chunk.initial,
          origins: [...new Set(chunk.origins.map((origin) => origin.request).filter(Boolean))],
        })),
      };
      await mkdir(compiler.options.output.path, { recursive: true });
      await writeFile(path.join(compiler.options.output.path, 'build-stats.json'), JSON.stringify(body, null, 1));
    });
  }
}
