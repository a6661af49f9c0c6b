import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { ConfirmationPanel, mayOpen, useSession, type Crumb } from '@portal/shared';
import type { LodgedBy } from '@portal/shared/contracts';

import { useText } from '../text';

/**
 * The confirmation after lodging, at the top of the case's page under its heading: what was
 * lodged, the reference number, and what happens next. Shown when the lodging form led here.
 */
export function LodgedPanel({ title, reference, next }: { title: string; reference: string; next: ReactNode }) {
  const state = useLocation().state as { lodged?: boolean } | null;
  const t = useText();
  if (!state?.lodged) return null;
  return (
    <ConfirmationPanel title={title} reference={reference}>
      <h2>{t('lodged.next.heading')}</h2>
      <p>{t('lodged.next.emailed')}</p>
      {next}
    </ConfirmationPanel>
  );
}

/** Whether the person reading a case is staff reading someone else's: they came from the list of everyone's. */
export function useStaffReading(resident: LodgedBy | undefined): boolean {
  const session = useSession();
  return mayOpen('super', session) && resident !== undefined && resident.email !== session.account?.email;
}

/** The list a case's breadcrumbs lead back to: staff reading another's case, everyone's; anyone else, their own. */
export function caseListCrumb(staffReading: boolean, list: { path: string; mine: string; everyone: string }): Crumb {
  return staffReading ? { to: `${list.path}?view=all`, label: list.everyone } : { to: list.path, label: list.mine };
}
