#!/usr/bin/env node
// The deploy's record of what is live: builds/latest.json on the shell's origin names the
// version of every app, read from the version.json each build writes.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, SHELL } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = {};
for (const app of APPS) {
  const { app: name, version, built_at } = JSON.parse(await readFile(path.join(root, app.dir, 'dist/version.json'), 'utf8'));
  apps[name] = { version, built_at };
}
const target = path.join(root, SHELL.dir, 'dist/builds/latest.json');
await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, JSON.stringify({ generated_at: new Date().toISOString(), apps }, null, 2));
console.log(`builds/latest.json: ${Object.entries(apps).map(([name, { version }]) => `${name} ${version}`).join(', ')}`);
