import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { organizationQuery, usePortal } from '@portal/shared';

import { LINKED_PAGES } from '../context/shell-navigation';
import { PhoneLink } from '../info/phone-link';
import { useText } from '../text';

/** The shell's pages the footer links to, by their own paths and titles (ids of the shell's catalogs). */
const FOOTER_LINKS = (['about', 'policies', 'contact', 'support', 'council', 'contacts'] as const).map((name) => ({
  to: `/${LINKED_PAGES[name].path}`,
  label: LINKED_PAGES[name].handle.title,
}));

export function Footer() {
  const { api, session } = usePortal();
  const { data: organization, isPending } = useQuery(organizationQuery(api));
  const t = useText();
  const name = organization?.name ?? session.appName;
  // As in the header: the name shows once known, never the app's name first.
  const pending = isPending ? ' portal-pending' : '';
  return (
    <footer className="usa-footer usa-footer--slim">
      <div className="usa-footer__primary-section">
        <nav className="grid-container" aria-label={t('footer.label')}>
          <ul className="portal-nav padding-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="usa-footer__secondary-section">
        <div className="grid-container">
          <p className={`text-bold margin-bottom-1${pending}`}>{name}</p>
          {organization && (
            <address className="font-body-xs">
              {organization.address}
              <br />
              <PhoneLink phone={organization.phone} /> · <a href={`mailto:${organization.email}`}>{organization.email}</a>
              <br />
              {organization.office_hours}
            </address>
          )}
          <p className={`font-body-xs${pending}`}>
            © {new Date().getFullYear()} {name}
          </p>
        </div>
      </div>
    </footer>
  );
}
