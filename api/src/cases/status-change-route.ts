import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { core, z } from 'zod';

import { idParamsSchema, transitionSchema, type Page, type PageQuery } from '@portal/shared/contracts';

import type { CaseKind } from '../db/cases';
import type { Db } from '../db/client';
import { users, type appeals, type complaints, type disputes } from '../db/schema';
import type { User } from '../db/users';
import { english, kitHas, msg, sayKit, type Message } from '../i18n';
import { notFound } from '../lib/errors';
import { pagedListRoute } from '../lib/paged-list-route';
import { errorResponses, SECURITY } from '../lib/responses';
import { currentUser } from '../plugins/app/auth';
import { statusChangedMail } from '../services/case-mail';
import { applyTransition } from '../services/cases';
import { casePath } from './paths';

type CaseTable = typeof complaints | typeof disputes | typeof appeals;
type CaseStatus = CaseTable['$inferSelect']['status'];

export type CaseRoutes<S extends CaseStatus, Q extends core.$ZodType<PageQuery>, I extends core.$ZodType> = {
  kind: CaseKind;
  /** `GET /`: the caller's own cases of this kind, newest first. */
  mine: {
    /** What the query narrows the list to, for the documentation. */
    filters?: string;
    description?: string;
    query: Q;
    item: I;
    page: (db: Db, query: z.infer<Q>, owner: User) => Promise<Page<z.infer<I>>>;
  };
  /** What the detail holds besides the case, for the documentation: "its photos and timeline". */
  detailHolds: string;
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
  /** Lines added to the resident's mail after the note, said in the mail's language (a value's date in it). */
  extraMail?: (to: S, now: Date, language: string) => Message[];
};

/** A case's detail for someone who may see it (see loadDetail); anyone else, and an unknown id, is 404. */
export function caseDetail<D>(app: FastifyInstance, load: (db: Db, id: number, viewer: User) => Promise<D | null>) {
  return async (id: number, viewer: User): Promise<D> => {
    const found = await load(app.db, id, viewer);
    if (!found) throw notFound();
    return found;
  };
}

/**
 * The routes every kind of case has, registered where its other routes are (behind their login):
 * `GET /`, the caller's own cases; `GET /:id/`, the case to its owner or staff; and `POST /:id/transition/`, where staff move it
 * along its workflow with a note, which the resident sees on the timeline and is mailed. A case
 * another staff member has just moved is refused (409) rather than skipping a state. Every status
 * change of every kind happens here.
 */
export function caseRoutes<S extends CaseStatus, Q extends core.$ZodType<PageQuery>, I extends core.$ZodType>(
  change: CaseRoutes<S, Q, I>,
): FastifyPluginAsyncZod {
  const { kind, table, mine } = change;
  return async (app) => {
    const detail = caseDetail(app, change.loadDetail);

    pagedListRoute(app, {
      tags: [`${kind}s`],
      summary: `The caller's own ${kind}s, newest first${mine.filters ? `; ${mine.filters}` : ''}`,
      ...(mine.description ? { description: mine.description } : {}),
      query: mine.query,
      item: mine.item,
      page: (query, request) => mine.page(app.db, query, currentUser(request)),
    });

    app.get(
      '/:id/',
      {
        schema: {
          tags: [`${kind}s`],
          summary: `One ${kind} with ${change.detailHolds}, to its owner or staff (anyone else: 404)`,
          security: SECURITY.token,
          params: idParamsSchema,
          response: { 200: change.detailSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => detail(request.params.id, currentUser(request)),
    );

    app.post(
      '/:id/transition/',
      {
        onRequest: app.requireSuper,
        schema: {
          tags: [`${kind}s`, 'staff'],
          summary: `Staff: move ${kind === 'appeal' ? 'an' : 'a'} ${kind} along with a note the resident sees (and is mailed)`,
          description: `${change.description} Anything else, or ${kind === 'appeal' ? 'an' : 'a'} ${kind} another staff member has just moved, answers 409 \`${english(msg('case.invalidTransition'))}\`.`,
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
          .select({
            status: table.status,
            reference: table.reference,
            email: users.email,
            firstName: users.firstName,
            language: users.language,
          })
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
        // The resident's language, whatever the staff member's; the status as the kit's pages name it.
        const language = app.spoken(row.language) ?? request.language;
        const label = `label.${kind}Status.${to}`;
        await app.mailer.send(
          statusChangedMail({
            to: row,
            language,
            kind,
            reference: row.reference,
            status: kitHas(language, label) ? sayKit(language, label) : change.labels[to],
            note,
            link: app.mailer.link(casePath(kind, id)),
            extra: change.extraMail?.(to, now, language) ?? [],
          }),
        );
        return detail(id, staff);
      },
    );
  };
}
