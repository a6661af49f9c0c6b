import { Link } from 'react-router';

import { formatMoney } from '@portal/shared';
import { DISPUTE_STATUS_LABELS } from '@portal/shared/contracts';

import { CaseListPage } from '../cases/case-list-page';
import { disputeListQuery, disputeTypesQuery, staffDisputesQuery } from './get-disputes';

export function DisputeListPage() {
  return (
    <CaseListPage
      noun="dispute"
      path="/disputes"
      actions={
        <>
          <Link className="usa-button" to="/services/disputes">
            Dispute a bill
          </Link>
          <Link className="usa-button usa-button--outline" to="/disputes/appeals">
            My appeals
          </Link>
        </>
      }
      emptyHelp="If a bill looks wrong, you can dispute it online and follow the decision here."
      columns={[
        { header: 'Kind', cell: (dispute) => dispute.type.name },
        { header: 'Amount', cell: (dispute) => formatMoney(dispute.amount_disputed_cents) },
      ]}
      statusLabels={DISPUTE_STATUS_LABELS}
      mineQuery={disputeListQuery}
      staffQuery={staffDisputesQuery}
      typeFilter={{ label: 'Kind', query: disputeTypesQuery, option: (type) => ({ value: type.slug, label: type.name }) }}
    />
  );
}
