import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { EmptyState, QueryState, formatDate, legislationSchema, useApi, type ApiClient } from '@portal/shared';

const KIND_LABELS = { ordinance: 'Ordinance', resolution: 'Resolution', bylaw: 'Bylaw' } as const;

export function legislationQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['legislation', 'list'],
    queryFn: ({ signal }) => api.get('/legislation/', { schema: z.array(legislationSchema), signal }),
  });
}

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
            <div className="portal-table-wrap">
              <table className="usa-table usa-table--borderless usa-table--stacked width-full">
                <caption className="usa-sr-only">Adopted legislation</caption>
                <thead>
                  <tr>
                    <th scope="col">Number</th>
                    <th scope="col">Title</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Adopted</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.map((item) => (
                    <tr key={item.id}>
                      <th scope="row" data-label="Number">
                        {item.number}
                      </th>
                      <td data-label="Title">
                        {item.document_url ? <a href={item.document_url}>{item.title}</a> : item.title}
                        <br />
                        <span className="text-base">{item.summary}</span>
                      </td>
                      <td data-label="Kind">{KIND_LABELS[item.kind]}</td>
                      <td data-label="Adopted">{formatDate(item.adopted_on)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <EmptyState title="No legislation published yet" />
          )
        }
      </QueryState>
    </>
  );
}
