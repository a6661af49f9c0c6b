import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { CardList, CardListItem, EmptyState, QueryState, useLabels, usePortal } from '@portal/shared';

import { useText } from '../text';
import { propertiesQuery } from './account-queries';

export function PropertiesList() {
  const { api } = usePortal();
  const query = useQuery(propertiesQuery(api));
  const t = useText();
  const label = useLabels();
  return (
    <>
      <p>
        <Link className="usa-button" to="/users/properties/create">
          {t('properties.add')}
        </Link>
      </p>
      <QueryState query={query} label={t('properties.label')}>
        {() =>
          query.data && query.data.length > 0 ? (
            <CardList>
              {query.data.map((property) => (
                <CardListItem key={property.id}>
                  <h2 className="margin-top-0">
                    <Link to={`/users/properties/${property.id}`}>{property.address_line1}</Link>
                  </h2>
                  <p className="margin-bottom-0">
                    {[property.address_line2, property.suburb, property.town, property.postal_code].filter(Boolean).join(', ')}
                    <br />
                    {label('ownership', property.ownership)}
                  </p>
                </CardListItem>
              ))}
            </CardList>
          ) : (
            <EmptyState title={t('properties.none.title')} text={t('properties.none.text')} />
          )
        }
      </QueryState>
    </>
  );
}
