import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { Breadcrumbs, formatDate, formatMoney, formatMonth, QueryState, SummaryList, TextBlocks, useApi } from '@portal/shared';
import { DISPUTE_TRANSITIONS } from '@portal/shared/contracts';

import { Attachments } from '../cases/attachments';
import { caseListCrumb, LodgedPanel, useStaffReading } from '../cases/case-details';
import { CaseStatus, DISPUTE_STATUS } from '../cases/case-status';
import { Timeline } from '../cases/timeline';
import { TransitionForm } from '../cases/transition-form';
import { AppealForm } from './appeal-form';
import { disputeKeys, disputeQuery } from './get-disputes';

export function DisputePage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(disputeQuery(api, id));
  const dispute = query.data;
  const staffReading = useStaffReading(dispute?.resident);
  const title = dispute ? `Dispute ${dispute.reference}` : 'Dispute';
  return (
    <>
      <Breadcrumbs
        trail={[caseListCrumb(staffReading, { path: '/disputes', mine: 'My disputes', everyone: 'Disputes' })]}
        current={title}
      />
      <QueryState query={query} label="the dispute">
        {() =>
          dispute && (
            <>
              <h1>{title}</h1>
              <LodgedPanel
                title="Dispute lodged"
                reference={dispute.reference}
                next={
                  <p>
                    An officer reviews each dispute. You will get an email when it is under review and when it is decided, and you can
                    follow it on this page.
                  </p>
                }
              />
              <SummaryList
                rows={[
                  { label: 'Status', value: <CaseStatus statuses={DISPUTE_STATUS} status={dispute.status} /> },
                  { label: 'Kind of dispute', value: dispute.type.name },
                  { label: 'Property', value: dispute.property },
                  { label: 'Billing month', value: formatMonth(dispute.billing_period) },
                  { label: 'Amount disputed', value: formatMoney(dispute.amount_disputed_cents) },
                  ...(staffReading ? [{ label: 'Lodged by', value: `${dispute.resident.name} (${dispute.resident.email})` }] : []),
                  { label: 'Lodged', value: <time dateTime={dispute.created_at}>{formatDate(dispute.created_at)}</time> },
                  ...dispute.answers.map((answer) => ({ label: answer.question, value: answer.answer })),
                  { label: 'Why the bill is wrong', value: <TextBlocks text={dispute.description} /> },
                ]}
              />
              <Attachments uploads={dispute.evidence} title="Evidence" />
              {dispute.appeal_id !== null && (
                <p>
                  <Link to={`/disputes/appeals/${dispute.appeal_id}`}>See the appeal of this decision</Link>
                </p>
              )}
              {dispute.can_appeal && <AppealForm dispute={dispute} />}
              <TransitionForm
                path={`/disputes/${dispute.id}/`}
                next={DISPUTE_TRANSITIONS[dispute.status]}
                labels={DISPUTE_STATUS.labels}
                invalidate={disputeKeys.all}
              />
              <h2>History</h2>
              <Timeline entries={dispute.timeline} labels={DISPUTE_STATUS.labels} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
