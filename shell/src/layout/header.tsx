import { Link, NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { usePortal, organizationQuery } from '@portal/shared';
import { SessionNavItem } from '@portal/shared/host';

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/news', label: 'News' },
  { to: '/complaints', label: 'Complaints' },
  { to: '/donations', label: 'Donations' },
  { to: '/support', label: 'Support' },
];

export function Header() {
  const { api, session } = usePortal();
  const organization = useQuery(organizationQuery(api)).data;
  const links = [
    ...LINKS,
    ...(session.isSuperuser ? [{ to: '/configuration', label: 'Configuration' }] : []),
    { to: '/users/profile', label: 'Profile' },
  ];

  return (
    <header className="usa-header border-bottom-1px border-base-lighter">
      <div className="grid-container portal-header-bar">
        <Link className="portal-brand" to="/">
          {organization?.logo_url && <img src={organization.logo_url} alt="" width={40} height={40} className="portal-logo" />}
          {organization?.name ?? session.appName}
        </Link>
        <nav aria-label="Main">
          <ul className="portal-nav">
            {session.isAuthenticated &&
              links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            <SessionNavItem />
            {!session.isAuthenticated && (
              <li>
                <NavLink to="/register">Create an account</NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
