import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { formatMoney, useApi, WidgetState, type EmptyStateProps } from '@portal/shared';

import { DONATE_HEADING } from '../donate/donate-heading';
import { DonationStatusTag } from './donation-status';
import { myDonationsQuery } from './get-donations';

const NO_DONATIONS: EmptyStateProps = {
  title: 'You have not donated yet',
  text: 'Your donations and their receipts appear here.',
  action: { to: '/donations/donate', text: DONATE_HEADING },
};

export function RecentDonationsWidget() {
  const api = useApi();
  const query = useQuery(myDonationsQuery(api, 1));
  return (
    <WidgetState query={query} label="your donations" empty={NO_DONATIONS}>
      {() =>
        query.data &&
        query.data.count > 0 && (
          <>
            <ul className="usa-list usa-list--unstyled">
              {query.data.results.slice(0, 3).map((donation) => (
                <li key={donation.id} className="margin-bottom-1">
                  {formatMoney(donation.amount_cents, donation.currency)} to {donation.cause}
                  <br />
                  <DonationStatusTag status={donation.status} />
                </li>
              ))}
            </ul>
            <Link to="/donations">All your donations</Link>
          </>
        )
      }
    </WidgetState>
  );
}
