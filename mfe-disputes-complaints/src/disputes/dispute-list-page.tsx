import { Link } from 'react-router';

import { ButtonGroup, formatMoney, langOf } from '@portal/shared';

import { CaseListPage } from '../cases/case-list-page';
import { DISPUTE_STATUS } from '../cases/case-status';
import { useText } from '../text';
import { disputeListQuery, disputeTypesQuery, staffDisputesQuery } from './get-disputes';

export function DisputeListPage() {
  const t = useText();
  return (
    <CaseListPage
      words={{
        mine: t('title.disputes'),
        everyone: t('disputes.list.everyone'),
        search: t('disputes.list.search'),
        loading: { mine: t('disputes.list.loading.mine'), everyone: t('disputes.list.loading.everyone') },
        caption: { mine: t('disputes.list.caption.mine'), everyone: t('disputes.list.caption.everyone') },
        pages: t('disputes.list.pages'),
        noMatch: { title: t('disputes.list.noMatch.title'), action: t('disputes.list.noMatch.action') },
        noneYet: { title: t('disputes.list.noneYet.title'), text: t('disputes.list.noneYet.text') },
        noneMine: {
          title: t('disputes.list.noneMine.title'),
          text: t('disputes.list.noneMine.text'),
          action: { to: '/services/disputes', text: t('title.disputeTypes') },
        },
      }}
      path="/disputes"
      actions={(staff) => (
        <ButtonGroup>
          <Link className="usa-button" to="/services/disputes">
            {t('title.disputeTypes')}
          </Link>
          <Link className="usa-button usa-button--outline" to={staff ? '/disputes/appeals?view=all' : '/disputes/appeals'}>
            {staff ? t('appeals.list.everyone') : t('title.appeals')}
          </Link>
        </ButtonGroup>
      )}
      columns={[
        { header: t('disputes.list.column.kind'), cell: (dispute) => <span {...langOf(dispute.type, dispute)}>{dispute.type.name}</span> },
        { header: t('disputes.list.column.amount'), cell: (dispute) => formatMoney(dispute.amount_disputed_cents) },
      ]}
      statuses={DISPUTE_STATUS}
      mineQuery={disputeListQuery}
      staffQuery={staffDisputesQuery}
      typeFilter={{
        label: t('disputes.list.kind.label'),
        placeholder: t('disputes.list.kind.any'),
        query: disputeTypesQuery,
        option: (type) => ({ value: type.slug, label: type.name, ...langOf(type) }),
      }}
    />
  );
}
