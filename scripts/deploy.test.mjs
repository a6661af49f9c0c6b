import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { runtimeProblem } from './compose-config.mjs';
import { findApp, goLive, productionEntryProblem, publish, remoteOverridesAsked } from './deploy.mjs';

// The deploy composes the live config from what each live version declares, refuses a composition
// the shell could not run (writing nothing), and lets a tab load a remote from elsewhere only when
// asked, never in production. `pnpm start` deploys with nothing asked.

const run = promisify(execFile);
const DEPLOY = path.join(import.meta.dirname, 'deploy.mjs');
const TEMPLATE = {
  appName: 'Portal',
  apiBase: '/api',
  languages: [
    { code: 'en', name: 'English' },
    { code: 'es', name: 'Español' },
  ],
  remotes: [{ name: 'donations', entry: 'http://localhost:3003/mf-manifest.json' }],
  allowRemoteOverrides: ['http://localhost:*'],
};
const SHELL_SHARED = [
  { name: '@portal/shared', version: '0.2.0' },
  { name: 'react', version: '19.3.1' },
  { name: 'react-dom', version: '19.3.1' },
  { name: 'react-router', version: '7.18.5' },
  { name: '@tanstack/react-query', version: '5.108.0' },
];
const NEEDS = [
  { name: '@portal/shared', requiredVersion: '^0.2.0' },
  { name: 'react', requiredVersion: '^19.3.1' },
  { name: 'react-router', requiredVersion: '~7.18.5' },
  { name: '@tanstack/react-query', requiredVersion: '^5.108.0' },
  { name: 'zod', requiredVersion: '^4.1.5' },
];
const DONATE = { path: '/donations', label: 'Donations', section: 'donations', order: 10, access: 'login' };
const DONATIONS = { en: 'Donations', es: 'Donaciones', 'en-XA': 'Đóñáţíóñš~~~' };
const LIVE = [
  { app: findApp('shell'), version: 's1' },
  { app: findApp('donations'), version: 'd1' },
];
let host;

async function write(file, value) {
  await mkdir(path.dirname(path.join(host, file)), { recursive: true });
  await writeFile(path.join(host, file), typeof value === 'string' ? value : JSON.stringify(value));
}

/** Publishes a remote version as its build would leave it, its declarations as given. */
async function remoteVersion(
  dir,
  version,
  { prefixes, navigation = [], shared = NEEDS, exposes = ['routes'], runtime = { needs: '2.9.2' }, languages = ['en', 'es'], names },
) {
  await write(`${dir}/${version}/version.json`, { version, built_at: '2026-01-01T00:00:00.000Z', federation_runtime: runtime });
  await write(`${dir}/${version}/remoteEntry.js`, `var ${dir.replaceAll('-', '_')};`);
  await write(`${dir}/${version}/mf-manifest.json`, {
    metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
    shared,
    exposes: exposes.map((name) => ({ name, assets: { js: { sync: [`__federation_expose_${name}.js`] } } })),
  });
  await write(`${dir}/${version}/prefixes.json`, prefixes);
  await write(`${dir}/${version}/navigation.json`, navigation);
  await write(`${dir}/${version}/languages.json`, languages);
  await write(`${dir}/${version}/first-reads.json`, {});
  if (names) await write(`${dir}/${version}/names.json`, names);
}

const liveConfig = async () => JSON.parse(await readFile(path.join(host, 'config.json'), 'utf8'));
const liveFiles = async () =>
  Promise.all(['config.json', 'latest.json', 'index.html', 'edge/headers.json'].map((file) => readFile(path.join(host, file), 'utf8')));

beforeAll(async () => {
  host = await mkdtemp(path.join(os.tmpdir(), 'deploy-host-'));
  await write('shell/s1/version.json', {
    app: 'shell',
    version: 's1',
    built_at: '2026-01-01T00:00:00.000Z',
    federation_runtime: { provides: '2.9.2' },
  });
  await write('shell/s1/config.json', TEMPLATE);
  await write('shell/s1/mf-manifest.json', { shared: SHELL_SHARED, metaData: {} });
  await write('shell/s1/index.html', '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>');
  // The shell's first-screen module, as its build bundles it, stood in for by one drawing the config's entries as links.
  await writeFile(
    path.join(host, 'shell/s1/first-screen.cjs'),
    `exports.renderFrame = (config) => config.remotes.flatMap((remote) => remote.navigation ?? []).map((entry) => '<a href="' + entry.path + '">' + entry.label + '</a>').join('');
     exports.firstReads = (config) => ({ publicReads: [config.apiBase + '/organization/'], sessionReads: [], pageReads: {} });`,
  );
  await write('shell/s1/prefixes.json', ['/about-us', '/login', '/users']);
  await remoteVersion('mfe-donations', 'd1', {
    prefixes: ['/donations'],
    navigation: [DONATE],
    exposes: ['routes', 'widgets'],
    names: DONATIONS,
  });
});

afterEach(() => vi.unstubAllEnvs());
afterAll(() => rm(host, { recursive: true, force: true }));

describe('the live config', () => {
  it('names each live remote by path on the portal’s origin, with what its build declares', async () => {
    await goLive(LIVE, host);
    const [donations] = (await liveConfig()).remotes;
    expect(donations).toMatchObject({
      name: 'donations',
      version: 'd1',
      entry: '/apps/mfe-donations/d1/remoteEntry.js',
      exposedScripts: { routes: ['/apps/mfe-donations/d1/__federation_expose_routes.js'] },
      prefixes: ['/donations'],
      widgets: true,
      navigation: [DONATE],
      names: DONATIONS,
    });
    expect(donations.integrity).toMatch(/^sha384-/);
    // The same prefixes under the name the previous shell reads (decision 027).
    expect(donations.routes).toEqual(donations.prefixes);
  });

  it('puts a remote on another origin where a production config says, and lets the page load it from there', async () => {
    const production = path.join(host, 'elsewhere.json');
    await writeFile(
      production,
      JSON.stringify({
        ...TEMPLATE,
        allowRemoteOverrides: undefined,
        remotes: [{ name: 'donations', entry: 'https://cdn.example.org/donations/' }],
      }),
    );
    vi.stubEnv('DEPLOY_CONFIG', production);
    await goLive(LIVE, host);
    expect((await liveConfig()).remotes[0].entry).toBe('https://cdn.example.org/donations/d1/remoteEntry.js');
    const { page } = JSON.parse(await readFile(path.join(host, 'edge/headers.json'), 'utf8'));
    expect(page['Content-Security-Policy']).toContain("script-src 'self' https://cdn.example.org;");
    vi.stubEnv('DEPLOY_CONFIG', '');
    await goLive(LIVE, host);
    expect((await liveConfig()).remotes[0].entry).toBe('/apps/mfe-donations/d1/remoteEntry.js');
  });

  it('gains the area a remote version adds, with the shell unchanged', async () => {
    await remoteVersion('mfe-donations', 'd2', {
      prefixes: ['/donations', '/volunteering'],
      navigation: [DONATE, { ...DONATE, path: '/volunteering', label: 'Volunteering', order: 30 }],
    });
    await goLive([{ app: findApp('donations'), version: 'd2' }], host);
    expect((await liveConfig()).remotes[0].prefixes).toEqual(['/donations', '/volunteering']);
    expect(await readFile(path.join(host, 'index.html'), 'utf8')).toContain('<a href="/volunteering">Volunteering</a>');
    await goLive(LIVE, host);
  });
});

describe('publishing a version', () => {
  it('makes it readable by every user, as a web server running as another reads it, from a build only its owner could read', async () => {
    const from = await mkdtemp(path.join(os.tmpdir(), 'private-build-'));
    await writeFile(path.join(from, 'version.json'), JSON.stringify({ version: 'p1', built_at: '2026-01-01T00:00:00.000Z' }));
    await mkdir(path.join(from, 'chunks'), { mode: 0o700 });
    await writeFile(path.join(from, 'chunks', 'a.js'), 'var a;', { mode: 0o600 });
    expect((await stat(from)).mode & 0o777).toBe(0o700);
    await publish(findApp('donations'), { host, from });
    const published = path.join(host, 'mfe-donations', 'p1');
    expect((await stat(published)).mode & 0o777).toBe(0o755);
    expect((await stat(path.join(published, 'chunks'))).mode & 0o777).toBe(0o755);
    expect((await stat(path.join(published, 'chunks', 'a.js'))).mode & 0o777).toBe(0o644);
  });
});

describe('a composition the shell could not run is refused, and nothing is written', () => {
  const news = findApp('news_polls');
  const refused = async (version, declarations, message) => {
    await remoteVersion('mfe-news-polls', version, { prefixes: ['/news'], ...declarations });
    const before = await liveFiles();
    await expect(goLive([...LIVE, { app: news, version }], host)).rejects.toThrow(message);
    expect(await liveFiles()).toEqual(before);
  };
  const entry = (path, label = 'Elsewhere') => ({ path, label, section: 'information', order: 10, access: 'login' });

  it('a prefix another remote owns', () =>
    refused(
      'claims',
      { prefixes: ['/news', '/donations'] },
      '/donations is claimed by both mfe-news-polls claims and mfe-donations d1: a path has one owner.',
    ));

  it('a path of the shell’s own pages', () =>
    refused(
      'login',
      { prefixes: ['/news', '/login'] },
      '/login is claimed by both the shell and mfe-news-polls login: a path has one owner.',
    ));

  it('a header entry outside its own prefixes', () =>
    refused('outside', { navigation: [entry('/donations/donate')] }, 'leads to /donations/donate, outside its own /news.'));

  it('a header entry to another site', () =>
    refused(
      'offsite',
      { navigation: [entry('https://win.example.com/')] },
      'leads to "https://win.example.com/", which is not a page of the portal',
    ));

  it('a header entry that is not an http(s) link', () =>
    refused('script', { navigation: [entry('javascript:alert(1)')] }, 'leads to "javascript:alert(1)", which is not a page of the portal'));

  it.each([
    ['@portal/shared', '^0.3.0'],
    ['react', '^20.0.0'],
    ['react-router', '~7.19.0'],
    ['@tanstack/react-query', '^6.0.0'],
  ])('a remote needing %s %s, which the live shell does not provide', (name, range) =>
    refused(
      `needs-${name.replace(/\W/g, '')}`,
      { shared: NEEDS.map((need) => (need.name === name ? { name, requiredVersion: range } : need)) },
      `needs ${name} ${range}; the live shell provides`,
    ),
  );

  it('a remote without catalogs in a language the portal speaks', () =>
    refused(
      'english-only',
      { languages: ['en'] },
      'mfe-news-polls english-only has no catalogs in es, which the portal speaks: its team adds them (src/locales) and builds it again.',
    ));

  it('a remote built before the declarations the portal reads (decision 027)', async () => {
    await remoteVersion('mfe-news-polls', 'no-reads', { prefixes: ['/news'] });
    await rm(path.join(host, 'mfe-news-polls/no-reads/first-reads.json'));
    const before = await liveFiles();
    await expect(goLive([...LIVE, { app: news, version: 'no-reads' }], host)).rejects.toThrow(
      'mfe-news-polls/no-reads has no first-reads.json: it was built before the portal accepts (decision 027); build it again.',
    );
    expect(await liveFiles()).toEqual(before);
  });

  it('a remote that declares no prefixes of its own', () =>
    refused('old', { prefixes: [] }, 'declares no paths of its own (prefixes.json): build it again.'));

  it('a federation runtime newer than the live shell provides, or of another major version', async () => {
    await refused(
      'newer',
      { runtime: { needs: '2.10.0' } },
      'mfe-news-polls newer runs on the federation runtime 2.10.0 its shell provides; the live shell provides 2.9.2.',
    );
    expect(runtimeProblem('news', '2.9.1', '2.9.2')).toBeNull();
    expect(runtimeProblem('news', '2.9.2', '3.0.0')).toContain('the live shell provides 3.0.0');
    expect(runtimeProblem('news', '2.9.2', undefined)).toContain('the live shell provides none');
  });

  it('anything else the shell’s own schema refuses', async () => {
    await refused('long', { navigation: [entry('/news', 'N'.repeat(61))] }, 'config.json at remotes.0.navigation.0.label');
    await refused('long-name', { names: { en: 'N'.repeat(81) } }, 'config.json at remotes.0.names.en');
  });
});

describe('the live page', () => {
  it("draws the first screen with the live shell's own module and the live config's entries", async () => {
    await goLive(LIVE, host);
    const page = await readFile(path.join(host, 'index.html'), 'utf8');
    expect(page).toContain('<div id="root"><a href="/donations">Donations</a></div>');
    expect(page).toContain('{"publicReads":["/api/organization/"],"sessionReads":[],"pageReads":{}}');
  });

  it('writes the headers of each kind of answer as JSON and as nginx includes, and links the live shell', async () => {
    await goLive(LIVE, host);
    const headers = JSON.parse(await readFile(path.join(host, 'edge/headers.json'), 'utf8'));
    expect(headers.version['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headers.page['Cache-Control']).toBe('no-cache');
    expect(await readFile(path.join(host, 'edge/page-headers.conf'), 'utf8')).toContain(
      `add_header Content-Security-Policy "${headers.page['Content-Security-Policy']}" always;`,
    );
    expect(JSON.parse(await readFile(path.join(host, 'live/version.json'), 'utf8')).version).toBe('s1');
  });

  it('runs the edge’s reload once everything is written', async () => {
    vi.stubEnv('DEPLOY_RELOAD', `cp ${path.join(host, 'config.json')} ${path.join(host, 'reloaded.json')}`);
    await goLive(LIVE, host);
    expect(await readFile(path.join(host, 'reloaded.json'), 'utf8')).toBe(await readFile(path.join(host, 'config.json'), 'utf8'));
  });
});

describe('remote overrides', () => {
  it('has none by default, though the shell’s built-in config allows them (for pnpm dev)', async () => {
    vi.stubEnv('DEPLOY_REMOTE_OVERRIDES', '');
    await goLive(LIVE, host);
    expect(await liveConfig()).not.toHaveProperty('allowRemoteOverrides');
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
    await writeFile(production, JSON.stringify({ ...TEMPLATE, allowRemoteOverrides: undefined, remotes: [] }));
    vi.stubEnv('DEPLOY_CONFIG', production);
    await goLive(LIVE, host);
    expect(await liveConfig()).not.toHaveProperty('allowRemoteOverrides');
    await expect(goLive(LIVE, host, { remoteOverrides: true })).rejects.toThrow('A production config may not allow remote overrides');
    vi.stubEnv('DEPLOY_CONFIG', '');
    await expect(goLive(LIVE, host)).rejects.toThrow('A production config may not allow remote overrides');
  });
});

describe('remote entries in production', () => {
  /** A production config putting the donations remote at `entry`. */
  const productionConfig = async (entry) => {
    const file = path.join(host, 'entries.json');
    await writeFile(file, JSON.stringify({ ...TEMPLATE, allowRemoteOverrides: undefined, remotes: [{ name: 'donations', entry }] }));
    return file;
  };

  it.each([
    ['http://cdn.example.org/donations/', 'is served over http:, not https:'],
    ['http://localhost:3003/', 'is served over http:, not https:'],
    ['https://localhost:3003/', 'is on loopback (localhost)'],
    ['https://127.0.0.1/donations/', 'is on loopback (127.0.0.1)'],
    ['https://[::1]:3003/', 'is on loopback ([::1])'],
  ])('refuses %s, writing nothing', async (entry, problem) => {
    await goLive(LIVE, host);
    const before = await liveFiles();
    vi.stubEnv('DEPLOY_ENV', 'production');
    vi.stubEnv('DEPLOY_CONFIG', await productionConfig(entry));
    await expect(goLive(LIVE, host)).rejects.toThrow(`mfe-donations: its entry "${entry}d1/remoteEntry.js" ${problem}`);
    expect(await liveFiles()).toEqual(before);
  });

  it('says why on the command line, and exits 1', async () => {
    const config = await productionConfig('http://localhost:3003/');
    const deploy = run(process.execPath, [DEPLOY, 'shell', '--version', 's1'], {
      env: { ...process.env, DEPLOY_DIR: host, DEPLOY_ENV: 'production', DEPLOY_CONFIG: config },
    });
    await expect(deploy).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'mfe-donations: its entry "http://localhost:3003/d1/remoteEntry.js" is served over http:, not https:. In production a remote is served',
      ),
    });
  });

  it('takes the portal’s origin and https: on a public name', async () => {
    vi.stubEnv('DEPLOY_ENV', 'production');
    vi.stubEnv('DEPLOY_CONFIG', await productionConfig('https://cdn.example.org/donations/'));
    await goLive(LIVE, host);
    expect((await liveConfig()).remotes[0].entry).toBe('https://cdn.example.org/donations/d1/remoteEntry.js');
    vi.stubEnv('DEPLOY_CONFIG', await productionConfig(undefined));
    await goLive(LIVE, host);
    expect((await liveConfig()).remotes[0].entry).toBe('/apps/mfe-donations/d1/remoteEntry.js');
  });

  it('knows loopback however a URL writes it', () => {
    for (const entry of [
      'https://LOCALHOST./x.js',
      'https://app.localhost/x.js',
      'https://127.1/x.js',
      'https://0x7f.0.0.1/x.js',
      'https://0.0.0.0/x.js',
      'https://[0:0:0:0:0:0:0:1]/x.js',
      'https://[::ffff:127.0.0.1]/x.js',
      'https://[::]/x.js',
    ]) {
      expect(productionEntryProblem('mfe-donations', entry), entry).toContain('is on loopback');
    }
    expect(productionEntryProblem('mfe-donations', 'https://localhost.example.org/x.js')).toBeNull();
    expect(productionEntryProblem('mfe-donations', 'https://127.0.0.1.example.org/x.js')).toBeNull();
    expect(productionEntryProblem('mfe-donations', '//cdn.example.org/x.js')).toContain('is neither a path');
    expect(productionEntryProblem('mfe-donations', 'ftp://cdn.example.org/x.js')).toContain('is served over ftp:');
  });

  it('leaves development and tests as they were: a remote on http://localhost', async () => {
    vi.stubEnv('DEPLOY_ENV', '');
    vi.stubEnv('DEPLOY_CONFIG', await productionConfig('http://localhost:3003/'));
    await goLive(LIVE, host);
    expect((await liveConfig()).remotes[0].entry).toBe('http://localhost:3003/d1/remoteEntry.js');
    vi.stubEnv('DEPLOY_CONFIG', '');
    await goLive(LIVE, host);
  });
});
