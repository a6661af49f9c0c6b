import type { RouteObject } from 'react-router';

import { existsIn, withText, type RouteHandle } from '@portal/shared';
import { isId } from '@portal/shared/contracts';
import { LoginPage } from '@portal/shared/host';

import { propertyQuery } from '../account/account-queries';
import { PROFILE_TABS } from '../account/profile-tabs';
import { LINKED_PAGES } from '../context/shell-navigation';
import { EMERGENCY_GUIDES, emergencyCategoryQuery, emergencySubcategoryQuery } from '../info/info-queries';
import { HomePage } from '../pages/home-page';
import { UnmatchedPage } from '../pages/unmatched-page';
import { shellText } from '../text';
import { aliasRoutes } from './aliases';

type ShellRoute = RouteObject & { handle: RouteHandle };

/** Account pages are loaded when first visited, to keep the first load small. */
const account = {
  register: () => import('../account/register-page').then((module) => ({ Component: module.RegisterPage })),
  confirm: () => import('../account/confirm-registration-page').then((module) => ({ Component: module.ConfirmRegistrationPage })),
  forgot: () => import('../account/forgot-password-page').then((module) => ({ Component: module.ForgotPasswordPage })),
  reset: () => import('../account/reset-password-page').then((module) => ({ Component: module.ResetPasswordPage })),
  profile: () => import('../account/profile-page').then((module) => ({ Component: module.ProfilePage })),
  createProperty: () => import('../account/property-pages').then((module) => ({ Component: module.CreatePropertyPage })),
  editProperty: () => import('../account/property-pages').then((module) => ({ Component: module.EditPropertyPage })),
};

/** The general and directory pages, fed by the API. */
const info = {
  about: () => import('../info/about-pages').then((module) => ({ Component: module.AboutUsPage })),
  policies: () => import('../info/about-pages').then((module) => ({ Component: module.PoliciesPage })),
  contact: () => import('../info/contact-us-page').then((module) => ({ Component: module.ContactUsPage })),
  support: () => import('../info/support-pages').then((module) => ({ Component: module.SupportPage })),
  chat: () => import('../info/support-pages').then((module) => ({ Component: module.CommunityChatPage })),
  telegram: () => import('../info/support-pages').then((module) => ({ Component: module.TelegramGroupsPage })),
  contacts: () => import('../info/support-pages').then((module) => ({ Component: module.EmergencyContactsPage })),
  emergencies: () => import('../info/emergency-pages').then((module) => ({ Component: module.EmergenciesPage })),
  category: () => import('../info/emergency-pages').then((module) => ({ Component: module.EmergencyCategoryPage })),
  subcategory: () => import('../info/emergency-pages').then((module) => ({ Component: module.EmergencySubcategoryPage })),
  council: () => import('../info/council-members-page').then((module) => ({ Component: module.CouncilMembersPage })),
};

/** Search spans every area, so the shell owns its page. */
const search = () => import('../search/search-page').then((module) => ({ Component: module.SearchPage }));

/**
 * The shell's pages, each title an id of the shell's catalogs, looked up in the page's language
 * (withText); a page is drawn once those words are here.
 */
export const shellRoutes: ShellRoute[] = withText(shellText, [
  // The heading greets the person by name once known ("Welcome, Rosa"), and the tab follows it.
  { index: true, Component: HomePage, handle: { title: 'title.home', access: 'login', name: 'home' } },
  { path: 'login', Component: LoginPage, handle: { title: 'title.login', access: 'public', name: 'login' } },
  { path: 'register', lazy: account.register, handle: { title: 'title.register', access: 'public', name: 'register' } },
  { path: 'register/confirm/:uid/:token', lazy: account.confirm, handle: { title: 'title.confirm', access: 'public' } },
  {
    path: 'users/forgot-password',
    lazy: account.forgot,
    handle: { title: 'title.forgotPassword', access: 'public', name: 'forgot-password' },
  },
  { path: 'users/forgot-password/:uid/:token', lazy: account.reset, handle: { title: 'title.resetPassword', access: 'public' } },
  { ...LINKED_PAGES.profile, lazy: account.profile },
  ...PROFILE_TABS.map((tab): ShellRoute => ({
    path: `users/profile/${tab.tab}`,
    lazy: account.profile,
    handle: { title: tab.title, access: 'login' },
  })),
  { path: 'users/properties/create', lazy: account.createProperty, handle: { title: 'title.createProperty', access: 'login' } },
  {
    path: 'users/properties/:id',
    lazy: account.editProperty,
    handle: {
      title: 'title.editProperty',
      access: 'login',
      // Another person's property, or one removed, is a page that does not exist.
      validate: ({ id }, { api, queryClient }) => isId(id) && existsIn(queryClient.ensureQueryData(propertyQuery(api, Number(id)))),
    },
  },
  { ...LINKED_PAGES.about, lazy: info.about },
  { ...LINKED_PAGES.policies, lazy: info.policies },
  { ...LINKED_PAGES.contact, lazy: info.contact },
  { ...LINKED_PAGES.support, lazy: info.support },
  { ...LINKED_PAGES.chat, lazy: info.chat },
  { ...LINKED_PAGES.telegram, lazy: info.telegram },
  { ...LINKED_PAGES.contacts, lazy: info.contacts },
  { ...LINKED_PAGES.emergencies, lazy: info.emergencies },
  {
    path: 'emergencies/:category',
    lazy: info.category,
    handle: {
      // The guide's name once it is drawn (its heading).
      title: EMERGENCY_GUIDES,
      access: 'login',
      validate: ({ category = '' }, { api, queryClient }) => existsIn(queryClient.ensureQueryData(emergencyCategoryQuery(api, category))),
    },
  },
  {
    path: 'emergencies/:category/:subcategory',
    lazy: info.subcategory,
    handle: {
      title: EMERGENCY_GUIDES,
      access: 'login',
      validate: ({ category = '', subcategory = '' }, { api, queryClient }) =>
        existsIn(queryClient.ensureQueryData(emergencySubcategoryQuery(api, category, subcategory))),
    },
  },
  { ...LINKED_PAGES.council, lazy: info.council },
  // Public: it shows each person what they may see (anonymous visitors, the public pages' content).
  { path: 'search', lazy: search, handle: { title: 'title.search', access: 'public' } },
  ...(aliasRoutes as ShellRoute[]),
  // Unknown paths, and paths of a remote that could not load.
  { path: '*', Component: UnmatchedPage, handle: { title: 'title.notFound', access: 'public' } },
]);
