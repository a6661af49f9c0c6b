#!/usr/bin/env node
// Builds every app as it was at a git revision and publishes those versions to the static host
// without making them live, so that versions can be mixed on purpose (the version-skew tests):
//
//   node scripts/publish-ref.mjs [ref]
//
// The default ref is PREVIOUS_REF, else the commit before the last one that changed an app: the
// apps as they were deployed before the latest change to them.
// Writes <host>/refs/<commit>.json: { ref, commit, apps: { <app>: <version> } }; a second run for
// the same commit only reads it back.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { APPS } from '../tools/apps.mjs';
import { DEPLOY_DIR, publish, publishedVersions } from './deploy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

async function sh(command, args, cwd) {
  return (await run(command, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, APP_VERSION: '' } })).stdout.trim();
}

/** A shallow clone has no earlier revisions: fetch the history once, if the remote can give it. */
async function withHistory() {
  if ((await sh('git', ['rev-parse', '--is-shallow-repository'], root)) === 'true') {
    await sh('git', ['fetch', '--quiet', '--unshallow'], root).catch(() => undefined);
  }
}

async function previousRef() {
  const sources = ['shared', 'tools', ...APPS.map((app) => app.dir)];
  return `${await sh('git', ['log', '-1', '--format=%H', 'HEAD', '--', ...sources], root)}~1`;
}

export async function publishRef(ref = process.env.PREVIOUS_REF, host = DEPLOY_DIR) {
  await withHistory();
  ref ||= await previousRef();
  const commit = await sh('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], root).catch(() => {
    throw new Error(
      `No revision ${ref} in this clone: the previous versions are built from the git history (clone without --depth, or set PREVIOUS_REF).`,
    );
  });
  const record = path.join(host, 'refs', `${commit}.json`);
  const known = await readFile(record, 'utf8').then(JSON.parse, () => null);
  if (
    known &&
    (await Promise.all(APPS.map(async (app) => (await publishedVersions(app, host)).includes(known.apps[app.name])))).every(Boolean)
  ) {
    return known;
  }
  const tree = await mkdtemp(path.join(os.tmpdir(), 'portal-ref-'));
  try {
    await sh('git', ['worktree', 'add', '--detach', tree, commit], root);
    await sh('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts'], tree);
    await sh('pnpm', ['-r', '--filter', './shell', '--filter', './mfe-*', 'run', 'build'], tree);
    const apps = {};
    for (const app of APPS) apps[app.name] = (await publish(app, { host, from: path.join(tree, app.dir, 'dist') })).version;
    const published = { ref, commit, apps };
    await mkdir(path.dirname(record), { recursive: true });
    await writeFile(record, JSON.stringify(published, null, 2) + '\n');
    return published;
  } finally {
    await sh('git', ['worktree', 'remove', '--force', tree], root).catch(() => rm(tree, { recursive: true, force: true }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  publishRef(process.argv[2]).then(
    ({ ref, commit, apps }) =>
      console.log(
        `${ref} (${commit.slice(0, 10)}) published: ${Object.entries(apps)
          .map(([name, version]) => `${name} ${version}`)
          .join(', ')}`,
      ),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
