import { Link } from 'react-router';

import { SavedConfirmation, useConfirmation, usePortal } from '@portal/shared';

import { useShell } from '../context/shell-context';
import { RemoteWidgets } from '../home/remote-widgets';
import { EMERGENCY_GUIDES } from '../info/info-queries';

/** Shortcuts to the common tasks, each named exactly as the page it opens is titled. */
const SERVICES = [
  { to: '/complaints/lodge', label: 'Report a problem' },
  { to: '/services/disputes', label: 'Dispute a bill' },
  { to: '/donations/donate', label: 'Make a donation' },
  { to: '/emergencies', label: EMERGENCY_GUIDES },
  { to: '/council-members', label: 'Council members' },
  { to: '/community', label: 'Community groups' },
  { to: '/support', label: 'Support' },
  { to: '/contact-us', label: 'Contact us' },
];

/** A dashboard composed from the remotes' widgets: the shell shows domain content without importing a domain. */
export function HomePage() {
  const { session } = usePortal();
  const { registry } = useShell();
  const name = session.account?.first_name;
  return (
    <>
      <h1>{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <SavedConfirmation confirmation={useConfirmation()} />
      <p className="usa-intro">What would you like to do today?</p>
      {/* Two across on a phone, four on a wider screen: never a column of eight buttons before the content. */}
      <nav aria-label="Services">
        <ul className="usa-list usa-list--unstyled grid-row grid-gap-2 margin-bottom-2">
          {SERVICES.map((service) => (
            <li key={service.to} className="grid-col-6 tablet:grid-col-3 padding-bottom-2 maxw-none">
              <Link className="usa-button usa-button--outline width-full height-full margin-0" to={service.to}>
                {service.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="usa-card-group">
        {registry.all
          .filter((remote) => remote.widgets)
          .map((remote) => (
            <RemoteWidgets key={remote.name} remote={remote} />
          ))}
      </ul>
    </>
  );
}
