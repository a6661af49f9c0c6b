import { z } from 'zod';

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
