import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { Breadcrumbs, EmptyState, formatDate, QueryState, TextBlocks, useApi } from '@portal/shared';
import { APPEAL_STATUS_LABELS, APPEAL_TRANSITIONS } from '@portal/shared/contracts';

import { Attachments } from '../cases/attachments';
import { CaseList } from '../cases/case-table';
import { LodgedNotice } from '../cases/lodged-notice';
import { Timeline } from '../cases/timeline';
import { TransitionForm } from '../cases/transition-form';
import { useCaseFilters } from '../cases/use-case-filters';
import { appealListQuery, appealQuery, disputeKeys } from './get-disputes';

export function AppealListPage() {
  const api = useApi();
  const { filters, set } = useCaseFilters();
  const query = useQuery(appealListQuery(api, filters.page));
  return (
    <>
      <Breadcrumbs trail={[{ to: '/disputes', label: 'Disputes' }]} current="My appeals" />
      <h1>My appeals</h1>
      <p>A rejected dispute can be appealed once, within 30 days of the decision, from the dispute's page.</p>
      <CaseList
        query={query}
        label="your appeals"
        caption="Your appeals, newest first"
        path="/disputes/appeals"
        columns={[{ header: 'Dispute', cell: (appeal) => <Link to={`/disputes/${appeal.dispute_id}`}>{appeal.dispute_reference}</Link> }]}
        statusLabels={APPEAL_STATUS_LABELS}
        page={filters.page}
        onPage={(page) => set('page', page)}
        pagesLabel="Appeal pages"
        empty={<EmptyState title="You have no appeals" />}
      />
    </>
  );
}

export function AppealPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(appealQuery(api, id));
  const appeal = query.data;
  return (
    <>
      <Breadcrumbs
        trail={[
          { to: '/disputes', label: 'Disputes' },
          { to: '/disputes/appeals', label: 'Appeals' },
        ]}
        current={appeal ? `Appeal ${appeal.reference}` : 'Appeal'}
      />
      <QueryState query={query} label="the appeal">
        {() =>
          appeal && (
            <>
              <LodgedNotice
                reference={appeal.reference}
                next="A different officer reviews your appeal; you will get an email when it is decided."
              />
              <h1>Appeal {appeal.reference}</h1>
              <p>
                <span className="usa-tag">{APPEAL_STATUS_LABELS[appeal.status]}</span> of dispute{' '}
                <Link to={`/disputes/${appeal.dispute_id}`}>{appeal.dispute_reference}</Link> · lodged {formatDate(appeal.created_at)}
              </p>
              <TextBlocks text={appeal.reason} />
              <Attachments uploads={appeal.evidence} title="Evidence" />
              <TransitionForm
                path={`/appeals/${appeal.id}/`}
                next={APPEAL_TRANSITIONS[appeal.status]}
                labels={APPEAL_STATUS_LABELS}
                invalidate={disputeKeys.all}
              />
              <h2>History</h2>
              <Timeline entries={appeal.timeline} labels={APPEAL_STATUS_LABELS} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
