import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { storage, STORAGE_KEYS, usePortal } from '@portal/shared';

import { useShell } from '../context/shell-context';
import { checkOnNavigation, checkVersion, fetchLiveVersions, isOutdated, VERSION_POLL_MS } from './versions';

/** How long the "being updated" alert stays before the reload, so it can be read. */
const RELOAD_DELAY_MS = 1500;

/** On every route change: the server's version against the stored one; a new one reloads the page. */
export function useVersionCheckOnNavigation(): boolean {
  const location = useLocation();
  const [updating, setUpdating] = useState(false);
  useEffect(() => {
    let current = true;
    checkOnNavigation()
      ?.then((version) => {
        if (current && checkVersion(version) === 'reload') {
          setUpdating(true);
          setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
        }
      })
      .catch(() => undefined); // An unreachable version file must not disturb the person.
    return () => {
      current = false;
    };
  }, [location.pathname]);
  return updating;
}

/**
 * docs/product-rules.md#navigation: every 30 s the live versions are rechecked and isOutdated set: the shell against the
 * stored appVersion, each remote against the version of it this page was configured with.
 */
export function useOutdatedPoll() {
  const { setOutdated } = usePortal();
  const { registry } = useShell();
  useEffect(() => {
    const timer = setInterval(() => {
      fetchLiveVersions()
        .then((live) => {
          storage.set(STORAGE_KEYS.serverVersion, live.shell!);
          const running = { shell: storage.get(STORAGE_KEYS.appVersion) ?? undefined, ...registry.versions() };
          setOutdated(isOutdated(live, running));
        })
        .catch(() => undefined);
    }, VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, [setOutdated, registry]);
}
