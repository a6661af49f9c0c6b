import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { core } from 'zod';

import { idParamsSchema, INVALID_TRANSITION, transitionSchema } from '@portal/shared/contracts';

import type { CaseKind } from '../db/cases';
import type { Db } from '../db/client';
import { users, type appeals, type complaints, type disputes } from '../db/schema';
import type { User } from '../db/users';
import { notFound } from '../lib/errors';
import { errorResponses, SECURITY } from '../lib/responses';
import { currentUser } from '../plugins/app/auth';
import { statusChangedMail } from '../services/case-mail';
import { applyTransition } from '../services/cases';
import { casePath } from './paths';

type CaseTable = typeof complaints | typeof disputes | typeof appeals;
type CaseStatus = CaseTable['$inferSelect']['status'];

export type StatusChange<S extends CaseStatus> = {
  kind: CaseKind;
  table: CaseTable;
  statuses: readonly [S, ...S[]];
  transitions: Readonly<Record<S, readonly S[]>>;
  labels: Readonly<Record<S, string>>;
  /** The workflow in a sentence or two, for the API's documentation. */
  description: string;
  detailSchema: core.$ZodType;
  loadDetail: (db: Db, id: number, viewer: User) => Promise<unknown>;
  /** Columns set beside `status` and `updated_at` by the same UPDATE. */
  extraUpdate?: (to: S, now: Date) => Record<string, unknown>;
  /** Lines added to the resident's mail after the note. */
  extraMail?: (to: S, now: Date) => string[];
};

/**
 * `POST /:id/transition/`: staff move a case of one kind along its workflow with a note, which the
 * resident sees on the timeline and is mailed. A case another staff member has just moved is
 * refused (409) rather than skipping a state. Every status change of every kind happens here.
 */
export function statusChangeRoute<S extends CaseStatus>(change: StatusChange<S>): FastifyPluginAsyncZod {
  const { kind, table } = change;
  return async (app) => {
    app.post(
      '/:id/transition/',
      {
        onRequest: app.requireSuper,
        schema: {
          tags: [`${kind}s`, 'staff'],
          summary: `Staff: move ${kind === 'appeal' ? 'an' : 'a'} ${kind} along with a note the resident sees (and is mailed)`,
          description: `${change.description} Anything else, or ${kind === 'appeal' ? 'an' : 'a'} ${kind} another staff member has just moved, answers 409 \`${INVALID_TRANSITION}\`.`,
          security: SECURITY.tokenAndXsrf,
          params: idParamsSchema,
          body: transitionSchema(change.statuses),
          response: { 200: change.detailSchema, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) => {
        const staff = currentUser(request);
        const { id } = request.params;
        const { status, note } = request.body;
        const to = status as S;
        const [row] = await app.db
          .select({ status: table.status, reference: table.reference, email: users.email, firstName: users.firstName })
          .from(table)
          .innerJoin(users, eq(users.id, table.userId))
          .where(eq(table.id, id))
          .limit(1);
        if (!row) throw notFound();
        const from = row.status;
        const now = new Date();
        await app.db.transaction((tx) =>
          applyTransition(tx, {
            kind,
            caseId: id,
            from,
            to,
            note,
            staff,
            transitions: change.transitions,
            update: async () =>
              (
                await tx
                  .update(table)
                  .set({ status: to, updatedAt: now, ...change.extraUpdate?.(to, now) })
                  .where(and(eq(table.id, id), eq(table.status, from)))
                  .returning({ id: table.id })
              ).length === 1,
          }),
        );
        app.metrics.caseStatusChanges.inc({ kind, status: to });
        await app.mailer.send(
          statusChangedMail({
            to: row,
            what: kind,
            reference: row.reference,
            status: change.labels[to],
            note,
            link: app.mailer.link(casePath(kind, id)),
            extra: change.extraMail?.(to, now) ?? [],
          }),
        );
        const detail = await change.loadDetail(app.db, id, staff);
        if (!detail) throw notFound();
        return detail;
      },
    );
  };
}
