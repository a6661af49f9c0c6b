import { z } from 'zod';

export const newsItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  published_at: z.string().nullable(),
  is_published: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
