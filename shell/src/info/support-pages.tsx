import { useQuery } from '@tanstack/react-query';

import { CardList, CardListItem, EmptyState, HubPage, langOf, ListPage, QueryState, usePortal, type Translate } from '@portal/shared';

import { Rich, useText } from '../text';
import { chatGroupsQuery, EMERGENCY_GUIDES, emergencyContactsQuery } from './info-queries';
import { PhoneLink } from './phone-link';

/** The way back to Support, in the page's language. */
const support = (t: Translate) => [{ to: '/support', label: t('title.support') }];

/** The pages Support leads to, each named as it is titled: ids of the shell's catalogs. */
const SUPPORT_LINKS = [
  { to: '/support/emergency-contacts', title: 'title.contacts', text: 'support.contacts.text' },
  { to: '/support/community-chat', title: 'title.chat', text: 'support.chat.text' },
  { to: '/support/telegram-groups', title: 'title.telegram', text: 'support.telegram.text' },
  { to: '/community', title: 'support.community.title', text: 'support.community.text' },
  { to: '/emergencies', title: EMERGENCY_GUIDES, text: 'support.emergencies.text' },
  { to: '/contact-us', title: 'title.contact', text: 'support.contact.text' },
];

export function SupportPage() {
  const t = useText();
  return (
    <HubPage
      title={t('title.support')}
      lead={t('support.intro')}
      cards={SUPPORT_LINKS.map((card) => ({ ...card, title: t(card.title), text: t(card.text) }))}
    />
  );
}

/** A list of chat groups: `title`, `label` and `intro` are ids of the shell's catalogs. */
function ChatGroupsPage({
  channel,
  title,
  label,
  intro,
}: {
  channel: 'community_chat' | 'telegram';
  title: string;
  label: string;
  intro: string;
}) {
  const { api } = usePortal();
  const query = useQuery(chatGroupsQuery(api, channel));
  const t = useText();
  return (
    <ListPage title={t(title)} breadcrumbs={support(t)} lead={t(intro)}>
      <QueryState query={query} label={t(label)}>
        {() =>
          query.data && query.data.length > 0 ? (
            <CardList>
              {query.data.map((group) => (
                <CardListItem key={group.id}>
                  <h2 className="margin-top-0 font-heading-md" {...langOf(group)}>
                    {group.name}
                  </h2>
                  <p {...langOf(group)}>{group.description}</p>
                  <a className="usa-button usa-button--outline" href={group.url} target="_blank" rel="noopener noreferrer">
                    <Rich
                      id="groups.open"
                      values={{ name: <span {...langOf(group)}>{group.name}</span> }}
                      components={{ 0: <span className="usa-sr-only" /> }}
                    />
                  </a>
                </CardListItem>
              ))}
            </CardList>
          ) : (
            <EmptyState
              title={t('groups.none.title')}
              text={t('groups.none.text')}
              action={{ to: '/support', text: t('groups.none.action') }}
            />
          )
        }
      </QueryState>
    </ListPage>
  );
}

export const CommunityChatPage = () => <ChatGroupsPage channel="community_chat" title="title.chat" label="chat.label" intro="chat.intro" />;
export const TelegramGroupsPage = () => (
  <ChatGroupsPage channel="telegram" title="title.telegram" label="telegram.label" intro="telegram.intro" />
);

export function EmergencyContactsPage() {
  const { api } = usePortal();
  const query = useQuery(emergencyContactsQuery(api));
  const t = useText();
  return (
    <ListPage title={t('title.contacts')} breadcrumbs={support(t)} lead={t('contacts.intro')}>
      <QueryState query={query} label={t('contacts.label')}>
        {() => (
          <CardList>
            {[...(query.data ?? [])]
              .sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
              .map((contact) => (
                <CardListItem key={contact.id} emphasis={contact.is_primary}>
                  <h2 className="margin-top-0 font-heading-md" {...langOf(contact)}>
                    {contact.name}
                  </h2>
                  <p className="font-heading-lg margin-y-1">
                    <PhoneLink phone={contact.phone} label={t('common.call', { name: contact.name, phone: contact.phone })} />
                  </p>
                  <p className="margin-bottom-0" {...langOf(contact)}>
                    {contact.description}
                  </p>
                </CardListItem>
              ))}
          </CardList>
        )}
      </QueryState>
    </ListPage>
  );
}
