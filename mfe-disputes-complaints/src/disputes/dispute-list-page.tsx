import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { DataTable, EmptyState, formatDate, formatMoney, labelOptions, Pagination, QueryState, SelectField, useApi } from '@portal/shared';
import { DISPUTE_STATUS_LABELS, type Dispute } from '@portal/shared/contracts';

import { CaseViews, useStaffView } from '../cases/case-views';
import { useCaseFilters } from '../cases/use-case-filters';
import { disputeListQuery, disputeTypesQuery, staffDisputesQuery } from './get-disputes';

function DisputeTable({ rows, caption }: { rows: Dispute[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(dispute) => dispute.id}
      columns={[
        { header: 'Reference', cell: (dispute) => <Link to={`/disputes/${dispute.id}`}>{dispute.reference}</Link> },
        { header: 'Kind', cell: (dispute) => dispute.type.name },
        { header: 'Amount', cell: (dispute) => formatMoney(dispute.amount_disputed_cents) },
        { header: 'Status', cell: (dispute) => DISPUTE_STATUS_LABELS[dispute.status] },
        { header: 'Lodged', cell: (dispute) => formatDate(dispute.created_at) },
      ]}
    />
  );
}

export function DisputeListPage() {
  const api = useApi();
  const staff = useStaffView();
  const { filters, set } = useCaseFilters();
  const mine = useQuery({ ...disputeListQuery(api, filters.page), enabled: !staff });
  const all = useQuery({ ...staffDisputesQuery(api, filters), enabled: staff, placeholderData: keepPreviousData });
  const types = useQuery({ ...disputeTypesQuery(api), enabled: staff });
  const query = staff ? all : mine;
  return (
    <>
      <h1>My disputes</h1>
      <p>
        <Link className="usa-button" to="/services/disputes">
          Dispute a bill
        </Link>
        <Link className="usa-button usa-button--outline" to="/disputes/appeals">
          My appeals
        </Link>
      </p>
      <CaseViews path="/disputes" mine="My disputes" all="All residents' disputes" />
      {staff && (
        <div className="grid-row grid-gap">
          <div className="tablet:grid-col-6">
            <SelectField
              name="status"
              label="Status"
              placeholder="Any status"
              options={labelOptions(DISPUTE_STATUS_LABELS)}
              value={filters.status ?? ''}
              onChange={(event) => set('status', event.target.value)}
            />
          </div>
          <div className="tablet:grid-col-6">
            <SelectField
              name="type"
              label="Kind"
              placeholder="Any kind"
              options={(types.data ?? []).map((type) => ({ value: type.slug, label: type.name }))}
              value={filters.type ?? ''}
              onChange={(event) => set('type', event.target.value)}
            />
          </div>
        </div>
      )}
      <QueryState query={query} label="the disputes">
        {() =>
          query.data && query.data.count > 0 ? (
            <>
              <DisputeTable rows={query.data.results} caption={staff ? "All residents' disputes" : 'Your disputes, newest first'} />
              <Pagination
                page={filters.page}
                pageSize={query.data.page_size}
                count={query.data.count}
                label="Dispute pages"
                onPage={(page) => set('page', page)}
              />
            </>
          ) : (
            <EmptyState title={staff ? 'No disputes match' : 'You have no disputes'}>
              {!staff && <p>If a bill looks wrong, you can dispute it online and follow the decision here.</p>}
            </EmptyState>
          )
        }
      </QueryState>
    </>
  );
}
