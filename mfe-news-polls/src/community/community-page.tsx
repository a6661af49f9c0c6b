import { useQuery } from '@tanstack/react-query';

import { EmptyState, QueryState, useApi } from '@portal/shared';
import type { CommunityGroup } from '@portal/shared/contracts';

import { communityGroupsQuery } from './get-community-groups';

function byCategory(groups: CommunityGroup[]) {
  const map = new Map<string, CommunityGroup[]>();
  for (const group of groups) map.set(group.category, [...(map.get(group.category) ?? []), group]);
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function CommunityPage() {
  const api = useApi();
  const query = useQuery(communityGroupsQuery(api));
  return (
    <>
      <h1>Community groups</h1>
      <p className="usa-intro">Clubs, associations and volunteer groups in the municipality.</p>
      <QueryState query={query} label="the community groups">
        {() =>
          query.data && query.data.length > 0 ? (
            byCategory(query.data).map(([category, groups]) => (
              <section key={category} aria-label={category}>
                <h2>{category}</h2>
                <ul className="portal-card-list">
                  {groups.map((group) => (
                    <li key={group.id} className="border-1px border-base-lighter padding-2 radius-md">
                      <h3 className="margin-top-0">{group.name}</h3>
                      <p>{group.description}</p>
                      <p className="text-base">{group.meeting_info}</p>
                      <p className="margin-bottom-0">
                        {group.contact_email && <a href={`mailto:${group.contact_email}`}>{group.contact_email}</a>}
                        {group.contact_email && group.url && ' · '}
                        {group.url && (
                          <a href={group.url} target="_blank" rel="noopener noreferrer">
                            Website<span className="usa-sr-only"> of {group.name} (opens in a new tab)</span>
                          </a>
                        )}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          ) : (
            <EmptyState title="No community groups yet" />
          )
        }
      </QueryState>
    </>
  );
}
