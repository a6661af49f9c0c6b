// The portal's roles and what each kind of page or API route admits, written once for the shell,
// the remotes, their builds and the API. Nothing here imports anything, so the API (and its
// esbuild output, dist/vendor) can load it as it loads the contracts.

/**
 * A person as the API's user record and the browser's session both carry them; null is a visitor
 * without a session. The database columns and the JSON fields stay `is_superuser` and `is_admin`.
 */
export type Person = { isSuperuser: boolean; isAdmin: boolean };

/**
 * A role: who holds it (read from the person's record) and the kinds of routes it opens. A role
 * may open a kind no other role opens; a kind no role opens is open to nobody but `public`.
 */
export type RoleDefinition<P = Person> = { name: string; holds: (person: P) => boolean; opens: readonly string[] };

/** Anyone, signed in or not: the only kind that needs no role. */
export const PUBLIC = 'public';

/**
 * The portal's roles. `super` is staff: a super user (`is_superuser`), and an admin too, who is
 * staff as well; `admin` is an admin alone (`is_admin`). Everyone signed in is a resident.
 */
export const PORTAL_ROLES = [
  { name: 'resident', holds: () => true, opens: ['login'] },
  { name: 'super', holds: (person: Person) => person.isSuperuser || person.isAdmin, opens: ['super'] },
  { name: 'admin', holds: (person: Person) => person.isAdmin, opens: ['admin'] },
] as const satisfies readonly RoleDefinition[];

/**
 * Who may open a page or call a route: `public` anyone; `login` a person with a session; `super`
 * staff (super users and admins); `admin` admins only.
 */
export const ROUTE_ACCESS = ['public', 'login', 'super', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];
export type PortalRole = (typeof PORTAL_ROLES)[number]['name'];

/** The kind a declaration names; undefined for anything else. */
export function parseAccess(value: unknown): RouteAccess | undefined {
  return (ROUTE_ACCESS as readonly unknown[]).includes(value) ? (value as RouteAccess) : undefined;
}

/** The rules a set of roles makes: the portal's own (`portalAccess`), or a test's with a role of its own. */
export type AccessRules<P = Person, K extends string = string> = {
  roles: readonly RoleDefinition<P>[];
  /** The names of the roles this person holds; none for a visitor. */
  rolesOf: (person: P | null) => string[];
  /** Whether this kind admits this person (null: a visitor): may they open such a page, call such a route. */
  admits: (access: K, person: P | null) => boolean;
};

export function accessRules<P = Person, K extends string = string>(roles: readonly RoleDefinition<P>[]): AccessRules<P, K> {
  const rolesOf = (person: P | null) => (person ? roles.filter((role) => role.holds(person)).map((role) => role.name) : []);
  return {
    roles,
    rolesOf,
    admits: (access, person) => {
      if (access === PUBLIC) return true;
      return person !== null && roles.some((role) => role.opens.includes(access) && role.holds(person));
    },
  };
}

export const portalAccess: AccessRules<Person, RouteAccess> = accessRules<Person, RouteAccess>(PORTAL_ROLES);

/** The portal's rule: whether this person (null: a visitor) may open a page or call a route of this kind. */
export const admits = (access: RouteAccess, person: Person | null): boolean => portalAccess.admits(access, person);

/** The person behind a session as the rules read them: null until it is signed in. */
export const personOf = <P extends Person>(session: P & { isAuthenticated: boolean }): P | null =>
  session.isAuthenticated ? session : null;

/** An account's record (the API's JSON, `is_superuser` and `is_admin`) as the rules read a person. */
export const personOfAccount = (account: { is_superuser: boolean; is_admin: boolean }): Person => ({
  isSuperuser: account.is_superuser,
  isAdmin: account.is_admin,
});

/**
 * Whether `caller` may change anything of `account`: staff change a resident's or a super user's
 * account, and only an admin an admin's (the API's rule, and what the account page offers).
 */
export const mayChangeAccount = (caller: Person, account: Person): boolean => admits('admin', caller) || !admits('admin', account);

/** Whether `caller` may grant or remove the admin role: an admin only. */
export const mayGrantAdmin = (caller: Person): boolean => admits('admin', caller);
