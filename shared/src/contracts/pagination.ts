import { MAX_ID } from './ids';
import { z } from './zod-config';

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

export const pageQuerySchema = z.strictObject({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_ID)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX)), PAGE_SIZE_DEFAULT),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of results in the Django REST style: total count, neighbour page numbers, the items. */
export function pageSchema<T extends z.core.SomeType>(item: T) {
  return z.object({
    count: z.number().check(z.int()),
    page: z.number().check(z.int()),
    page_size: z.number().check(z.int()),
    next: z.nullable(z.number().check(z.int())),
    previous: z.nullable(z.number().check(z.int())),
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
export function listSchema<T extends z.core.SomeType>(item: T) {
  return z.array(item);
}
