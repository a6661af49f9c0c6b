import { Link } from 'react-router';

import { formatMoney } from '@portal/shared';

import { CaseListPage } from '../cases/case-list-page';
import { DISPUTE_STATUS } from '../cases/case-status';
import { disputeListQuery, disputeTypesQuery, staffDisputesQuery } from './get-disputes';

export function DisputeListPage() {
  return (
    <CaseListPage
      noun="dispute"
      path="/disputes"
      actions={(staff) => (
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <Link className="usa-button" to="/services/disputes">
              Dispute a bill
            </Link>
          </li>
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--outline" to={staff ? '/disputes/appeals?view=all' : '/disputes/appeals'}>
              {staff ? 'Appeals' : 'My appeals'}
            </Link>
          </li>
        </ul>
      )}
      emptyMine={{
        text: 'If a bill looks wrong, you can dispute it online and follow the decision here.',
        action: { to: '/services/disputes', text: 'Dispute a bill' },
      }}
      columns={[
        { header: 'Kind', cell: (dispute) => dispute.type.name },
        { header: 'Amount', cell: (dispute) => formatMoney(dispute.amount_disputed_cents) },
      ]}
      statuses={DISPUTE_STATUS}
      mineQuery={disputeListQuery}
      staffQuery={staffDisputesQuery}
      typeFilter={{ label: 'Kind', query: disputeTypesQuery, option: (type) => ({ value: type.slug, label: type.name }) }}
    />
  );
}
