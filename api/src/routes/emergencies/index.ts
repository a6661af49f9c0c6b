import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { emergencyCategoryDetailSchema, emergencyCategorySchema, emergencySubcategoryDetailSchema } from '@portal/shared/contracts';

import type { Db } from '../../db/client';
import {
  activeEmergencyCategories,
  activeEmergencyOptions,
  activeEmergencySubcategories,
  findActiveEmergencyCategory,
  findActiveEmergencySubcategory,
} from '../../db/emergencies';
import { notFound } from '../../lib/errors';
import { errorResponses, SECURITY } from '../../lib/responses';
import { toEmergencyCategory, toEmergencyOption, toEmergencySubcategory } from '../../serializers';

const slug = z.string().max(200);
const categoryParams = z.strictObject({ category: slug });
const subcategoryParams = z.strictObject({ category: slug, subcategory: slug });

/** An active category by slug, or 404: a retired guide is as gone as one that never existed. */
async function findCategory(db: Db, categorySlug: string) {
  const category = await findActiveEmergencyCategory(db, categorySlug);
  if (!category) throw notFound();
  return category;
}

// Behind a login, as the pages are (docs/product-rules.md#routes); the emergency contacts stay public.
const emergenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['emergencies'],
        summary: 'Active emergency categories, by sort order then name',
        security: SECURITY.token,
        response: { 200: z.array(emergencyCategorySchema), ...errorResponses() },
      },
    },
    async (request) => {
      const rows = await activeEmergencyCategories(app.db);
      return rows.map((row) => toEmergencyCategory(row, request.reading()));
    },
  );

  app.get(
    '/:category/',
    {
      schema: {
        tags: ['emergencies'],
        summary: 'One active category with its active subcategories',
        security: SECURITY.token,
        params: categoryParams,
        response: { 200: emergencyCategoryDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.category);
      const subcategories = await activeEmergencySubcategories(app.db, category.id);
      const reading = request.reading();
      return { ...toEmergencyCategory(category, reading), subcategories: subcategories.map((row) => toEmergencySubcategory(row, reading)) };
    },
  );

  app.get(
    '/:category/:subcategory/',
    {
      schema: {
        tags: ['emergencies'],
        summary: 'One active subcategory of that category, with the category and the active options',
        description: 'A subcategory asked for under another category than its own is not found.',
        security: SECURITY.token,
        params: subcategoryParams,
        response: { 200: emergencySubcategoryDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.category);
      const subcategory = await findActiveEmergencySubcategory(app.db, category.id, request.params.subcategory);
      if (!subcategory) throw notFound();
      const options = await activeEmergencyOptions(app.db, subcategory.id);
      const reading = request.reading();
      return {
        ...toEmergencySubcategory(subcategory, reading),
        category: toEmergencyCategory(category, reading),
        options: options.map((row) => toEmergencyOption(row, reading)),
      };
    },
  );
};

export default emergenciesRoutes;
