import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePortal } from '@portal/shared';
import { STORAGE_KEYS, storage } from '@portal/shared';
import { VERSION_POLL_MS, checkVersion, fetchLatestVersion, fetchServerVersion } from './versions';

/** How long the "being updated" alert stays before the reload, so it can be read. */
const RELOAD_DELAY_MS = 1500;

/** On every route change: the server's version against the stored one; a new one reloads the page. */
export function useVersionCheckOnNavigation(): boolean {
  const location = useLocation();
  const [updating, setUpdating] = useState(false);
  useEffect(() => {
    let current = true;
    fetchServerVersion()
      .then((version) => {
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

/** SPEC §4: every 30 s the live version is rechecked and isOutdated set. */
export function useOutdatedPoll() {
  const { setOutdated } = usePortal();
  useEffect(() => {
    const timer = setInterval(() => {
      fetchLatestVersion()
        .then((latest) => {
          storage.set(STORAGE_KEYS.serverVersion, latest);
          setOutdated(latest !== storage.get(STORAGE_KEYS.appVersion));
        })
        .catch(() => undefined);
    }, VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, [setOutdated]);
}
