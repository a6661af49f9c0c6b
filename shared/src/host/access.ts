import { parseAccess, type RouteAccess } from '../access';
import type { Session } from '../auth/session';
import { mayOpen } from '../navigation/navigation';

/** The message ids of what the route guard tells a visitor sent to log in, and a person sent home. */
export const LOGIN_REQUIRED = 'access.loginRequired';
/** What the login page says to a person sent there from a page that needs it: why, and what comes next. */
export const LOGIN_NEEDED = 'access.loginNeeded';
export const NOT_AUTHORIZED = 'access.notAuthorized';

export type AccessDecision = 'allow' | 'login' | 'home' | 'wait';

/**
 * docs/product-rules.md#routes and #roles: routes not marked public need login; super routes need a super user (or an admin,
 * who is staff too), admin routes an admin (mayOpen). While the profile of a signed-in person is
 * still loading, every such page waits for it: what a page shows depends on it (lodging and
 * signing need a complete profile, docs/product-rules.md#complete-profile), and the notice of an incomplete profile comes with
 * it. Shown earlier, a page could say the wrong thing, and the notice would push it down when it
 * came. An unknown kind needs a login, as a route without a handle does.
 */
export function decideAccess(declared: RouteAccess, session: Session): AccessDecision {
  const access = parseAccess(declared) ?? 'login';
  if (mayOpen(access, { ...session, isAuthenticated: false })) return 'allow';
  if (!session.isAuthenticated) return 'login';
  if (!session.account) return 'wait';
  return mayOpen(access, session) ? 'allow' : 'home';
}
