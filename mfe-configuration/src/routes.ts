import type { Params } from 'react-router';

import { existsIn, navigationFrom, lazyPage as page, withText, type PortalRoute } from '@portal/shared';
import { CONFIG_RESOURCES, isId, type ConfigResourceName } from '@portal/shared/contracts';

import { accountQuery } from './accounts/get-accounts';
import { LOGGING_ACCESS } from './logging/logging-access';
import declared from './navigation.json';
import { resourceItemQuery } from './resources/resource-queries';
import { resourceWordId } from './resources/resource-text';
import { configurationText } from './text';

import './styles.scss';

type Validate = NonNullable<NonNullable<PortalRoute['handle']>['validate']>;

const pages = () => import('./resources/resource-pages');

/** List, create and edit screens for every described resource: one set of pages, thirty resources. */
function resourceRoutes(name: ConfigResourceName): PortalRoute[] {
  const resource = CONFIG_RESOURCES[name];
  const access = resource.access;
  const list = () => pages().then((module) => ({ Component: module.listPageFor(name) }));
  const form = () => pages().then((module) => ({ Component: module.formPageFor(name) }));
  const title = resourceWordId(name, 'name');
  if (resource.single) return [{ path: resource.path, handle: { title, access }, lazy: form }];
  const listHandle = { title, access };
  const createHandle = { title: resourceWordId(name, 'add'), access };
  const edit = resourceWordId(name, 'edit');
  const exists: Validate = ({ key = '' }, { api, queryClient }) => existsIn(queryClient.ensureQueryData(resourceItemQuery(api, name, key)));
  const routes: PortalRoute[] = [
    { path: resource.path, handle: listHandle, lazy: list },
    { path: `${resource.path}/create`, handle: createHandle, lazy: form },
    {
      path: `${resource.path}/${resource.editPrefix}:key`,
      handle: { title: edit, access, validate: exists },
      lazy: form,
    },
  ];
  if (!resource.parentInPath) return routes;
  // `disputes/criteria/{type}`: the parent's id in the path of the list, create and edit screens.
  const validParent = ({ parent = '' }: Params) => isId(parent);
  return [
    ...routes,
    { path: `${resource.path}/:parent`, handle: { ...listHandle, validate: validParent }, lazy: list },
    { path: `${resource.path}/:parent/create`, handle: { ...createHandle, validate: validParent }, lazy: form },
    {
      path: `${resource.path}/:parent/${resource.editPrefix}:key`,
      handle: { title: edit, access, validate: (params, context) => validParent(params) && exists(params, context) },
      lazy: form,
    },
  ];
}

export const routes: PortalRoute[] = withText(configurationText, [
  {
    path: '/configuration',
    handle: { title: 'title.configuration', access: 'super' },
    lazy: page(() => import('./home/configuration-home-page'), 'ConfigurationHomePage'),
  },
  {
    path: '/configuration/logging',
    handle: { title: 'title.logging', access: LOGGING_ACCESS },
    lazy: page(() => import('./logging/logging-page'), 'LoggingPage'),
  },
  {
    path: '/configuration/disputes',
    handle: { title: 'title.disputes', access: 'super' },
    lazy: page(() => import('./disputes/dispute-cases-redirect'), 'DisputeCasesRedirect'),
  },
  // The accounts screen needs only a login as a page (docs/product-rules.md#routes); the API answers staff only.
  {
    path: '/configuration/accounts',
    handle: { title: 'title.accounts', access: 'login' },
    lazy: page(() => import('./accounts/accounts-page'), 'AccountsPage'),
  },
  {
    path: '/configuration/accounts/:id',
    handle: {
      title: 'title.account',
      access: 'login',
      // An account that does not exist is the portal's not-found page, not a failure on this one.
      validate: ({ id = '' }, { api, queryClient }) => isId(id) && existsIn(queryClient.ensureQueryData(accountQuery(api, id))),
    },
    lazy: page(() => import('./accounts/account-page'), 'AccountPage'),
  },
  {
    path: '/departments',
    handle: { title: resourceWordId('departments', 'name'), access: 'super' },
    lazy: () => pages().then((module) => ({ Component: module.listPageFor('departments') })),
  },
  ...(Object.keys(CONFIG_RESOURCES) as ConfigResourceName[]).flatMap(resourceRoutes),
]);

/**
 * This area's entries in the portal's header, its first reads and its prefixes, as plain data the
 * build publishes as it is (tools/rspack-preset/navigation-plugin.mjs), checked here against the routes.
 */
export const navigation = navigationFrom(routes, declared.navigation, declared.prefixes);
