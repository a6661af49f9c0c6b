import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';

import {
  Alert,
  Breadcrumbs,
  ConfirmationPanel,
  ErrorSummary,
  formatDate,
  isApiError,
  QueryState,
  RadioGroupField,
  StatusTag,
  useApi,
} from '@portal/shared';
import { ALREADY_VOTED, type Poll } from '@portal/shared/contracts';

import { sentence } from '../sentence';
import { pollQuery } from './get-polls';
import { PollResults } from './poll-results';
import { POLL_STATUS } from './poll-status';
import { useVotePoll } from './vote-poll';

export const CHOOSE_AN_OPTION = 'Choose one of the options.';

function VoteForm({ poll, vote }: { poll: Poll; vote: ReturnType<typeof useVotePoll> }) {
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Set at once, before the button is drawn disabled: the second click of a double click sends nothing.
  const sending = useRef(false);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return setError(CHOOSE_AN_OPTION);
    setError(null);
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
          legend="Your choice"
          tile
          options={poll.options.map((option) => ({ value: String(option.id), label: option.label }))}
          value={choice}
          onChange={(value) => {
            // The summary goes once the error is put right, not under the pointer of a second click on Vote.
            setChoice(value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <button type="submit" className="usa-button" disabled={vote.isPending}>
          Vote
        </button>
      </form>
    </>
  );
}

/** What went wrong with a vote, in place: a second vote is no fault, the results show the first. */
function VoteProblem({ error }: { error: Error }) {
  if (isApiError(error) && error.message === ALREADY_VOTED) {
    return (
      <Alert type="info" slim role="status">
        {ALREADY_VOTED} Your vote is marked in the results.
      </Alert>
    );
  }
  return (
    <Alert type="error" heading="Your vote was not counted" role="alert">
      {sentence(error.message)} Try again in a moment.
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
  return (
    <>
      <Breadcrumbs trail={[{ to: '/polls', label: 'Polls' }]} current={poll?.title ?? 'Poll'} />
      <QueryState query={query} label="the poll">
        {() =>
          poll && (
            <>
              <h1>{poll.title}</h1>
              {chosen && <ConfirmationPanel title="Your vote is counted" referenceLabel="You voted for" reference={chosen.label} focus />}
              {vote.isError && <VoteProblem error={vote.error} />}
              <p className="usa-intro">{poll.description}</p>
              <p>
                <StatusTag tone={POLL_STATUS[poll.status].tone}>{POLL_STATUS[poll.status].label}</StatusTag>{' '}
                <span className="text-base-dark">
                  {poll.status === 'upcoming' && `Voting opens ${formatDate(poll.opens_at)}.`}
                  {poll.status === 'open' && `Voting closes ${formatDate(poll.closes_at)}.`}
                  {poll.status === 'closed' && `Voting closed ${formatDate(poll.closes_at)}.`}
                </span>
              </p>
              {poll.results_visible ? (
                <PollResults poll={poll} />
              ) : poll.status === 'open' ? (
                <VoteForm poll={poll} vote={vote} />
              ) : (
                <p>Results are shown once voting has closed.</p>
              )}
            </>
          )
        }
      </QueryState>
    </>
  );
}
