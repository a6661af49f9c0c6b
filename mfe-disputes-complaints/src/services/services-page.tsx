import { HubPage } from '@portal/shared';

import { useText } from '../text';

export function ServicesPage() {
  const t = useText();
  const services = [
    { to: '/complaints/lodge', title: t('title.lodgeComplaint'), text: t('services.lodgeComplaint') },
    { to: '/services/disputes', title: t('title.disputeTypes'), text: t('services.disputeTypes') },
    { to: '/complaints', title: t('title.complaints'), text: t('services.complaints') },
    { to: '/disputes', title: t('title.disputes'), text: t('services.disputes') },
    { to: '/disputes/appeals', title: t('title.appeals'), text: t('services.appeals') },
    { to: '/contact-us', title: t('contactUs'), text: t('services.contactUs') },
  ];
  return <HubPage title={t('title.services')} lead={t('services.intro')} cards={services} />;
}
