import { parseAccess, personOf, portalAccess, type AccessRules, type Person, type RouteAccess } from '../access';

/**
 * The header's sections, in their order. An app puts each of its entries in one of them; an entry
 * naming a section the shell does not know (a remote newer than the shell) goes under "More".
 */
export const NAV_SECTIONS = [
  { id: 'information', label: 'News and information' },
  { id: 'have-your-say', label: 'Have your say' },
  { id: 'services', label: 'Services and cases' },
  { id: 'donations', label: 'Donations' },
  { id: 'support', label: 'Support' },
  { id: 'administration', label: 'Administration' },
  // The person's own pages, drawn beside "Log out" rather than as a section.
  { id: 'account', label: 'Your account' },
] as const;
export const OTHER_SECTION = { id: 'more', label: 'More' } as const;

/**
 * What an app declares in its navigation.json, as plain data the build reads without compiling the
 * app (tools/rspack-preset/navigation-plugin.mjs): where an entry leads, its label, where it sits in
 * the menu, and the access of the route it leads to.
 */
export type NavDeclaration = { path: string; label: string; section: string; order: number; access: string };
/** An entry as the deploy publishes it. */
export type NavEntry = Omit<NavDeclaration, 'access'> & { access: RouteAccess };
export type NavSection = { id: string; label: string; entries: NavEntry[] };

/** What the menu reads of a route (its RouteHandle's title and access): this module needs nothing else, so the API's tests read it too. */
type DeclaredRoute = { path?: string; index?: boolean; handle: { title?: string; access: RouteAccess } };

/** A route's path as an entry names it: absolute, an optional last parameter left out (`users/profile/:tab?`). */
const routePath = (route: DeclaredRoute) =>
  route.index ? '/' : `/${route.path ?? ''}`.replace(/^\/\//, '/').replace(/\/:[A-Za-z]+\?$/, '');

/**
 * An app's navigation entries as its navigation.json declares them, checked against its routes: the
 * build publishes the file as it is, so the routes module reads the same one and an entry that
 * leads to no route, to one with parameters, or with another access than its route's, and a route
 * outside the prefixes the file declares, is a mistake of the app, caught when it builds or tests.
 */
export function navigationFrom(
  routes: readonly DeclaredRoute[],
  declarations: readonly NavDeclaration[],
  prefixes: readonly string[],
): NavEntry[] {
  const stray = routes.find((route) => {
    const path = routePath(route);
    return path !== '/' && path !== '/*' && !prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  });
  if (stray) throw new Error(`The route ${routePath(stray)} is under none of the prefixes this app declares (${prefixes.join(', ')}).`);
  return declarations.map((declaration) => {
    const route = routes.find((candidate) => routePath(candidate) === declaration.path);
    if (!route) throw new Error(`The navigation entry "${declaration.label}" leads to ${declaration.path}, which is no route of this app.`);
    if (declaration.path.includes(':')) throw new Error(`The navigation entry "${declaration.label}" leads to a route with parameters.`);
    if (parseAccess(declaration.access) !== parseAccess(route.handle.access))
      throw new Error(`The navigation entry "${declaration.label}" says ${declaration.access}, its route ${route.handle.access}.`);
    return { ...declaration, access: route.handle.access };
  });
}

/** Entries whose label is not the title of the route they lead to: the names a content review looks at. */
export function labelsUnlikeTitles(routes: readonly DeclaredRoute[], entries: readonly NavEntry[]): NavEntry[] {
  return entries.filter((entry) => {
    const route = routes.find((candidate) => routePath(candidate) === entry.path);
    return route?.handle.title !== undefined && route.handle.title !== entry.label;
  });
}

/** A session as the menu reads it (Session's flags). */
type SignedIn = Person & { isAuthenticated: boolean };

/**
 * Whether a person with this session may open a page of this access (the route guard's rule, the
 * API's too): `super` pages are for staff, super users and admins alike; `admin` pages for admins
 * only. The rules are the portal's roles unless given (a test's, with a role of its own).
 */
export function mayOpen<S extends Person = SignedIn>(
  access: RouteAccess,
  session: S & { isAuthenticated: boolean },
  rules: AccessRules<S, string> = portalAccess as AccessRules<S, string>,
): boolean {
  return rules.admits(access, personOf(session));
}

/**
 * Who may see an entry of this access before the profile is known, as the page's first screen
 * draws it (the same rule as mayOpen): everyone, anyone with a session, or nobody yet (a role).
 */
export type Audience = 'everyone' | 'session';
const VISITOR = { isAuthenticated: false, isSuperuser: false, isAdmin: false };
const RESIDENT = { isAuthenticated: true, isSuperuser: false, isAdmin: false };

export function audienceBeforeProfile(access: RouteAccess): Audience | null {
  if (mayOpen(access, VISITOR)) return 'everyone';
  return mayOpen(access, RESIDENT) ? 'session' : null;
}

export type FirstScreenSection = Omit<NavSection, 'entries'> & { audience: Audience; entries: (NavEntry & { audience: Audience })[] };

/**
 * The header's sections as the first screen draws them for everyone, before anyone's profile is
 * known: what a resident may open, each section and entry with who sees it.
 */
export function navigationBeforeProfile(entries: readonly NavEntry[]): FirstScreenSection[] {
  return navigationFor(entries, RESIDENT).map((section) => {
    const marked = section.entries.map((entry) => ({ ...entry, audience: audienceBeforeProfile(entry.access) ?? 'session' }));
    const audience = marked.some((entry) => entry.audience === 'everyone') ? 'everyone' : 'session';
    return { ...section, audience, entries: marked };
  });
}

/**
 * The header's sections for this person: the entries they may open, each section in its order,
 * entries by their order then label; a section with no entry for them is left out.
 */
export function navigationFor<S extends Person = SignedIn>(
  entries: readonly NavEntry[],
  session: S & { isAuthenticated: boolean },
  rules?: AccessRules<S, string>,
): NavSection[] {
  const known = new Set<string>(NAV_SECTIONS.map((section) => section.id));
  const visible = entries.filter((entry) => mayOpen(entry.access, session, rules));
  const sections = [...NAV_SECTIONS, OTHER_SECTION].map((section) => ({
    id: section.id,
    label: section.label,
    entries: visible
      .filter((entry) => (section.id === OTHER_SECTION.id ? !known.has(entry.section) : entry.section === section.id))
      .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label)),
  }));
  return sections.filter((section) => section.entries.length > 0);
}

/** The section of the entry whose path is the longest one leading to this page, if any. */
export function currentSection(sections: readonly NavSection[], pathname: string): string | undefined {
  let best: { id: string; length: number } | undefined;
  const page = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  for (const section of sections) {
    for (const entry of section.entries) {
      const path = entry.path.toLowerCase();
      const matches = path === '/' ? page === '/' : page === path || page.startsWith(`${path}/`);
      if (matches && (!best || path.length > best.length)) best = { id: section.id, length: path.length };
    }
  }
  return best?.id;
}
