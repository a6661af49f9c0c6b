import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { Breadcrumbs, formatDate, QueryState, SummaryList, TextBlocks, useApi } from '@portal/shared';
import { COMPLAINT_TRANSITIONS } from '@portal/shared/contracts';

import { Attachments } from '../cases/attachments';
import { caseListCrumb, LodgedPanel, useStaffReading } from '../cases/case-details';
import { CaseStatus, COMPLAINT_STATUS } from '../cases/case-status';
import { Timeline } from '../cases/timeline';
import { TransitionForm } from '../cases/transition-form';
import { complaintKeys, complaintQuery } from './get-complaints';

export function ComplaintPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(complaintQuery(api, id));
  const complaint = query.data;
  const staffReading = useStaffReading(complaint?.resident);
  const title = complaint ? `Complaint ${complaint.reference}` : 'Complaint';
  return (
    <>
      <Breadcrumbs
        trail={[caseListCrumb(staffReading, { path: '/complaints', mine: 'My complaints', everyone: 'Complaints' })]}
        current={title}
      />
      <QueryState query={query} label="the complaint">
        {() =>
          complaint && (
            <>
              <h1>{title}</h1>
              <LodgedPanel
                title="Complaint lodged"
                reference={complaint.reference}
                next={
                  <p>
                    Staff usually look at a new complaint within two working days. You will get an email each time its status changes, and
                    you can follow it on this page.
                  </p>
                }
              />
              <SummaryList
                rows={[
                  { label: 'Status', value: <CaseStatus statuses={COMPLAINT_STATUS} status={complaint.status} /> },
                  { label: 'Kind of problem', value: complaint.complaint_type },
                  { label: 'Where', value: complaint.location },
                  ...(staffReading ? [{ label: 'Lodged by', value: `${complaint.resident.name} (${complaint.resident.email})` }] : []),
                  { label: 'Lodged', value: <time dateTime={complaint.created_at}>{formatDate(complaint.created_at)}</time> },
                  { label: 'Description', value: <TextBlocks text={complaint.description} /> },
                ]}
              />
              <Attachments uploads={complaint.photos} title="Photos" />
              <TransitionForm
                path={`/complaints/${complaint.id}/`}
                next={COMPLAINT_TRANSITIONS[complaint.status]}
                labels={COMPLAINT_STATUS.labels}
                invalidate={complaintKeys.all}
              />
              <h2>History</h2>
              <Timeline entries={complaint.timeline} labels={COMPLAINT_STATUS.labels} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
