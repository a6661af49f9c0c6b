import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { EmptyState, formatDate, QueryState, StatusTag, useApi } from '@portal/shared';

import { petitionListQuery } from './get-petitions';
import { PETITION_STATUS } from './petition-status';
import { SignatureProgress } from './signature-progress';

export function PetitionListPage() {
  const api = useApi();
  const query = useQuery(petitionListQuery(api));
  return (
    <>
      <h1>Petitions</h1>
      <p className="usa-intro">Ask the council to act. A petition that reaches its goal is put on the council's agenda.</p>
      <QueryState query={query} label="the petitions">
        {() =>
          query.data && query.data.length > 0 ? (
            <ul className="portal-card-list">
              {query.data.map((petition) => (
                <li key={petition.id} className="border-1px border-base-lighter padding-2 radius-md">
                  <h2 className="margin-top-0 font-heading-md">
                    <Link to={`/petitions/${petition.id}`}>{petition.title}</Link>
                  </h2>
                  <p>{petition.summary}</p>
                  <SignatureProgress petition={petition} />
                  <p className="margin-bottom-0">
                    <StatusTag tone={PETITION_STATUS[petition.status].tone}>{PETITION_STATUS[petition.status].label}</StatusTag>{' '}
                    <span className="text-base-dark">
                      {petition.status === 'open' ? 'Closes' : 'Closed'} {formatDate(petition.closes_at)}
                    </span>
                    {petition.has_signed && (
                      <>
                        {' '}
                        <StatusTag tone="info">You signed</StatusTag>
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No petitions yet" text="Petitions to the council will appear here." />
          )
        }
      </QueryState>
    </>
  );
}
