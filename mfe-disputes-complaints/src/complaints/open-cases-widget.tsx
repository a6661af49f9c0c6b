import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { langOf, useApi, WidgetState } from '@portal/shared';

import { CaseStatus, COMPLAINT_STATUS, DISPUTE_STATUS } from '../cases/case-status';
import { disputeListQuery } from '../disputes/get-disputes';
import { useText } from '../text';
import { openComplaintsQuery } from './get-complaints';

const OPEN_DISPUTE = new Set(['submitted', 'under_review']);

/** The person's complaints and disputes still being handled. */
export function OpenCasesWidget() {
  const api = useApi();
  const complaints = useQuery(openComplaintsQuery(api));
  const disputes = useQuery(disputeListQuery(api, 1));
  const t = useText();
  const none = {
    title: t('widget.none.title'),
    text: t('widget.none.text'),
    action: { to: '/complaints/lodge', text: t('title.lodgeComplaint') },
  };
  const openDisputes = (disputes.data?.results ?? []).filter((dispute) => OPEN_DISPUTE.has(dispute.status));
  const cases = [
    ...(complaints.data?.results ?? []).map((complaint) => ({
      key: `complaint-${complaint.id}`,
      to: `/complaints/${complaint.id}`,
      reference: complaint.reference,
      what: <span {...langOf(complaint)}>{complaint.complaint_type}</span>,
      status: <CaseStatus statuses={COMPLAINT_STATUS} status={complaint.status} />,
    })),
    ...openDisputes.map((dispute) => ({
      key: `dispute-${dispute.id}`,
      to: `/disputes/${dispute.id}`,
      reference: dispute.reference,
      what: <span {...langOf(dispute.type, dispute)}>{dispute.type.name}</span>,
      status: <CaseStatus statuses={DISPUTE_STATUS} status={dispute.status} />,
    })),
  ];
  return (
    <WidgetState query={complaints.isError ? complaints : disputes} label={t('widget.label')} empty={none}>
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
            <Link to="/complaints">{t('title.complaints')}</Link> · <Link to="/disputes">{t('title.disputes')}</Link>
          </>
        )
      }
    </WidgetState>
  );
}
