import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, id, timestamptz, translations, updatedAt } from '../columns';

export const news = pgTable(
  'news',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    imageUrl: text('image_url'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamptz('published_at'),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_published_idx').on(t.isPublished, t.publishedAt)],
);

export type NewsRow = typeof news.$inferSelect;
