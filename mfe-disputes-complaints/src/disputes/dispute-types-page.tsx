import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { Breadcrumbs, EmptyState, QueryState, useApi } from '@portal/shared';

import { disputeTypesQuery } from './get-disputes';

export function DisputeTypesPage() {
  const api = useApi();
  const query = useQuery(disputeTypesQuery(api));
  return (
    <>
      <Breadcrumbs trail={[{ to: '/services', label: 'Services' }]} current="Dispute a bill" />
      <h1>Dispute a bill</h1>
      <p className="usa-intro">If you think a bill or charge is wrong, tell us why. Choose what you want to dispute.</p>
      <QueryState query={query} label="the kinds of dispute">
        {() =>
          query.data && query.data.length > 0 ? (
            <ul className="portal-card-list">
              {query.data.map((type) => (
                <li key={type.id} className="border-1px border-base-lighter padding-2 radius-md">
                  <h2 className="margin-top-0 font-heading-md">{type.name}</h2>
                  <p>{type.description}</p>
                  <h3 className="font-heading-sm">What you will need</h3>
                  <p>{type.requirements}</p>
                  {type.criteria.length > 0 && (
                    <>
                      <h3 className="font-heading-sm">We will ask you</h3>
                      <ul className="usa-list">
                        {type.criteria.map((criterion) => (
                          <li key={criterion.id}>{criterion.question}</li>
                        ))}
                      </ul>
                    </>
                  )}
                  <Link className="usa-button" to={`/disputes/${type.slug}/lodge`}>
                    Dispute: {type.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              title="No disputes can be lodged online yet"
              text="Until then, write to us about a bill you think is wrong."
              action={{ to: '/contact-us', text: 'Contact us' }}
            />
          )
        }
      </QueryState>
    </>
  );
}
