import { z } from 'zod/mini';

import { navEntrySchema, portalSettingsSchema, remoteConfigSchema, type PortalConfig, type RemoteConfig } from '@portal/shared';

import { CONFIG_URL, fetchUncached } from './early-reads';

/** A remote the config names wrongly: left out of the portal, and reported. */
export type DroppedRemote = { name: string; problem: string };

/**
 * config.json is read before anything renders; it is never cached, so a deploy can change it. A
 * remote whose entry is wrong (a deploy that checked nothing wrote it, or a hand) is left out, its
 * area and header entries with it, and the rest of the portal starts.
 */
export async function loadConfig(url = CONFIG_URL): Promise<{ config: PortalConfig; dropped: DroppedRemote[] }> {
  const response = await fetchUncached(url);
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const { remotes: listed, ...settings } = portalSettingsSchema.parse(await response.json());
  const remotes: RemoteConfig[] = [];
  const dropped: DroppedRemote[] = [];
  for (const candidate of await Promise.all(listed.map(withDevelopmentDeclarations))) {
    const read = remoteConfigSchema.safeParse(candidate);
    if (read.success) remotes.push(onThisOrigin(read.data));
    else
      dropped.push({
        name: nameOf(candidate),
        problem: read.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      });
  }
  return { config: { ...settings, remotes }, dropped };
}

const nameOf = (remote: unknown) =>
  typeof remote === 'object' && remote !== null && 'name' in remote ? String(remote.name).slice(0, 100) : 'unnamed';

/** Scripts named by path are on the page's own origin: the federation and the fetches take whole URLs. */
function onThisOrigin(remote: RemoteConfig): RemoteConfig {
  const whole = (url: string) => new URL(url, window.location.origin).href;
  const scripts = remote.exposedScripts;
  return {
    ...remote,
    entry: whole(remote.entry),
    ...(scripts ? { exposedScripts: Object.fromEntries(Object.entries(scripts).map(([name, urls]) => [name, urls?.map(whole)])) } : {}),
  };
}

/**
 * In development a remote's entry is its dev server's mf-manifest.json and no deploy published its
 * declarations: the prefixes it owns, its header entries and whether it has home widgets are read
 * from the prefixes.json, navigation.json and names.json its build writes beside the manifest, and the manifest. A deployed config names them itself, and
 * nothing is fetched.
 */
async function withDevelopmentDeclarations(remote: unknown): Promise<unknown> {
  if (typeof remote !== 'object' || remote === null || !('entry' in remote)) return remote;
  const entry = String(remote.entry);
  if (!entry.endsWith('/mf-manifest.json')) return remote;
  const read = async (file: string) => {
    try {
      const response = await fetchUncached(new URL(file, entry).href);
      return response.ok ? ((await response.json()) as unknown) : undefined;
    } catch {
      return undefined;
    }
  };
  const [navigation, prefixes, names, manifest] = await Promise.all([
    'navigation' in remote ? remote.navigation : read('navigation.json'),
    'prefixes' in remote ? remote.prefixes : read('prefixes.json'),
    'names' in remote ? remote.names : read('names.json'),
    read('mf-manifest.json'),
  ]);
  const entries = z.array(navEntrySchema).safeParse(navigation);
  const exposes = (manifest as { exposes?: { name?: string }[] } | undefined)?.exposes ?? [];
  return {
    widgets: exposes.some((exposed) => exposed.name === 'widgets'),
    ...remote,
    prefixes,
    ...(names ? { names } : {}),
    ...(entries.success ? { navigation: entries.data } : {}),
  };
}
