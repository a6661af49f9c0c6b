import { NavLink, useNavigate } from 'react-router';

import { LOGGED_OUT, usePortal } from '../auth/auth-context';

/**
 * The header's last item: "Log out (first name)" for a session, which ends it and goes to the
 * login page saying so (protected pages would send the person there anyway), else "Log in".
 */
export function SessionNavItem({ className }: { className?: string }) {
  const { session, logout } = usePortal();
  const navigate = useNavigate();

  async function onLogout() {
    await logout();
    navigate('/login', { replace: true, state: { alert: LOGGED_OUT } });
  }

  return (
    <li className={className}>
      {session.isAuthenticated ? (
        <button type="button" className="usa-button usa-button--unstyled" onClick={onLogout}>
          Log out{session.account ? ` (${session.account.first_name})` : ''}
        </button>
      ) : (
        <NavLink to="/login">Log in</NavLink>
      )}
    </li>
  );
}
