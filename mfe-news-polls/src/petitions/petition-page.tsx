import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useParams } from 'react-router';

import {
  Alert,
  ConfirmationPanel,
  DetailPage,
  formatDate,
  formatNumber,
  isApiError,
  langOf,
  ProfileRequired,
  QueryState,
  StatusTag,
  TextBlocks,
  useApi,
} from '@portal/shared';

import { sentence } from '../sentence';
import { useText } from '../text';
import { petitionQuery } from './get-petitions';
import { PETITION_STATUS } from './petition-status';
import { useSignPetition } from './sign-petition';
import { SignatureProgress } from './signature-progress';

/**
 * What went wrong with a signature, in place. A second signature (known by its code, in any
 * language) is no fault: the page says "You have signed".
 */
function SignProblem({ error }: { error: Error }) {
  const t = useText();
  if (isApiError(error) && error.code === 'petition.alreadySigned') return null;
  return (
    <Alert type="error" heading={t('petition.sign.failed.heading')} role="alert">
      {t('petition.sign.failed.text', { problem: sentence(error.message) })}
    </Alert>
  );
}

export function PetitionPage() {
  const id = Number(useParams().id);
  const api = useApi();
  const query = useQuery(petitionQuery(api, id));
  const sign = useSignPetition(id);
  const petition = query.data;
  const t = useText();
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
    <DetailPage
      title={petition?.title ?? t('title.petition')}
      titleLang={langOf(petition)}
      breadcrumbs={[{ to: '/petitions', label: t('title.petitions') }]}
      notice={
        petition && (
          <>
            {sign.isSuccess && (
              <ConfirmationPanel title={t('petition.signed.title')} focus>
                <p>{t('petition.signed.text', { count: formatNumber(sign.data.signature_count), goal: petition.goal })}</p>
              </ConfirmationPanel>
            )}
            {sign.isError && <SignProblem error={sign.error} />}
          </>
        )
      }
      lead={
        petition && (
          <p className="usa-intro" {...langOf(petition)}>
            {petition.summary}
          </p>
        )
      }
    >
      <QueryState query={query} label={t('petition.label')}>
        {() =>
          petition && (
            <>
              <div role="status" aria-live="polite">
                <SignatureProgress petition={petition} />
              </div>
              <p>
                <StatusTag tone={PETITION_STATUS[petition.status].tone}>{t(PETITION_STATUS[petition.status].label)}</StatusTag>{' '}
                <span className="text-base-dark">
                  {t(petition.status === 'open' ? 'petition.closes' : 'petition.closed', { date: formatDate(petition.closes_at) })}
                </span>
              </p>
              {sign.isSuccess ? null : petition.has_signed ? (
                <Alert type="success" slim>
                  {t('petition.signed.already')}
                </Alert>
              ) : petition.status === 'open' ? (
                <ProfileRequired action={t('petition.sign.action')}>
                  <button type="button" className="usa-button" disabled={sign.isPending} onClick={onSign}>
                    {t('petition.sign.button')}
                  </button>
                </ProfileRequired>
              ) : (
                <Alert type="info" slim>
                  {t('petition.isClosed')}
                </Alert>
              )}
              <h2>{t('petition.body.heading')}</h2>
              <TextBlocks text={petition.body} {...langOf(petition)} />
            </>
          )
        }
      </QueryState>
    </DetailPage>
  );
}
