import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@portal/shared';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { UnmatchedPage } from '../pages/unmatched-page';

type ShellRoute = RouteObject & { handle: RouteHandle };

export const shellRoutes: ShellRoute[] = [
  { index: true, Component: HomePage, handle: { title: 'Home', access: 'login', name: 'home' } },
  { path: 'login', Component: LoginPage, handle: { title: 'Log in', access: 'open', name: 'login' } },
  // Unknown paths, and paths of a remote that could not load.
  { path: '*', Component: UnmatchedPage, handle: { title: 'Page Not Found', access: 'public' } },
];
