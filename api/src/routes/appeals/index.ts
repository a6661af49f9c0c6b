import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  APPEAL_STATUS_LABELS,
  APPEAL_STATUSES,
  APPEAL_TRANSITIONS,
  APPEAL_WINDOW_DAYS,
  appealDetailSchema,
  appealInputSchema,
  appealSchema,
  pageQuerySchema,
} from '@portal/shared/contracts';

import { lodgeCase } from '../../cases/lodge';
import { caseDetail, caseRoutes } from '../../cases/status-change-route';
import { insertAppeal } from '../../db/appeals';
import { casesOf } from '../../db/cases';
import { findOwnDisputeWithAppeal } from '../../db/disputes';
import { nextReference } from '../../db/references';
import { appeals } from '../../db/schema';
import { english, msg, verbatim } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { errorResponses, SECURITY } from '../../lib/responses';
import { currentUser } from '../../plugins/app/auth';
import { appealOpen, loadAppealDetail, loadAppealPage } from '../../services/case-details';

const notAllowed = () => new HttpError(409, msg('appeal.notAllowed'));

const appealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  const detail = caseDetail(app, loadAppealDetail);

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['appeals'],
        summary: 'Appeal a rejected dispute, once, within the window (needs a complete profile); reference like APL-2026-000123',
        description:
          `Only the dispute's owner, only while it is rejected and within ${APPEAL_WINDOW_DAYS} days of the rejection, ` +
          `and only once (a unique constraint): otherwise 409 \`${english(msg('appeal.notAllowed'))}\` (also for a dispute that is ` +
          `not the caller's or does not exist). An incomplete profile answers 403 \`${english(msg('case.profileIncomplete'))}\`.`,
        security: SECURITY.tokenAndXsrf,
        body: appealInputSchema,
        response: { 201: appealDetailSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const id = await lodgeCase(app, request, {
        kind: 'appeal',
        check: async (user, at) => {
          const dispute = await findOwnDisputeWithAppeal(app.db, user.id, input.dispute_id);
          if (!dispute || !appealOpen(dispute.dispute, dispute.appealId, at)) throw notAllowed();
          return dispute.dispute;
        },
        insert: async (tx, dispute, { user, at }) => {
          const row = await insertAppeal(tx, {
            reference: await nextReference(tx, 'appeal', at),
            userId: user.id,
            disputeId: dispute.id,
            reason: input.reason,
            createdAt: at,
            updatedAt: at,
          });
          // One appeal per dispute: of concurrent attempts one is stored, the others are refused.
          if (!row) throw notAllowed();
          return row;
        },
        uploads: () => ({ purpose: 'dispute_evidence', ids: input.evidence_ids, field: 'evidence_ids' }),
        summary: (created, dispute) => [
          msg('case.summary.disputeAppealed', { reference: dispute.reference }),
          verbatim(''),
          verbatim(created.reason),
        ],
      });
      return reply.code(201).send(await detail(id, currentUser(request)));
    },
  );

  await app.register(
    caseRoutes({
      kind: 'appeal',
      mine: {
        query: pageQuerySchema,
        item: appealSchema,
        page: (db, query, owner) => loadAppealPage(db, query, casesOf(appeals, owner.id)),
      },
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
