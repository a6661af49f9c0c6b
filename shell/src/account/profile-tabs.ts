/** The profile's tabs, apart from their pages so that the route table does not load them. */
export const PROFILE_TAB_NAMES = ['personal', 'password', 'properties'] as const;

export function isProfileTab(tab: string | undefined): boolean {
  return tab === undefined || (PROFILE_TAB_NAMES as readonly string[]).includes(tab.toLowerCase());
}
