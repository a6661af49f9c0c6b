import type { CaseKind } from '../db/cases';

/** Where the portal shows a case to its resident; mails link there. */
export function casePath(kind: CaseKind, id: number): string {
  if (kind === 'complaint') return `/complaints/${id}`;
  if (kind === 'dispute') return `/disputes/${id}`;
  return `/disputes/appeals/${id}`;
}
