import { LinkCards, useSession } from '@portal/shared';
import { CONFIG_RESOURCES, type ConfigResource } from '@portal/shared/contracts';

const HINTS: Record<string, string> = {
  super: 'For super users and admins.',
  admin: 'For admins only.',
};

/** The configuration screens this person may use. */
export function ConfigurationHomePage() {
  const { isAdmin } = useSession();
  const resources: ConfigResource[] = Object.values(CONFIG_RESOURCES);
  const cards = [
    {
      to: '/configuration/accounts',
      title: 'Accounts',
      text: `Find people, change their roles, deactivate accounts. ${HINTS.super}`,
    },
    { to: '/configuration/disputes', title: 'Disputes', text: `Every lodged dispute, to review and decide. ${HINTS.super}` },
    ...resources
      .filter((resource) => resource.access === 'super' || isAdmin)
      .map((resource) => ({
        to: resource.path,
        title: resource.title,
        text: `${resource.single ? 'Change' : 'Add, change and remove'} ${resource.title.toLowerCase()}. ${HINTS[resource.access]}`,
      })),
  ];
  if (isAdmin)
    cards.push({
      to: '/configuration/logging',
      title: 'Logging',
      text: `Who changed what, errors reported by browsers and the live versions. ${HINTS.admin}`,
    });
  return (
    <>
      <h1>Configuration</h1>
      <p className="usa-intro">
        The content and reference data residents see across the portal. Every change is recorded in the audit log.
      </p>
      <LinkCards cards={cards} />
    </>
  );
}
