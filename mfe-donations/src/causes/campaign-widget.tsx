import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { formatDate, langOf, useApi, WidgetState } from '@portal/shared';
import type { DonationCause } from '@portal/shared/contracts';

import { Rich, useText } from '../text';
import { CauseProgress } from './cause-progress';
import { openCausesQuery } from './get-causes';

/** The open campaign that ends soonest: the appeal that most needs help now. */
export function activeCampaign(causes: DonationCause[]): DonationCause | undefined {
  return causes
    .filter((cause) => cause.kind === 'campaign' && cause.is_open)
    .sort((a, b) => (a.closes_at ?? '9999').localeCompare(b.closes_at ?? '9999'))[0];
}

export function CampaignWidget() {
  const api = useApi();
  const query = useQuery(openCausesQuery(api));
  const t = useText();
  const noAppeal = {
    title: t('appeal.none.title'),
    text: t('appeal.none.text'),
    action: { to: '/donations', text: t('appeal.none.action') },
  };
  return (
    <WidgetState query={query} label={t('appeal.label')} empty={noAppeal}>
      {() => {
        const campaign = query.data && activeCampaign(query.data);
        return (
          campaign && (
            <>
              <h3 className="margin-top-0" {...langOf(campaign)}>
                {campaign.title}
              </h3>
              <p {...langOf(campaign)}>{campaign.summary}</p>
              <CauseProgress cause={campaign} />
              {campaign.closes_at && <p className="text-base">{t('cause.closes', { date: formatDate(campaign.closes_at) })}</p>}
              <Link className="usa-button" to={`/donations/donate?cause=${encodeURIComponent(campaign.slug)}`}>
                <Rich
                  id="cause.donate"
                  values={{ cause: <span {...langOf(campaign)}>{campaign.title}</span> }}
                  components={{ 0: <span className="usa-sr-only" /> }}
                />
              </Link>
            </>
          )
        );
      }}
    </WidgetState>
  );
}
