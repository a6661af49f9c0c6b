#!/usr/bin/env node
// The same portal with rspack dev servers and hot reload, and the API restarting on change.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { API_PORT, APPS } from '../tools/apps.mjs';
import { runAll } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

runAll([
  // Swagger UI at /api/docs is for development only (API_DOCS_UI; production serves the JSON alone).
  {
    name: 'api',
    command: 'pnpm',
    args: ['--filter', '@portal/api', 'dev'],
    cwd: root,
    env: { PORT: String(API_PORT), API_DOCS_UI: 'true' },
  },
  ...APPS.map((app) => ({ name: app.dir, command: 'pnpm', args: ['run', 'dev'], cwd: path.join(root, app.dir) })),
]);
console.log('Dev servers starting: http://localhost:3000 (API on :4000). Ctrl-C stops them.');
