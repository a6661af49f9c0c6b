import type { PortalConfig } from '@portal/shared';

export const OVERRIDE_PARAM = 'remote-override';
const STORAGE_KEY = 'portal.remoteOverrides';

export type RemoteOverride = { name: string; entry: string };

/** Whether a URL is within one of the config's override sources (`http://localhost:*` or an origin). */
export function overrideAllowed(url: string, allowed: readonly string[] = []): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  return allowed.some((source) => {
    if (!source.endsWith(':*')) return new URL(source).origin === target.origin;
    const base = new URL(source.slice(0, -2));
    return base.protocol === target.protocol && base.hostname === target.hostname;
  });
}

/**
 * The overrides this tab asked for: `?remote-override=name=url` adds one, `?remote-override=name`
 * removes it. They last as long as the tab (sessionStorage) and apply only where the config allows
 * their URL; the remote then loads from there, without the deployed version's integrity.
 */
export function applyRemoteOverrides(config: PortalConfig, search: string, store: Storage): { config: PortalConfig; overrides: RemoteOverride[] } {
  const wanted = readStored(store);
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAM)) {
    const [name = '', ...rest] = value.split('=');
    const entry = rest.join('=');
    if (entry) wanted[name] = entry;
    else delete wanted[name];
  }
  store.setItem(STORAGE_KEY, JSON.stringify(wanted));
  const overrides: RemoteOverride[] = [];
  const remotes = config.remotes.map((remote) => {
    const entry = wanted[remote.name];
    if (!entry || !overrideAllowed(entry, config.allowRemoteOverrides)) return remote;
    overrides.push({ name: remote.name, entry });
    return { name: remote.name, entry, routes: remote.routes, widgets: remote.widgets };
  });
  return { config: { ...config, remotes }, overrides };
}

function readStored(store: Storage): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}
