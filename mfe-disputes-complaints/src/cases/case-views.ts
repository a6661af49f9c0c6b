import { useSearchParams } from 'react-router';

import { mayOpen, useSession, type SubNavProps } from '@portal/shared';

import { useText } from '../text';

/** Staff switch between their own cases and everyone's (`?view=all`). */
export function useStaffView(): boolean {
  const session = useSession();
  const [params] = useSearchParams();
  return mayOpen('super', session) && params.get('view') === 'all';
}

/** Staff's tabs between their own cases ("My complaints") and everyone's ("Complaints"); none for a resident. */
export function useCaseViews({ path, mine, all }: { path: string; mine: string; all: string }): SubNavProps | undefined {
  const session = useSession();
  const staff = useStaffView();
  const t = useText();
  if (!mayOpen('super', session)) return undefined;
  return {
    label: t('cases.views.label'),
    items: [
      { to: path, text: mine, current: !staff },
      { to: `${path}?view=all`, text: all, current: staff },
    ],
  };
}
