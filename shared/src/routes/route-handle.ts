import type { Params, RouteObject } from 'react-router';

/**
 * public: anyone; open: carries no flag and is open (SPEC: /login, /donations/success, /cancel);
 * login: an authenticated person; super: is_superuser; admin: is_admin.
 */
export type RouteAccess = 'public' | 'open' | 'login' | 'super' | 'admin';

export type RouteHandle = {
  title?: string;
  access: RouteAccess;
  /** A named route; aliases in the shell lead to names. */
  name?: string;
  /** False shows the 404 page with `Page Not Found: {path}`. */
  validate?: (params: Params) => boolean;
};

/** What a remote's `./routes` exposes: absolute paths under its prefixes, each with a handle. */
export type PortalRoute = Omit<RouteObject, 'handle' | 'children' | 'index'> & {
  path: string;
  handle: RouteHandle;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'access' in value;
}
