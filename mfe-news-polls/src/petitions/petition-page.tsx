import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { Alert, Breadcrumbs, formatDate, ProfileRequired, QueryState, TextBlocks, useApi } from '@portal/shared';

import { petitionQuery } from './get-petitions';
import { useSignPetition } from './sign-petition';
import { SignatureProgress } from './signature-progress';

export function PetitionPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(petitionQuery(api, id));
  const sign = useSignPetition(id);
  const petition = query.data;
  return (
    <>
      <Breadcrumbs trail={[{ to: '/petitions', label: 'Petitions' }]} current={petition?.title ?? 'Petition'} />
      <QueryState query={query} label="the petition">
        {() =>
          petition && (
            <>
              <h1>{petition.title}</h1>
              <p className="usa-intro">{petition.summary}</p>
              <div role="status" aria-live="polite">
                <SignatureProgress petition={petition} />
              </div>
              <p className="text-base">
                {petition.status === 'open' ? 'Closes' : 'Closed'} {formatDate(petition.closes_at)}
              </p>
              {petition.has_signed ? (
                <Alert type="success" slim>
                  You have signed this petition.
                </Alert>
              ) : petition.status === 'open' ? (
                <ProfileRequired action="sign a petition">
                  <button type="button" className="usa-button" disabled={sign.isPending} onClick={() => sign.mutate()}>
                    Sign this petition
                  </button>
                </ProfileRequired>
              ) : (
                <Alert type="info" slim>
                  This petition is closed.
                </Alert>
              )}
              <h2>The petition</h2>
              <TextBlocks text={petition.body} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
