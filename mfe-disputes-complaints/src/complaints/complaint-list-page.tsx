import { Link } from 'react-router';

import { CaseListPage } from '../cases/case-list-page';
import { COMPLAINT_STATUS } from '../cases/case-status';
import { complaintListQuery, complaintTypesQuery, staffComplaintsQuery } from './get-complaints';

export function ComplaintListPage() {
  return (
    <CaseListPage
      noun="complaint"
      path="/complaints"
      actions={() => (
        <Link className="usa-button" to="/complaints/lodge">
          Report a problem
        </Link>
      )}
      emptyMine={{
        text: 'When you report a problem to the municipality, it appears here with its status.',
        action: { to: '/complaints/lodge', text: 'Report a problem' },
      }}
      columns={[{ header: 'Type', cell: (complaint) => complaint.complaint_type }]}
      statuses={COMPLAINT_STATUS}
      mineQuery={complaintListQuery}
      staffQuery={staffComplaintsQuery}
      typeFilter={{ label: 'Type', query: complaintTypesQuery, option: (type) => ({ value: type.id, label: type.name }) }}
    />
  );
}
