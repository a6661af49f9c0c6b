import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idParamsSchema, propertyInputSchema, propertySchema, type PropertyInput } from '@portal/shared/contracts';

import type { Db } from '../../../db/client';
import {
  deleteOwnProperty,
  findOwnProperty,
  insertProperty,
  listOwnProperties,
  propertyReferenceErrors,
  updateOwnProperty,
} from '../../../db/properties';
import { properties, type PropertyRow } from '../../../db/schema';
import { msg } from '../../../i18n';
import { badRequest, notFound } from '../../../lib/errors';
import { errorResponses, SECURITY } from '../../../lib/responses';
import { currentUser } from '../../../plugins/app/auth';
import { toProperty } from '../../../serializers';

async function checkReferences(db: Db, input: PropertyInput, current?: PropertyRow) {
  const errors = await propertyReferenceErrors(db, input, current);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** One of the caller's properties with its names, or 404 (also when it is someone else's). */
async function findOwn(db: Db, userId: number, id: number) {
  const row = await findOwnProperty(db, userId, id);
  if (!row) throw notFound();
  return row;
}

// The meter-number rule lives in the contract's refinement, which the validator runs here too.
const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['users'],
        summary: "The caller's properties, oldest first",
        security: SECURITY.token,
        response: { 200: z.array(propertySchema), ...errorResponses() },
      },
    },
    async (request) => {
      const rows = await listOwnProperties(app.db, currentUser(request).id);
      return rows.map(toProperty);
    },
  );

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['users'],
        summary: 'Add a property of the caller',
        security: SECURITY.tokenAndXsrf,
        body: propertyInputSchema,
        response: { 201: propertySchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await checkReferences(app.db, request.body);
      await app.limitPerAccount(
        request,
        'properties',
        [{ table: properties, userId: properties.userId, createdAt: properties.createdAt }],
        msg('limit.properties'),
      );
      const created = await insertProperty(app.db, userId, request.body);
      if (created === undefined) throw new Error('insert returned no row');
      return reply.code(201).send(toProperty(await findOwn(app.db, userId, created)));
    },
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags: ['users'],
        summary: 'One property of the caller',
        security: SECURITY.token,
        params: idParamsSchema,
        response: { 200: propertySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toProperty(await findOwn(app.db, currentUser(request).id, request.params.id)),
  );

  app.patch(
    '/:id/',
    {
      schema: {
        tags: ['users'],
        summary: 'Replace a property of the caller (the whole input, as for creation)',
        security: SECURITY.tokenAndXsrf,
        params: idParamsSchema,
        body: propertyInputSchema,
        response: { 200: propertySchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { property: current } = await findOwn(app.db, userId, request.params.id);
      await checkReferences(app.db, request.body, current);
      const updated = await updateOwnProperty(app.db, userId, current.id, request.body);
      // Deleted by another request in between.
      if (updated === undefined) throw notFound();
      return toProperty(await findOwn(app.db, userId, updated));
    },
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags: ['users'],
        summary: 'Remove a property of the caller',
        security: SECURITY.tokenAndXsrf,
        params: idParamsSchema,
        response: { 204: z.undefined().describe('Deleted.'), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteOwnProperty(app.db, currentUser(request).id, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
};

export default propertiesRoutes;
