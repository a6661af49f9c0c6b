import { z } from 'zod';

/** What the shell reports when a remote fails to load or an uncaught error happens. */
export const clientErrorSchema = z.strictObject({
  message: z.string().min(1).max(2000),
  source: z.enum(['remote-load', 'render', 'uncaught', 'unhandledrejection']),
  remote: z.string().max(100).optional(),
  url: z.string().max(2000),
  stack: z.string().max(10000).optional(),
  app_version: z.string().max(100).optional(),
});
export type ClientErrorInput = z.infer<typeof clientErrorSchema>;
