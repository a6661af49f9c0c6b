import { matchRoutes, type RouteObject } from 'react-router';

import type { RemoteRegistry } from './remote-registry';

/** The events that show a person is about to follow a link: a pointer over it, focus, a touch. */
export const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;

type Registry = Pick<RemoteRegistry, 'remoteFor' | 'failure' | 'load'>;

/**
 * The path to preload for an event's target: a same-origin link, opened in this tab, to a path a
 * remote owns, where that remote has not failed (a failure waits for "Try again"). Null otherwise.
 */
export function intentPath(target: EventTarget | null, registry: Registry, origin = window.location.origin): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  const remote = registry.remoteFor(url.pathname);
  if (!remote || registry.failure(remote.name)) return null;
  return url.pathname;
}

/**
 * Loads a remote's routes, and the page chunks of the routes matching the path, before the
 * navigation asks for them. A failure here is left to the navigation, which shows it as usual.
 */
export async function preloadPath(registry: Registry, pathname: string): Promise<void> {
  const remote = registry.remoteFor(pathname);
  if (!remote) return;
  const routes = await registry.load(remote).catch(() => null);
  for (const match of matchRoutes((routes ?? []) as RouteObject[], pathname) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') await Promise.resolve(lazy()).catch(() => {});
  }
}

/** One delegated listener per intent event; each path is preloaded once. Returns a function that stops it. */
export function preloadOnIntent(registry: Registry, root: Document = document): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const path = intentPath(event.target, registry);
    if (!path || started.has(path)) return;
    started.add(path);
    void preloadPath(registry, path);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent);
  };
}
