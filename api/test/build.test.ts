import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { killAllApis, START_TIMEOUT, startApi } from './setup/api-process';

/*
 * Production runs the API compiled (`pnpm --filter @portal/api build`, then `node dist/server.js`):
 * built into a folder of its own beside dist/, it starts with plain node on the embedded database
 * (migrations and seed data read from the package, routes found by their folders), serves a route
 * built on the shared contracts, one guarded by the shared access rules, and the OpenAPI document, and stops cleanly on SIGTERM. It runs on
 * its own embedded database in memory, whichever database the suite around it uses.
 */

const OUT = `.build-test-${randomBytes(4).toString('hex')}`;
const API_DIR = new URL('..', import.meta.url);

afterAll(async () => {
  await killAllApis();
  await rm(new URL(OUT, API_DIR), { recursive: true, force: true });
});

describe('the compiled API', () => {
  it('starts with node alone, serves its routes, and stops on SIGTERM', { timeout: 2 * START_TIMEOUT }, async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', OUT], { cwd: API_DIR });
    const server = await startApi({ PGLITE_DIR: 'memory://', SEED: 'true' }, undefined, ['--enable-source-maps', `${OUT}/server.js`]);

    const organization = await fetch(`${server.baseUrl}/api/organization/`);
    expect(organization.status).toBe(200);
    expect(await organization.json()).toMatchObject({ name: 'City of Riverton' });
    const login = await fetch(`${server.baseUrl}/api/auth/login/`, { method: 'POST' });
    // Refused by the XSRF check, in the API's error shape.
    expect(login.status).toBe(403);
    expect(await login.json()).toHaveProperty('detail');
    // Guarded by the access rules, compiled into dist/vendor beside the contracts.
    expect((await fetch(`${server.baseUrl}/api/staff/complaints/`)).status).toBe(401);
    // Answered before any route, by the early errors compiled into dist/vendor too.
    const tooLong = await fetch(`${server.baseUrl}/api/news/${'a'.repeat(5_000)}/`);
    expect(tooLong.status).toBe(414);
    expect(await tooLong.json()).toEqual({ detail: 'The address is too long.' });
    const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
