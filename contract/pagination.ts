import { z } from 'zod/mini';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** `?page=1&page_size=25`: 1-based page number and page size (at most 100), from the query string. */
export const paginationQueryShape = {
  page: z._default(z.coerce.number().check(z.int('Page must be a whole number.'), z.minimum(1)), 1),
  page_size: z._default(
    z.coerce
      .number()
      .check(
        z.int('Page size must be a whole number.'),
        z.minimum(1),
        z.maximum(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}.`),
      ),
    DEFAULT_PAGE_SIZE,
  ),
};

/** One page of a list: the items, the total number of matches and where the page is. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.int().check(z.nonnegative()),
    page: z.int().check(z.positive()),
    page_size: z.int().check(z.positive()),
  });

export type Page<T> = { items: T[]; total: number; page: number; page_size: number };

/** An optional id in a query string (`?topic_id=3`). */
export const optionalIdQuery = z.optional(
  z.coerce
    .number()
    .check(z.int('Must be a positive integer.'), z.positive(), z.maximum(2_147_483_647)),
);

export const idSchema = z.int().check(z.positive());
