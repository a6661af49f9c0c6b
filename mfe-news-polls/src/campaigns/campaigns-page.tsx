import { useQuery } from '@tanstack/react-query';

import { EmptyState, formatDate, QueryState, useApi } from '@portal/shared';

import { campaignsQuery } from './get-campaigns';

export function CampaignsPage() {
  const api = useApi();
  const query = useQuery(campaignsQuery(api));
  return (
    <>
      <h1>Campaigns</h1>
      <p className="usa-intro">Public campaigns the municipality is running now and soon.</p>
      <QueryState query={query} label="the campaigns">
        {() =>
          query.data && query.data.length > 0 ? (
            <ul className="portal-card-list">
              {query.data.map((campaign) => (
                <li key={campaign.id} className="border-1px border-base-lighter padding-2 radius-md">
                  <h2 className="margin-top-0 font-heading-md">{campaign.title}</h2>
                  <p className="text-base">
                    {formatDate(campaign.starts_at)}
                    {campaign.ends_at ? ` to ${formatDate(campaign.ends_at)}` : ''}
                  </p>
                  <p className="text-bold">{campaign.summary}</p>
                  <p className="margin-bottom-0 measure-5">{campaign.body}</p>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No campaigns right now" />
          )
        }
      </QueryState>
    </>
  );
}
