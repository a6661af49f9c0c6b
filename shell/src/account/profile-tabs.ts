/** The person's account pages, as the header and breadcrumbs name them. */
export const PROFILE_AREA = 'Your profile';

/**
 * The profile's tabs, apart from their pages so that the route table does not load them: each is a
 * page of its own under /users/profile, its title the heading and the tab's name.
 */
export const PROFILE_TABS = [
  { tab: 'personal', title: 'Your details' },
  { tab: 'password', title: 'Your password' },
  { tab: 'properties', title: 'Your properties' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['tab'];

/** The tab a path of the profile shows (`/users/profile` shows the first). */
export function profileTabOf(pathname: string): ProfileTab {
  const last = pathname.toLowerCase().replace(/\/+$/, '').split('/').at(-1);
  return PROFILE_TABS.find((candidate) => candidate.tab === last)?.tab ?? PROFILE_TABS[0].tab;
}
