import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { formatMoney, langOf, useApi, WidgetState } from '@portal/shared';

import { Rich, useText } from '../text';
import { DonationStatusTag } from './donation-status';
import { myDonationsQuery } from './get-donations';

export function RecentDonationsWidget() {
  const api = useApi();
  const query = useQuery(myDonationsQuery(api, 1));
  const t = useText();
  const none = { title: t('list.none.title'), text: t('list.none.text'), action: { to: '/donations/donate', text: t('donate.heading') } };
  return (
    <WidgetState query={query} label={t('list.yours.label')} empty={none}>
      {() =>
        query.data &&
        query.data.count > 0 && (
          <>
            <ul className="usa-list usa-list--unstyled">
              {query.data.results.slice(0, 3).map((donation) => (
                <li key={donation.id} className="margin-bottom-1">
                  <Rich
                    id="widget.amountTo"
                    values={{
                      amount: formatMoney(donation.amount_cents, donation.currency),
                      cause: <span {...langOf(donation)}>{donation.cause}</span>,
                    }}
                  />
                  <br />
                  <DonationStatusTag status={donation.status} />
                </li>
              ))}
            </ul>
            <Link to="/donations">{t('widget.all')}</Link>
          </>
        )
      }
    </WidgetState>
  );
}
