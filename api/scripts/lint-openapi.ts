// Lints the API's OpenAPI document with Redocly's recommended rules (redocly.yaml): builds the
// app on an empty in-memory database, writes the document it serves to a temporary file, and runs
// the linter on it. Offline: telemetry and the update check are off.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const api = fileURLToPath(new URL('..', import.meta.url));
const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', PGLITE_DIR: 'memory://', SEED: 'false' }));
const document = app.swagger();
await app.close();

const dir = mkdtempSync(join(tmpdir(), 'portal-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));
const result = spawnSync(
  'redocly',
  ['lint', file, '--config', join(api, 'redocly.yaml'), '--max-problems', '1000', '--format', 'stylish'],
  {
    cwd: api,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(dir, { recursive: true, force: true });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
