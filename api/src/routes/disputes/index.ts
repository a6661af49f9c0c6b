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
  type DisputeCriterion,
} from '@portal/shared/contracts';
import { usLocale, writeMoney } from '@portal/shared/writing';

import { lodgeCase } from '../../cases/lodge';
import { caseDetail, caseRoutes } from '../../cases/status-change-route';
import { casesOf, ownPropertyAddress } from '../../db/cases';
import { loadDisputeTypes } from '../../db/dispute-types';
import { activeBccRecipients, insertDispute } from '../../db/disputes';
import { nextReference } from '../../db/references';
import { disputes } from '../../db/schema';
import { apiError, english, msg, verbatim, type Message } from '../../i18n';
import { badRequest, type FieldMessages } from '../../lib/errors';
import { idempotentCreateSchema } from '../../lib/idempotency';
import { currentUser } from '../../plugins/app/auth';
import { appealDeadline, loadDisputeDetail, loadDisputePage } from '../../services/case-details';
import { staffNoticeMail } from '../../services/case-mail';
import { longMoment } from '../../services/mail-words';

const CHOOSE_TYPE = apiError('dispute.chooseType');
const lodgeQuerySchema = z.strictObject({
  type: z.string({ error: CHOOSE_TYPE }).trim().min(1, { error: CHOOSE_TYPE }).max(100),
});

/** A required question left unanswered: the question as the person reads it, then what to do (the contract's unansweredMessage). */
const unanswered = (criterion: DisputeCriterion): Message =>
  msg(criterion.yes_no ? 'dispute.chooseYesNo' : 'dispute.answerQuestion', { question: criterion.question.trim() });

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
          `profile answers 403 \`${english(msg('case.profileIncomplete'))}\`. With an \`Idempotency-Key\`, a retry answers 201 with the first dispute.`,
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
          // Its questions as staff wrote them: answers are kept beside the words they answered.
          const written = { language: app.languages[0], fallback: app.languages[0] };
          const [type] = await loadDisputeTypes(app.db, written, request.query.type);
          const propertyLabel = await ownPropertyAddress(app.db, user.id, input.property_id);
          const errors: FieldMessages = {};
          if (!type) errors.type = [msg('dispute.chooseType')];
          if (!propertyLabel) errors.property_id = [msg('case.chooseOwnProperty')];
          if (type) {
            const answerErrors: Message[] = [];
            const byId = new Map(type.criteria.map((c) => [c.id, c]));
            const seen = new Set<number>();
            for (const answer of input.answers) {
              if (!byId.has(answer.criterion_id)) answerErrors.push(msg('dispute.questionNotAsked', { id: answer.criterion_id }));
              else if (seen.has(answer.criterion_id)) answerErrors.push(msg('dispute.questionTwice', { id: answer.criterion_id }));
              seen.add(answer.criterion_id);
            }
            const missing = type.criteria.filter((criterion) => criterion.required && !seen.has(criterion.id));
            if (missing.length > 0) {
              // What is missing is said with the questions as the person reads them.
              const [asked] = await loadDisputeTypes(app.db, request.reading(), request.query.type);
              const askedById = new Map(asked?.criteria.map((c) => [c.id, c]));
              for (const criterion of missing) answerErrors.push(unanswered(askedById.get(criterion.id) ?? criterion));
            }
            if (answerErrors.length > 0) errors.answers = answerErrors;
          }
          if (!type || !propertyLabel || Object.keys(errors).length > 0) throw badRequest(errors);
          return { type, propertyLabel };
        },
        insert: async (tx, { type, propertyLabel }, { user, at, idempotencyKey }) => {
          const questions = new Map(type.criteria.map((c) => [c.id, c.question]));
          return insertDispute(
            tx,
            {
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
            },
            input.answers.map((a) => ({ criterionId: a.criterion_id, question: questions.get(a.criterion_id) ?? '', answer: a.answer })),
          );
        },
        uploads: () => ({ purpose: 'dispute_evidence', ids: input.evidence_ids, field: 'evidence_ids' }),
        summary: (created, { type }) => [
          msg('case.summary.disputeKind', { kind: type.name }),
          msg('case.summary.property', { property: created.propertyLabel }),
          msg('case.summary.billingPeriod', { period: created.billingPeriod }),
          msg('case.summary.amountDisputed', {
            amount: (language) => writeMoney(created.amountDisputedCents, 'USD', usLocale(language)),
          }),
          verbatim(''),
          verbatim(created.description),
        ],
        afterLodged: async (created, summary, user) => {
          const recipients = await activeBccRecipients(app.db);
          for (const recipient of recipients) {
            await app.mailer.send(
              staffNoticeMail({
                to: recipient.email,
                language: await app.mailLanguage(recipient.email, request.language),
                kind: 'dispute',
                reference: created.reference,
                summary: [msg('case.summary.resident', { name: `${user.firstName} ${user.lastName}`, email: user.email }), ...summary],
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
        page: (db, query, owner) => loadDisputePage(db, query, casesOf(disputes, owner.id), owner),
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
      extraMail: (to, now, language) => {
        const deadline = appealDeadline(now);
        return to === 'rejected' && deadline
          ? [verbatim(''), msg('mail.statusChanged.appealUntil', { deadline: longMoment(deadline, language) })]
          : [];
      },
    }),
  );
};

export default disputesRoutes;
