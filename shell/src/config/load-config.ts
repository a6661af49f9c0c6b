import { portalSettingsSchema, remoteConfigSchema, type PortalConfig, type RemoteConfig } from '@portal/shared';

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
  for (const candidate of listed) {
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
