import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { formatDate, useApi, WidgetState, type EmptyStateProps } from '@portal/shared';
import type { DonationCause } from '@portal/shared/contracts';

import { CauseProgress } from './cause-progress';
import { openCausesQuery } from './get-causes';

/** The open campaign that ends soonest: the appeal that most needs help now. */
export function activeCampaign(causes: DonationCause[]): DonationCause | undefined {
  return causes
    .filter((cause) => cause.kind === 'campaign' && cause.is_open)
    .sort((a, b) => (a.closes_at ?? '9999').localeCompare(b.closes_at ?? '9999'))[0];
}

const NO_APPEAL: EmptyStateProps = {
  title: 'No appeal is running right now',
  text: 'Our funds take donations all year.',
  action: { to: '/donations', text: 'See the funds you can give to' },
};

export function CampaignWidget() {
  const api = useApi();
  const query = useQuery(openCausesQuery(api));
  return (
    <WidgetState query={query} label="the current appeal" empty={NO_APPEAL}>
      {() => {
        const campaign = query.data && activeCampaign(query.data);
        return (
          campaign && (
            <>
              <h3 className="margin-top-0">{campaign.title}</h3>
              <p>{campaign.summary}</p>
              <CauseProgress cause={campaign} />
              {campaign.closes_at && <p className="text-base">Closes {formatDate(campaign.closes_at)}</p>}
              <Link className="usa-button" to={`/donations/donate?cause=${encodeURIComponent(campaign.slug)}`}>
                Donate<span className="usa-sr-only"> to {campaign.title}</span>
              </Link>
            </>
          )
        );
      }}
    </WidgetState>
  );
}
