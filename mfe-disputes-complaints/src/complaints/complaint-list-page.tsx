import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { DataTable, EmptyState, formatDate, Pagination, QueryState, useApi } from '@portal/shared';
import { COMPLAINT_STATUS_LABELS } from '@portal/shared/contracts';

import { CaseViews, useStaffView } from '../cases/case-views';
import { complaintListQuery } from './get-complaints';
import { StaffComplaints } from './staff-complaints';

export function ComplaintListPage() {
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page')) || 1;
  const staff = useStaffView();
  const query = useQuery({ ...complaintListQuery(api, page), enabled: !staff });

  return (
    <>
      <h1>My complaints</h1>
      <p>
        <Link className="usa-button" to="/complaints/lodge">
          Report a problem
        </Link>
      </p>
      <CaseViews path="/complaints" mine="My complaints" all="All residents' complaints" />
      {staff ? (
        <StaffComplaints />
      ) : (
        <QueryState query={query} label="your complaints">
          {() =>
            query.data && query.data.count > 0 ? (
              <>
                <DataTable
                  caption="Your complaints, newest first"
                  rows={query.data.results}
                  rowKey={(complaint) => complaint.id}
                  columns={[
                    { header: 'Reference', cell: (complaint) => <Link to={`/complaints/${complaint.id}`}>{complaint.reference}</Link> },
                    { header: 'Type', cell: (complaint) => complaint.complaint_type },
                    { header: 'Status', cell: (complaint) => COMPLAINT_STATUS_LABELS[complaint.status] },
                    {
                      header: 'Lodged',
                      cell: (complaint) => <time dateTime={complaint.created_at}>{formatDate(complaint.created_at)}</time>,
                    },
                  ]}
                />
                <Pagination
                  page={page}
                  pageSize={query.data.page_size}
                  count={query.data.count}
                  label="Complaint pages"
                  onPage={(next) => setSearchParams({ page: String(next) })}
                />
              </>
            ) : (
              <EmptyState title="You have no complaints">
                <p>When you report a problem to the municipality, it appears here with its status.</p>
              </EmptyState>
            )
          }
        </QueryState>
      )}
    </>
  );
}
