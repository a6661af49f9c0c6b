import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { Breadcrumbs, formatDate, organizationQuery, QueryState, SummaryList, useApi } from '@portal/shared';
import type { Legislation } from '@portal/shared/contracts';

import { legislationItemQuery } from './get-legislation';
import { KIND_LABELS } from './kinds';

/** Where the full text is: the published document, or the municipality's office, which keeps it. */
function FullText({ item }: { item: Legislation }) {
  const api = useApi();
  const organization = useQuery({ ...organizationQuery(api), enabled: !item.document_url });
  if (item.document_url) {
    return (
      <a href={item.document_url}>
        Read the full text of {item.number}
        <span className="usa-sr-only">: {item.title}</span>
      </a>
    );
  }
  const office = organization.data;
  return (
    <>
      Not published online. Ask {office?.name ?? 'the municipality'} for a copy
      {office?.phone || office?.email ? ': ' : '.'}
      {office?.phone && <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>}
      {office?.phone && office.email && ' or '}
      {office?.email && <a href={`mailto:${office.email}`}>{office.email}</a>}
      {(office?.phone || office?.email) && '.'}
    </>
  );
}

/** One ordinance, resolution or bylaw: what it does, its number and date, and where to read it in full. */
export function LegislationItemPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(legislationItemQuery(api, id));
  const item = query.data;
  return (
    <>
      <Breadcrumbs trail={[{ to: '/legislation', label: 'Legislation' }]} current={item?.title ?? 'Legislation'} />
      <QueryState query={query} label="the legislation">
        {() =>
          item && (
            <>
              <h1>{item.title}</h1>
              <p className="usa-intro">{item.summary}</p>
              <SummaryList
                rows={[
                  { label: 'Number', value: item.number },
                  { label: 'Kind', value: KIND_LABELS[item.kind] },
                  { label: 'Adopted', value: formatDate(item.adopted_on) },
                  { label: 'Full text', value: <FullText item={item} /> },
                ]}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
