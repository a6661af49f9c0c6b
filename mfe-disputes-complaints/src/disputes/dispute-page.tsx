import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { Breadcrumbs, formatDate, formatMoney, QueryState, TextBlocks, useApi } from '@portal/shared';
import { DISPUTE_STATUS_LABELS, DISPUTE_TRANSITIONS } from '@portal/shared/contracts';

import { Attachments } from '../cases/attachments';
import { LodgedNotice } from '../cases/lodged-notice';
import { Timeline } from '../cases/timeline';
import { TransitionForm } from '../cases/transition-form';
import { AppealForm } from './appeal-form';
import { disputeKeys, disputeQuery } from './get-disputes';

export function DisputePage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(disputeQuery(api, id));
  const dispute = query.data;
  return (
    <>
      <Breadcrumbs trail={[{ to: '/disputes', label: 'Disputes' }]} current={dispute ? `Dispute ${dispute.reference}` : 'Dispute'} />
      <QueryState query={query} label="the dispute">
        {() =>
          dispute && (
            <>
              <LodgedNotice
                reference={dispute.reference}
                next="An officer reviews each dispute; you will get an email when it is under review and when it is decided."
              />
              <h1>Dispute {dispute.reference}</h1>
              <p>
                <span className="usa-tag">{DISPUTE_STATUS_LABELS[dispute.status]}</span> {dispute.type.name} · lodged{' '}
                {formatDate(dispute.created_at)}
              </p>
              <dl className="portal-facts">
                <div>
                  <dt>Property</dt>
                  <dd>{dispute.property}</dd>
                </div>
                <div>
                  <dt>Billing month</dt>
                  <dd>{dispute.billing_period}</dd>
                </div>
                <div>
                  <dt>Amount disputed</dt>
                  <dd>{formatMoney(dispute.amount_disputed_cents)}</dd>
                </div>
                {dispute.answers.map((answer) => (
                  <div key={answer.criterion_id}>
                    <dt>{answer.question}</dt>
                    <dd>{answer.answer}</dd>
                  </div>
                ))}
              </dl>
              <TextBlocks text={dispute.description} />
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
                labels={DISPUTE_STATUS_LABELS}
                invalidate={disputeKeys.all}
              />
              <h2>History</h2>
              <Timeline entries={dispute.timeline} labels={DISPUTE_STATUS_LABELS} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
