// Writes dist/build-stats.json: each chunk's files and the requests that load it, so that the
// byte budgets (scripts/check-budgets.mjs) can tell what a page loads at start-up.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Entry points' files and each chunk's files and origins, from rspack's stats. */
export function buildStats(stats) {
  const { chunks = [], entrypoints = {} } = stats.toJson({ all: false, chunks: true, chunkOrigins: true, entrypoints: true, ids: true });
  return {
    entrypoints: Object.fromEntries(Object.entries(entrypoints).map(([name, entry]) => [name, entry.assets.map((asset) => asset.name)])),
    chunks: chunks.map((chunk) => ({
      id: chunk.id,
      files: chunk.files.filter((file) => !file.endsWith('.map')),
      initial: chunk.initial,
      origins: [...new Set(chunk.origins.map((origin) => origin.request).filter(Boolean))],
      // Loaded by the factory of a shared library this build provides (not only as a fallback).
      provides: chunk.origins.some((origin) => origin.moduleName?.startsWith('provide shared module')),
    })),
  };
}

/**
 * What a host runs before its first render, besides its page's own scripts: the chunks of its
 * `import('./bootstrap')` and those of the shared libraries it provides (the shell uses them all).
 */
export function startupChunks(stats) {
  return [
    ...new Set(stats.chunks.filter((chunk) => chunk.provides || chunk.origins.includes('./bootstrap')).flatMap((chunk) => chunk.files)),
  ];
}

export class BuildStatsPlugin {
  apply(compiler) {
    compiler.hooks.done.tapPromise('BuildStatsPlugin', async (stats) => {
      if (stats.hasErrors()) return;
      await mkdir(compiler.options.output.path, { recursive: true });
      await writeFile(path.join(compiler.options.output.path, 'build-stats.json'), JSON.stringify(buildStats(stats), null, 1));
    });
  }
}
