import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { DataTable, EmptyState, formatDate, langOf, ListPage, QueryState, useApi } from '@portal/shared';

import { useText } from '../text';
import { legislationQuery } from './get-legislation';
import { KIND_LABELS } from './kinds';

export function LegislationPage() {
  const api = useApi();
  const query = useQuery(legislationQuery(api));
  const t = useText();
  return (
    <ListPage title={t('title.legislation')} lead={t('legislation.intro')}>
      <QueryState query={query} label={t('legislation.label')}>
        {() =>
          query.data && query.data.length > 0 ? (
            <DataTable
              caption={t('legislation.caption')}
              rows={query.data}
              rowKey={(item) => item.id}
              columns={[
                {
                  header: t('legislation.field.title'),
                  cell: (item) => (
                    <span {...langOf(item)}>
                      <Link to={`/legislation/${item.id}`}>{item.title}</Link>
                      <br />
                      <span className="text-base text-normal">{item.summary}</span>
                    </span>
                  ),
                },
                { header: t('legislation.field.number'), cell: (item) => <span className="text-no-wrap">{item.number}</span> },
                { header: t('legislation.field.kind'), cell: (item) => t(KIND_LABELS[item.kind]) },
                {
                  header: t('legislation.field.adopted'),
                  cell: (item) => <span className="text-no-wrap">{formatDate(item.adopted_on)}</span>,
                },
              ]}
            />
          ) : (
            <EmptyState title={t('legislation.none.title')} text={t('legislation.none.text')} />
          )
        }
      </QueryState>
    </ListPage>
  );
}
