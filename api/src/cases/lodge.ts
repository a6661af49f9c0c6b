import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { UploadPurpose } from '@portal/shared/contracts';

import { caseByIdempotencyKey, type CaseKind } from '../db/cases';
import type { Db } from '../db/client';
import type { complaints, disputes } from '../db/schema';
import type { User } from '../db/users';
import type { Message } from '../i18n';
import { createOnce } from '../lib/idempotency';
import { currentUser } from '../plugins/app/auth';
import { assertProfileComplete, openCase } from '../services/cases';
import { caseLodged, LODGED_CASES, TOO_MANY_CASES } from './lodged';

type Lodged = { id: number; reference: string };

/** How one kind of case is lodged; `Checked` is what its checks found (its type, its dispute). */
export type Lodging<Checked, Row extends Lodged> = {
  kind: CaseKind;
  /**
   * Complaints and disputes: a retry with the caller's `Idempotency-Key` answers with the first
   * case and changes nothing; such cases count towards RATE_LIMIT_CASES.
   */
  idempotent?: typeof complaints | typeof disputes;
  /** The input checked against the database: throws its 400 or 409. */
  check: (user: User, at: Date) => Promise<Checked>;
  /** Stores the case's row (and its parts), or undefined when another request with its key got in first. */
  insert: (tx: Db, checked: Checked, stored: { user: User; at: Date; idempotencyKey: string | null }) => Promise<Row | undefined>;
  uploads: (checked: Checked) => { purpose: UploadPurpose; ids: number[]; field: string };
  /** The lines of the resident's receipt after the reference, each said in its reader's language. */
  summary: (row: Row, checked: Checked) => Message[];
  /** After the receipt is mailed: whom else the case is told to. */
  afterLodged?: (row: Row, summary: Message[], resident: User) => Promise<void>;
};

/**
 * Lodges a case for the caller (whose profile must be complete): checks it, stores it with its
 * uploads and first timeline event in one transaction, and mails the receipt. Answers the id of
 * the case to show, the first one for a retry with the same idempotency key.
 */
export async function lodgeCase<Checked, Row extends Lodged>(
  app: FastifyInstance,
  request: FastifyRequest,
  lodging: Lodging<Checked, Row>,
): Promise<number> {
  const user = currentUser(request);
  assertProfileComplete(user);
  const { idempotent: table } = lodging;
  const header = table === undefined ? undefined : request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header : undefined;
  const outcome = await createOnce({
    key,
    find: (found) => (table === undefined ? Promise.resolve(null) : caseByIdempotencyKey(app.db, table, user.id, found)),
    create: async () => {
      const at = new Date();
      const checked = await lodging.check(user, at);
      if (table !== undefined) await app.limitPerAccount(request, 'cases', LODGED_CASES, TOO_MANY_CASES);
      return app.db.transaction(async (tx) => {
        const row = await lodging.insert(tx, checked, { user, at, idempotencyKey: key ?? null });
        if (!row) return undefined;
        await openCase(tx, { kind: lodging.kind, caseId: row.id, user, at, uploads: lodging.uploads(checked) });
        return { row, checked };
      });
    },
    what: lodging.kind,
  });
  if ('earlier' in outcome) return outcome.earlier;

  const { row: created, checked } = outcome.made;
  const summary = lodging.summary(created, checked);
  await caseLodged(app, {
    kind: lodging.kind,
    id: created.id,
    reference: created.reference,
    resident: user,
    summary,
    language: request.language,
  });
  await lodging.afterLodged?.(created, summary, user);
  return created.id;
}
