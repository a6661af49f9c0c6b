import { Navigate, useLocation, type RouteObject } from 'react-router';

import type { RouteHandle } from '@portal/shared';

/** docs/product-rules.md#routes: the named routes and where each lives. */
export const ROUTE_PATHS = {
  login: '/login',
  'forgot-password': '/users/forgot-password',
  home: '/',
  'lodge-complaint': '/complaints/lodge',
  'disputes-type': '/services/disputes',
  'telegram-groups': '/support/telegram-groups',
  profile: '/users/profile',
  register: '/register',
  'emergency-contacts': '/support/emergency-contacts',
} as const;
export type RouteName = keyof typeof ROUTE_PATHS;

/** docs/product-rules.md#routes: alternative paths and the names they lead to (case and a trailing slash are ignored). */
export const ALIASES: Record<string, RouteName> = {
  '/log-in': 'login',
  '/password/reset': 'forgot-password',
  '/home': 'home',
  '/complaint': 'lodge-complaint',
  '/dispute': 'disputes-type',
  '/group': 'telegram-groups',
  '/groups': 'telegram-groups',
  '/profile': 'profile',
  '/registration': 'register',
  '/support/emergency': 'emergency-contacts',
};

/** Where an alias leads, or null; case and one trailing slash do not matter. */
export function resolveAlias(pathname: string): string | null {
  const normalized = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const name = ALIASES[normalized];
  return name ? ROUTE_PATHS[name] : null;
}

function AliasRedirect() {
  const location = useLocation();
  const target = resolveAlias(location.pathname) ?? '/';
  return <Navigate to={`${target}${location.search}${location.hash}`} replace />;
}

const aliasHandle: RouteHandle = { access: 'public' };

export const aliasRoutes: RouteObject[] = Object.keys(ALIASES).map((path) => ({
  path,
  Component: AliasRedirect,
  handle: aliasHandle,
}));
