import { useQuery } from '@tanstack/react-query';

import { DataTable, EmptyState, formatDate, QueryState, useApi } from '@portal/shared';

import { legislationQuery } from './get-legislation';

const KIND_LABELS = { ordinance: 'Ordinance', resolution: 'Resolution', bylaw: 'Bylaw' } as const;

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
                { header: 'Number', cell: (item) => item.number },
                {
                  header: 'Title',
                  cell: (item) => (
                    <>
                      {item.document_url ? <a href={item.document_url}>{item.title}</a> : item.title}
                      <br />
                      <span className="text-base">{item.summary}</span>
                    </>
                  ),
                },
                { header: 'Kind', cell: (item) => KIND_LABELS[item.kind] },
                { header: 'Adopted', cell: (item) => formatDate(item.adopted_on) },
              ]}
            />
          ) : (
            <EmptyState title="No legislation published yet" />
          )
        }
      </QueryState>
    </>
  );
}
