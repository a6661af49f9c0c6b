import { storage, STORAGE_KEYS } from '@portal/shared';

import { fetchUncached, VERSION_URL } from '../config/early-reads';

export const VERSION_POLL_MS = 30_000;

async function readJson(url: string): Promise<unknown> {
  const response = await fetchUncached(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Whether the start-up read of the version is still the latest word (see checkOnNavigation). */
let readAtStartup = false;

/** The shell's version as the server has it now (GET /version.json). */
export async function fetchServerVersion(): Promise<string> {
  const body = (await readJson(VERSION_URL)) as { version?: unknown };
  if (typeof body.version !== 'string') throw new Error('version.json has no version');
  return body.version;
}

/** The start-up read the page began with: the first page's check has nothing newer to learn. */
export async function fetchServerVersionAtStartup(): Promise<string> {
  const version = await fetchServerVersion();
  readAtStartup = true;
  return version;
}

/**
 * The version check of a route change: the server's version now, or null for the first page when
 * start-up has just read it (the page was served with that version, so asking again says the same).
 */
export function checkOnNavigation(): Promise<string> | null {
  if (readAtStartup) {
    readAtStartup = false;
    return null;
  }
  return fetchServerVersion();
}

/** The live version of every app, as the deploy names them (GET builds/latest.json). */
export async function fetchLiveVersions(): Promise<Record<string, string>> {
  const body = (await readJson('/builds/latest.json')) as { apps?: Record<string, { version?: unknown }> };
  const versions = Object.entries(body.apps ?? {}).flatMap(([name, app]) =>
    typeof app.version === 'string' ? [[name, app.version] as const] : [],
  );
  if (!versions.some(([name]) => name === 'shell')) throw new Error('builds/latest.json names no shell version');
  return Object.fromEntries(versions);
}

/**
 * Whether this page runs something other than what is live: another shell, or a remote whose
 * version in the config it booted with is no longer the live one (a remote deployed alone).
 */
export function isOutdated(live: Record<string, string>, running: Record<string, string | undefined>): boolean {
  return Object.entries(running).some(([name, version]) => version !== undefined && live[name] !== undefined && live[name] !== version);
}

export type VersionDecision = 'store' | 'same' | 'reload';

/**
 * docs/product-rules.md#navigation: compare the server version with the stored appVersion. A first visit just stores it;
 * a difference stores the new one before reloading, so a reload can never loop.
 */
export function checkVersion(serverVersion: string): VersionDecision {
  storage.set(STORAGE_KEYS.serverVersion, serverVersion);
  const appVersion = storage.get(STORAGE_KEYS.appVersion);
  if (appVersion === serverVersion) return 'same';
  storage.set(STORAGE_KEYS.appVersion, serverVersion);
  return appVersion ? 'reload' : 'store';
}
