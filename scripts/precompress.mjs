// Every text file of a published version, compressed once at the highest settings beside itself
// (<file>.br, brotli quality 11; <file>.gz, gzip level 9), for the static host to send as they are
// (tools/serve-static.mjs, @fastify/static's preCompressed): a version never changes, so the
// slow, small encodings are paid once per deploy, not per request. A CDN that compresses on its
// own may ignore them.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.json', '.html', '.svg', '.txt']);
const ENCODINGS = [
  [
    '.br',
    promisify(zlib.brotliCompress),
    { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
  ],
  ['.gz', promisify(zlib.gzip), { level: 9 }],
];

/** Writes the encodings of every text file under `dir`, replacing any copied along with it. */
export async function precompress(dir) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.filter((file) => file.endsWith('.br') || file.endsWith('.gz')).map((file) => rm(file)));
  await Promise.all(
    files
      .filter((file) => TEXT.has(path.extname(file)))
      .map(async (file) => {
        const body = await readFile(file);
        for (const [suffix, compress, options] of ENCODINGS) {
          const encoded = await compress(body, options);
          // Nothing is gained on a file too small to shrink.
          if (encoded.length < body.length) await writeFile(file + suffix, encoded);
        }
      }),
  );
}
