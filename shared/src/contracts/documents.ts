import { idSchema, MAX_ID } from './ids';
import { z } from './zod-config';

export const documentSubcategorySchema = z.object({ id: z.number().int(), name: z.string(), category_id: z.number().int() });
export const documentCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subcategories: z.array(documentSubcategorySchema),
});
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Markdown, as staff wrote it. */
  description: z.string(),
  /** The description rendered and sanitized by the API: the only HTML a page may insert. */
  description_html: z.string(),
  category_id: z.number().int(),
  category: z.string(),
  subcategory_id: z.number().int().nullable(),
  subcategory: z.string().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  file_size: z.number().int(),
  published_at: z.string(),
  /** Under apiBase; answered as an attachment, never shown inline. */
  download_path: z.string(),
});
export type PortalDocument = z.infer<typeof documentSchema>;

export const documentListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  category: idSchema().optional(),
  subcategory: idSchema().optional(),
});

/** The field error when `subcategory` is not one of `category`'s subcategories. */
export const DOCUMENT_SUBCATEGORY_NOT_IN_CATEGORY = 'Choose a subcategory of the chosen category.';
