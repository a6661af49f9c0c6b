import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { Breadcrumbs, formatDate, QueryState, SummaryList, TextBlocks, useApi } from '@portal/shared';
import { APPEAL_TRANSITIONS } from '@portal/shared/contracts';

import { Attachments } from '../cases/attachments';
import { caseListCrumb, LodgedPanel, useStaffReading } from '../cases/case-details';
import { CaseListPage } from '../cases/case-list-page';
import { APPEAL_STATUS, CaseStatus } from '../cases/case-status';
import { Timeline } from '../cases/timeline';
import { TransitionForm } from '../cases/transition-form';
import { appealListQuery, appealQuery, disputeKeys, disputeTypesQuery, staffAppealsQuery } from './get-disputes';

export function AppealListPage() {
  return (
    <CaseListPage
      noun="appeal"
      path="/disputes/appeals"
      trail={(staff) => [staff ? { to: '/disputes?view=all', label: 'Disputes' } : { to: '/disputes', label: 'My disputes' }]}
      actions={(staff) =>
        staff ? null : <p>A rejected dispute can be appealed once, within 30 days of the decision, from the dispute's page.</p>
      }
      emptyMine={{
        text: "A rejected dispute can be appealed once, within 30 days of the decision, from the dispute's page. Your appeals appear here with their status.",
        action: { to: '/disputes', text: 'My disputes' },
      }}
      columns={[{ header: 'Dispute', cell: (appeal) => <Link to={`/disputes/${appeal.dispute_id}`}>{appeal.dispute_reference}</Link> }]}
      statuses={APPEAL_STATUS}
      mineQuery={appealListQuery}
      staffQuery={staffAppealsQuery}
      typeFilter={{ label: 'Kind', query: disputeTypesQuery, option: (type) => ({ value: type.slug, label: type.name }) }}
    />
  );
}

export function AppealPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(appealQuery(api, id));
  const appeal = query.data;
  const staffReading = useStaffReading(appeal?.resident);
  const title = appeal ? `Appeal ${appeal.reference}` : 'Appeal';
  return (
    <>
      <Breadcrumbs
        trail={[
          caseListCrumb(staffReading, { path: '/disputes', mine: 'My disputes', everyone: 'Disputes' }),
          caseListCrumb(staffReading, { path: '/disputes/appeals', mine: 'My appeals', everyone: 'Appeals' }),
        ]}
        current={title}
      />
      <QueryState query={query} label="the appeal">
        {() =>
          appeal && (
            <>
              <h1>{title}</h1>
              <LodgedPanel
                title="Appeal lodged"
                reference={appeal.reference}
                next={
                  <p>
                    A different officer from the one who decided the dispute reviews your appeal. You will get an email when it is decided,
                    and you can follow it on this page.
                  </p>
                }
              />
              <SummaryList
                rows={[
                  { label: 'Status', value: <CaseStatus statuses={APPEAL_STATUS} status={appeal.status} /> },
                  { label: 'Dispute', value: <Link to={`/disputes/${appeal.dispute_id}`}>{appeal.dispute_reference}</Link> },
                  ...(staffReading ? [{ label: 'Lodged by', value: `${appeal.resident.name} (${appeal.resident.email})` }] : []),
                  { label: 'Lodged', value: <time dateTime={appeal.created_at}>{formatDate(appeal.created_at)}</time> },
                  { label: 'Why the decision should change', value: <TextBlocks text={appeal.reason} /> },
                ]}
              />
              <Attachments uploads={appeal.evidence} title="Evidence" />
              <TransitionForm
                path={`/appeals/${appeal.id}/`}
                next={APPEAL_TRANSITIONS[appeal.status]}
                labels={APPEAL_STATUS.labels}
                invalidate={disputeKeys.all}
              />
              <h2>History</h2>
              <Timeline entries={appeal.timeline} labels={APPEAL_STATUS.labels} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
