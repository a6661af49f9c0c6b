import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { Breadcrumbs, formatDate, QueryState, TextBlocks, useApi } from '@portal/shared';
import { COMPLAINT_STATUS_LABELS, COMPLAINT_TRANSITIONS } from '@portal/shared/contracts';

import { Attachments } from '../cases/attachments';
import { LodgedNotice } from '../cases/lodged-notice';
import { Timeline } from '../cases/timeline';
import { TransitionForm } from '../cases/transition-form';
import { complaintKeys, complaintQuery } from './get-complaints';

export function ComplaintPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(complaintQuery(api, id));
  const complaint = query.data;
  return (
    <>
      <Breadcrumbs
        trail={[{ to: '/complaints', label: 'Complaints' }]}
        current={complaint ? `Complaint ${complaint.reference}` : 'Complaint'}
      />
      <QueryState query={query} label="the complaint">
        {() =>
          complaint && (
            <>
              <LodgedNotice
                reference={complaint.reference}
                next="Staff usually look at a new complaint within two working days; you will get an email each time its status changes."
              />
              <h1>Complaint {complaint.reference}</h1>
              <p>
                <span className="usa-tag">{COMPLAINT_STATUS_LABELS[complaint.status]}</span> {complaint.complaint_type} · lodged{' '}
                {formatDate(complaint.created_at)}
              </p>
              <p className="text-base">Where: {complaint.location}</p>
              <TextBlocks text={complaint.description} />
              <Attachments uploads={complaint.photos} title="Photos" />
              <TransitionForm
                path={`/complaints/${complaint.id}/`}
                next={COMPLAINT_TRANSITIONS[complaint.status]}
                labels={COMPLAINT_STATUS_LABELS}
                invalidate={complaintKeys.all}
              />
              <h2>History</h2>
              <Timeline entries={complaint.timeline} labels={COMPLAINT_STATUS_LABELS} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
