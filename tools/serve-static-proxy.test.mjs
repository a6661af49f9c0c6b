import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serveStatic } from './serve-static.mjs';

// The API limits requests per client address (docs/security.md), so the shell's proxy must pass
// on the visitor's address: without it, every visitor would share the proxy's one limit.

let host;
let api;
let shell;

beforeAll(async () => {
  host = await mkdtemp(path.join(os.tmpdir(), 'static-proxy-'));
  await mkdir(path.join(host, 'shell'), { recursive: true });
  await writeFile(path.join(host, 'config.json'), '{"appName":"Portal","apiBase":"/api","remotes":[]}');
  // What the API would see, echoed back.
  api = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'] ?? null }));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  shell = await serveStatic({ dir: host, port: 0, shell: true, apiUrl: `http://127.0.0.1:${api.address().port}` });
});

afterAll(async () => {
  await Promise.all([shell?.close(), new Promise((resolve) => (api ? api.close(resolve) : resolve()))]);
  await rm(host, { recursive: true, force: true });
});

describe('the proxy to the API', () => {
  it('forwards the address the request came from in X-Forwarded-For', async () => {
    const response = await shell.inject({ url: '/api/echo/', remoteAddress: '198.51.100.9' });
    expect(response.json()).toEqual({ forwardedFor: '198.51.100.9' });
  });

  it('appends it to what an earlier proxy said, so the API (trusting only loopback) takes the last hop it does not trust', async () => {
    const response = await shell.inject({
      url: '/api/echo/',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(response.json()).toEqual({ forwardedFor: '203.0.113.5, 198.51.100.9' });
  });
});
