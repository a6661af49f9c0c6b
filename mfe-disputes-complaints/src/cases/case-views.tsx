import { Link, useSearchParams } from 'react-router';

import { mayOpen, useSession } from '@portal/shared';

/** Staff switch between their own cases and everyone's (`?view=all`). */
export function useStaffView(): boolean {
  const session = useSession();
  const [params] = useSearchParams();
  return mayOpen('super', session) && params.get('view') === 'all';
}

export function CaseViews({ path, mine, all }: { path: string; mine: string; all: string }) {
  const session = useSession();
  const staff = useStaffView();
  if (!mayOpen('super', session)) return null;
  return (
    <nav aria-label="Which cases" className="margin-bottom-2">
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <Link
            to={path}
            className={`usa-button usa-button--small${staff ? ' usa-button--outline' : ''}`}
            aria-current={staff ? undefined : 'page'}
          >
            {mine}
          </Link>
        </li>
        <li className="usa-button-group__item">
          <Link
            to={`${path}?view=all`}
            className={`usa-button usa-button--small${staff ? '' : ' usa-button--outline'}`}
            aria-current={staff ? 'page' : undefined}
          >
            {all}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
