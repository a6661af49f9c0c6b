import { z } from './zod-config';

export const CLIENT_ERROR_SOURCES = ['remote-load', 'render', 'uncaught', 'unhandledrejection'] as const;

/** What the shell reports when a remote fails to load or an uncaught error happens. */
export const clientErrorSchema = z.strictObject({
  message: z.string().min(1).max(2000),
  source: z.enum(CLIENT_ERROR_SOURCES),
  remote: z.string().max(100).optional(),
  url: z.string().max(2000),
  stack: z.string().max(10000).optional(),
  app_version: z.string().max(100).optional(),
});
export type ClientErrorInput = z.infer<typeof clientErrorSchema>;

/** The API's answer to a stored report. */
export const clientErrorCreatedSchema = z.object({ id: z.number().int() });
export type ClientErrorCreated = z.infer<typeof clientErrorCreatedSchema>;

/** A stored report as admins read it (`GET /api/configuration/client-errors/`). */
export const clientErrorReportSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  source: z.enum(CLIENT_ERROR_SOURCES),
  remote: z.string().nullable(),
  url: z.string(),
  stack: z.string().nullable(),
  app_version: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** Who was logged in; null for anonymous reports or removed accounts. */
  user_email: z.string().nullable(),
  created_at: z.string(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** Remote-load reports of one remote (`GET /api/configuration/client-errors/remotes/`). */
export const remoteLoadSummarySchema = z.object({
  remote: z.string(),
  last_24_hours: z.number().int(),
  last_7_days: z.number().int(),
  total: z.number().int(),
  last_seen: z.string(),
  last_message: z.string(),
  /** The remote's version named in the last report, when the config named one. */
  last_version: z.string().nullable(),
});
export type RemoteLoadSummary = z.infer<typeof remoteLoadSummarySchema>;
export const remoteLoadSummariesSchema = z.array(remoteLoadSummarySchema);
