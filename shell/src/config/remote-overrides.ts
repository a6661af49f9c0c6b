import type { PortalConfig } from '@portal/shared';

export const OVERRIDE_PARAM = 'remote-override';
/** The overrides this tab's person confirmed (a key of its own: nothing stored unconfirmed counts). */
const STORAGE_KEY = 'portal.confirmedRemoteOverrides';

export type RemoteOverride = { name: string; entry: string };

/**
 * A development origin: a page served from this machine, as `pnpm dev` serves it. Only there may a
 * tab load a remote from elsewhere; a portal on any other host never does, whatever its config says.
 */
export function isDevelopmentOrigin(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

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
 * The overrides of this tab: `active`, confirmed earlier in the tab; `pending`, asked for by
 * `?remote-override=name=url` and not yet confirmed (none of their code may run before). The
 * parameter `?remote-override=name` ends one. They apply only on a development origin, to a
 * remote of the config, from a URL the config allows; the remote then loads from there, without
 * the deployed version's integrity.
 */
export function requestedOverrides(
  config: PortalConfig,
  page: { hostname: string; search: string },
  store: Storage,
): { active: RemoteOverride[]; pending: RemoteOverride[] } {
  if (!isDevelopmentOrigin(page.hostname) || !config.allowRemoteOverrides?.length) {
    store.removeItem(STORAGE_KEY);
    return { active: [], pending: [] };
  }
  const usable = ({ name, entry }: RemoteOverride) =>
    config.remotes.some((remote) => remote.name === name) && overrideAllowed(entry, config.allowRemoteOverrides);
  const confirmed = readStored(store);
  const asked = new Map<string, string>();
  for (const value of new URLSearchParams(page.search).getAll(OVERRIDE_PARAM)) {
    const [name = '', ...rest] = value.split('=');
    const entry = rest.join('=');
    if (entry) asked.set(name, entry);
    else {
      asked.delete(name);
      delete confirmed[name];
    }
  }
  store.setItem(STORAGE_KEY, JSON.stringify(confirmed));
  const pending = [...asked]
    .map(([name, entry]) => ({ name, entry }))
    .filter((wanted) => usable(wanted) && confirmed[wanted.name] !== wanted.entry);
  const active = Object.entries(confirmed)
    .map(([name, entry]) => ({ name, entry }))
    .filter(usable);
  return { active, pending };
}

/**
 * The person's answer to the pending overrides: loaded, they join the tab's confirmed ones;
 * cancelled, those remotes load as deployed. Gives the overrides that now apply.
 */
export function decideOverrides(active: RemoteOverride[], pending: RemoteOverride[], load: boolean, store: Storage): RemoteOverride[] {
  const confirmed = Object.fromEntries(active.map(({ name, entry }) => [name, entry]));
  for (const { name, entry } of pending) {
    if (load) confirmed[name] = entry;
    else delete confirmed[name];
  }
  store.setItem(STORAGE_KEY, JSON.stringify(confirmed));
  return Object.entries(confirmed).map(([name, entry]) => ({ name, entry }));
}

/** The config with each overridden remote pointing at its override's URL, without the deployed version's scripts and integrity. */
export function withOverrides(config: PortalConfig, overrides: RemoteOverride[]): PortalConfig {
  const remotes = config.remotes.map((remote) => {
    const override = overrides.find(({ name }) => name === remote.name);
    if (!override) return remote;
    const { version, integrity, exposedScripts, ...kept } = remote;
    return { ...kept, entry: override.entry };
  });
  return { ...config, remotes };
}

function readStored(store: Storage): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  } catch {
    return {};
  }
}
