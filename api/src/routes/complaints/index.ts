import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  COMPLAINT_TRANSITIONS,
  complaintDetailSchema,
  complaintInputSchema,
  complaintListQuerySchema,
  complaintSchema,
} from '@portal/shared/contracts';

import { lodgeCase } from '../../cases/lodge';
import { caseDetail, caseRoutes } from '../../cases/status-change-route';
import { ownPropertyAddress } from '../../db/cases';
import { findActiveComplaintType } from '../../db/complaint-types';
import { insertComplaint, ownComplaintPage } from '../../db/complaints';
import { nextReference } from '../../db/references';
import { complaints } from '../../db/schema';
import { english, msg, verbatim } from '../../i18n';
import { badRequest, type FieldMessages } from '../../lib/errors';
import { idempotentCreateSchema } from '../../lib/idempotency';
import { currentUser } from '../../plugins/app/auth';
import { toComplaint } from '../../serializers';
import { loadComplaintDetail } from '../../services/case-details';

const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

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
          `mailed a receipt. An incomplete profile answers 403 \`${english(msg('case.profileIncomplete'))}\`. With an \`Idempotency-Key\`, ` +
          'a retry answers 201 with the first complaint and changes nothing.',
        ...idempotentCreateSchema(complaintInputSchema, complaintDetailSchema),
      },
    },
    async (request, reply) => {
      const input = request.body;
      const id = await lodgeCase(app, request, {
        kind: 'complaint',
        idempotent: complaints,
        check: async (user) => {
          const type = await findActiveComplaintType(app.db, input.complaint_type_id);
          const location = input.property_id ? await ownPropertyAddress(app.db, user.id, input.property_id) : input.address?.trim();
          const errors: FieldMessages = {};
          if (!type) errors.complaint_type_id = [msg('complaint.chooseType')];
          if (input.property_id && !location) errors.property_id = [msg('case.chooseOwnProperty')];
          if (!type || !location) throw badRequest(errors);
          return { type, location };
        },
        insert: async (tx, { type, location }, { user, at, idempotencyKey }) =>
          insertComplaint(tx, {
            reference: await nextReference(tx, 'complaint', at),
            userId: user.id,
            complaintType: type.name,
            complaintTypeId: type.id,
            description: input.description,
            propertyId: input.property_id ?? null,
            location,
            idempotencyKey,
            createdAt: at,
            updatedAt: at,
          }),
        uploads: () => ({ purpose: 'complaint_photo', ids: input.photo_ids, field: 'photo_ids' }),
        summary: (created) => [
          msg('case.summary.complaintKind', { kind: created.complaintType }),
          msg('case.summary.where', { location: created.location }),
          verbatim(''),
          verbatim(created.description),
        ],
      });
      return reply.code(201).send(await detail(id, currentUser(request)));
    },
  );

  await app.register(
    caseRoutes({
      kind: 'complaint',
      mine: {
        filters: '`open=true` keeps the open ones, `open=false` the closed',
        description: 'Open means submitted or in progress.',
        query: complaintListQuerySchema,
        item: complaintSchema,
        page: (db, query, owner) => ownComplaintPage(db, query, owner.id, toComplaint),
      },
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
