import { Link } from 'react-router';

import { usePortal } from '@portal/shared';

import { RemoteWidgets } from '../home/remote-widgets';
import { useShell } from '../router/shell-context';

const SERVICES = [
  { to: '/services', label: 'Report a problem or dispute a bill' },
  { to: '/donations', label: 'Donate to a local cause' },
  { to: '/emergencies', label: 'Emergency help' },
  { to: '/council-members', label: 'Your council members' },
  { to: '/support', label: 'Support and community groups' },
  { to: '/contact-us', label: 'Contact the municipality' },
];

/** A dashboard composed from the remotes' widgets: the shell shows domain content without importing a domain. */
export function HomePage() {
  const { session } = usePortal();
  const { registry } = useShell();
  const name = session.account?.first_name;
  return (
    <>
      <h1>{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <p className="usa-intro">What would you like to do today?</p>
      <nav aria-label="Services">
        <ul className="usa-button-group margin-bottom-3">
          {SERVICES.map((service) => (
            <li key={service.to} className="usa-button-group__item">
              <Link className="usa-button usa-button--outline" to={service.to}>
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
