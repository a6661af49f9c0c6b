import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { QueryState, StatusTag, useApi } from '@portal/shared';

import { petitionListQuery } from '../petitions/get-petitions';
import { pollListQuery } from './get-polls';

/** Open polls and petitions for the home page. */
export function OpenEngagementWidget() {
  const api = useApi();
  const polls = useQuery(pollListQuery(api));
  const petitions = useQuery(petitionListQuery(api));
  const openPolls = (polls.data ?? []).filter((poll) => poll.status === 'open').slice(0, 3);
  const openPetitions = (petitions.data ?? []).filter((petition) => petition.status === 'open').slice(0, 3);
  return (
    <QueryState query={polls.isError ? polls : petitions} label="open polls and petitions">
      {() => (
        <>
          <ul className="usa-list usa-list--unstyled">
            {openPolls.map((poll) => (
              <li key={`poll-${poll.id}`} className="margin-bottom-1">
                Poll: <Link to={`/polls/${poll.slug}`}>{poll.title}</Link>
                {poll.my_option_id !== null && (
                  <>
                    {' '}
                    <StatusTag tone="info">You voted</StatusTag>
                  </>
                )}
              </li>
            ))}
            {openPetitions.map((petition) => (
              <li key={`petition-${petition.id}`} className="margin-bottom-1">
                Petition: <Link to={`/petitions/${petition.id}`}>{petition.title}</Link>
                {petition.has_signed && (
                  <>
                    {' '}
                    <StatusTag tone="info">You signed</StatusTag>
                  </>
                )}
              </li>
            ))}
          </ul>
          {openPolls.length + openPetitions.length === 0 && <p>Nothing is open for a vote or a signature right now.</p>}
          <Link to="/polls">All polls</Link> · <Link to="/petitions">All petitions</Link>
        </>
      )}
    </QueryState>
  );
}
