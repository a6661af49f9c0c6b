import { Link } from 'react-router';

import { HubPage, SavedConfirmation, useConfirmation, usePortal } from '@portal/shared';

import { useShell } from '../context/shell-context';
import { RemoteWidgets } from '../home/remote-widgets';
import { EMERGENCY_GUIDES } from '../info/info-queries';
import { useText } from '../text';

/**
 * Shortcuts to the common tasks, each named exactly as the page it opens is titled: ids of the
 * shell's catalogs (the shell's own pages by their titles).
 */
const SERVICES = [
  { to: '/complaints/lodge', label: 'home.service.lodgeComplaint' },
  { to: '/services/disputes', label: 'home.service.dispute' },
  { to: '/donations/donate', label: 'home.service.donate' },
  { to: '/emergencies', label: EMERGENCY_GUIDES },
  { to: '/council-members', label: 'title.council' },
  { to: '/community', label: 'home.service.community' },
  { to: '/support', label: 'title.support' },
  { to: '/contact-us', label: 'title.contact' },
];

/** A dashboard composed from the remotes' widgets: the shell shows domain content without importing a domain. */
export function HomePage() {
  const { session } = usePortal();
  const { registry } = useShell();
  const name = session.account?.first_name;
  const t = useText();
  return (
    <HubPage
      title={name ? t('home.welcomeName', { name }) : t('title.home')}
      notice={<SavedConfirmation confirmation={useConfirmation()} />}
      lead={t('home.intro')}
    >
      {/* Two across on a phone, four on a wider screen: never a column of eight buttons before the content. */}
      <nav aria-label={t('home.services')}>
        <ul className="usa-list usa-list--unstyled grid-row grid-gap-2 margin-bottom-2">
          {SERVICES.map((service) => (
            <li key={service.to} className="grid-col-6 tablet:grid-col-3 padding-bottom-2 maxw-none">
              <Link className="usa-button usa-button--outline width-full height-full margin-0" to={service.to}>
                {t(service.label)}
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
    </HubPage>
  );
}
