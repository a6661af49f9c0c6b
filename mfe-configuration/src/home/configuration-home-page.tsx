import { HubPage, mayOpen, useSession } from '@portal/shared';
import { CONFIG_RESOURCES, type ConfigResource } from '@portal/shared/contracts';

import { LOGGING_ACCESS } from '../logging/logging-access';
import { resourceWordId } from '../resources/resource-text';
import { useText } from '../text';

/** The configuration screens this person may use. */
export function ConfigurationHomePage() {
  const session = useSession();
  const t = useText();
  const resources: ConfigResource[] = Object.values(CONFIG_RESOURCES);
  const cards = [
    { to: '/configuration/accounts', title: t('title.accounts'), text: t('home.accounts') },
    { to: '/configuration/disputes', title: t('title.disputes'), text: t('home.disputes') },
    ...resources
      .filter((resource) => mayOpen(resource.access, session))
      .map((resource) => ({
        to: resource.path,
        title: t(resourceWordId(resource.name, 'name')),
        text: t(resourceWordId(resource.name, 'card')),
      })),
  ];
  if (mayOpen(LOGGING_ACCESS, session)) cards.push({ to: '/configuration/logging', title: t('title.logging'), text: t('home.logging') });
  return <HubPage title={t('title.configuration')} lead={t('home.intro')} cards={cards} />;
}
