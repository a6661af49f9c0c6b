import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { DataTable, EmptyState, formatDate, QueryState, useApi } from '@portal/shared';

import { legislationQuery } from './get-legislation';
import { KIND_LABELS } from './kinds';

export function LegislationPage() {
  const api = useApi();
  const query = useQuery(legislationQuery(api));
  return (
    <>
      <h1>Legislation</h1>
      <p className="usa-intro">Ordinances, resolutions and bylaws adopted by the council, newest first.</p>
      <QueryState query={query} label="the legislation">
        {() =>
          query.data && query.data.length > 0 ? (
            <DataTable
              caption="Adopted legislation"
              rows={query.data}
              rowKey={(item) => item.id}
              columns={[
                {
                  header: 'Title',
                  cell: (item) => (
                    <>
                      <Link to={`/legislation/${item.id}`}>{item.title}</Link>
                      <br />
                      <span className="text-base text-normal">{item.summary}</span>
                    </>
                  ),
                },
                { header: 'Number', cell: (item) => <span className="text-no-wrap">{item.number}</span> },
                { header: 'Kind', cell: (item) => KIND_LABELS[item.kind] },
                { header: 'Adopted', cell: (item) => <span className="text-no-wrap">{formatDate(item.adopted_on)}</span> },
              ]}
            />
          ) : (
            <EmptyState
              title="No legislation published yet"
              text="Ordinances, resolutions and bylaws appear here once the council adopts them."
            />
          )
        }
      </QueryState>
    </>
  );
}
