import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { formatMoney, QueryState, useApi } from '@portal/shared';
import { DONATION_STATUS_LABELS } from '@portal/shared/contracts';

import { myDonationsQuery } from './get-donations';

export function RecentDonationsWidget() {
  const api = useApi();
  const query = useQuery(myDonationsQuery(api, 1));
  return (
    <QueryState query={query} label="your donations">
      {() =>
        query.data && query.data.count > 0 ? (
          <>
            <ul className="usa-list usa-list--unstyled">
              {query.data.results.slice(0, 3).map((donation) => (
                <li key={donation.id} className="margin-bottom-1">
                  {formatMoney(donation.amount_cents, donation.currency)} to {donation.cause}
                  <br />
                  <span className="usa-tag">{DONATION_STATUS_LABELS[donation.status]}</span>
                </li>
              ))}
            </ul>
            <Link to="/donations">All your donations</Link>
          </>
        ) : (
          <p>
            You have not donated yet. <Link to="/donations">See the causes you can support</Link>.
          </p>
        )
      }
    </QueryState>
  );
}
