import { navEntrySchema, portalConfigSchema, remoteConfigSchema, type PortalConfig, type RemoteConfig } from '@portal/shared';

import { CONFIG_URL, fetchUncached } from './early-reads';

/** config.json is read before anything renders; it is never cached, so a deploy can change it. */
export async function loadConfig(url = CONFIG_URL): Promise<PortalConfig> {
  const response = await fetchUncached(url);
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config = portalConfigSchema.parse(await response.json());
  return { ...config, remotes: await Promise.all(config.remotes.map(withDevelopmentNavigation)) };
}

/**
 * In development a remote's entry is its dev server's mf-manifest.json and no deploy published its
 * header entries: they are read from the navigation.json its build writes beside the manifest. A
 * deployed config names them itself, and nothing is fetched.
 */
async function withDevelopmentNavigation(remote: RemoteConfig): Promise<RemoteConfig> {
  if (remote.navigation || !remote.entry.endsWith('/mf-manifest.json')) return remote;
  try {
    const response = await fetchUncached(new URL('navigation.json', remote.entry).href);
    const navigation = navEntrySchema.array().parse(await response.json());
    return remoteConfigSchema.parse({ ...remote, navigation });
  } catch {
    return remote;
  }
}
