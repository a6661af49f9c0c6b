import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { detailSchema } from '@portal/shared/contracts';

import type { Db } from '../../db/client';
import { errorResponses } from '../../lib/responses';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `GET {path}:uid/:token/`: whether a mailed link still works, so its page can say so before using
 * it: `200 {detail: valid}`, or the error `invalid` builds (400).
 */
export function linkCheckRoute(
  app: ZodApp,
  link: {
    path: string;
    summary: string;
    find: (db: Db, uid: string, token: string) => Promise<unknown>;
    valid: string;
    invalid: () => Error;
  },
): void {
  app.get(
    `${link.path}:uid/:token/`,
    {
      schema: {
        tags: ['auth'],
        summary: link.summary,
        params: z.strictObject({ uid: z.string(), token: z.string() }),
        response: { 200: detailSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      if (!(await link.find(app.db, request.params.uid, request.params.token))) throw link.invalid();
      return { detail: link.valid };
    },
  );
}
