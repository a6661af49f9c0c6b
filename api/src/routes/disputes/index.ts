import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  DISPUTE_STATUS_LABELS,
  DISPUTE_STATUSES,
  DISPUTE_TRANSITIONS,
  disputeDetailSchema,
  disputeInputSchema,
  disputeSchema,
  pageQuerySchema,
  PROFILE_INCOMPLETE,
  unansweredMessage,
} from '@portal/shared/contracts';

import { lodgeCase } from '../../cases/lodge';
import { caseDetail, caseRoutes } from '../../cases/status-change-route';
import { ownPropertyAddress } from '../../db/cases';
import { loadDisputeTypes } from '../../db/dispute-types';
import { nextReference } from '../../db/references';
import { disputeAnswers, disputeBccRecipients, disputes } from '../../db/schema';
import { badRequest, type FieldErrors } from '../../lib/errors';
import { idempotentCreateSchema } from '../../lib/idempotency';
import { currentUser } from '../../plugins/app/auth';
import { appealDeadline, loadDisputeDetail, loadDisputePage } from '../../services/case-details';
import { staffNoticeMail } from '../../services/case-mail';

const lodgeQuerySchema = z.strictObject({
  type: z.string('Choose the kind of dispute.').trim().min(1, 'Choose the kind of dispute.').max(100),
});

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  const detail = caseDetail(app, loadDisputeDetail);

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['disputes'],
        summary: 'Lodge a dispute of the kind `?type=<slug>` (needs a complete profile); reference like DSP-2026-000123',
        description:
          'Every required question of the type answered, answers only to its questions (`400 errors.answers`); the ' +
          "property one of the caller's own (`400 errors.property_id`); `evidence_ids` the caller's own unattached " +
          '`dispute_evidence` uploads. The resident and every active dispute BCC recipient are mailed. An incomplete ' +
          `profile answers 403 \`${PROFILE_INCOMPLETE}\`. With an \`Idempotency-Key\`, a retry answers 201 with the first dispute.`,
        querystring: lodgeQuerySchema,
        ...idempotentCreateSchema(disputeInputSchema, disputeDetailSchema),
      },
    },
    async (request, reply) => {
      const input = request.body;
      const id = await lodgeCase(app, request, {
        kind: 'dispute',
        idempotent: disputes,
        check: async (user) => {
          const [type] = await loadDisputeTypes(app.db, request.query.type);
          const propertyLabel = await ownPropertyAddress(app.db, user.id, input.property_id);
          const errors: FieldErrors = {};
          if (!type) errors.type = ['Choose the kind of dispute.'];
          if (!propertyLabel) errors.property_id = ['Choose one of your own properties.'];
          if (type) {
            const answerErrors: string[] = [];
            const byId = new Map(type.criteria.map((c) => [c.id, c]));
            const seen = new Set<number>();
            for (const answer of input.answers) {
              if (!byId.has(answer.criterion_id))
                answerErrors.push(`Question ${answer.criterion_id} is not asked for this kind of dispute.`);
              else if (seen.has(answer.criterion_id)) answerErrors.push(`Question ${answer.criterion_id} is answered twice.`);
              seen.add(answer.criterion_id);
            }
            for (const criterion of type.criteria) {
              if (criterion.required && !seen.has(criterion.id)) answerErrors.push(unansweredMessage(criterion.question));
            }
            if (answerErrors.length > 0) errors.answers = answerErrors;
          }
          if (!type || !propertyLabel || Object.keys(errors).length > 0) throw badRequest(errors);
          return { type, propertyLabel };
        },
        insert: async (tx, { type, propertyLabel }, { user, at, idempotencyKey }) => {
          const [row] = await tx
            .insert(disputes)
            .values({
              reference: await nextReference(tx, 'dispute', at),
              userId: user.id,
              disputeTypeId: type.id,
              propertyId: input.property_id,
              propertyLabel,
              billingPeriod: input.billing_period,
              amountDisputedCents: input.amount_disputed_cents,
              description: input.description,
              idempotencyKey,
              createdAt: at,
              updatedAt: at,
            })
            .onConflictDoNothing({ target: [disputes.userId, disputes.idempotencyKey] })
            .returning();
          if (!row) return undefined;
          const questions = new Map(type.criteria.map((c) => [c.id, c.question]));
          if (input.answers.length > 0) {
            await tx.insert(disputeAnswers).values(
              input.answers.map((a) => ({
                disputeId: row.id,
                criterionId: a.criterion_id,
                question: questions.get(a.criterion_id) ?? '',
                answer: a.answer,
              })),
            );
          }
          return row;
        },
        uploads: () => ({ purpose: 'dispute_evidence', ids: input.evidence_ids, field: 'evidence_ids' }),
        summary: (created, { type }) => [
          `Kind of dispute: ${type.name}`,
          `Property: ${created.propertyLabel}`,
          `Billing period: ${created.billingPeriod}`,
          `Amount disputed: ${dollars(created.amountDisputedCents)}`,
          '',
          created.description,
        ],
        afterLodged: async (created, summary, user) => {
          const recipients = await app.db
            .select({ email: disputeBccRecipients.email })
            .from(disputeBccRecipients)
            .where(eq(disputeBccRecipients.isActive, true));
          for (const recipient of recipients) {
            await app.mailer.send(
              staffNoticeMail({
                to: recipient.email,
                what: 'dispute',
                reference: created.reference,
                summary: [`Resident: ${user.firstName} ${user.lastName} <${user.email}>`.trim(), ...summary],
              }),
            );
          }
        },
      });
      return reply.code(201).send(await detail(id, currentUser(request)));
    },
  );

  await app.register(
    caseRoutes({
      kind: 'dispute',
      mine: {
        query: pageQuerySchema,
        item: disputeSchema,
        page: (db, query, owner) => loadDisputePage(db, query, eq(disputes.userId, owner.id), owner),
      },
      detailHolds: 'its answers, evidence and timeline',
      table: disputes,
      statuses: DISPUTE_STATUSES,
      transitions: DISPUTE_TRANSITIONS,
      labels: DISPUTE_STATUS_LABELS,
      description: 'submitted → under_review; under_review → upheld or rejected. Rejecting opens the appeal window (appeal_deadline).',
      detailSchema: disputeDetailSchema,
      loadDetail: (db, id, viewer) => loadDisputeDetail(db, id, viewer),
      extraUpdate: (to, now) => ({ rejectedAt: to === 'rejected' ? now : null }),
      extraMail: (to, now) =>
        to === 'rejected' ? ['', `You may appeal this decision once, until ${appealDeadline(now)?.toUTCString()}.`] : [],
    }),
  );
};

export default disputesRoutes;
