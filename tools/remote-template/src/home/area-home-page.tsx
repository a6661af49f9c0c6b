import { HubPage } from '@portal/shared';

import { useText } from '../text';

/** The area's first page, which its header entry and home card lead to. */
export function AreaHomePage() {
  const t = useText();
  return <HubPage title={t('title.home')} lead={t('home.lead')} />;
}
