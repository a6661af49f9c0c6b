import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  COMPLAINT_TRANSITIONS,
  complaintDetailSchema,
  complaintInputSchema,
  complaintListQuerySchema,
  complaintSchema,
  OPEN_COMPLAINT_STATUSES,
  PROFILE_INCOMPLETE,
} from '@portal/shared/contracts';

import { caseLodged, LODGED_CASES, TOO_MANY_CASES } from '../../cases/lodged';
import { caseDetail, caseRoutes } from '../../cases/status-change-route';
import { caseByIdempotencyKey, ownPropertyAddress } from '../../db/cases';
import { nextReference } from '../../db/references';
import { complaints, complaintTypes } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { idempotencyHeadersSchema } from '../../lib/idempotency';
import { pagedListRoute } from '../../lib/paged-list-route';
import { pageTotal, searchFilter, selectNewestPage } from '../../lib/pagination';
import { errorResponses, SECURITY } from '../../lib/responses';
import { currentUser } from '../../plugins/app/auth';
import { toComplaint } from '../../serializers';
import { loadComplaintDetail } from '../../services/case-details';
import { assertProfileComplete, openCase } from '../../services/cases';

const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  pagedListRoute(app, {
    tags: ['complaints'],
    summary: "The caller's own complaints, newest first; `open=true` keeps the open ones, `open=false` the closed",
    description: 'Open means submitted or in progress.',
    query: complaintListQuerySchema,
    item: complaintSchema,
    page: async (query, request) => {
      const search = searchFilter(query.search, [complaints.reference, complaints.complaintType, complaints.description]);
      const open =
        query.open === undefined
          ? undefined
          : query.open === 'true'
            ? inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES])
            : notInArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]);
      const where = and(eq(complaints.userId, currentUser(request).id), open, search);
      return selectNewestPage(
        query,
        complaints,
        () => app.db.select({ complaint: complaints, total: pageTotal }).from(complaints).where(where),
        (row) => toComplaint(row.complaint),
      );
    },
  });

  const detail = caseDetail(app, loadComplaintDetail);

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['complaints'],
        summary: 'Lodge a complaint (needs a complete profile); answers with a reference like CMP-2026-000123',
        description:
          "The location is the chosen property's address (one of the caller's own, else `400 errors.property_id`) or " +
          "the address typed. `photo_ids` are the caller's own unattached `complaint_photo` uploads. The resident is " +
          `mailed a receipt. An incomplete profile answers 403 \`${PROFILE_INCOMPLETE}\`. With an \`Idempotency-Key\`, ` +
          'a retry answers 201 with the first complaint and changes nothing.',
        security: SECURITY.tokenAndXsrf,
        headers: idempotencyHeadersSchema,
        body: complaintInputSchema,
        response: { 201: complaintDetailSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      assertProfileComplete(user);
      const input = request.body;
      const key = request.headers['idempotency-key'];
      if (key !== undefined) {
        const earlier = await caseByIdempotencyKey(app.db, complaints, user.id, key);
        if (earlier !== null) return reply.code(201).send(await detail(earlier, user));
      }

      const [type] = await app.db
        .select()
        .from(complaintTypes)
        .where(and(eq(complaintTypes.id, input.complaint_type_id), eq(complaintTypes.isActive, true)))
        .limit(1);
      const location = input.property_id ? await ownPropertyAddress(app.db, user.id, input.property_id) : input.address?.trim();
      const errors: Record<string, string[]> = {};
      if (!type) errors.complaint_type_id = ['Choose the kind of problem.'];
      if (input.property_id && !location) errors.property_id = ['Choose one of your own properties.'];
      if (!type || !location) throw badRequest(errors);
      await app.limitPerAccount(request, 'cases', LODGED_CASES, TOO_MANY_CASES);

      const createdAt = new Date();
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(complaints)
          .values({
            reference: await nextReference(tx, 'complaint', createdAt),
            userId: user.id,
            complaintType: type.name,
            complaintTypeId: type.id,
            description: input.description,
            propertyId: input.property_id ?? null,
            location,
            idempotencyKey: key ?? null,
            createdAt,
            updatedAt: createdAt,
          })
          // Parallel retries with one key: one row gets in, the others find it below.
          .onConflictDoNothing({ target: [complaints.userId, complaints.idempotencyKey] })
          .returning();
        if (!row) return undefined;
        await openCase(tx, {
          kind: 'complaint',
          caseId: row.id,
          user,
          at: createdAt,
          uploads: { purpose: 'complaint_photo', ids: input.photo_ids, field: 'photo_ids' },
        });
        return row;
      });
      if (!created) {
        const winner = key === undefined ? null : await caseByIdempotencyKey(app.db, complaints, user.id, key);
        if (winner === null) throw new Error('complaint conflicted but no earlier one was found');
        return reply.code(201).send(await detail(winner, user));
      }

      await caseLodged(app, {
        kind: 'complaint',
        id: created.id,
        reference: created.reference,
        resident: user,
        summary: [`Kind of problem: ${created.complaintType}`, `Where: ${created.location}`, '', created.description],
      });
      return reply.code(201).send(await detail(created.id, user));
    },
  );

  await app.register(
    caseRoutes({
      kind: 'complaint',
      detailHolds: 'its photos and timeline',
      table: complaints,
      statuses: COMPLAINT_STATUSES,
      transitions: COMPLAINT_TRANSITIONS,
      labels: COMPLAINT_STATUS_LABELS,
      description: 'submitted → in_progress or rejected; in_progress → resolved or rejected.',
      detailSchema: complaintDetailSchema,
      loadDetail: loadComplaintDetail,
    }),
  );
};

export default complaintsRoutes;
