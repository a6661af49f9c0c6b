import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';

import { Breadcrumbs, ErrorSummary, formatDate, QueryState, RadioGroupField, useApi } from '@portal/shared';
import type { Poll } from '@portal/shared/contracts';

import { pollQuery } from './get-polls';
import { PollResults } from './poll-results';
import { useVotePoll } from './vote-poll';

function VoteForm({ poll }: { poll: Poll }) {
  const vote = useVotePoll(poll.slug);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return setError('Choose an option');
    setError(null);
    vote.mutate(Number(choice));
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

export function PollPage() {
  const { slug = '' } = useParams();
  const api = useApi();
  const query = useQuery(pollQuery(api, slug));
  const poll = query.data;
  return (
    <>
      <Breadcrumbs trail={[{ to: '/polls', label: 'Polls' }]} current={poll?.title ?? 'Poll'} />
      <QueryState query={query} label="the poll">
        {() =>
          poll && (
            <>
              <h1>{poll.title}</h1>
              <p className="usa-intro">{poll.description}</p>
              <p className="text-base">
                {poll.status === 'upcoming' && `Voting opens ${formatDate(poll.opens_at)}.`}
                {poll.status === 'open' && `Voting closes ${formatDate(poll.closes_at)}.`}
                {poll.status === 'closed' && `Voting closed ${formatDate(poll.closes_at)}.`}
              </p>
              {poll.results_visible ? (
                <PollResults poll={poll} />
              ) : poll.status === 'open' ? (
                <VoteForm poll={poll} />
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
