import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useSession } from '../auth/auth-context';
import { kitText } from '../i18n/kit-text';
import { Alert } from './alert';

export const PROFILE_PATH = '/users/profile';

/**
 * docs/product-rules.md#complete-profile: lodging or signing needs a complete profile; until then, say so and link to it.
 * `action` is what the page is for, as the kit's sentence names it ("To {action}, we need…"), in
 * the page's language: "lodge a complaint".
 */
export function ProfileRequired({ action, children }: { action: string; children: ReactNode }) {
  const session = useSession();
  const t = kitText.useText();
  if (session.profileCompleted) return <>{children}</>;
  return (
    <Alert type="warning" heading={t('profileRequired.heading')} role="region">
      <p>
        <kitText.Rich id="profileRequired.text" values={{ action: <>{action}</> }} components={{ 0: <Link to={PROFILE_PATH} /> }} />
      </p>
    </Alert>
  );
}
