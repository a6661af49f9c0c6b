import { NavLink, useNavigate } from 'react-router';

import { LOGGED_OUT, usePortal } from '../auth/auth-context';
import { kitText } from '../i18n/kit-text';
import { shownTo, useFirstScreen } from './first-screen';

/**
 * The header's last item: "Log out (first name)" for a session, which ends it and goes to the
 * login page saying so (protected pages would send the person there anyway), else "Log in".
 */
export function SessionNavItem({ className }: { className?: string }) {
  const { session, logout } = usePortal();
  const navigate = useNavigate();
  const t = kitText.useText();

  async function onLogout() {
    await logout();
    navigate('/login', { replace: true, state: { alert: LOGGED_OUT } });
  }

  // The first screen draws both, for the page's inline script to show the one its session needs.
  const both = useFirstScreen();
  const logOut = (
    <li className={`${className ?? ''}${both ? shownTo('session') : ''}`.trim() || undefined}>
      <button type="button" className="usa-button usa-button--unstyled" onClick={onLogout}>
        {session.account ? (
          <kitText.Rich id="session.logOutNamed" values={{ name: <>{session.account.first_name}</> }} />
        ) : (
          t('session.logOut')
        )}
      </button>
    </li>
  );
  const logIn = (
    <li className={`${className ?? ''}${both ? shownTo('visitor') : ''}`.trim() || undefined}>
      <NavLink to="/login">{t('session.logIn')}</NavLink>
    </li>
  );
  if (both) {
    return (
      <>
        {logOut}
        {logIn}
      </>
    );
  }
  return session.isAuthenticated ? logOut : logIn;
}
