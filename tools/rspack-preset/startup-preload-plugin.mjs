// The shell's page preloads its start-up chunks. Without this the browser learns of them only once
// main.js has run, one round trip later, which on a phone's network delays the first render.
// The entry itself is fetched first: a deferred script is otherwise the browser's lowest priority,
// and on a phone's few connections it waited behind every preloaded chunk (decision 009).
import { createHash } from 'node:crypto';

import { rspack } from '@rspack/core';

import { buildStats, startupChunks } from './build-stats-plugin.mjs';

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('StartupPreloadPlugin', async (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
      compilation.hooks.processAssets.tap(
        // The page and the final (minified) chunks exist by now.
        { name: 'StartupPreloadPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const files = startupChunks(buildStats(compilation.getStats()));
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath, { hash: compilation.hash });
          // The same CORS mode and integrity as the chunk loader's own requests, so the browser reuses
          // them; the bootstrap's styles too, which its chunk waits for, without holding the first paint.
          const links = files
            .map(
              (file) =>
                `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${publicPath}${file}" crossorigin="anonymous" integrity="${sri(compilation.getAsset(file).source.buffer())}">`,
            )
            .join('');
          const html = page.source.source().toString().replace('</head>', `${links}</head>`);
          compilation.updateAsset('index.html', new rspack.sources.RawSource(html));
        },
      );
    });
  }
}
