import { describe, expect, it } from 'vitest';

import type { PortalRoute, RemoteConfig } from '@portal/shared';

import type { RemoteRegistry } from '../federation/remote-registry';
import { createPortalRouter } from './create-portal-router';

const donations = { name: 'donations', entry: 'http://localhost/remoteEntry.js', prefixes: ['/donations'] } as RemoteConfig;
const page = (path: string): PortalRoute => ({ path, handle: { access: 'public' }, Component: () => null });

/** A registry whose one remote's routes arrive when the test says. */
function slowRegistry() {
  let arrive!: (routes: PortalRoute[]) => void;
  const routes = new Promise<PortalRoute[]>((resolve) => (arrive = resolve));
  const registry = {
    remoteFor: (path: string) => (path.startsWith('/donations') ? donations : undefined),
    load: () => routes,
  } as unknown as RemoteRegistry;
  return { registry, arrive };
}

describe('createPortalRouter', () => {
  it("adds an area's routes on the first visit, even when a second link is followed before they arrive", async () => {
    const { registry, arrive } = slowRegistry();
    const router = createPortalRouter(registry);
    // The first navigation into the area waits for its routes; the second one replaces it.
    const first = router.navigate('/donations');
    const second = router.navigate('/donations/donate?cause=parks');
    arrive([page('/donations'), page('/donations/donate')]);
    await Promise.all([first, second]);
    expect(router.state.location.pathname).toBe('/donations/donate');
    expect(router.state.matches.at(-1)?.route.path).toBe('/donations/donate');
    // And the area's other pages are known from then on.
    await router.navigate('/donations');
    expect(router.state.matches.at(-1)?.route.path).toBe('/donations');
    router.dispose();
  });
});
