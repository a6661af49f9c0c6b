import { ROUTE_ACCESS } from '../access';
import { z } from '../contracts/zod-config';

/** Words in each language, by language code, from an app's catalogs. */
const inEachLanguage = z.record(z.string(), z.string().check(z.minLength(1), z.maxLength(80)));

/** A header entry as the deploy publishes it from an app's build (see navigation/navigation.ts). */
export const navEntrySchema = z.object({
  path: z.string().check(z.regex(/^\/[A-Za-z0-9/_-]*$/)),
  /** Its words in English (what a shell from before languages shows). */
  label: z.string().check(z.minLength(1), z.maxLength(60)),
  /** Its words in each language the remote speaks, by language code, from the remote's catalogs. */
  labels: z.optional(inEachLanguage),
  section: z.string().check(z.regex(/^[a-z][a-z-]{0,39}$/)),
  order: z.number().check(z.int()),
  access: z.enum(ROUTE_ACCESS),
});

/**
 * Where a script is: a path on the portal's origin (`/apps/mfe-news-polls/<version>/remoteEntry.js`,
 * as the deploy serves every app by default), or an http(s) URL on another origin.
 */
const scriptUrl = z.union([z.string().check(z.regex(/^\/[^/\\]/)), z.url({ protocol: /^https?$/ })]);

/** Whether a path is one of these prefixes' pages: `/news` and `/news/1` are under `/news`, `/newsletter` is not. */
export const leadsUnder = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const remoteConfigSchema = z
  .object({
    name: z.string().check(z.regex(/^[a-z_][a-z0-9_]*$/)),
    /** The remote's entry: its remoteEntry.js (as deployed), or its dev server's mf-manifest.json (in development). */
    entry: scriptUrl,
    /** The version the entry belongs to, named by the deploy: a different live one means this page is outdated. */
    version: z.optional(z.string().check(z.minLength(1))),
    /** Subresource integrity of the entry script, published by the deploy: it runs only if its content hashes to this. */
    integrity: z.optional(z.string().check(z.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/))),
    /** Path prefixes the remote owns, like "/news": its build declares them (prefixes.json), the deploy publishes them. */
    prefixes: z.array(z.string().check(z.regex(/^\/[A-Za-z0-9_-]+$/))).check(z.minLength(1)),
    /** Whether it exposes `./widgets` for the home page; others are not fetched there. */
    widgets: z._default(z.boolean(), false),
    /**
     * The scripts each exposed module (`./routes`, `./widgets`) needs after the entry, published by
     * the deploy: the shell fetches them beside the entry instead of after it. The entry's loader
     * checks their integrity when it runs them.
     */
    exposedScripts: z.optional(z.object({ routes: z.optional(z.array(scriptUrl)), widgets: z.optional(z.array(scriptUrl)) })),
    /**
     * The remote's header entries, published by the deploy from its build's navigation.json, so the
     * shell draws the menu without loading the remote. Each leads to a page under the remote's own
     * prefixes: an entry elsewhere is a mistake; the deploy refuses it, and the shell leaves out a
     * remote whose declarations are wrong.
     */
    navigation: z.optional(z.array(navEntrySchema)),
    /** The language codes its build has catalogs for (languages.json), published by the deploy. */
    languages: z.optional(z.array(z.string())),
    /** Its name in each language it speaks (names.json, from its catalogs' `area.name`), published by the deploy. */
    names: z.optional(inEachLanguage),
    /**
     * The API reads a page of the portal starts with for this remote (home's widget reads), by
     * page path, each as the API client asks for it relative to `apiBase`: published by the deploy
     * from its build's first-reads.json, for the page's inline script (scripts/first-screen.mjs).
     */
    firstReads: z.optional(z.record(z.string().check(z.regex(/^\/[A-Za-z0-9/_-]*$/)), z.array(z.string().check(z.startsWith('/'))))),
  })
  .check(
    z.refine((remote) => (remote.navigation ?? []).every((entry) => leadsUnder(entry.path, remote.prefixes)), {
      message: "A remote's navigation leads only to its own pages.",
      path: ['navigation'],
    }),
  );
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

/** A language the portal speaks: its code, as `<html lang>` gives it, and its name in itself ("Español"). */
export const languageSchema = z.object({
  code: z.string().check(z.regex(/^[a-z]{2,3}(-[A-Z]{2})?$/)),
  name: z.string().check(z.minLength(1), z.maxLength(40)),
});
export type PortalLanguage = z.infer<typeof languageSchema>;

/** The shell's runtime config.json: changing it needs no rebuild of anything. */
export const portalConfigSchema = z.object({
  appName: z.string().check(z.minLength(1)),
  apiBase: z.string().check(z.minLength(1)),
  profileUrl: z.optional(z.string().check(z.minLength(1))),
  errorLogUrl: z.optional(z.string().check(z.minLength(1))),
  remotes: z.array(remoteConfigSchema),
  /**
   * The languages residents may choose, the first the one for a browser that asks for none of
   * them. Adding one is its catalogs in every app, its content, and a line here: the deploy refuses
   * a remote whose build lacks one of them.
   */
  languages: z._default(z.array(languageSchema).check(z.minLength(1)), [{ code: 'en', name: 'English' }]),
  /**
   * Where a developer may point one remote for their own browser tab (`?remote-override=name=url`),
   * as CSP sources: `http://localhost:*`, `https://dev.example.org`. Absent in production, where
   * no override is ever honoured (the deploy refuses a production config that has it).
   */
  allowRemoteOverrides: z.optional(z.array(z.string().check(z.regex(/^https?:\/\/[^/*]+(:\*)?$/)))),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;

/** The config with its remotes not yet read: the shell reads each on its own and leaves out one that is wrong. */
export const portalSettingsSchema = z.extend(portalConfigSchema, { remotes: z.array(z.unknown()) });
