import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { EmptyState, formatDate, QueryState, StatusTag, useApi } from '@portal/shared';
import type { Poll } from '@portal/shared/contracts';

import { pollListQuery } from './get-polls';
import { POLL_STATUS } from './poll-status';

const SECTIONS = [
  {
    status: 'open',
    title: 'Open polls',
    empty: 'No polls are open right now',
    text: 'New polls are announced in the news.',
    when: (poll: Poll) => `Closes ${formatDate(poll.closes_at)}`,
  },
  {
    status: 'upcoming',
    title: 'Upcoming polls',
    empty: 'No polls are coming up',
    text: 'Polls appear here before voting opens.',
    when: (poll: Poll) => `Opens ${formatDate(poll.opens_at)}`,
  },
  {
    status: 'closed',
    title: 'Closed polls',
    empty: 'No polls have closed yet',
    text: 'The results of past polls will be kept here.',
    when: (poll: Poll) => `Closed ${formatDate(poll.closes_at)}`,
  },
] as const;

export function PollListPage() {
  const api = useApi();
  const query = useQuery(pollListQuery(api));
  return (
    <>
      <h1>Polls</h1>
      <p className="usa-intro">Tell the council what you think. You can vote once in each poll.</p>
      <QueryState query={query} label="the polls">
        {() =>
          SECTIONS.map((section) => {
            const polls = (query.data ?? []).filter((poll) => poll.status === section.status);
            return (
              <section key={section.status} aria-labelledby={`polls-${section.status}`}>
                <h2 id={`polls-${section.status}`}>{section.title}</h2>
                {polls.length === 0 ? (
                  <EmptyState title={section.empty} text={section.text} headingLevel={3} />
                ) : (
                  <ul className="portal-card-list">
                    {polls.map((poll) => (
                      <li key={poll.id} className="border-1px border-base-lighter padding-2 radius-md">
                        <h3 className="margin-top-0">
                          <Link to={`/polls/${poll.slug}`}>{poll.title}</Link>
                        </h3>
                        <p>{poll.description}</p>
                        <p className="margin-bottom-0">
                          <StatusTag tone={POLL_STATUS[poll.status].tone}>{POLL_STATUS[poll.status].label}</StatusTag>{' '}
                          <span className="text-base-dark">{section.when(poll)}</span>
                          {poll.my_option_id !== null && (
                            <>
                              {' '}
                              <StatusTag tone="info">You voted</StatusTag>
                            </>
                          )}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        }
      </QueryState>
    </>
  );
}
