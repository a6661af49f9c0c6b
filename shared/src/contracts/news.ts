import { z } from 'zod';

export const newsItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Markdown, as staff wrote it. */
  body: z.string(),
  /** The body rendered and sanitized by the API: the only HTML a page may insert. */
  body_html: z.string(),
  image_url: z.string().nullable(),
  published_at: z.string().nullable(),
  is_published: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
