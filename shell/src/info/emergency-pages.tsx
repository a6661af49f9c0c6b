import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { CardList, CardListItem, DetailPage, langOf, ListPage, QueryState, usePortal } from '@portal/shared';

import { Rich, useText } from '../text';
import { EMERGENCY_GUIDES, emergencyCategoriesQuery, emergencyCategoryQuery, emergencySubcategoryQuery } from './info-queries';
import { PhoneLink } from './phone-link';

/** `around`: the item these are part of, whose language is theirs when they do not say. */
function LinkList({
  items,
  base,
  around,
}: {
  items: { id: number; slug: string; name: string; description: string }[];
  base: string;
  around?: object;
}) {
  return (
    <CardList>
      {items.map((item) => (
        <CardListItem key={item.id} {...langOf(item, around)}>
          <h2 className="margin-top-0 font-heading-md">
            <Link to={`${base}/${item.slug}`}>{item.name}</Link>
          </h2>
          <p className="margin-bottom-0">{item.description}</p>
        </CardListItem>
      ))}
    </CardList>
  );
}

export function EmergenciesPage() {
  const { api } = usePortal();
  const query = useQuery(emergencyCategoriesQuery(api));
  const t = useText();
  return (
    <ListPage
      title={t(EMERGENCY_GUIDES)}
      lead={
        <p>
          <Rich id="emergencies.intro" values={{ phone: <PhoneLink phone="911" /> }} />
        </p>
      }
    >
      <QueryState query={query} label={t('emergencies.label')}>
        {() => <LinkList items={query.data ?? []} base="/emergencies" />}
      </QueryState>
    </ListPage>
  );
}

export function EmergencyCategoryPage() {
  const { category = '' } = useParams();
  const { api } = usePortal();
  const query = useQuery(emergencyCategoryQuery(api, category));
  const t = useText();
  const guides = t(EMERGENCY_GUIDES);
  return (
    <ListPage
      title={query.data?.name ?? guides}
      titleLang={langOf(query.data)}
      breadcrumbs={[{ to: '/emergencies', label: guides }]}
      lead={
        query.data && (
          <p className="usa-intro" {...langOf(query.data)}>
            {query.data.description}
          </p>
        )
      }
    >
      <QueryState query={query} label={t('emergencies.guide.label')}>
        {() => <LinkList items={query.data?.subcategories ?? []} base={`/emergencies/${category}`} around={query.data} />}
      </QueryState>
    </ListPage>
  );
}

export function EmergencySubcategoryPage() {
  const { category = '', subcategory = '' } = useParams();
  const { api } = usePortal();
  const query = useQuery(emergencySubcategoryQuery(api, category, subcategory));
  const data = query.data;
  const t = useText();
  const guides = t(EMERGENCY_GUIDES);
  return (
    <DetailPage
      title={data?.name ?? guides}
      titleLang={langOf(data)}
      breadcrumbs={[
        { to: '/emergencies', label: guides },
        { to: `/emergencies/${category}`, label: data?.category.name ?? guides },
      ]}
      lead={
        data && (
          <p className="usa-intro" {...langOf(data)}>
            {data.description}
          </p>
        )
      }
    >
      <QueryState query={query} label={t('emergencies.guide.label')}>
        {() => (
          <>
            <h2>{t('emergencies.options')}</h2>
            <CardList>
              {data?.options.map((option) => (
                <CardListItem key={option.id}>
                  <h3 className="margin-top-0" {...langOf(option, data)}>
                    {option.name}
                  </h3>
                  <p {...langOf(option, data)}>{option.description}</p>
                  {option.phone && (
                    <p className="margin-bottom-0">
                      <Rich
                        id="emergencies.option.call"
                        values={{
                          phone: <PhoneLink phone={option.phone} label={t('common.call', { name: option.name, phone: option.phone })} />,
                        }}
                      />
                    </p>
                  )}
                  {option.url && (
                    <p className="margin-bottom-0">
                      <a href={option.url} target="_blank" rel="noopener noreferrer">
                        <Rich
                          id="emergencies.option.more"
                          values={{ name: <span {...langOf(option, data)}>{option.name}</span> }}
                          components={{ 0: <span className="usa-sr-only" /> }}
                        />
                      </a>
                    </p>
                  )}
                </CardListItem>
              ))}
            </CardList>
          </>
        )}
      </QueryState>
    </DetailPage>
  );
}
