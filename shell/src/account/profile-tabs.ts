/** The person's account pages, as the header and breadcrumbs name them: an id of the shell's catalogs. */
export const PROFILE_AREA = 'profile.area';

/**
 * The profile's tabs, apart from their pages so that the route table does not load them: each is a
 * page of its own under /users/profile, its title (an id of the shell's catalogs) the heading and
 * the tab's name.
 */
export const PROFILE_TABS = [
  { tab: 'personal', title: 'title.profile.personal' },
  { tab: 'password', title: 'title.profile.password' },
  { tab: 'properties', title: 'title.profile.properties' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['tab'];

/** The tab a path of the profile shows (`/users/profile` shows the first). */
export function profileTabOf(pathname: string): ProfileTab {
  const last = pathname.toLowerCase().replace(/\/+$/, '').split('/').at(-1);
  return PROFILE_TABS.find((candidate) => candidate.tab === last)?.tab ?? PROFILE_TABS[0].tab;
}
