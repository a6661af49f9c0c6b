import { wordsLanguage } from './content-language';
import { z } from './zod-config';

export const newsItemSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Markdown, as staff wrote it. */
  body: z.string(),
  /** The body rendered and sanitized by the API: the only HTML a page may insert. */
  body_html: z.string(),
  image_url: z.nullable(z.string()),
  published_at: z.nullable(z.string()),
  is_published: z.boolean(),
  ...wordsLanguage,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * What a list of news shows of each item: no body. `GET /api/headlines/` answers pages of these; the
 * bodies come with one item (`GET /api/news/{slug}/`).
 */
export const newsHeadlineSchema = z.pick(newsItemSchema, {
  id: true,
  slug: true,
  title: true,
  summary: true,
  image_url: true,
  published_at: true,
  language: true,
});
export type NewsHeadline = z.infer<typeof newsHeadlineSchema>;
