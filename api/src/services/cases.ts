import { isProfileComplete, type UploadPurpose } from '@portal/shared/contracts';

import { addCaseEvent, attachUploads, type CaseKind } from '../db/cases';
import type { Db } from '../db/client';
import type { User } from '../db/users';
import { msg } from '../i18n';
import { badRequest, HttpError } from '../lib/errors';
import { toProfile } from '../serializers';

// The rules complaints, disputes and appeals share when they are lodged and moved, as HTTP errors.

/** The contract's INVALID_TRANSITION. */
const INVALID_TRANSITION = msg('case.invalidTransition');

/**
 * What every new case does in the transaction that stores it: takes the resident's uploads
 * (attachUploads; a refused one is a 400 on the field, thrown inside the transaction so the case
 * is not made either) and starts its timeline with `submitted`.
 */
export async function openCase(
  tx: Db,
  options: { kind: CaseKind; caseId: number; user: User; at: Date; uploads: { purpose: UploadPurpose; ids: number[]; field: string } },
): Promise<void> {
  const { kind, caseId, user } = options;
  const { field, ...uploads } = options.uploads;
  const refused = await attachUploads(tx, { user, kind, caseId, ...uploads });
  if (refused) throw badRequest({ [field]: [refused] });
  await addCaseEvent(tx, kind, caseId, { kind: 'status', to: 'submitted', author: 'resident', by: user, at: options.at });
}

/**
 * Moves a case from `from` to `to` if the workflow allows it, with the staff note on its
 * timeline. `update` must be a conditional UPDATE … WHERE status = from that says whether it
 * changed a row: a concurrent move got there first otherwise, and this one is refused rather
 * than skipping a state. Run it in a transaction.
 */
export async function applyTransition(
  tx: Db,
  options: {
    kind: CaseKind;
    caseId: number;
    from: string;
    to: string;
    note: string;
    staff: User;
    transitions: Readonly<Record<string, readonly string[]>>;
    update: () => Promise<boolean>;
  },
): Promise<void> {
  if (!options.transitions[options.from]?.includes(options.to)) throw new HttpError(409, INVALID_TRANSITION);
  if (!(await options.update())) throw new HttpError(409, INVALID_TRANSITION);
  await addCaseEvent(tx, options.kind, options.caseId, {
    kind: 'status',
    from: options.from,
    to: options.to,
    note: options.note,
    author: 'staff',
    by: options.staff,
  });
}

/** Lodging a case, and signing a petition, need a complete profile: 403 PROFILE_INCOMPLETE otherwise. */
export function assertProfileComplete(user: User): void {
  if (!isProfileComplete(toProfile(user))) throw new HttpError(403, msg('case.profileIncomplete'));
}
