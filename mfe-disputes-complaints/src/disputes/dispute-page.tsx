import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { DetailPage, formatDate, formatMoney, formatMonth, langOf, QueryState, SummaryList, TextBlocks, useApi } from '@portal/shared';
import { DISPUTE_TRANSITIONS } from '@portal/shared/contracts';

import { Attachments } from '../cases/attachments';
import { caseListCrumb, LodgedPanel, useStaffReading } from '../cases/case-details';
import { CaseStatus, DISPUTE_STATUS, useStatusLabels } from '../cases/case-status';
import { Timeline } from '../cases/timeline';
import { TransitionForm } from '../cases/transition-form';
import { useText } from '../text';
import { AppealForm } from './appeal-form';
import { disputeKeys, disputeQuery } from './get-disputes';

export function DisputePage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(disputeQuery(api, id));
  const dispute = query.data;
  const staffReading = useStaffReading(dispute?.resident);
  const t = useText();
  const labels = useStatusLabels(DISPUTE_STATUS);
  const title = dispute ? t('dispute.title', { reference: dispute.reference }) : t('title.dispute');
  return (
    <DetailPage
      title={title}
      breadcrumbs={[caseListCrumb(staffReading, { path: '/disputes', mine: t('title.disputes'), everyone: t('disputes.list.everyone') })]}
    >
      <QueryState query={query} label={t('dispute.label')}>
        {() =>
          dispute && (
            <>
              <LodgedPanel title={t('dispute.lodged.title')} reference={dispute.reference} next={<p>{t('dispute.lodged.next')}</p>} />
              <SummaryList
                rows={[
                  { label: t('cases.summary.status'), value: <CaseStatus statuses={DISPUTE_STATUS} status={dispute.status} /> },
                  { label: t('dispute.summary.kind'), value: <span {...langOf(dispute.type, dispute)}>{dispute.type.name}</span> },
                  { label: t('dispute.summary.property'), value: dispute.property },
                  { label: t('dispute.summary.month'), value: formatMonth(dispute.billing_period) },
                  { label: t('dispute.summary.amount'), value: formatMoney(dispute.amount_disputed_cents) },
                  ...(staffReading
                    ? [{ label: t('cases.summary.lodgedBy'), value: `${dispute.resident.name} (${dispute.resident.email})` }]
                    : []),
                  { label: t('cases.summary.lodged'), value: <time dateTime={dispute.created_at}>{formatDate(dispute.created_at)}</time> },
                  ...dispute.answers.map((answer) => ({ label: answer.question, value: answer.answer })),
                  { label: t('dispute.summary.reason'), value: <TextBlocks text={dispute.description} /> },
                ]}
              />
              <Attachments uploads={dispute.evidence} title={t('cases.evidence')} />
              {dispute.appeal_id !== null && (
                <p>
                  <Link to={`/disputes/appeals/${dispute.appeal_id}`}>{t('dispute.seeAppeal')}</Link>
                </p>
              )}
              {dispute.can_appeal && <AppealForm dispute={dispute} />}
              <TransitionForm
                path={`/disputes/${dispute.id}/`}
                next={DISPUTE_TRANSITIONS[dispute.status]}
                labels={labels}
                invalidate={disputeKeys.all}
              />
              <h2>{t('cases.history')}</h2>
              <Timeline entries={dispute.timeline} labels={labels} />
            </>
          )
        }
      </QueryState>
    </DetailPage>
  );
}
