import { Link, useSearchParams } from 'react-router';

import { useSession } from '@portal/shared';

/** Staff switch between their own cases and everyone's (`?view=all`). */
export function useStaffView(): boolean {
  const session = useSession();
  const [params] = useSearchParams();
  return session.isSuperuser && params.get('view') === 'all';
}

export function CaseViews({ path, mine, all }: { path: string; mine: string; all: string }) {
  const session = useSession();
  const staff = useStaffView();
  if (!session.isSuperuser) return null;
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
