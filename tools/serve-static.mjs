#!/usr/bin/env node
// Serves one built app from its own origin, as a static host or CDN would: hashed assets cached
// for a year, the files that name the current build never cached, CORS for the shell's origin.
// The shell's server also forwards /api to the API and falls back to index.html for deep links.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';

const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;
const HSTS = 'max-age=31536000; includeSubDomains';
const LOCKED = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];

/** A remote's origin serves scripts and data to the shell, never pages of its own. */
export const REMOTE_POLICY = ["default-src 'none'", "script-src 'self'", "style-src 'self'", ...LOCKED].join('; ');

/**
 * The shell's page may run scripts only from itself and the remotes its config.json names (no
 * inline script, no eval), talk to those and to the API, and be framed by nobody. Inline styles
 * stay allowed for the toast library; they cannot run code.
 */
export function shellPolicy(config) {
  const origin = (url) => (/^https?:\/\//.test(url) ? new URL(url).origin : '');
  const remotes = [...new Set((config.remotes ?? []).map((remote) => origin(remote.entry)).filter(Boolean))].join(' ');
  const api = origin(config.apiBase ?? '');
  const list = (...sources) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    list('script-src', "'self'", remotes),
    list('style-src', "'self'", "'unsafe-inline'", remotes),
    list('img-src', "'self'", 'data:', api),
    list('connect-src', "'self'", remotes, api),
    "font-src 'self' data:",
    "form-action 'self'",
    ...LOCKED,
  ].join('; ');
}

async function readConfig(dir) {
  try {
    return JSON.parse(await readFile(path.join(dir, 'config.json'), 'utf8'));
  } catch {
    return {};
  }
}

export async function serveStatic({ dir, port, host = '127.0.0.1', apiUrl, spa = false }) {
  const app = Fastify({ logger: false, trustProxy: 'loopback' });
  if (apiUrl) {
    await app.register(httpProxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api' });
  }
  // Every answer of this origin, 404s included; the API's answers keep the API's own headers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && apiUrl) return payload;
    const policy = spa ? shellPolicy(await readConfig(dir)) : REMOTE_POLICY;
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    cacheControl: false,
    etag: true,
    setHeaders(reply, filePath) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header(
        'Cache-Control',
        HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    if (spa && wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ detail: 'Not found.' });
  });
  await app.listen({ port, host });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      api: { type: 'string' },
      spa: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port ?? process.env.PORT);
  await serveStatic({ dir: values.dir, port, host: values.host, apiUrl: values.api, spa: values.spa });
  console.log(`Serving ${values.dir} on http://${values.host}:${port}`);
}
