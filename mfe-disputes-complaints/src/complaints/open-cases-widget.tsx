import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { QueryState, useApi } from '@portal/shared';
import { COMPLAINT_STATUS_LABELS, DISPUTE_STATUS_LABELS } from '@portal/shared/contracts';

import { disputeListQuery } from '../disputes/get-disputes';
import { openComplaintsQuery } from './get-complaints';

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
      status: COMPLAINT_STATUS_LABELS[complaint.status],
    })),
    ...openDisputes.map((dispute) => ({
      key: `dispute-${dispute.id}`,
      to: `/disputes/${dispute.id}`,
      reference: dispute.reference,
      what: dispute.type.name,
      status: DISPUTE_STATUS_LABELS[dispute.status],
    })),
  ];
  return (
    <QueryState query={complaints.isError ? complaints : disputes} label="your open cases">
      {() =>
        cases.length > 0 ? (
          <>
            <ul className="usa-list usa-list--unstyled">
              {cases.map((item) => (
                <li key={item.key} className="margin-bottom-1">
                  <Link to={item.to}>{item.reference}</Link> · {item.what}
                  <br />
                  <span className="usa-tag">{item.status}</span>
                </li>
              ))}
            </ul>
            <Link to="/complaints">Your complaints</Link> · <Link to="/disputes">Your disputes</Link>
          </>
        ) : (
          <p>You have no open cases. When you report a problem or dispute a bill, you can follow it here.</p>
        )
      }
    </QueryState>
  );
}
