import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { DetailPage, formatDate, langOf, QueryState, SummaryList, TextBlocks, useApi } from '@portal/shared';
import { APPEAL_TRANSITIONS } from '@portal/shared/contracts';

import { Attachments } from '../cases/attachments';
import { caseListCrumb, LodgedPanel, useStaffReading } from '../cases/case-details';
import { CaseListPage } from '../cases/case-list-page';
import { APPEAL_STATUS, CaseStatus, useStatusLabels } from '../cases/case-status';
import { Timeline } from '../cases/timeline';
import { TransitionForm } from '../cases/transition-form';
import { useText } from '../text';
import { appealListQuery, appealQuery, disputeKeys, disputeTypesQuery, staffAppealsQuery } from './get-disputes';

export function AppealListPage() {
  const t = useText();
  return (
    <CaseListPage
      words={{
        mine: t('title.appeals'),
        everyone: t('appeals.list.everyone'),
        search: t('appeals.list.search'),
        loading: { mine: t('appeals.list.loading.mine'), everyone: t('appeals.list.loading.everyone') },
        caption: { mine: t('appeals.list.caption.mine'), everyone: t('appeals.list.caption.everyone') },
        pages: t('appeals.list.pages'),
        noMatch: { title: t('appeals.list.noMatch.title'), action: t('appeals.list.noMatch.action') },
        noneYet: { title: t('appeals.list.noneYet.title'), text: t('appeals.list.noneYet.text') },
        noneMine: {
          title: t('appeals.list.noneMine.title'),
          text: t('appeals.list.noneMine.text'),
          action: { to: '/disputes', text: t('title.disputes') },
        },
      }}
      path="/disputes/appeals"
      trail={(staff) => [
        staff ? { to: '/disputes?view=all', label: t('disputes.list.everyone') } : { to: '/disputes', label: t('title.disputes') },
      ]}
      lead={(staff) => (staff ? undefined : t('appeals.list.howTo'))}
      columns={[
        {
          header: t('appeals.list.column.dispute'),
          cell: (appeal) => <Link to={`/disputes/${appeal.dispute_id}`}>{appeal.dispute_reference}</Link>,
        },
      ]}
      statuses={APPEAL_STATUS}
      mineQuery={appealListQuery}
      staffQuery={staffAppealsQuery}
      typeFilter={{
        label: t('appeals.list.kind.label'),
        placeholder: t('appeals.list.kind.any'),
        query: disputeTypesQuery,
        option: (type) => ({ value: type.slug, label: type.name, ...langOf(type) }),
      }}
    />
  );
}

export function AppealPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(appealQuery(api, id));
  const appeal = query.data;
  const staffReading = useStaffReading(appeal?.resident);
  const t = useText();
  const labels = useStatusLabels(APPEAL_STATUS);
  const title = appeal ? t('appeal.title', { reference: appeal.reference }) : t('title.appeal');
  return (
    <DetailPage
      title={title}
      breadcrumbs={[
        caseListCrumb(staffReading, { path: '/disputes', mine: t('title.disputes'), everyone: t('disputes.list.everyone') }),
        caseListCrumb(staffReading, { path: '/disputes/appeals', mine: t('title.appeals'), everyone: t('appeals.list.everyone') }),
      ]}
    >
      <QueryState query={query} label={t('appeal.label')}>
        {() =>
          appeal && (
            <>
              <LodgedPanel title={t('appeal.lodged.title')} reference={appeal.reference} next={<p>{t('appeal.lodged.next')}</p>} />
              <SummaryList
                rows={[
                  { label: t('cases.summary.status'), value: <CaseStatus statuses={APPEAL_STATUS} status={appeal.status} /> },
                  {
                    label: t('appeal.summary.dispute'),
                    value: <Link to={`/disputes/${appeal.dispute_id}`}>{appeal.dispute_reference}</Link>,
                  },
                  ...(staffReading
                    ? [{ label: t('cases.summary.lodgedBy'), value: `${appeal.resident.name} (${appeal.resident.email})` }]
                    : []),
                  { label: t('cases.summary.lodged'), value: <time dateTime={appeal.created_at}>{formatDate(appeal.created_at)}</time> },
                  { label: t('appeal.summary.reason'), value: <TextBlocks text={appeal.reason} /> },
                ]}
              />
              <Attachments uploads={appeal.evidence} title={t('cases.evidence')} />
              <TransitionForm
                path={`/appeals/${appeal.id}/`}
                next={APPEAL_TRANSITIONS[appeal.status]}
                labels={labels}
                invalidate={disputeKeys.all}
              />
              <h2>{t('cases.history')}</h2>
              <Timeline entries={appeal.timeline} labels={labels} />
            </>
          )
        }
      </QueryState>
    </DetailPage>
  );
}
