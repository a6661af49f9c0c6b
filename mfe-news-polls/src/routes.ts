import { existsIn, navigationFrom, lazyPage as page, withText, type PortalRoute } from '@portal/shared';
import { isId, PROJECT_TYPES } from '@portal/shared/contracts';

import { legislationItemQuery } from './legislation/get-legislation';
import declared from './navigation.json';
import { newsArticleQuery } from './news/get-news';
import { petitionQuery } from './petitions/get-petitions';
import { pollQuery } from './polls/get-polls';
import { newsPollsText } from './text';

import './styles.scss';

export const routes: PortalRoute[] = withText(newsPollsText, [
  { path: '/news', handle: { title: 'title.news', access: 'login' }, lazy: page(() => import('./news/news-list-page'), 'NewsListPage') },
  {
    path: '/news/:slug',
    handle: {
      // The article's own title is its heading; this names the page while it loads.
      title: 'title.article',
      access: 'login',
      validate: ({ slug = '' }, { api, queryClient }) => existsIn(queryClient.ensureQueryData(newsArticleQuery(api, slug))),
    },
    lazy: page(() => import('./news/news-article-page'), 'NewsArticlePage'),
  },
  { path: '/polls', handle: { title: 'title.polls', access: 'login' }, lazy: page(() => import('./polls/poll-list-page'), 'PollListPage') },
  {
    path: '/polls/:slug',
    handle: {
      title: 'title.poll',
      access: 'login',
      validate: ({ slug = '' }, { api, queryClient }) => existsIn(queryClient.ensureQueryData(pollQuery(api, slug))),
    },
    lazy: page(() => import('./polls/poll-page'), 'PollPage'),
  },
  {
    path: '/petitions',
    handle: { title: 'title.petitions', access: 'login' },
    lazy: page(() => import('./petitions/petition-list-page'), 'PetitionListPage'),
  },
  {
    path: '/petitions/:id',
    handle: {
      title: 'title.petition',
      access: 'login',
      validate: ({ id = '' }, { api, queryClient }) =>
        isId(id) ? existsIn(queryClient.ensureQueryData(petitionQuery(api, Number(id)))) : false,
    },
    lazy: page(() => import('./petitions/petition-page'), 'PetitionPage'),
  },
  {
    path: '/campaigns',
    handle: { title: 'title.campaigns', access: 'login' },
    lazy: page(() => import('./campaigns/campaigns-page'), 'CampaignsPage'),
  },
  {
    path: '/documents',
    handle: { title: 'title.documents', access: 'login' },
    lazy: page(() => import('./documents/documents-page'), 'DocumentsPage'),
  },
  {
    path: '/community',
    handle: { title: 'title.community', access: 'login' },
    lazy: page(() => import('./community/community-page'), 'CommunityPage'),
  },
  {
    path: '/projects',
    handle: { title: 'title.projects', access: 'login' },
    lazy: page(() => import('./projects/projects-page'), 'ProjectsPage'),
  },
  {
    path: '/projects/:type',
    handle: {
      title: 'title.projects',
      access: 'login',
      validate: ({ type = '' }) => (PROJECT_TYPES as readonly string[]).includes(type.toLowerCase()),
    },
    lazy: page(() => import('./projects/projects-page'), 'ProjectsPage'),
  },
  {
    path: '/legislation',
    handle: { title: 'title.legislation', access: 'login' },
    lazy: page(() => import('./legislation/legislation-page'), 'LegislationPage'),
  },
  {
    path: '/legislation/:id',
    handle: {
      title: 'title.legislationItem',
      access: 'login',
      validate: ({ id = '' }, { api, queryClient }) =>
        isId(id) ? existsIn(queryClient.ensureQueryData(legislationItemQuery(api, Number(id)))) : false,
    },
    lazy: page(() => import('./legislation/legislation-item-page'), 'LegislationItemPage'),
  },
]);

/**
 * This area's entries in the portal's header, its first reads and its prefixes, as plain data the
 * build publishes as it is (tools/rspack-preset/navigation-plugin.mjs), checked here against the routes.
 */
export const navigation = navigationFrom(routes, declared.navigation, declared.prefixes);

/**
 * The API reads this area's home widgets make, by page: the deploy puts them in the page, whose
 * inline script starts them with the session before any script has loaded, and the widgets' own
 * requests take them over. Written as the API client asks for them; widgets.test.tsx checks that they are.
 */
export const firstReads = declared.firstReads;
