import { z } from '../contracts/zod-config';

/** One app as the deploy made it live. */
export const liveAppSchema = z.object({
  version: z.string().check(z.minLength(1)),
  built_at: z.string(),
  /** The version live before this one, if any. */
  previous: z.optional(z.string().check(z.minLength(1))),
});
export type LiveApp = z.infer<typeof liveAppSchema>;

/** The deploy's builds/latest.json, served on the shell's origin: the live version of every app. */
export const liveVersionsSchema = z.object({
  generated_at: z.string(),
  /** By federation name: shell, news_polls, disputes_complaints, donations, configuration. */
  apps: z.record(z.string(), liveAppSchema),
});
export type LiveVersions = z.infer<typeof liveVersionsSchema>;
