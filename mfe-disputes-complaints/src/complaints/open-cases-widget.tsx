import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { useApi, WidgetState, type EmptyStateProps } from '@portal/shared';

import { CaseStatus, COMPLAINT_STATUS, DISPUTE_STATUS } from '../cases/case-status';
import { disputeListQuery } from '../disputes/get-disputes';
import { openComplaintsQuery } from './get-complaints';

const NO_OPEN_CASES: EmptyStateProps = {
  title: 'No open cases',
  text: 'When you report a problem or dispute a bill, you can follow it here.',
  action: { to: '/complaints/lodge', text: 'Report a problem' },
};

const OPEN_DISPUTE = new Set(['submitted', 'under_review']);

/** The person's complaints and disputes still being handled. */
export function OpenCasesWidget() {
  const api = useApi();
  const complaints = useQuery(openComplaintsQuery(api));
  const disputes = useQuery(disputeListQuery(api, 1));
  const openDisputes = (disputes.data?.results ?? []).filter((dispute) => OPEN_DISPUTE.has(dispute.status));
  const cases = [
    ...(complaints.data?.results ?? []).map((complaint) => ({
      key: `complaint-${complaint.id}`,
      to: `/complaints/${complaint.id}`,
      reference: complaint.reference,
      what: complaint.complaint_type,
      status: <CaseStatus statuses={COMPLAINT_STATUS} status={complaint.status} />,
    })),
    ...openDisputes.map((dispute) => ({
      key: `dispute-${dispute.id}`,
      to: `/disputes/${dispute.id}`,
      reference: dispute.reference,
      what: dispute.type.name,
      status: <CaseStatus statuses={DISPUTE_STATUS} status={dispute.status} />,
    })),
  ];
  return (
    <WidgetState query={complaints.isError ? complaints : disputes} label="your open cases" empty={NO_OPEN_CASES}>
      {() =>
        cases.length > 0 && (
          <>
            <ul className="usa-list usa-list--unstyled">
              {cases.map((item) => (
                <li key={item.key} className="margin-bottom-1">
                  <Link to={item.to}>{item.reference}</Link> · {item.what}
                  <br />
                  {item.status}
                </li>
              ))}
            </ul>
            <Link to="/complaints">My complaints</Link> · <Link to="/disputes">My disputes</Link>
          </>
        )
      }
    </WidgetState>
  );
}
