import { useQuery } from '@tanstack/react-query';

import { EmptyState, formatDate, QueryState, useApi } from '@portal/shared';
import type { Campaign } from '@portal/shared/contracts';

import { campaignsQuery } from './get-campaigns';

function when(campaign: Campaign): string {
  return campaign.ends_at
    ? `${formatDate(campaign.starts_at)} to ${formatDate(campaign.ends_at)}`
    : `From ${formatDate(campaign.starts_at)}`;
}

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
                  <p className="text-base-dark margin-top-05">{when(campaign)}</p>
                  <p className="text-bold">{campaign.summary}</p>
                  <p className="margin-bottom-0 measure-5">{campaign.body}</p>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No campaigns right now" text="Campaigns the municipality runs will appear here." />
          )
        }
      </QueryState>
    </>
  );
}
