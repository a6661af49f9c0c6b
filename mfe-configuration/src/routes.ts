import type { Params } from 'react-router';

import { existsIn, navigationFrom, lazyPage as page, type PortalRoute } from '@portal/shared';
import { CONFIG_RESOURCES, isId, withArticle, type ConfigResourceName } from '@portal/shared/contracts';

import { accountQuery } from './accounts/get-accounts';
import declared from './navigation.json';
import { resourceItemQuery } from './resources/resource-queries';

import './styles.scss';

type Validate = NonNullable<NonNullable<PortalRoute['handle']>['validate']>;

const pages = () => import('./resources/resource-pages');

/** List, create and edit screens for every described resource: one set of pages, thirty resources. */
function resourceRoutes(name: ConfigResourceName): PortalRoute[] {
  const resource = CONFIG_RESOURCES[name];
  const access = resource.access;
  const list = () => pages().then((module) => ({ Component: module.listPageFor(name) }));
  const form = () => pages().then((module) => ({ Component: module.formPageFor(name) }));
  if (resource.single) return [{ path: resource.path, handle: { title: resource.title, access }, lazy: form }];
  const listHandle = { title: resource.title, access };
  const createHandle = { title: `Add ${withArticle(resource.singular)}`, access };
  const exists: Validate = ({ key = '' }, { api, queryClient }) => existsIn(queryClient.ensureQueryData(resourceItemQuery(api, name, key)));
  const routes: PortalRoute[] = [
    { path: resource.path, handle: listHandle, lazy: list },
    { path: `${resource.path}/create`, handle: createHandle, lazy: form },
    {
      path: `${resource.path}/${resource.editPrefix}:key`,
      handle: { title: `Edit ${resource.singular}`, access, validate: exists },
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
      handle: { title: `Edit ${resource.singular}`, access, validate: (params, context) => validParent(params) && exists(params, context) },
      lazy: form,
    },
  ];
}

export const routes: PortalRoute[] = [
  {
    path: '/configuration',
    handle: { title: 'Configuration', access: 'super' },
    lazy: page(() => import('./home/configuration-home-page'), 'ConfigurationHomePage'),
  },
  {
    path: '/configuration/logging',
    handle: { title: 'Logging', access: 'admin' },
    lazy: page(() => import('./logging/logging-page'), 'LoggingPage'),
  },
  {
    path: '/configuration/disputes',
    handle: { title: 'Disputes', access: 'super' },
    lazy: page(() => import('./disputes/dispute-cases-redirect'), 'DisputeCasesRedirect'),
  },
  // The accounts screen needs only a login as a page (docs/product-rules.md#routes); the API answers staff only.
  {
    path: '/configuration/accounts',
    handle: { title: 'Accounts', access: 'login' },
    lazy: page(() => import('./accounts/accounts-page'), 'AccountsPage'),
  },
  {
    path: '/configuration/accounts/:id',
    handle: {
      title: 'Account',
      access: 'login',
      // An account that does not exist is the portal's not-found page, not a failure on this one.
      validate: ({ id = '' }, { api, queryClient }) => isId(id) && existsIn(queryClient.ensureQueryData(accountQuery(api, id))),
    },
    lazy: page(() => import('./accounts/account-page'), 'AccountPage'),
  },
  {
    path: '/departments',
    handle: { title: 'Departments', access: 'super' },
    lazy: () => pages().then((module) => ({ Component: module.listPageFor('departments') })),
  },
  ...(Object.keys(CONFIG_RESOURCES) as ConfigResourceName[]).flatMap(resourceRoutes),
];

/**
 * This area's entries in the portal's header, its first reads and its prefixes, as plain data the
 * build publishes as it is (tools/rspack-preset/navigation-plugin.mjs), checked here against the routes.
 */
export const navigation = navigationFrom(routes, declared.navigation, declared.prefixes);
