import type { FastifyInstance } from 'fastify';

import type { CaseKind } from '../db/cases';
import { complaints, disputes } from '../db/schema';
import type { User } from '../db/users';
import { msg, type Message } from '../i18n';
import type { StoredRows } from '../services/account-quota';
import { lodgedMail } from '../services/case-mail';
import { casePath } from './paths';

/** RATE_LIMIT_CASES counts complaints and disputes together. */
export const LODGED_CASES: StoredRows[] = [
  { table: complaints, userId: complaints.userId, createdAt: complaints.createdAt },
  { table: disputes, userId: disputes.userId, createdAt: disputes.createdAt },
];

/** Over RATE_LIMIT_CASES. */
export const TOO_MANY_CASES = msg('limit.cases');

/**
 * After a new case is stored (its transaction committed): counts it and mails the resident a
 * receipt, in their account's language, else the language they lodged it in. Every case of every
 * kind that is lodged passes here once; a retry that finds the first one does not.
 */
export async function caseLodged(
  app: FastifyInstance,
  lodged: { kind: CaseKind; id: number; reference: string; resident: User; summary: Message[]; language: string },
): Promise<void> {
  app.metrics.casesLodged.inc({ kind: lodged.kind });
  await app.mailer.send(
    lodgedMail({
      to: lodged.resident,
      language: app.spoken(lodged.resident.language) ?? lodged.language,
      kind: lodged.kind,
      reference: lodged.reference,
      link: app.mailer.link(casePath(lodged.kind, lodged.id)),
      summary: lodged.summary,
    }),
  );
}
