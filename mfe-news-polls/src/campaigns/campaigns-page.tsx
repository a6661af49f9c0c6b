import { useQuery } from '@tanstack/react-query';

import { CardList, CardListItem, EmptyState, formatDate, langOf, ListPage, QueryState, useApi, type Translate } from '@portal/shared';
import type { Campaign } from '@portal/shared/contracts';

import { useText } from '../text';
import { campaignsQuery } from './get-campaigns';

function when(t: Translate, campaign: Campaign): string {
  return campaign.ends_at
    ? t('campaigns.dates.range', { start: formatDate(campaign.starts_at), end: formatDate(campaign.ends_at) })
    : t('campaigns.dates.from', { start: formatDate(campaign.starts_at) });
}

export function CampaignsPage() {
  const api = useApi();
  const query = useQuery(campaignsQuery(api));
  const t = useText();
  return (
    <ListPage title={t('title.campaigns')} lead={t('campaigns.intro')}>
      <QueryState query={query} label={t('campaigns.label')}>
        {() =>
          query.data && query.data.length > 0 ? (
            <CardList>
              {query.data.map((campaign) => (
                <CardListItem key={campaign.id}>
                  <h2 className="margin-top-0 font-heading-md" {...langOf(campaign)}>
                    {campaign.title}
                  </h2>
                  <p className="text-base-dark margin-top-05">{when(t, campaign)}</p>
                  <p className="text-bold" {...langOf(campaign)}>
                    {campaign.summary}
                  </p>
                  <p className="margin-bottom-0 measure-5" {...langOf(campaign)}>
                    {campaign.body}
                  </p>
                </CardListItem>
              ))}
            </CardList>
          ) : (
            <EmptyState title={t('campaigns.none.title')} text={t('campaigns.none.text')} />
          )
        }
      </QueryState>
    </ListPage>
  );
}
