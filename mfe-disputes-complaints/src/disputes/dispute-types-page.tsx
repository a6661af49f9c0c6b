import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { CardList, CardListItem, EmptyState, langOf, ListPage, QueryState, useApi } from '@portal/shared';

import { Rich, useText } from '../text';
import { disputeTypesQuery } from './get-disputes';

export function DisputeTypesPage() {
  const api = useApi();
  const query = useQuery(disputeTypesQuery(api));
  const t = useText();
  return (
    <ListPage
      title={t('title.disputeTypes')}
      breadcrumbs={[{ to: '/services', label: t('title.services') }]}
      lead={t('disputeTypes.intro')}
    >
      <QueryState query={query} label={t('disputeTypes.label')}>
        {() =>
          query.data && query.data.length > 0 ? (
            <CardList>
              {query.data.map((type) => (
                <CardListItem key={type.id}>
                  <h2 className="margin-top-0 font-heading-md" {...langOf(type)}>
                    {type.name}
                  </h2>
                  <p {...langOf(type)}>{type.description}</p>
                  <h3 className="font-heading-sm">{t('disputeTypes.requirements')}</h3>
                  <p {...langOf(type)}>{type.requirements}</p>
                  {type.criteria.length > 0 && (
                    <>
                      <h3 className="font-heading-sm">{t('disputeTypes.criteria')}</h3>
                      <ul className="usa-list">
                        {type.criteria.map((criterion) => (
                          <li key={criterion.id} {...langOf(criterion, type)}>
                            {criterion.question}
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                  <Link className="usa-button" to={`/disputes/${type.slug}/lodge`}>
                    <Rich id="disputeTypes.start" values={{ type: <span {...langOf(type)}>{type.name}</span> }} />
                  </Link>
                </CardListItem>
              ))}
            </CardList>
          ) : (
            <EmptyState
              title={t('disputeTypes.none.title')}
              text={t('disputeTypes.none.text')}
              action={{ to: '/contact-us', text: t('contactUs') }}
            />
          )
        }
      </QueryState>
    </ListPage>
  );
}
