import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { DetailPage, formatDate, langOf, QueryState, SummaryList, TextBlocks, useApi } from '@portal/shared';
import { COMPLAINT_TRANSITIONS } from '@portal/shared/contracts';

import { Attachments } from '../cases/attachments';
import { caseListCrumb, LodgedPanel, useStaffReading } from '../cases/case-details';
import { CaseStatus, COMPLAINT_STATUS, useStatusLabels } from '../cases/case-status';
import { Timeline } from '../cases/timeline';
import { TransitionForm } from '../cases/transition-form';
import { useText } from '../text';
import { complaintKeys, complaintQuery } from './get-complaints';

export function ComplaintPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(complaintQuery(api, id));
  const complaint = query.data;
  const staffReading = useStaffReading(complaint?.resident);
  const t = useText();
  const labels = useStatusLabels(COMPLAINT_STATUS);
  const title = complaint ? t('complaint.title', { reference: complaint.reference }) : t('title.complaint');
  return (
    <DetailPage
      title={title}
      breadcrumbs={[
        caseListCrumb(staffReading, { path: '/complaints', mine: t('title.complaints'), everyone: t('complaints.list.everyone') }),
      ]}
    >
      <QueryState query={query} label={t('complaint.label')}>
        {() =>
          complaint && (
            <>
              <LodgedPanel title={t('complaint.lodged.title')} reference={complaint.reference} next={<p>{t('complaint.lodged.next')}</p>} />
              <SummaryList
                rows={[
                  { label: t('cases.summary.status'), value: <CaseStatus statuses={COMPLAINT_STATUS} status={complaint.status} /> },
                  { label: t('complaint.summary.kind'), value: <span {...langOf(complaint)}>{complaint.complaint_type}</span> },
                  { label: t('complaint.summary.where'), value: complaint.location },
                  ...(staffReading
                    ? [{ label: t('cases.summary.lodgedBy'), value: `${complaint.resident.name} (${complaint.resident.email})` }]
                    : []),
                  {
                    label: t('cases.summary.lodged'),
                    value: <time dateTime={complaint.created_at}>{formatDate(complaint.created_at)}</time>,
                  },
                  { label: t('complaint.summary.description'), value: <TextBlocks text={complaint.description} /> },
                ]}
              />
              <Attachments uploads={complaint.photos} title={t('complaint.photos')} />
              <TransitionForm
                path={`/complaints/${complaint.id}/`}
                next={COMPLAINT_TRANSITIONS[complaint.status]}
                labels={labels}
                invalidate={complaintKeys.all}
              />
              <h2>{t('cases.history')}</h2>
              <Timeline entries={complaint.timeline} labels={labels} />
            </>
          )
        }
      </QueryState>
    </DetailPage>
  );
}
