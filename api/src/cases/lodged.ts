import type { FastifyInstance } from 'fastify';

import type { CaseKind } from '../db/cases';
import { complaints, disputes } from '../db/schema';
import type { User } from '../db/users';
import type { StoredRows } from '../services/account-quota';
import { lodgedMail } from '../services/case-mail';
import { casePath } from './paths';

/** RATE_LIMIT_CASES counts complaints and disputes together. */
export const LODGED_CASES: StoredRows[] = [
  { table: complaints, userId: complaints.userId, createdAt: complaints.createdAt },
  { table: disputes, userId: disputes.userId, createdAt: disputes.createdAt },
];

/** Over RATE_LIMIT_CASES. */
export const TOO_MANY_CASES =
  'You have lodged several complaints and disputes in the last day. Wait a while before lodging another, or write to us through Contact us.';

/**
 * After a new case is stored (its transaction committed): counts it and mails the resident a
 * receipt. Every case of every kind that is lodged passes here once; a retry that finds the first
 * one does not.
 */
export async function caseLodged(
  app: FastifyInstance,
  lodged: { kind: CaseKind; id: number; reference: string; resident: User; summary: string[] },
): Promise<void> {
  app.metrics.casesLodged.inc({ kind: lodged.kind });
  await app.mailer.send(
    lodgedMail({
      to: lodged.resident,
      what: lodged.kind,
      reference: lodged.reference,
      link: app.mailer.link(casePath(lodged.kind, lodged.id)),
      summary: lodged.summary,
    }),
  );
}
