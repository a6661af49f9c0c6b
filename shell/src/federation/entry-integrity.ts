import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import type { RemoteConfig } from '@portal/shared';

/** The integrity the deploy published for this remote entry script, if it is one. */
export function entryIntegrity(remotes: readonly RemoteConfig[], url: string): string | undefined {
  return remotes.find((remote) => remote.integrity && new URL(remote.entry).href === new URL(url).href)?.integrity;
}

/**
 * Gives each remote entry script its published integrity and CORS mode before the browser fetches
 * it: an entry altered on the host or on its way never runs. The entry's own loader checks the
 * integrity of every chunk it loads after it (the build's SRI plugin).
 */
export function entryIntegrityPlugin(remotes: readonly RemoteConfig[]): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-entry-integrity',
    createScript({ url }) {
      const integrity = entryIntegrity(remotes, url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
