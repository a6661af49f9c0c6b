import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { CardList, CardListItem, EmptyState, formatDate, langOf, ListPage, QueryState, StatusTag, useApi } from '@portal/shared';

import { useText } from '../text';
import { petitionListQuery } from './get-petitions';
import { PETITION_STATUS } from './petition-status';
import { SignatureProgress } from './signature-progress';

export function PetitionListPage() {
  const api = useApi();
  const query = useQuery(petitionListQuery(api));
  const t = useText();
  return (
    <ListPage title={t('title.petitions')} lead={t('petitions.intro')}>
      <QueryState query={query} label={t('petitions.label')}>
        {() =>
          query.data && query.data.length > 0 ? (
            <CardList>
              {query.data.map((petition) => (
                <CardListItem key={petition.id}>
                  <h2 className="margin-top-0 font-heading-md" {...langOf(petition)}>
                    <Link to={`/petitions/${petition.id}`}>{petition.title}</Link>
                  </h2>
                  <p {...langOf(petition)}>{petition.summary}</p>
                  <SignatureProgress petition={petition} />
                  <p className="margin-bottom-0">
                    <StatusTag tone={PETITION_STATUS[petition.status].tone}>{t(PETITION_STATUS[petition.status].label)}</StatusTag>{' '}
                    <span className="text-base-dark">
                      {t(petition.status === 'open' ? 'petition.closes' : 'petition.closed', { date: formatDate(petition.closes_at) })}
                    </span>
                    {petition.has_signed && (
                      <>
                        {' '}
                        <StatusTag tone="info">{t('petitions.signed')}</StatusTag>
                      </>
                    )}
                  </p>
                </CardListItem>
              ))}
            </CardList>
          ) : (
            <EmptyState title={t('petitions.none.title')} text={t('petitions.none.text')} />
          )
        }
      </QueryState>
    </ListPage>
  );
}
