import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';

import { kitText } from '../i18n/kit-text';
import type { RouteHandle } from '../routes/route-handle';
import { NotFoundPage } from './not-found-page';
import { useValidity } from './use-validity';

/** A page whose route's `validate` said no is not found (docs/product-rules.md#routes); one it is still asking about waits. */
export function ValidRoute({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  const params = useParams();
  const { pathname } = useLocation();
  const validity = useValidity(handle, params, pathname);
  const t = kitText.useText();
  if (validity === 'pending') return <p role="status">{t('access.loading')}</p>;
  if (validity === 'invalid') return <NotFoundPage path={pathname} />;
  return <>{children}</>;
}
