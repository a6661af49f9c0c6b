import { CONFIG_RESOURCES, existsIn, lazyPage as page, withArticle, type ConfigResourceName, type PortalRoute } from '@portal/shared';
import { resourceItemQuery } from './resources/resource-queries';

const pages = () => import('./resources/resource-pages');

/** List, create and edit screens for every described resource: one set of pages, thirty resources. */
function resourceRoutes(name: ConfigResourceName): PortalRoute[] {
  const resource = CONFIG_RESOURCES[name];
  const access = resource.access;
  const list = () => pages().then((module) => ({ Component: module.listPageFor(name) }));
  const form = () => pages().then((module) => ({ Component: module.formPageFor(name) }));
  return [
    { path: resource.path, handle: { title: resource.title, access }, lazy: list },
    { path: `${resource.path}/create`, handle: { title: `Add ${withArticle(resource.singular)}`, access }, lazy: form },
    {
      path: `${resource.path}/${resource.editPrefix}:key`,
      handle: {
        title: `Edit ${resource.singular}`,
        access,
        validate: ({ key = '' }, { api, queryClient }) => existsIn(queryClient.ensureQueryData(resourceItemQuery(api, name, key))),
      },
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
    path: '/configuration/news',
    handle: { title: 'Manage news', access: 'super' },
    lazy: page(() => import('./news/manage-news-page'), 'ManageNewsPage'),
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
  // SPEC flags the accounts screen as needing only a login; the API answers super users only.
  { path: '/configuration/accounts', handle: { title: 'Accounts', access: 'login' }, lazy: page(() => import('./accounts/accounts-page'), 'AccountsPage') },
  {
    path: '/configuration/accounts/:id',
    handle: { title: 'Account', access: 'login', validate: ({ id }) => /^[1-9]\d{0,9}$/.test(id ?? '') },
    lazy: page(() => import('./accounts/account-page'), 'AccountPage'),
  },
  { path: '/departments', handle: { title: 'Departments', access: 'super' }, lazy: () => pages().then((module) => ({ Component: module.listPageFor('departments') })) },
  ...(Object.keys(CONFIG_RESOURCES) as ConfigResourceName[]).flatMap(resourceRoutes),
];
