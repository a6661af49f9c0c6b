import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

import {
  APPEAL_STATUSES,
  COMPLAINT_STATUSES,
  DISPUTE_STATUSES,
  idSchema,
  staffAppealSchema,
  staffCaseQuerySchema,
  staffComplaintSchema,
  staffDisputeSchema,
  type Page,
  type PageQuery,
} from '@portal/shared/contracts';

import type { Db } from '../../db/client';
import { appeals, complaints, disputes, disputeTypes, users } from '../../db/schema';
import type { User } from '../../db/users';
import { pagedListRoute } from '../../lib/paged-list-route';
import { searchFilter } from '../../lib/pagination';
import { currentUser } from '../../plugins/app/auth';
import { loadStaffAppealPage, loadStaffComplaintPage, loadStaffDisputePage } from '../../services/case-details';

type StaffList = {
  /** Everyone's cases of one kind, at /api/staff/{url}/. */
  url: string;
  /** How `type` picks them, for the summary. */
  byType: string;
  /** Where `search` looks, for the description. */
  searchIn: string;
  statuses: readonly [string, ...string[]];
  status: PgColumn;
  /** The type filter's column; its value is the dispute type's slug unless `typeSchema` says otherwise. */
  type: PgColumn;
  typeSchema?: z.ZodMiniType<number | undefined>;
  search: PgColumn[];
  item: z.ZodMiniType;
  load: (db: Db, query: PageQuery, where: SQL | undefined, viewer: User) => Promise<Page<unknown>>;
};

const resident = [users.email, users.firstName, users.lastName];

const STAFF_LISTS: StaffList[] = [
  {
    url: 'complaints',
    byType: 'complaint type id',
    searchIn: "the reference, kind, description and the resident's name and email",
    statuses: COMPLAINT_STATUSES,
    status: complaints.status,
    type: complaints.complaintTypeId,
    typeSchema: z.optional(idSchema('Use the id of a complaint type')),
    search: [complaints.reference, complaints.complaintType, complaints.description, ...resident],
    item: staffComplaintSchema,
    load: loadStaffComplaintPage,
  },
  {
    url: 'disputes',
    byType: 'dispute type slug (`type`)',
    searchIn: "the reference, property, description and the resident's name and email",
    statuses: DISPUTE_STATUSES,
    status: disputes.status,
    type: disputeTypes.slug,
    search: [disputes.reference, disputes.propertyLabel, disputes.description, ...resident],
    item: staffDisputeSchema,
    load: loadStaffDisputePage,
  },
  {
    url: 'appeals',
    byType: "the dispute's type slug (`type`)",
    searchIn: "the appeal's and the dispute's reference, the reason and the resident's name and email",
    statuses: APPEAL_STATUSES,
    status: appeals.status,
    type: disputeTypes.slug,
    search: [appeals.reference, disputes.reference, appeals.reason, ...resident],
    item: staffAppealSchema,
    load: loadStaffAppealPage,
  },
];

/** Staff: everyone's complaints, disputes and appeals, newest first, by status, type and search. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const list of STAFF_LISTS) {
    const query = z.extend(staffCaseQuerySchema, {
      status: z.optional(z.enum(list.statuses, 'Choose one of the statuses')),
      ...(list.typeSchema ? { type: list.typeSchema } : {}),
    });
    pagedListRoute(app, {
      url: `/${list.url}/`,
      onRequest: app.requireSuper,
      forbidden: true,
      tags: ['staff'],
      summary: `Staff: everyone's ${list.url} with who lodged each (\`lodged_by\`), newest first, by status and ${list.byType}`,
      description: `\`search\` looks in ${list.searchIn}.`,
      query,
      item: list.item,
      page: (q, request) => {
        const where = and(
          q.status ? eq(list.status, q.status) : undefined,
          q.type !== undefined ? eq(list.type, q.type) : undefined,
          searchFilter(q.search, list.search),
        );
        return list.load(app.db, q, where, currentUser(request));
      },
    });
  }
};

export default staffRoutes;
