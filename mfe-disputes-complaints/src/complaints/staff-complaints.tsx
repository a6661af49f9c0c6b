import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { DataTable, EmptyState, formatDate, labelOptions, Pagination, QueryState, SelectField, useApi } from '@portal/shared';
import { COMPLAINT_STATUS_LABELS } from '@portal/shared/contracts';

import { useCaseFilters } from '../cases/use-case-filters';
import { complaintTypesQuery, staffComplaintsQuery } from './get-complaints';

/** Staff: every resident's complaints, by status and type. */
export function StaffComplaints() {
  const api = useApi();
  const { filters, set } = useCaseFilters();
  const types = useQuery(complaintTypesQuery(api));
  const query = useQuery({ ...staffComplaintsQuery(api, filters), placeholderData: keepPreviousData });
  return (
    <>
      <div className="grid-row grid-gap">
        <div className="tablet:grid-col-6">
          <SelectField
            name="status"
            label="Status"
            placeholder="Any status"
            options={labelOptions(COMPLAINT_STATUS_LABELS)}
            value={filters.status ?? ''}
            onChange={(event) => set('status', event.target.value)}
          />
        </div>
        <div className="tablet:grid-col-6">
          <SelectField
            name="type"
            label="Type"
            placeholder="Any type"
            options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
            value={filters.type ?? ''}
            onChange={(event) => set('type', event.target.value)}
          />
        </div>
      </div>
      <QueryState query={query} label="the complaints">
        {() =>
          query.data && query.data.count > 0 ? (
            <>
              <DataTable
                caption="All residents' complaints"
                rows={query.data.results}
                rowKey={(complaint) => complaint.id}
                columns={[
                  { header: 'Reference', cell: (complaint) => <Link to={`/complaints/${complaint.id}`}>{complaint.reference}</Link> },
                  { header: 'Type', cell: (complaint) => complaint.complaint_type },
                  { header: 'Status', cell: (complaint) => COMPLAINT_STATUS_LABELS[complaint.status] },
                  { header: 'Lodged', cell: (complaint) => formatDate(complaint.created_at) },
                ]}
              />
              <Pagination
                page={filters.page}
                pageSize={query.data.page_size}
                count={query.data.count}
                label="Complaint pages"
                onPage={(page) => set('page', page)}
              />
            </>
          ) : (
            <EmptyState title="No complaints match" />
          )
        }
      </QueryState>
    </>
  );
}
