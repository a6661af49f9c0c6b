import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { core, z } from 'zod';

import { pageSchema, type Page, type PageQuery } from '@portal/shared/contracts';

import { errorResponses, SECURITY, type SecurityRequirements } from './responses';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `GET /` of a folder (or `url`): one page of a list, in the Django REST envelope (`pageSchema`). Every paged
 * list of the API is declared through this, so they read their query, document themselves and
 * answer alike; `page` finds the rows (usually with `selectPage`).
 */
export function pagedListRoute<Q extends core.$ZodType<PageQuery>, I extends core.$ZodType>(
  app: App,
  list: {
    /** `/` (the folder's own address, with its trailing slash) unless said. */
    url?: string;
    tags: string[];
    summary: string;
    description?: string;
    /** Who may read it, when the folder does not decide that for all its routes. */
    onRequest?: onRequestHookHandler;
    query: Q;
    item: I;
    /** Who may call it, for the documentation: a session's token unless said; `none` for anyone. */
    security?: SecurityRequirements | 'none';
    /** 403 when only some may read it. */
    forbidden?: boolean;
    /** 429 when the caller is over a limit of its own. */
    limited?: boolean;
    /** The page's schema, when it says more than `pageSchema(item)`. */
    response?: core.$ZodType<Page<z.infer<I>>>;
    page: (query: z.infer<Q>, request: FastifyRequest) => Promise<Page<z.infer<I>>>;
  },
): void {
  const errors = errorResponses(400, ...(list.forbidden ? [403 as const] : []), ...(list.limited ? [429 as const] : []));
  app.get(
    list.url ?? '/',
    {
      prefixTrailingSlash: 'slash',
      ...(list.onRequest ? { onRequest: list.onRequest } : {}),
      schema: {
        tags: list.tags,
        summary: list.summary,
        ...(list.description ? { description: list.description } : {}),
        ...(list.security === 'none' ? {} : { security: list.security ?? SECURITY.token }),
        querystring: list.query,
        response: { 200: list.response ?? pageSchema(list.item), ...errors },
      },
    },
    (request) => list.page(request.query as z.infer<Q>, request),
  );
}
