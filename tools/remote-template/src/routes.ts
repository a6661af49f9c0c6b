import { navigationFrom, lazyPage as page, withText, type PortalRoute } from '@portal/shared';

import declared from './navigation.json';
import { areaText } from './text';

import './styles.scss';

export const routes: PortalRoute[] = withText(areaText, [
  {
    path: '/__AREA__',
    handle: { title: 'title.home', access: 'login' },
    lazy: page(() => import('./home/area-home-page'), 'AreaHomePage'),
  },
]);

/**
 * This area's entries in the portal's header, its first reads and its prefixes, as plain data the
 * build publishes as it is (tools/rspack-preset/navigation-plugin.mjs), checked here against the routes.
 */
export const navigation = navigationFrom(routes, declared.navigation, declared.prefixes);

/** The API reads this area's home widgets make, by page (none yet): widgets.test.tsx checks them. */
export const firstReads: Record<string, string[]> = declared.firstReads;
