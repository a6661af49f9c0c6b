import { useQuery } from '@tanstack/react-query';

import { Breadcrumbs, EmptyState, LinkCards, QueryState, usePortal } from '@portal/shared';

import { chatGroupsQuery, EMERGENCY_GUIDES, emergencyContactsQuery } from './info-queries';
import { PhoneLink } from './phone-link';

const SUPPORT = [{ to: '/support', label: 'Support' }];

const SUPPORT_LINKS = [
  { to: '/support/emergency-contacts', title: 'Emergency contacts', text: 'Numbers to call when something is wrong, day or night.' },
  { to: '/support/community-chat', title: 'Community chat', text: 'Neighborhood chat groups run with the municipality.' },
  { to: '/support/telegram-groups', title: 'Telegram groups', text: 'Announcements and alerts on Telegram.' },
  { to: '/community', title: 'Community groups', text: 'Local groups and organizations you can join or ask for help.' },
  { to: '/emergencies', title: EMERGENCY_GUIDES, text: 'What to do, and whom to call, by kind of emergency.' },
  { to: '/contact-us', title: 'Contact us', text: 'Write to the municipality and get a reference number.' },
];

export function SupportPage() {
  return (
    <>
      <h1>Support</h1>
      <p className="usa-intro">Help, contacts, chat groups and community groups.</p>
      <LinkCards cards={SUPPORT_LINKS} />
    </>
  );
}

function ChatGroupsPage({ channel, title, intro }: { channel: 'community_chat' | 'telegram'; title: string; intro: string }) {
  const { api } = usePortal();
  const query = useQuery(chatGroupsQuery(api, channel));
  return (
    <>
      <Breadcrumbs trail={SUPPORT} current={title} />
      <h1>{title}</h1>
      <p>{intro}</p>
      <QueryState query={query} label={title.toLowerCase()}>
        {() =>
          query.data && query.data.length > 0 ? (
            <ul className="portal-card-list">
              {query.data.map((group) => (
                <li key={group.id} className="border-1px border-base-lighter padding-2 radius-md">
                  <h2 className="margin-top-0 font-heading-md">{group.name}</h2>
                  <p>{group.description}</p>
                  <a className="usa-button usa-button--outline" href={group.url} target="_blank" rel="noopener noreferrer">
                    Open {group.name}
                    <span className="usa-sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              title="No groups yet"
              text="The municipality has not listed any groups here yet."
              action={{ to: '/support', text: 'Back to Support' }}
            />
          )
        }
      </QueryState>
    </>
  );
}

export const CommunityChatPage = () => (
  <ChatGroupsPage channel="community_chat" title="Community chat" intro="Join a chat group for your neighborhood or interest." />
);
export const TelegramGroupsPage = () => (
  <ChatGroupsPage channel="telegram" title="Telegram groups" intro="Follow the municipality's channels and groups on Telegram." />
);

export function EmergencyContactsPage() {
  const { api } = usePortal();
  const query = useQuery(emergencyContactsQuery(api));
  return (
    <>
      <Breadcrumbs trail={SUPPORT} current="Emergency contacts" />
      <h1>Emergency contacts</h1>
      <p>If someone is in danger, call 911 now.</p>
      <QueryState query={query} label="the emergency contacts">
        {() => (
          <ul className="portal-card-list">
            {[...(query.data ?? [])]
              .sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
              .map((contact) => (
                <li
                  key={contact.id}
                  className={`padding-2 radius-md ${contact.is_primary ? 'bg-secondary-lighter' : 'border-1px border-base-lighter'}`}
                >
                  <h2 className="margin-top-0 font-heading-md">{contact.name}</h2>
                  <p className="font-heading-lg margin-y-1">
                    <PhoneLink phone={contact.phone} label={`Call ${contact.name}: ${contact.phone}`} />
                  </p>
                  <p className="margin-bottom-0">{contact.description}</p>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
