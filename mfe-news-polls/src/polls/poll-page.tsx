import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';

import {
  Alert,
  ConfirmationPanel,
  DetailPage,
  ErrorSummary,
  formatDate,
  isApiError,
  langOf,
  QueryState,
  RadioGroupField,
  StatusTag,
  useApi,
} from '@portal/shared';
import type { Poll } from '@portal/shared/contracts';

import { sentence } from '../sentence';
import { useText } from '../text';
import { pollQuery } from './get-polls';
import { PollResults } from './poll-results';
import { POLL_STATUS } from './poll-status';
import { useVotePoll } from './vote-poll';

function VoteForm({ poll, vote }: { poll: Poll; vote: ReturnType<typeof useVotePoll> }) {
  const [choice, setChoice] = useState('');
  const [missing, setMissing] = useState(false);
  const t = useText();
  const error = missing ? t('poll.vote.choose') : null;
  // Set at once, before the button is drawn disabled: the second click of a double click sends nothing.
  const sending = useRef(false);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return setMissing(true);
    setMissing(false);
    if (sending.current) return;
    sending.current = true;
    vote.mutate(Number(choice), {
      onError: () => {
        sending.current = false;
      },
    });
  }
  return (
    <>
      <ErrorSummary errors={error ? [{ field: 'option', message: error }] : []} />
      <form className="usa-form" noValidate onSubmit={onSubmit}>
        <RadioGroupField
          name="option"
          legend={t('poll.vote.legend')}
          tile
          options={poll.options.map((option) => ({ value: String(option.id), label: option.label, ...langOf(option, poll) }))}
          value={choice}
          onChange={(value) => {
            // The summary goes once the error is put right, not under the pointer of a second click on Vote.
            setChoice(value);
            setMissing(false);
          }}
          error={error ?? undefined}
        />
        <button type="submit" className="usa-button" disabled={vote.isPending}>
          {t('poll.vote.button')}
        </button>
      </form>
    </>
  );
}

/**
 * What went wrong with a vote, in place: a second vote (known by its code, in any language) is no
 * fault, the results show the first.
 */
function VoteProblem({ error }: { error: Error }) {
  const t = useText();
  if (isApiError(error) && error.code === 'poll.alreadyVoted') {
    return (
      <Alert type="info" slim role="status">
        {t('poll.vote.already')}
      </Alert>
    );
  }
  return (
    <Alert type="error" heading={t('poll.vote.failed.heading')} role="alert">
      {t('poll.vote.failed.text', { problem: sentence(error.message) })}
    </Alert>
  );
}

export function PollPage() {
  const { slug = '' } = useParams();
  const api = useApi();
  const query = useQuery(pollQuery(api, slug));
  const vote = useVotePoll(slug);
  const poll = query.data;
  const chosen = vote.isSuccess ? vote.data.options.find((option) => option.id === vote.variables) : undefined;
  const t = useText();
  return (
    <DetailPage
      title={poll?.title ?? t('title.poll')}
      titleLang={langOf(poll)}
      breadcrumbs={[{ to: '/polls', label: t('title.polls') }]}
      notice={
        poll && (
          <>
            {chosen && (
              <ConfirmationPanel title={t('poll.voted.title')} referenceLabel={t('poll.voted.reference')} reference={chosen.label} focus />
            )}
            {vote.isError && <VoteProblem error={vote.error} />}
          </>
        )
      }
      lead={
        poll && (
          <p className="usa-intro" {...langOf(poll)}>
            {poll.description}
          </p>
        )
      }
    >
      <QueryState query={query} label={t('poll.label')}>
        {() =>
          poll && (
            <>
              <p>
                <StatusTag tone={POLL_STATUS[poll.status].tone}>{t(POLL_STATUS[poll.status].label)}</StatusTag>{' '}
                <span className="text-base-dark">
                  {poll.status === 'upcoming' && t('poll.opens', { date: formatDate(poll.opens_at) })}
                  {poll.status === 'open' && t('poll.closes', { date: formatDate(poll.closes_at) })}
                  {poll.status === 'closed' && t('poll.closed', { date: formatDate(poll.closes_at) })}
                </span>
              </p>
              {poll.results_visible ? (
                <PollResults poll={poll} />
              ) : poll.status === 'open' ? (
                <VoteForm poll={poll} vote={vote} />
              ) : (
                <p>{t('poll.results.later')}</p>
              )}
            </>
          )
        }
      </QueryState>
    </DetailPage>
  );
}
