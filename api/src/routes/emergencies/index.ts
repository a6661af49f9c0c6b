import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { emergencyCategoryDetailSchema, emergencyCategorySchema, emergencySubcategoryDetailSchema } from '@portal/shared/contracts';

import type { Db } from '../../db/client';
import { emergencyCategories, emergencySubcategories, emergencySubcategoryOptions } from '../../db/schema';
import { firstOrNotFound, notFound } from '../../lib/errors';
import { errorResponses, SECURITY } from '../../lib/responses';
import { toEmergencyCategory, toEmergencyOption, toEmergencySubcategory } from '../../serializers';

const slug = z.string().max(200);
const categoryParams = z.strictObject({ category: slug });
const subcategoryParams = z.strictObject({ category: slug, subcategory: slug });

/** An active category by slug, or 404: a retired guide is as gone as one that never existed. */
function findCategory(db: Db, categorySlug: string) {
  return firstOrNotFound(
    db
      .select()
      .from(emergencyCategories)
      .where(and(eq(emergencyCategories.slug, categorySlug), eq(emergencyCategories.isActive, true)))
      .limit(1),
  );
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
      const rows = await app.db
        .select()
        .from(emergencyCategories)
        .where(eq(emergencyCategories.isActive, true))
        .orderBy(asc(emergencyCategories.sortOrder), asc(emergencyCategories.name), asc(emergencyCategories.id));
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
      const subcategories = await app.db
        .select()
        .from(emergencySubcategories)
        .where(and(eq(emergencySubcategories.categoryId, category.id), eq(emergencySubcategories.isActive, true)))
        .orderBy(asc(emergencySubcategories.sortOrder), asc(emergencySubcategories.name), asc(emergencySubcategories.id));
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
      const [subcategory] = await app.db
        .select()
        .from(emergencySubcategories)
        .where(
          and(
            eq(emergencySubcategories.categoryId, category.id),
            eq(emergencySubcategories.slug, request.params.subcategory),
            eq(emergencySubcategories.isActive, true),
          ),
        )
        .limit(1);
      if (!subcategory) throw notFound();
      const options = await app.db
        .select()
        .from(emergencySubcategoryOptions)
        .where(and(eq(emergencySubcategoryOptions.subcategoryId, subcategory.id), eq(emergencySubcategoryOptions.isActive, true)))
        .orderBy(asc(emergencySubcategoryOptions.sortOrder), asc(emergencySubcategoryOptions.name), asc(emergencySubcategoryOptions.id));
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
