#!/usr/bin/env node
// Serves one built app from its own origin, as a static host or CDN would: hashed assets cached
// for a year, the files that name the current build never cached, CORS for the shell's origin.
// The shell's server also forwards /api to the API and falls back to index.html for deep links.
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';

const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

export async function serveStatic({ dir, port, host = '127.0.0.1', apiUrl, spa = false }) {
  const app = Fastify({ logger: false });
  if (apiUrl) {
    await app.register(httpProxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api' });
  }
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    cacheControl: false,
    etag: true,
    setHeaders(reply, filePath) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('X-Content-Type-Options', 'nosniff');
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
