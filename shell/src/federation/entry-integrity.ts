import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import type { RemoteConfig } from '@portal/shared';

import { REMOTE_LOAD_TIMEOUT_MS } from './load-limit';

/** The integrity the deploy published for this remote entry script, if it is one. */
export function entryIntegrity(remotes: readonly RemoteConfig[], url: string): string | undefined {
  return remotes.find((remote) => remote.integrity && new URL(remote.entry).href === new URL(url).href)?.integrity;
}

/**
 * Gives each remote entry script its published integrity and CORS mode before the browser fetches
 * it: an entry altered on the host or on its way never runs. The entry's own loader checks the
 * integrity of every chunk it loads after it (the build's SRI plugin). The entry may take as long as
 * the remote's whole load (the federation runtime's own limit is 20 s).
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
      return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
