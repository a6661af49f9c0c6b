#!/usr/bin/env node
// Serves the static host (scripts/deploy.mjs) as the production edge does (docs/operations.md),
// all on one origin: the shell's versions under /shell/<version>/ and each remote's under
// /apps/<app>/<version>/ (immutable: a version is never overwritten), /config.json and
// /builds/latest.json (no-cache: they say what is live, so the browser asks again each time, an
// unchanged file costing a 304), the live page for every other path (deep links; index.html, which
// the deploy writes) and the live shell's other files (styles, icons), and /api forwarded to the API.
// Every answer carries the headers the deploy wrote for its kind (edge/headers.json, the source of
// the edge's nginx includes too). Without --shell it serves one remote's folder as an origin of its
// own (<version>/…), for a portal whose config puts that remote elsewhere.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import fastifyCompress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

import { earlyAnswer, earlyClientErrors } from '@portal/shared/early-errors';

/** X-Forwarded-For as received, with the address this server was called from appended. */
export function forwardedFor(request) {
  const received = request.headers['x-forwarded-for'];
  const peer = request.socket.remoteAddress ?? '';
  return received ? `${received}, ${peer}` : peer;
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return {};
  }
}

/** The headers of each kind of answer (page, live, version, error), as the deploy last wrote them. */
const headersFrom = (file) => async () => readJson(file);

async function isFile(file) {
  return stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
}

/** Which headers an answer takes: by what was asked for, and whether it was found. */
function kindOf(url, status, shell) {
  if (status >= 400) return 'error';
  if (!shell || url.startsWith('/shell/') || url.startsWith('/apps/')) return 'version';
  if (url === '/config.json' || url === '/builds/latest.json' || url.startsWith('/config.json?') || url.startsWith('/builds/latest.json?'))
    return 'live';
  return 'page';
}

/**
 * @param {object} options
 * @param {string} options.dir the host folder (the deploy's), or without `shell` one remote's folder in it
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.shell] serve the portal's origin
 * @param {string} [options.headers] the deploy's edge/headers.json (by default in the host folder)
 * @param {string} [options.apiUrl] forward /api there (the portal's origin)
 * @param {string} [options.apiFrom] the local address to forward from (the one the API's TRUST_PROXY names)
 */
export async function serveStatic({ dir, port, host = '127.0.0.1', headers, apiUrl, apiFrom, shell = false }) {
  const root = path.resolve(dir);
  const headersOf = headersFrom(path.resolve(headers ?? path.join(shell ? root : path.dirname(root), 'edge', 'headers.json')));
  const { error: errorHeaders = {} } = await headersOf();
  // The answers before any route runs (a path that does not decode, headers over 16 KB) carry the
  // headers of the host's errors (they are JSON).
  const early = withoutHsts(errorHeaders);
  const app = Fastify({
    logger: false,
    trustProxy: 'loopback',
    frameworkErrors(error, _request, reply) {
      const { status, body } = earlyAnswer(error);
      return reply.code(status).headers(early).send(body);
    },
    clientErrorHandler: earlyClientErrors(() => early),
  });
  if (apiUrl) {
    await app.register(httpProxy, {
      upstream: apiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      ...(apiFrom ? { undici: { localAddress: apiFrom } } : {}),
      // The API limits requests per client address: it must see the visitor's, not this proxy's.
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': forwardedFor(request) }) },
    });
  }
  // The live shell's folder, and the page for every path: the one the deploy drew the first screen
  // into (scripts/first-screen.mjs), or the live shell's own on a host deployed before it.
  const live = async () => path.join(root, 'shell', (await readJson(path.join(root, 'latest.json'))).apps?.shell?.version ?? '');
  const livePage = async () => ((await isFile(path.join(root, 'index.html'))) ? ['index.html', root] : ['index.html', await live()]);
  // Every answer of this origin, 404s included; the API's answers keep the API's own headers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (apiUrl && request.url.startsWith('/api/')) return payload;
    const kind = kindOf(request.url, reply.statusCode, shell);
    const chosen = (await headersOf())[kind] ?? {};
    reply.headers(request.protocol === 'https' ? chosen : withoutHsts(chosen));
    return payload;
  });
  // Text (scripts, styles, JSON, pages) goes out compressed (brotli or gzip, as the browser accepts).
  await app.register(fastifyCompress, { threshold: 1024 });
  // The deploy compresses a version's text files once, at the highest settings (scripts/precompress.mjs).
  const files = { cacheControl: false, etag: true, preCompressed: true, decorateReply: false };
  if (shell) {
    await app.register(fastifyStatic, { ...files, root: path.join(root, 'shell'), prefix: '/shell/' });
    // A remote's versions only: nothing else of the host (what is live, its records) by this path.
    await app.register(fastifyStatic, {
      ...files,
      root,
      prefix: '/apps/',
      allowedPath: (pathName) => /^\/mfe-[a-z0-9-]+\/[^/]+\/./.test(pathName),
    });
    await app.register(fastifyStatic, { root, serve: false, cacheControl: false, etag: true });
    const current = (file, from) => (_request, reply) => reply.sendFile(file, from);
    app.get('/config.json', current('config.json', root));
    app.get('/builds/latest.json', current('latest.json', root));
    // Everything else is the live shell's: its public files (styles, icons) or, for a page, index.html.
    app.get('/*', async (request, reply) => {
      const from = await live();
      const file = /** @type {{ '*': string }} */ (request.params)['*'];
      if (path.extname(file)) {
        const resolved = path.resolve(from, file);
        if (!resolved.startsWith(from + path.sep) || !(await isFile(resolved))) return reply.code(404).send({ detail: 'Not found.' });
        return current(file, from)(request, reply);
      }
      return current(...(await livePage()))(request, reply);
    });
  } else {
    await app.register(fastifyStatic, { ...files, root, decorateReply: true });
  }
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
  await app.listen({ port, host });
  return app;
}

/** HSTS means something over HTTPS only: the host leaves it out of a plain HTTP answer. */
function withoutHsts(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'Strict-Transport-Security'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      api: { type: 'string' },
      'api-from': { type: 'string' },
      headers: { type: 'string' },
      shell: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port ?? process.env.PORT);
  await serveStatic({
    dir: values.dir,
    port,
    host: values.host,
    headers: values.headers,
    apiUrl: values.api,
    apiFrom: values['api-from'],
    shell: values.shell,
  });
  console.log(`Serving ${values.dir} on http://${values.host}:${port}`);
}
