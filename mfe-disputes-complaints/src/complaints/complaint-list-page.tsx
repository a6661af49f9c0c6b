import { Link } from 'react-router';

import { langOf } from '@portal/shared';

import { CaseListPage } from '../cases/case-list-page';
import { COMPLAINT_STATUS } from '../cases/case-status';
import { useText } from '../text';
import { complaintListQuery, complaintTypesQuery, staffComplaintsQuery } from './get-complaints';

export function ComplaintListPage() {
  const t = useText();
  return (
    <CaseListPage
      words={{
        mine: t('title.complaints'),
        everyone: t('complaints.list.everyone'),
        search: t('complaints.list.search'),
        loading: { mine: t('complaints.list.loading.mine'), everyone: t('complaints.list.loading.everyone') },
        caption: { mine: t('complaints.list.caption.mine'), everyone: t('complaints.list.caption.everyone') },
        pages: t('complaints.list.pages'),
        noMatch: { title: t('complaints.list.noMatch.title'), action: t('complaints.list.noMatch.action') },
        noneYet: { title: t('complaints.list.noneYet.title'), text: t('complaints.list.noneYet.text') },
        noneMine: {
          title: t('complaints.list.noneMine.title'),
          text: t('complaints.list.noneMine.text'),
          action: { to: '/complaints/lodge', text: t('title.lodgeComplaint') },
        },
      }}
      path="/complaints"
      actions={() => (
        <Link className="usa-button" to="/complaints/lodge">
          {t('title.lodgeComplaint')}
        </Link>
      )}
      columns={[
        {
          header: t('complaints.list.column.type'),
          cell: (complaint) => <span {...langOf(complaint)}>{complaint.complaint_type}</span>,
        },
      ]}
      statuses={COMPLAINT_STATUS}
      mineQuery={complaintListQuery}
      staffQuery={staffComplaintsQuery}
      typeFilter={{
        label: t('complaints.list.type.label'),
        placeholder: t('complaints.list.type.any'),
        query: complaintTypesQuery,
        option: (type) => ({ value: type.id, label: type.name, ...langOf(type) }),
      }}
    />
  );
}
