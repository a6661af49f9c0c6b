import { Link } from 'react-router';

import { COMPLAINT_STATUS_LABELS } from '@portal/shared/contracts';

import { CaseListPage } from '../cases/case-list-page';
import { complaintListQuery, complaintTypesQuery, staffComplaintsQuery } from './get-complaints';

export function ComplaintListPage() {
  return (
    <CaseListPage
      noun="complaint"
      path="/complaints"
      actions={
        <Link className="usa-button" to="/complaints/lodge">
          Report a problem
        </Link>
      }
      emptyHelp="When you report a problem to the municipality, it appears here with its status."
      columns={[{ header: 'Type', cell: (complaint) => complaint.complaint_type }]}
      statusLabels={COMPLAINT_STATUS_LABELS}
      mineQuery={complaintListQuery}
      staffQuery={staffComplaintsQuery}
      typeFilter={{ label: 'Type', query: complaintTypesQuery, option: (type) => ({ value: type.id, label: type.name }) }}
    />
  );
}
