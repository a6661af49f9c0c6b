import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { withArticle } from '@portal/shared/contracts';

import { notFound } from '../lib/errors';
import { pagedListRoute } from '../lib/paged-list-route';
import { errorResponses, SECURITY } from '../lib/responses';
import { currentUser, requireAccess } from '../plugins/app/auth';
import type { BoundResource } from './bind-resource';
import { findItem, listItems, type KeyValue, type ListQuery } from './read';
import { keyParamsSchema, listQuerySchema, orderings, schemasOf } from './schemas';
import { createItem, removeItem, updateItem, type Input } from './write';

/**
 * The five routes of one configuration resource, from its description and binding: list,
 * create, read, update and delete (or deactivate; `removal: 'none'`: no fifth), each writing its
 * audit row in its transaction. Single records have their own two (single.ts).
 */
export function resourceRoutes(bound: BoundResource): FastifyPluginAsyncZod {
  const { resource } = bound;
  const { item, input, update } = schemasOf(bound);
  const params = keyParamsSchema(bound);
  const who = resource.access === 'admin' ? 'admins' : 'super users and admins';
  const tags = ['configuration'];
  const keyOf = (p: Record<string, unknown>) => p[resource.key] as KeyValue;

  return async (app) => {
    app.addHook('onRequest', requireAccess(resource.access));

    pagedListRoute(app, {
      tags,
      summary: `${resource.title}, inactive ones too (${who})`,
      description:
        `\`search\` in ${resource.search.join(', ')}; \`ordering\` one of ${orderings(bound).join(', ')} ` +
        `(default ${resource.defaultOrdering})` +
        (bound.parent ? `; \`${bound.parent.field}\` lists those of one ${bound.parent.singular}.` : '.'),
      query: listQuerySchema(bound),
      item,
      forbidden: true,
      page: (query) => listItems(app.db, bound, query as ListQuery),
    });

    app.post(
      '/',
      {
        prefixTrailingSlash: 'slash',
        schema: {
          tags,
          summary: `Create ${withArticle(resource.singular)} (${who})`,
          description:
            (resource.slugFrom
              ? `The slug is made from \`${resource.slugFrom}\`, unique${resource.key === 'slug' || !bound.parent ? '' : ` within its ${bound.parent.singular}`} with -2, -3…; it never changes. `
              : '') +
            'A duplicate answers 400 on the duplicated field' +
            (bound.files.length > 0
              ? `; a file (${bound.files.map((f) => f.field).join(', ')}) must be one uploaded to configuration/files/.`
              : '.'),
          security: SECURITY.tokenAndXsrf,
          body: input,
          response: { 201: item, ...errorResponses(400, 403, 409) },
        },
      },
      async (request, reply) => {
        const created = await createItem(app.db, bound, currentUser(request).id, request.body as Input, app.languages);
        return reply.code(201).send(created);
      },
    );

    app.get(
      `/:${resource.key}/`,
      {
        schema: {
          tags,
          summary: `One ${resource.singular} (${who})`,
          security: SECURITY.token,
          params,
          response: { 200: item, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const found = await findItem(app.db, bound, keyOf(request.params));
        if (!found) throw notFound();
        return found;
      },
    );

    app.patch(
      `/:${resource.key}/`,
      {
        schema: {
          tags,
          summary: `Change some fields of ${withArticle(resource.singular)} (${who})`,
          security: SECURITY.tokenAndXsrf,
          params,
          body: update,
          response: { 200: item, ...errorResponses(400, 403, 404, 409) },
        },
      },
      (request) => updateItem(app.db, bound, currentUser(request).id, keyOf(request.params), request.body as Input, app.languages),
    );

    if (resource.removal === 'delete') {
      app.delete(
        `/:${resource.key}/`,
        {
          schema: {
            tags,
            summary: `Delete ${withArticle(resource.singular)} (${who})`,
            description: '409 while other records use it, naming them.',
            security: SECURITY.tokenAndXsrf,
            params,
            response: { 204: z.undefined().describe('Deleted.'), ...errorResponses(400, 403, 404, 409) },
          },
        },
        async (request, reply) => {
          await removeItem(app.db, bound, currentUser(request).id, keyOf(request.params));
          return reply.code(204).send();
        },
      );
    } else if (resource.removal === 'deactivate') {
      app.delete(
        `/:${resource.key}/`,
        {
          schema: {
            tags,
            summary: `Deactivate ${withArticle(resource.singular)}: it stays, hidden from residents (${who})`,
            security: SECURITY.tokenAndXsrf,
            params,
            response: { 200: item, ...errorResponses(400, 403, 404) },
          },
        },
        async (request) => (await removeItem(app.db, bound, currentUser(request).id, keyOf(request.params))) ?? {},
      );
    }
  };
}
