import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useParams } from 'react-router';

import {
  Alert,
  Breadcrumbs,
  ConfirmationPanel,
  formatDate,
  formatNumber,
  isApiError,
  ProfileRequired,
  QueryState,
  StatusTag,
  TextBlocks,
  useApi,
} from '@portal/shared';
import { ALREADY_SIGNED } from '@portal/shared/contracts';

import { sentence } from '../sentence';
import { petitionQuery } from './get-petitions';
import { PETITION_STATUS } from './petition-status';
import { useSignPetition } from './sign-petition';
import { SignatureProgress } from './signature-progress';

/** What went wrong with a signature, in place. A second signature is no fault: the page says "You have signed". */
function SignProblem({ error }: { error: Error }) {
  if (isApiError(error) && error.message === ALREADY_SIGNED) return null;
  return (
    <Alert type="error" heading="Your signature was not added" role="alert">
      {sentence(error.message)} Try again in a moment.
    </Alert>
  );
}

export function PetitionPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(petitionQuery(api, id));
  const sign = useSignPetition(id);
  const petition = query.data;
  // Set at once, before the button is drawn disabled: the second click of a double click sends nothing.
  const sending = useRef(false);
  function onSign() {
    if (sending.current) return;
    sending.current = true;
    sign.mutate(undefined, {
      onError: () => {
        sending.current = false;
      },
    });
  }
  return (
    <>
      <Breadcrumbs trail={[{ to: '/petitions', label: 'Petitions' }]} current={petition?.title ?? 'Petition'} />
      <QueryState query={query} label="the petition">
        {() =>
          petition && (
            <>
              <h1>{petition.title}</h1>
              {sign.isSuccess && (
                <ConfirmationPanel title="You have signed this petition" focus>
                  <p>
                    Your signature is one of {formatNumber(sign.data.signature_count)}. When the petition reaches{' '}
                    {formatNumber(petition.goal)} signatures it is put on the council's agenda.
                  </p>
                </ConfirmationPanel>
              )}
              {sign.isError && <SignProblem error={sign.error} />}
              <p className="usa-intro">{petition.summary}</p>
              <div role="status" aria-live="polite">
                <SignatureProgress petition={petition} />
              </div>
              <p>
                <StatusTag tone={PETITION_STATUS[petition.status].tone}>{PETITION_STATUS[petition.status].label}</StatusTag>{' '}
                <span className="text-base-dark">
                  {petition.status === 'open' ? 'Closes' : 'Closed'} {formatDate(petition.closes_at)}
                </span>
              </p>
              {sign.isSuccess ? null : petition.has_signed ? (
                <Alert type="success" slim>
                  You have signed this petition.
                </Alert>
              ) : petition.status === 'open' ? (
                <ProfileRequired action="sign a petition">
                  <button type="button" className="usa-button" disabled={sign.isPending} onClick={onSign}>
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
