import { wordsLanguage } from './content-language';
import { idSchema, MAX_ID } from './ids';
import { z } from './zod-config';

export const documentSubcategorySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  category_id: z.number().check(z.int()),
  ...wordsLanguage,
});
export const documentCategorySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  subcategories: z.array(documentSubcategorySchema),
  ...wordsLanguage,
});
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

export const documentSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  title: z.string(),
  /** Markdown, as staff wrote it. */
  description: z.string(),
  /** The description rendered and sanitized by the API: the only HTML a page may insert. */
  description_html: z.string(),
  category_id: z.number().check(z.int()),
  category: z.string(),
  subcategory_id: z.nullable(z.number().check(z.int())),
  subcategory: z.nullable(z.string()),
  file_name: z.string(),
  content_type: z.string(),
  file_size: z.number().check(z.int()),
  published_at: z.string(),
  /** Under apiBase; answered as an attachment, never shown inline. */
  download_path: z.string(),
  ...wordsLanguage,
});
export type PortalDocument = z.infer<typeof documentSchema>;

export const documentListQuerySchema = z.strictObject({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_ID)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  category: z.optional(idSchema()),
  subcategory: z.optional(idSchema()),
});

/** The field error when `subcategory` is not one of `category`'s subcategories. */
export const DOCUMENT_SUBCATEGORY_NOT_IN_CATEGORY = 'Choose a subcategory of the chosen category.';
