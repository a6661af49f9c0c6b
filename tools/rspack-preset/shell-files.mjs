// What the shell publishes besides its scripts: its public folder, and the frame's USWDS styles with
// the package's fonts and images.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { rspack } from '@rspack/core';

import { FRAME_CSS, frameCss, uswdsDist } from '../uswds-css.mjs';

/** The folders of USWDS the shell copies beside the frame's stylesheet, which reaches them as ../fonts and ../img. */
const uswdsAssets = () => ({ fonts: path.join(uswdsDist(), 'fonts'), img: path.join(uswdsDist(), 'img') });

/**
 * The files the shell copies as they are (its public folder, the USWDS fonts and images) and the
 * frame's styles are no modules, so they would not change the build's hash: salting the hash with
 * them gives a change of portal.css or config.json a version of its own, which the deploy then
 * publishes.
 */
export function copiedFilesHash(publicDir) {
  const hash = createHash('sha256').update(frameCss());
  for (const dir of [publicDir, ...Object.values(uswdsAssets())]) {
    for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue;
      const full = path.join(file.parentPath, file.name);
      hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Emits the frame's stylesheet (see uswds-css.mjs), which index.html links: the one the page waits for. */
class FrameCssPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FrameCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FrameCssPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(FRAME_CSS, new rspack.sources.RawSource(frameCss()));
      });
    });
  }
}

/** The frame's USWDS styles, with the package's fonts (woff2 only) and images; and the public folder. */
export function shellFilePlugins(publicDir) {
  return [
    new FrameCssPlugin(),
    new rspack.CopyRspackPlugin({
      patterns: [
        { from: publicDir, globOptions: { ignore: ['**/index.html'] } },
        { from: uswdsAssets().fonts, to: 'uswds/fonts', globOptions: { ignore: ['**/*.ttf', '**/*.woff'] } },
        { from: uswdsAssets().img, to: 'uswds/img' },
      ],
    }),
  ];
}
