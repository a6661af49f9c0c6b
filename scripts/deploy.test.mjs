import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { findApp, goLive, remoteOverridesAsked } from './deploy.mjs';

// The config a deploy makes live lets a tab load a remote from elsewhere only when asked, and
// never in production. `pnpm start` deploys with nothing asked.

const run = promisify(execFile);
const DEPLOY = path.join(import.meta.dirname, 'deploy.mjs');
const TEMPLATE = {
  appName: 'Portal',
  apiBase: '/api',
  remotes: [{ name: 'donations', entry: 'http://localhost:3003/mf-manifest.json', routes: ['/donations'], widgets: true }],
  allowRemoteOverrides: ['http://localhost:*'],
};
const LIVE = [
  { app: findApp('shell'), version: 's1' },
  { app: findApp('donations'), version: 'd1' },
];
let host;

async function write(file, value) {
  await mkdir(path.dirname(path.join(host, file)), { recursive: true });
  await writeFile(path.join(host, file), typeof value === 'string' ? value : JSON.stringify(value));
}

const liveConfig = async () => JSON.parse(await readFile(path.join(host, 'config.json'), 'utf8'));

beforeAll(async () => {
  host = await mkdtemp(path.join(os.tmpdir(), 'deploy-host-'));
  await write('shell/s1/version.json', { app: 'shell', version: 's1', built_at: '2026-01-01T00:00:00.000Z' });
  await write('shell/s1/config.json', TEMPLATE);
  await write('shell/s1/index.html', '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>');
  await write('shell/s1/navigation.json', [{ path: '/about-us', label: 'About us', section: 'information', order: 60, access: 'public' }]);
  await write('mfe-donations/d1/version.json', { app: 'donations', version: 'd1', built_at: '2026-01-01T00:00:00.000Z' });
  await write('mfe-donations/d1/remoteEntry.js', 'var donations;');
  await write('mfe-donations/d1/mf-manifest.json', { metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } }, exposes: [] });
  await write('mfe-donations/d1/navigation.json', [
    { path: '/donations', label: 'Donations', section: 'donations', order: 10, access: 'login' },
  ]);
});

afterEach(() => vi.unstubAllEnvs());
afterAll(() => rm(host, { recursive: true, force: true }));

describe('the live config and remote overrides', () => {
  it('has none by default, though the shell’s built-in config allows them (for pnpm dev)', async () => {
    vi.stubEnv('DEPLOY_REMOTE_OVERRIDES', '');
    await goLive(LIVE, host);
    const config = await liveConfig();
    expect(config.remotes[0].entry).toBe('http://localhost:3003/d1/remoteEntry.js');
    expect(config).not.toHaveProperty('allowRemoteOverrides');
  });

  it('keeps the config’s overrides when the deploy is asked to', async () => {
    await goLive(LIVE, host, { remoteOverrides: true });
    expect((await liveConfig()).allowRemoteOverrides).toEqual(['http://localhost:*']);
    // A later deploy (a rollback, another app) not asked drops them again.
    await goLive(LIVE, host, { remoteOverrides: false });
    expect(await liveConfig()).not.toHaveProperty('allowRemoteOverrides');
  });

  it('is asked only by DEPLOY_REMOTE_OVERRIDES=allow, as `DEPLOY_REMOTE_OVERRIDES=allow pnpm start`', async () => {
    expect(remoteOverridesAsked(undefined)).toBe(false);
    expect(remoteOverridesAsked('')).toBe(false);
    expect(remoteOverridesAsked('allow')).toBe(true);
    expect(() => remoteOverridesAsked('yes')).toThrow('DEPLOY_REMOTE_OVERRIDES is "allow" or unset, not "yes".');
    const deploy = (env) =>
      run(process.execPath, [DEPLOY, 'shell', '--version', 's1'], { env: { ...process.env, DEPLOY_DIR: host, ...env } });
    await deploy({ DEPLOY_REMOTE_OVERRIDES: '' });
    expect(await liveConfig()).not.toHaveProperty('allowRemoteOverrides');
    await deploy({ DEPLOY_REMOTE_OVERRIDES: 'allow' });
    expect((await liveConfig()).allowRemoteOverrides).toEqual(['http://localhost:*']);
  });

  it('refuses them in production, asked for or in the config', async () => {
    vi.stubEnv('DEPLOY_ENV', 'production');
    const production = path.join(host, 'production.json');
    await writeFile(production, JSON.stringify({ ...TEMPLATE, allowRemoteOverrides: undefined }));
    vi.stubEnv('DEPLOY_CONFIG', production);
    await goLive(LIVE, host);
    expect(await liveConfig()).not.toHaveProperty('allowRemoteOverrides');
    await expect(goLive(LIVE, host, { remoteOverrides: true })).rejects.toThrow('A production config may not allow remote overrides');
    vi.stubEnv('DEPLOY_CONFIG', '');
    await expect(goLive(LIVE, host)).rejects.toThrow('A production config may not allow remote overrides');
  });
});

describe('the live page', () => {
  it("draws the first screen from the live shell's page and the live config's entries", async () => {
    await goLive(LIVE, host);
    const page = await readFile(path.join(host, 'index.html'), 'utf8');
    expect(page).toContain('<a href="/about-us">About us</a>');
    expect(page).toContain('<li class="usa-nav__submenu-item portal-when-session"><a href="/donations">Donations</a></li>');
    expect(page).toContain('{"publicReads":["/api/organization/"],"sessionReads":[],"pageReads":{}}');
  });
});
