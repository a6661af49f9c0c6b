import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';

import type { RouteAccess } from '../access';
import type { ApiClient } from '../http/create-api-client';
import { kitText } from '../i18n/kit-text';
import type { AppText, Translate } from '../i18n/text';

/** Who may open the page: the portal's access kinds (see access/index.ts). */
export type { RouteAccess };

export type RouteHandle = {
  /** The page's title: a message of the app's catalogs, looked up with `text` (see withText). */
  title?: string;
  /** The owning app's words: each app looks its titles up in its own catalogs. */
  text?: Translate;
  access: RouteAccess;
  /** A named route; aliases in the shell lead to names. */
  name?: string;
  /**
   * False shows the 404 page with `Page Not Found: {path}`. It may ask the API (a slug that does
   * not exist); see `existsIn` for the usual way.
   */
  validate?: (params: Params, context: ValidityContext) => boolean | Promise<boolean>;
};

export type ValidityContext = { api: ApiClient; queryClient: QueryClient };

/**
 * A validity check that fetches the page's own query: a 404 from the API means the page does not
 * exist; any other failure lets the page show its own error and "Try again".
 */
export function existsIn<T>(promise: Promise<T>): Promise<boolean> {
  return promise.then(
    () => true,
    (error: unknown) => !(typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404),
  );
}

/** What a remote's `./routes` exposes: absolute paths under its prefixes, each with a handle. */
export type PortalRoute = Omit<RouteObject, 'handle' | 'children' | 'index'> & {
  path: string;
  handle: RouteHandle;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'access' in value;
}

/** A page's title in the page's language: its message looked up in its own app's catalogs. */
export function titleOf(handle: Pick<RouteHandle, 'title' | 'text'>): string | undefined {
  if (handle.title === undefined) return undefined;
  return handle.text ? handle.text(handle.title) : handle.title;
}

/**
 * An app's routes with its words: each title is looked up in the app's catalogs, and no page of it
 * is drawn before every word of the app and of the kit in the page's language is here (with its
 * code, in parallel: the first page of an app brings its pages' words, decision 025).
 */
export function withText<R extends { handle: RouteHandle; lazy?: unknown }>(text: AppText, routes: R[]): R[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    return {
      ...route,
      handle: { ...route.handle, text: text.text },
      ...(typeof lazy === 'function'
        ? { lazy: () => Promise.all([(lazy as () => Promise<unknown>)(), text.readyAll(), kitText.readyAll()]).then(([loaded]) => loaded) }
        : {}),
    };
  });
}
