import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ErrorSummary, QueryState, formatLongDate, useApi, type Poll } from '@portal/shared';
import { pollQuery } from './get-polls';
import { PollResults } from './poll-results';
import { useVotePoll } from './vote-poll';

function VoteForm({ poll }: { poll: Poll }) {
  const vote = useVotePoll(poll.slug);
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (choice === null) return setError('Choose an option');
    setError(null);
    vote.mutate(choice);
  }
  return (
    <>
      <ErrorSummary errors={error ? [{ field: `option-${poll.options[0]?.id}`, message: error }] : []} />
      <form className="usa-form" noValidate onSubmit={onSubmit}>
        <fieldset className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}>
          <legend className="usa-legend usa-legend--large">Your choice</legend>
          {error && <span className="usa-error-message">{error}</span>}
          {poll.options.map((option) => (
            <div key={option.id} className="usa-radio">
              <input
                className="usa-radio__input usa-radio__input--tile"
                id={`option-${option.id}`}
                type="radio"
                name="option"
                value={option.id}
                checked={choice === option.id}
                onChange={() => setChoice(option.id)}
              />
              <label className="usa-radio__label" htmlFor={`option-${option.id}`}>
                {option.label}
              </label>
            </div>
          ))}
        </fieldset>
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
      <p>
        <Link to="/polls">All polls</Link>
      </p>
      <QueryState query={query} label="the poll">
        {() =>
          poll && (
            <>
              <h1>{poll.title}</h1>
              <p className="usa-intro">{poll.description}</p>
              <p className="text-base">
                {poll.status === 'upcoming' && `Voting opens ${formatLongDate(poll.opens_at)}.`}
                {poll.status === 'open' && `Voting closes ${formatLongDate(poll.closes_at)}.`}
                {poll.status === 'closed' && `Voting closed ${formatLongDate(poll.closes_at)}.`}
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
