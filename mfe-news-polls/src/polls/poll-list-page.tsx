import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { CardList, CardListItem, EmptyState, formatDate, langOf, ListPage, QueryState, StatusTag, useApi } from '@portal/shared';

import { useText } from '../text';
import { pollListQuery } from './get-polls';
import { POLL_STATUS } from './poll-status';

/** The page's three sections, by status: each text a message id, and the date its line names. */
const SECTIONS = [
  {
    status: 'open',
    title: 'polls.open.heading',
    empty: 'polls.open.none.title',
    text: 'polls.open.none.text',
    when: 'polls.open.when',
    date: 'closes_at',
  },
  {
    status: 'upcoming',
    title: 'polls.upcoming.heading',
    empty: 'polls.upcoming.none.title',
    text: 'polls.upcoming.none.text',
    when: 'polls.upcoming.when',
    date: 'opens_at',
  },
  {
    status: 'closed',
    title: 'polls.closed.heading',
    empty: 'polls.closed.none.title',
    text: 'polls.closed.none.text',
    when: 'polls.closed.when',
    date: 'closes_at',
  },
] as const;

export function PollListPage() {
  const api = useApi();
  const query = useQuery(pollListQuery(api));
  const t = useText();
  return (
    <ListPage title={t('title.polls')} lead={t('polls.intro')}>
      <QueryState query={query} label={t('polls.label')}>
        {() =>
          SECTIONS.map((section) => {
            const polls = (query.data ?? []).filter((poll) => poll.status === section.status);
            return (
              <section key={section.status} aria-labelledby={`polls-${section.status}`}>
                <h2 id={`polls-${section.status}`}>{t(section.title)}</h2>
                {polls.length === 0 ? (
                  <EmptyState title={t(section.empty)} text={t(section.text)} headingLevel={3} />
                ) : (
                  <CardList>
                    {polls.map((poll) => (
                      <CardListItem key={poll.id}>
                        <h3 className="margin-top-0" {...langOf(poll)}>
                          <Link to={`/polls/${poll.slug}`}>{poll.title}</Link>
                        </h3>
                        <p {...langOf(poll)}>{poll.description}</p>
                        <p className="margin-bottom-0">
                          <StatusTag tone={POLL_STATUS[poll.status].tone}>{t(POLL_STATUS[poll.status].label)}</StatusTag>{' '}
                          <span className="text-base-dark">{t(section.when, { date: formatDate(poll[section.date]) })}</span>
                          {poll.my_option_id !== null && (
                            <>
                              {' '}
                              <StatusTag tone="info">{t('polls.voted')}</StatusTag>
                            </>
                          )}
                        </p>
                      </CardListItem>
                    ))}
                  </CardList>
                )}
              </section>
            );
          })
        }
      </QueryState>
    </ListPage>
  );
}
