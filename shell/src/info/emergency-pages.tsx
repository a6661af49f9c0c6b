import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { Breadcrumbs, QueryState, usePortal } from '@portal/shared';

import { EMERGENCY_GUIDES, emergencyCategoriesQuery, emergencyCategoryQuery, emergencySubcategoryQuery } from './info-queries';
import { PhoneLink } from './phone-link';

function LinkList({ items, base }: { items: { id: number; slug: string; name: string; description: string }[]; base: string }) {
  return (
    <ul className="portal-card-list">
      {items.map((item) => (
        <li key={item.id} className="border-1px border-base-lighter padding-2 radius-md">
          <h2 className="margin-top-0 font-heading-md">
            <Link to={`${base}/${item.slug}`}>{item.name}</Link>
          </h2>
          <p className="margin-bottom-0">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function EmergenciesPage() {
  const { api } = usePortal();
  const query = useQuery(emergencyCategoriesQuery(api));
  return (
    <>
      <h1>{EMERGENCY_GUIDES}</h1>
      <p>
        If someone is in danger, call <PhoneLink phone="911" /> now. For other urgent problems, choose what is happening.
      </p>
      <QueryState query={query} label="the emergency guides">
        {() => <LinkList items={query.data ?? []} base="/emergencies" />}
      </QueryState>
    </>
  );
}

export function EmergencyCategoryPage() {
  const { category = '' } = useParams();
  const { api } = usePortal();
  const query = useQuery(emergencyCategoryQuery(api, category));
  return (
    <>
      <Breadcrumbs trail={[{ to: '/emergencies', label: EMERGENCY_GUIDES }]} current={query.data?.name ?? EMERGENCY_GUIDES} />
      <h1>{query.data?.name ?? EMERGENCY_GUIDES}</h1>
      <QueryState query={query} label="this emergency guide">
        {() => (
          <>
            <p className="usa-intro">{query.data?.description}</p>
            <LinkList items={query.data?.subcategories ?? []} base={`/emergencies/${category}`} />
          </>
        )}
      </QueryState>
    </>
  );
}

export function EmergencySubcategoryPage() {
  const { category = '', subcategory = '' } = useParams();
  const { api } = usePortal();
  const query = useQuery(emergencySubcategoryQuery(api, category, subcategory));
  const data = query.data;
  return (
    <>
      <Breadcrumbs
        trail={[
          { to: '/emergencies', label: EMERGENCY_GUIDES },
          { to: `/emergencies/${category}`, label: data?.category.name ?? EMERGENCY_GUIDES },
        ]}
        current={data?.name ?? EMERGENCY_GUIDES}
      />
      <h1>{data?.name ?? EMERGENCY_GUIDES}</h1>
      <QueryState query={query} label="this emergency guide">
        {() => (
          <>
            <p className="usa-intro">{data?.description}</p>
            <h2>What you can do</h2>
            <ul className="portal-card-list">
              {data?.options.map((option) => (
                <li key={option.id} className="border-1px border-base-lighter padding-2 radius-md">
                  <h3 className="margin-top-0">{option.name}</h3>
                  <p>{option.description}</p>
                  {option.phone && (
                    <p className="margin-bottom-0">
                      Call <PhoneLink phone={option.phone} label={`Call ${option.name}: ${option.phone}`} />
                    </p>
                  )}
                  {option.url && (
                    <p className="margin-bottom-0">
                      <a href={option.url} target="_blank" rel="noopener noreferrer">
                        More information<span className="usa-sr-only"> about {option.name} (opens in a new tab)</span>
                      </a>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </>
  );
}
