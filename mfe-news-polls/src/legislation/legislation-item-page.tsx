import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { DetailPage, formatDate, langOf, organizationQuery, QueryState, SummaryList, useApi } from '@portal/shared';
import type { Legislation } from '@portal/shared/contracts';

import { Rich, useText } from '../text';
import { legislationItemQuery } from './get-legislation';
import { KIND_LABELS } from './kinds';

/** Where the full text is: the published document, or the municipality's office, which keeps it. */
function FullText({ item }: { item: Legislation }) {
  const api = useApi();
  const organization = useQuery({ ...organizationQuery(api), enabled: !item.document_url });
  const t = useText();
  if (item.document_url) {
    return (
      <a href={item.document_url}>
        <Rich
          id="legislation.fullText.link"
          values={{ number: <>{item.number}</>, title: <span {...langOf(item)}>{item.title}</span> }}
          components={{ 0: <span className="usa-sr-only" /> }}
        />
      </a>
    );
  }
  const office = organization.data;
  if (!office) return <>{t('legislation.fullText.askMunicipality')}</>;
  const contact = office.phone && office.email ? 'both' : office.phone ? 'phone' : office.email ? 'email' : 'none';
  return (
    <Rich
      id="legislation.fullText.ask"
      values={{ office: <>{office.name}</>, contact, phone: <>{office.phone}</>, email: <>{office.email}</> }}
      components={{
        0: <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} />,
        1: <a href={`mailto:${office.email}`} />,
      }}
    />
  );
}

/** One ordinance, resolution or bylaw: what it does, its number and date, and where to read it in full. */
export function LegislationItemPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(legislationItemQuery(api, id));
  const item = query.data;
  const t = useText();
  return (
    <DetailPage
      title={item?.title ?? t('title.legislation')}
      titleLang={langOf(item)}
      breadcrumbs={[{ to: '/legislation', label: t('title.legislation') }]}
      lead={
        item && (
          <p className="usa-intro" {...langOf(item)}>
            {item.summary}
          </p>
        )
      }
    >
      <QueryState query={query} label={t('legislation.label')}>
        {() =>
          item && (
            <SummaryList
              rows={[
                { label: t('legislation.field.number'), value: item.number },
                { label: t('legislation.field.kind'), value: t(KIND_LABELS[item.kind]) },
                { label: t('legislation.field.adopted'), value: formatDate(item.adopted_on) },
                { label: t('legislation.field.fullText'), value: <FullText item={item} /> },
              ]}
            />
          )
        }
      </QueryState>
    </DetailPage>
  );
}
