import { MAX_ID } from './ids';
import { z } from './zod-config';

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of results in the Django REST style: total count, neighbour page numbers, the items. */
export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
}
export type Page<T> = {
  count: number;
  page: number;
  page_size: number;
  next: number | null;
  previous: number | null;
  results: T[];
};

/**
 * A list of items. Remotes build their response schemas from these helpers and the contracts:
 * their schemas are contracts, so they import no zod of their own (eslint.config.js).
 */
export function listSchema<T extends z.ZodTypeAny>(item: T) {
  return z.array(item);
}
