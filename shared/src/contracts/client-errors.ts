import { z } from './zod-config';

export const CLIENT_ERROR_SOURCES = ['remote-load', 'render', 'uncaught', 'unhandledrejection'] as const;

/** What the shell reports when a remote fails to load or an uncaught error happens. */
export const clientErrorSchema = z.strictObject({
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  source: z.enum(CLIENT_ERROR_SOURCES),
  remote: z.optional(z.string().check(z.maxLength(100))),
  url: z.string().check(z.maxLength(2000)),
  stack: z.optional(z.string().check(z.maxLength(10000))),
  app_version: z.optional(z.string().check(z.maxLength(100))),
});
export type ClientErrorInput = z.infer<typeof clientErrorSchema>;

/** The API's answer to a stored report. */
export const clientErrorCreatedSchema = z.object({ id: z.number().check(z.int()) });
export type ClientErrorCreated = z.infer<typeof clientErrorCreatedSchema>;

/** A stored report as admins read it (`GET /api/configuration/client-errors/`). */
export const clientErrorReportSchema = z.object({
  id: z.number().check(z.int()),
  message: z.string(),
  source: z.enum(CLIENT_ERROR_SOURCES),
  remote: z.nullable(z.string()),
  url: z.string(),
  stack: z.nullable(z.string()),
  app_version: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  /** Who was logged in; null for anonymous reports or removed accounts. */
  user_email: z.nullable(z.string()),
  created_at: z.string(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** Remote-load reports of one remote (`GET /api/configuration/client-errors/remotes/`). */
export const remoteLoadSummarySchema = z.object({
  remote: z.string(),
  last_24_hours: z.number().check(z.int()),
  last_7_days: z.number().check(z.int()),
  total: z.number().check(z.int()),
  last_seen: z.string(),
  last_message: z.string(),
  /** The remote's version named in the last report, when the config named one. */
  last_version: z.nullable(z.string()),
});
export type RemoteLoadSummary = z.infer<typeof remoteLoadSummarySchema>;
export const remoteLoadSummariesSchema = z.array(remoteLoadSummarySchema);
