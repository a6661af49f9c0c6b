import { z } from '../contracts/zod-config';

export const remoteConfigSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  /** URL of the remote's entry: its remoteEntry.js (as deployed), or its mf-manifest.json (in development). */
  entry: z.url(),
  /** The version the entry belongs to, named by the deploy: a different live one means this page is outdated. */
  version: z.string().min(1).optional(),
  /** Subresource integrity of the entry script, published by the deploy: it runs only if its content hashes to this. */
  integrity: z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/).optional(),
  /** Path prefixes the remote owns, like "/news". */
  routes: z.array(z.string().startsWith('/')).min(1),
  /** Whether it exposes `./widgets` for the home page; others are not fetched there. */
  widgets: z.boolean().default(false),
  /**
   * The scripts each exposed module (`./routes`, `./widgets`) needs after the entry, published by
   * the deploy: the shell fetches them beside the entry instead of after it. The entry's loader
   * checks their integrity when it runs them.
   */
  exposedScripts: z.object({ routes: z.array(z.url()).optional(), widgets: z.array(z.url()).optional() }).optional(),
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
