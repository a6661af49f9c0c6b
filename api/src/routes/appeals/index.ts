import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  APPEAL_NOT_ALLOWED,
  APPEAL_STATUS_LABELS,
  APPEAL_STATUSES,
  APPEAL_TRANSITIONS,
  APPEAL_WINDOW_DAYS,
  appealDetailSchema,
  appealInputSchema,
  appealSchema,
  pageQuerySchema,
  PROFILE_INCOMPLETE,
} from '@portal/shared/contracts';

import { caseLodged } from '../../cases/lodged';
import { caseDetail, caseRoutes } from '../../cases/status-change-route';
import { nextReference } from '../../db/references';
import { appeals, disputes } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { pagedListRoute } from '../../lib/paged-list-route';
import { errorResponses, SECURITY } from '../../lib/responses';
import { currentUser } from '../../plugins/app/auth';
import { appealOpen, loadAppealDetail, loadAppealPage } from '../../services/case-details';
import { assertProfileComplete, openCase } from '../../services/cases';

const notAllowed = () => new HttpError(409, APPEAL_NOT_ALLOWED);

const appealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  const detail = caseDetail(app, loadAppealDetail);

  pagedListRoute(app, {
    tags: ['appeals'],
    summary: "The caller's own appeals, newest first",
    query: pageQuerySchema,
    item: appealSchema,
    page: async (query, request) => loadAppealPage(app.db, query, eq(appeals.userId, currentUser(request).id)),
  });

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['appeals'],
        summary: 'Appeal a rejected dispute, once, within the window (needs a complete profile); reference like APL-2026-000123',
        description:
          `Only the dispute's owner, only while it is rejected and within ${APPEAL_WINDOW_DAYS} days of the rejection, ` +
          `and only once (a unique constraint): otherwise 409 \`${APPEAL_NOT_ALLOWED}\` (also for a dispute that is ` +
          `not the caller's or does not exist). An incomplete profile answers 403 \`${PROFILE_INCOMPLETE}\`.`,
        security: SECURITY.tokenAndXsrf,
        body: appealInputSchema,
        response: { 201: appealDetailSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      assertProfileComplete(user);
      const input = request.body;
      const [dispute] = await app.db
        .select({ dispute: disputes, appealId: appeals.id })
        .from(disputes)
        .leftJoin(appeals, eq(appeals.disputeId, disputes.id))
        .where(and(eq(disputes.id, input.dispute_id), eq(disputes.userId, user.id)))
        .limit(1);
      const createdAt = new Date();
      if (!dispute || !appealOpen(dispute.dispute, dispute.appealId, createdAt)) throw notAllowed();

      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(appeals)
          .values({
            reference: await nextReference(tx, 'appeal', createdAt),
            userId: user.id,
            disputeId: dispute.dispute.id,
            reason: input.reason,
            createdAt,
            updatedAt: createdAt,
          })
          // One appeal per dispute: of concurrent attempts one is stored, the others are refused.
          .onConflictDoNothing({ target: appeals.disputeId })
          .returning();
        if (!row) throw notAllowed();
        await openCase(tx, {
          kind: 'appeal',
          caseId: row.id,
          user,
          at: createdAt,
          uploads: { purpose: 'dispute_evidence', ids: input.evidence_ids, field: 'evidence_ids' },
        });
        return row;
      });

      await caseLodged(app, {
        kind: 'appeal',
        id: created.id,
        reference: created.reference,
        resident: user,
        summary: [`Dispute appealed: ${dispute.dispute.reference}`, '', created.reason],
      });
      return reply.code(201).send(await detail(created.id, user));
    },
  );

  await app.register(
    caseRoutes({
      kind: 'appeal',
      detailHolds: 'its evidence and timeline',
      table: appeals,
      statuses: APPEAL_STATUSES,
      transitions: APPEAL_TRANSITIONS,
      labels: APPEAL_STATUS_LABELS,
      description: 'submitted → under_review; under_review → upheld or dismissed.',
      detailSchema: appealDetailSchema,
      loadDetail: loadAppealDetail,
    }),
  );
};

export default appealsRoutes;
