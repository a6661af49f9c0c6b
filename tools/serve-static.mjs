#!/usr/bin/env node
// Serves the static host (scripts/deploy.mjs) as a CDN would, each app from its own origin.
// A remote's origin serves <version>/… of that remote: immutable, since a version is never
// overwritten. The shell's origin (--shell) serves the shell's versions under /shell/<version>/,
// the live page for every other path (deep links; index.html, which the deploy writes), its other files (/version.json,
// styles, icons), /config.json and /builds/latest.json (no-cache: they say what is live, so the
// browser asks again each time, an unchanged file costing a 304), and forwards /api to the API.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

import fastifyCompress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/** A version folder's files: `public, max-age=31536000, immutable` (@fastify/send writes it). */
const IMMUTABLE = { cacheControl: true, maxAge: 31_536_000_000, immutable: true };
/** What is live now: kept, but asked for again before each use. */
const LIVE_CACHE = 'no-cache';
const HSTS = 'max-age=31536000; includeSubDomains';
const LOCKED = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];

/** X-Forwarded-For as received, with the address this server was called from appended. */
export function forwardedFor(request) {
  const received = request.headers['x-forwarded-for'];
  const peer = request.socket.remoteAddress ?? '';
  return received ? `${received}, ${peer}` : peer;
}

/** A remote's origin serves scripts and data to the shell, never pages of its own. */
export const REMOTE_POLICY = ["default-src 'none'", "script-src 'self'", "style-src 'self'", ...LOCKED].join('; ');

/**
 * Answers given before any route or hook runs, with this host's headers and the strictest policy
 * (they are JSON): the router's (a path that does not decode: 400) and Node's parser's (headers
 * over 16 KB: 431; a malformed request: 400; too slow: 408), which Fastify sends bare.
 */
const EARLY_HEADERS = {
  'Content-Security-Policy': REMOTE_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
const EARLY_DETAILS = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  414: 'The address is too long.',
  431: 'The request headers are too large.',
};
const earlyErrors = {
  frameworkErrors(error, _request, reply) {
    const status = error.statusCode >= 400 ? error.statusCode : 500;
    return reply
      .code(status)
      .headers(EARLY_HEADERS)
      .send({ detail: EARLY_DETAILS[status] ?? 'Internal Server Error' });
  },
  clientErrorHandler(error, socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    if (socket.writable) {
      const body = JSON.stringify({ detail: EARLY_DETAILS[status] });
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
        ...EARLY_HEADERS,
      };
      const lines = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}\r\n${body}`);
    }
    socket.destroy(error);
  },
};

/**
 * The 'sha256-…' sources of a page's inline scripts (its first reads); a JSON block is data, never run.
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /\btype="application\/json"/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The shell's page may run scripts only from itself and the remotes its config.json names (no
 * eval, no inline script but the page's own, by its hash), talk to those and to the API, and be
 * framed by nobody. The page's inline scripts are allowed for script elements only
 * (`script-src-elem`), never for event handlers or `javascript:` URLs; a browser without that
 * directive keeps to `script-src` and the page starts its reads from its bundle instead.
 * Inline styles stay allowed for the toast library; they cannot run code.
 */
export function shellPolicy(config, pageScripts = []) {
  const origin = (url) => (/^https?:\/\//.test(url) ? new URL(url).origin : '');
  // The remotes' origins, and the sources a developer's tab may override a remote to (never in production).
  const remoteOrigins = (config.remotes ?? []).map((remote) => origin(remote.entry)).filter(Boolean);
  const remotes = [...new Set([...remoteOrigins, ...(config.allowRemoteOverrides ?? [])])].join(' ');
  const api = origin(config.apiBase ?? '');
  const list = (...sources) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    list('script-src', "'self'", remotes),
    ...(pageScripts.length ? [list('script-src-elem', "'self'", remotes, ...pageScripts)] : []),
    list('style-src', "'self'", "'unsafe-inline'", remotes),
    list('img-src', "'self'", 'data:', api),
    list('connect-src', "'self'", remotes, api),
    "font-src 'self' data:",
    "form-action 'self'",
    ...LOCKED,
  ].join('; ');
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return {};
  }
}

async function isFile(file) {
  return stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
}

/**
 * @param {object} options
 * @param {string} options.dir the host folder of one remote, or with `shell` the whole host
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.shell] serve the shell's origin
 * @param {string} [options.apiUrl] forward /api there (the shell's origin)
 * @param {string} [options.apiFrom] the local address to forward from (the one the API's TRUST_PROXY names)
 */
export async function serveStatic({ dir, port, host = '127.0.0.1', apiUrl, apiFrom, shell = false }) {
  const root = path.resolve(dir);
  const app = Fastify({ logger: false, trustProxy: 'loopback', ...earlyErrors });
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
  const pageScripts = async () => {
    const [file, from] = await livePage();
    return inlineScriptHashes(await readFile(path.join(from, file), 'utf8').catch(() => ''));
  };
  // Every answer of this origin, 404s included; the API's answers keep the API's own headers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && apiUrl) return payload;
    const policy = shell ? shellPolicy(await readJson(path.join(root, 'config.json')), await pageScripts()) : REMOTE_POLICY;
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
  // Text (scripts, styles, JSON, pages) goes out compressed (brotli or gzip, as the browser accepts).
  await app.register(fastifyCompress, { threshold: 1024 });
  // Versions: every file under one is immutable.
  await app.register(fastifyStatic, {
    root: shell ? path.join(root, 'shell') : root,
    prefix: shell ? '/shell/' : '/',
    ...IMMUTABLE,
    etag: true,
    // The deploy compresses a version's text files once, at the highest settings (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(reply) {
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });
  if (shell) {
    const current = (file, from) => (_request, reply) =>
      reply.header('Cache-Control', LIVE_CACHE).sendFile(file, from, { cacheControl: false });
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
  }
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
  await app.listen({ port, host });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      api: { type: 'string' },
      'api-from': { type: 'string' },
      shell: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port ?? process.env.PORT);
  await serveStatic({ dir: values.dir, port, host: values.host, apiUrl: values.api, apiFrom: values['api-from'], shell: values.shell });
  console.log(`Serving ${values.dir} on http://${values.host}:${port}`);
}
