import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@portal/shared';
import { isProfileTab } from '../account/profile-tabs';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { UnmatchedPage } from '../pages/unmatched-page';
import { aliasRoutes } from './aliases';

type ShellRoute = RouteObject & { handle: RouteHandle };

/** Account pages are loaded when first visited, to keep the first load small. */
const account = {
  register: () => import('../account/register-page').then((module) => ({ Component: module.RegisterPage })),
  forgot: () => import('../account/forgot-password-page').then((module) => ({ Component: module.ForgotPasswordPage })),
  reset: () => import('../account/reset-password-page').then((module) => ({ Component: module.ResetPasswordPage })),
  profile: () => import('../account/profile-page').then((module) => ({ Component: module.ProfilePage })),
  createProperty: () => import('../account/property-pages').then((module) => ({ Component: module.CreatePropertyPage })),
  editProperty: () => import('../account/property-pages').then((module) => ({ Component: module.EditPropertyPage })),
};

export const shellRoutes: ShellRoute[] = [
  { index: true, Component: HomePage, handle: { title: 'Home', access: 'login', name: 'home' } },
  { path: 'login', Component: LoginPage, handle: { title: 'Log in', access: 'open', name: 'login' } },
  { path: 'register', lazy: account.register, handle: { title: 'Create an account', access: 'public', name: 'register' } },
  {
    path: 'users/forgot-password',
    lazy: account.forgot,
    handle: { title: 'Reset your password', access: 'public', name: 'forgot-password' },
  },
  { path: 'users/forgot-password/:uid/:token', lazy: account.reset, handle: { title: 'Choose a new password', access: 'public' } },
  {
    path: 'users/profile/:tab?',
    lazy: account.profile,
    handle: { title: 'Your profile', access: 'login', name: 'profile', validate: (params) => isProfileTab(params.tab) },
  },
  { path: 'users/properties/create', lazy: account.createProperty, handle: { title: 'Add a property', access: 'login' } },
  {
    path: 'users/properties/:id',
    lazy: account.editProperty,
    handle: { title: 'Edit property', access: 'login', validate: (params) => /^[1-9]\d{0,9}$/.test(params.id ?? '') },
  },
  ...(aliasRoutes as ShellRoute[]),
  // Unknown paths, and paths of a remote that could not load.
  { path: '*', Component: UnmatchedPage, handle: { title: 'Page Not Found', access: 'public' } },
];
