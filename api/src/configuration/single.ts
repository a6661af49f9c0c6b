import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { withArticle } from '@portal/shared/contracts';

import { notFound } from '../lib/errors';
import { errorResponses, SECURITY } from '../lib/responses';
import { currentUser, requireAccess } from '../plugins/app/auth';
import type { BoundResource } from './bind-resource';
import { findSingle, type KeyValue } from './read';
import { schemasOf } from './schemas';
import { updateItem, type Input } from './write';

/**
 * The two routes of a single record (the organization), at the resource's own address: read it
 * and change some of its fields. It is never listed, created or removed.
 */
export function singleRoutes(bound: BoundResource): FastifyPluginAsyncZod {
  const { resource } = bound;
  const { item, update } = schemasOf(bound);
  const who = resource.access === 'admin' ? 'admins' : 'super users and admins';
  const tags = ['configuration'];

  return async (app) => {
    app.addHook('onRequest', requireAccess(resource.access));

    app.get(
      '/',
      {
        prefixTrailingSlash: 'slash',
        schema: {
          tags,
          summary: `The ${resource.singular} (${who})`,
          description: '404 until it has been entered.',
          security: SECURITY.token,
          response: { 200: item, ...errorResponses(403, 404) },
        },
      },
      async () => {
        const found = await findSingle(app.db, bound);
        if (!found) throw notFound();
        return found;
      },
    );

    app.patch(
      '/',
      {
        prefixTrailingSlash: 'slash',
        schema: {
          tags,
          summary: `Change some fields of ${withArticle(resource.singular)} (${who})`,
          description: 'Nothing different: no write, no audit row.',
          security: SECURITY.tokenAndXsrf,
          body: update,
          response: { 200: item, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const found = await findSingle(app.db, bound);
        if (!found) throw notFound();
        return updateItem(app.db, bound, currentUser(request).id, found[resource.key] as KeyValue, request.body as Input, app.languages);
      },
    );
  };
}
