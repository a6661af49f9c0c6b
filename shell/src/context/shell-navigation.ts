import { navigationFrom, type RouteHandle } from '@portal/shared';

import { PROFILE_TABS } from '../account/profile-tabs';
import { EMERGENCY_GUIDES } from '../info/info-queries';
import declared from './navigation.json';

type LinkedPage = { path: string; handle: RouteHandle };

/**
 * The shell's pages its header links to: their paths and handles, which the route table
 * (router/shell-routes.tsx) gives their routes, kept here so that the frame draws the header
 * without loading the route table. Each title is an id of the shell's catalogs.
 */
export const LINKED_PAGES = {
  about: { path: 'about-us', handle: { title: 'title.about', access: 'public' } },
  policies: { path: 'policies', handle: { title: 'title.policies', access: 'public' } },
  contact: { path: 'contact-us', handle: { title: 'title.contact', access: 'login' } },
  support: { path: 'support', handle: { title: 'title.support', access: 'public' } },
  chat: { path: 'support/community-chat', handle: { title: 'title.chat', access: 'public' } },
  telegram: { path: 'support/telegram-groups', handle: { title: 'title.telegram', access: 'public', name: 'telegram-groups' } },
  contacts: {
    path: 'support/emergency-contacts',
    handle: { title: 'title.contacts', access: 'public', name: 'emergency-contacts' },
  },
  emergencies: { path: 'emergencies', handle: { title: EMERGENCY_GUIDES, access: 'login' } },
  council: { path: 'council-members', handle: { title: 'title.council', access: 'login' } },
  // The profile opens on its first tab; each tab is a page of its own, with its own heading.
  profile: { path: 'users/profile', handle: { title: PROFILE_TABS[0].title, access: 'login', name: 'profile' } },
} satisfies Record<string, LinkedPage>;

/**
 * The shell's own entries in the header, declared as data as a remote declares its own
 * (navigation.json, which the build publishes as it is), each checked against the page it leads to.
 * "Your profile" names the person's account pages, which open on their details.
 */
export const shellNavigation = navigationFrom(Object.values(LINKED_PAGES), declared.navigation, declared.prefixes);
