import { useQuery } from '@tanstack/react-query';

import {
  CardList,
  CardListItem,
  EmptyState,
  langOf,
  ListPage,
  QueryState,
  SummaryList,
  useApi,
  type SummaryRow,
  type Translate,
} from '@portal/shared';
import type { CommunityGroup } from '@portal/shared/contracts';

import { Rich, useText } from '../text';
import { communityGroupsQuery } from './get-community-groups';

function byCategory(groups: CommunityGroup[]) {
  const map = new Map<string, CommunityGroup[]>();
  for (const group of groups) map.set(group.category, [...(map.get(group.category) ?? []), group]);
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** How to find a group: when it meets and how to reach it; what a group did not give is left out. */
function facts(t: Translate, group: CommunityGroup): SummaryRow[] {
  return [
    ...(group.meeting_info.trim()
      ? [{ label: t('community.group.meets'), value: <span {...langOf(group)}>{group.meeting_info}</span> }]
      : []),
    ...(group.contact_email
      ? [{ label: t('community.group.email'), value: <a href={`mailto:${group.contact_email}`}>{group.contact_email}</a> }]
      : []),
    ...(group.url
      ? [
          {
            label: t('community.group.website'),
            value: (
              <a href={group.url} target="_blank" rel="noopener noreferrer">
                <Rich
                  id="community.group.websiteLink"
                  values={{ site: <>{group.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}</> }}
                  components={{ 0: <span className="usa-sr-only" /> }}
                />
              </a>
            ),
          },
        ]
      : []),
  ];
}

export function CommunityPage() {
  const api = useApi();
  const query = useQuery(communityGroupsQuery(api));
  const t = useText();
  return (
    <ListPage title={t('title.community')} lead={t('community.intro')}>
      <QueryState query={query} label={t('community.label')}>
        {() =>
          query.data && query.data.length > 0 ? (
            byCategory(query.data).map(([category, groups]) => (
              <section key={category} aria-label={category}>
                <h2 {...langOf(groups[0])}>{category}</h2>
                <CardList>
                  {groups.map((group) => {
                    const rows = facts(t, group);
                    return (
                      <CardListItem key={group.id}>
                        <h3 className="margin-top-0" {...langOf(group)}>
                          {group.name}
                        </h3>
                        <p className={rows.length ? undefined : 'margin-bottom-0'} {...langOf(group)}>
                          {group.description}
                        </p>
                        {rows.length > 0 && <SummaryList rows={rows} className="margin-bottom-0" />}
                      </CardListItem>
                    );
                  })}
                </CardList>
              </section>
            ))
          ) : (
            <EmptyState title={t('community.none.title')} text={t('community.none.text')} />
          )
        }
      </QueryState>
    </ListPage>
  );
}
