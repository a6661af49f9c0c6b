import { z } from '../contracts/zod-config';

/** A header entry as the deploy publishes it from an app's build (see navigation/navigation.ts). */
export const navEntrySchema = z.object({
  path: z.string().regex(/^\/[A-Za-z0-9/_-]*$/),
  label: z.string().min(1).max(60),
  section: z.string().regex(/^[a-z][a-z-]{0,39}$/),
  order: z.number().int(),
  access: z.enum(['public', 'open', 'login', 'super', 'admin']),
});

/**
 * Where a script is: a path on the portal's origin (`/apps/mfe-news-polls/<version>/remoteEntry.js`,
 * as the deploy serves every app by default), or an http(s) URL on another origin.
 */
const scriptUrl = z.union([z.string().regex(/^\/[^/\\]/), z.url({ protocol: /^https?$/ })]);

/** Whether a path is one of these prefixes' pages: `/news` and `/news/1` are under `/news`, `/newsletter` is not. */
export const leadsUnder = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const remoteConfigSchema = z
  .object({
    name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
    /** The remote's entry: its remoteEntry.js (as deployed), or its dev server's mf-manifest.json (in development). */
    entry: scriptUrl,
    /** The version the entry belongs to, named by the deploy: a different live one means this page is outdated. */
    version: z.string().min(1).optional(),
    /** Subresource integrity of the entry script, published by the deploy: it runs only if its content hashes to this. */
    integrity: z
      .string()
      .regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/)
      .optional(),
    /** Path prefixes the remote owns, like "/news": its build declares them (prefixes.json), the deploy publishes them. */
    routes: z.array(z.string().regex(/^\/[A-Za-z0-9_-]+$/)).min(1),
    /** Whether it exposes `./widgets` for the home page; others are not fetched there. */
    widgets: z.boolean().default(false),
    /**
     * The scripts each exposed module (`./routes`, `./widgets`) needs after the entry, published by
     * the deploy: the shell fetches them beside the entry instead of after it. The entry's loader
     * checks their integrity when it runs them.
     */
    exposedScripts: z.object({ routes: z.array(scriptUrl).optional(), widgets: z.array(scriptUrl).optional() }).optional(),
    /**
     * The remote's header entries, published by the deploy from its build's navigation.json, so the
     * shell draws the menu without loading the remote. Each leads to a page under the remote's own
     * prefixes: an entry elsewhere is a mistake; the deploy refuses it, and the shell leaves out a
     * remote whose declarations are wrong.
     */
    navigation: z.array(navEntrySchema).optional(),
    /**
     * The API reads a page of the portal starts with for this remote (home's widget reads), by
     * page path, each as the API client asks for it relative to `apiBase`: published by the deploy
     * from its build's first-reads.json, for the page's inline script (scripts/first-screen.mjs).
     */
    firstReads: z.record(z.string().regex(/^\/[A-Za-z0-9/_-]*$/), z.array(z.string().startsWith('/'))).optional(),
  })
  .refine((remote) => (remote.navigation ?? []).every((entry) => leadsUnder(entry.path, remote.routes)), {
    message: "A remote's navigation leads only to its own pages.",
    path: ['navigation'],
  });
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

/** The shell's runtime config.json: changing it needs no rebuild of anything. */
export const portalConfigSchema = z.object({
  appName: z.string().min(1),
  apiBase: z.string().min(1),
  profileUrl: z.string().min(1).optional(),
  errorLogUrl: z.string().min(1).optional(),
  remotes: z.array(remoteConfigSchema),
  /**
   * Where a developer may point one remote for their own browser tab (`?remote-override=name=url`),
   * as CSP sources: `http://localhost:*`, `https://dev.example.org`. Absent in production, where
   * no override is ever honoured (the deploy refuses a production config that has it).
   */
  allowRemoteOverrides: z.array(z.string().regex(/^https?:\/\/[^/*]+(:\*)?$/)).optional(),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;

/** The config with its remotes not yet read: the shell reads each on its own and leaves out one that is wrong. */
export const portalSettingsSchema = portalConfigSchema.extend({ remotes: z.array(z.unknown()) });
