import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { langOf, QueryState, StatusTag, useApi } from '@portal/shared';

import { petitionListQuery } from '../petitions/get-petitions';
import { Rich, useText } from '../text';
import { pollListQuery } from './get-polls';

/** Open polls and petitions for the home page. */
export function OpenEngagementWidget() {
  const api = useApi();
  const polls = useQuery(pollListQuery(api));
  const petitions = useQuery(petitionListQuery(api));
  const openPolls = (polls.data ?? []).filter((poll) => poll.status === 'open').slice(0, 3);
  const openPetitions = (petitions.data ?? []).filter((petition) => petition.status === 'open').slice(0, 3);
  const t = useText();
  return (
    <QueryState query={polls.isError ? polls : petitions} label={t('engagement.label')}>
      {() => (
        <>
          <ul className="usa-list usa-list--unstyled">
            {openPolls.map((poll) => (
              <li key={`poll-${poll.id}`} className="margin-bottom-1">
                <Rich
                  id="engagement.poll"
                  values={{ title: <span {...langOf(poll)}>{poll.title}</span> }}
                  components={{ 0: <Link to={`/polls/${poll.slug}`} /> }}
                />
                {poll.my_option_id !== null && (
                  <>
                    {' '}
                    <StatusTag tone="info">{t('polls.voted')}</StatusTag>
                  </>
                )}
              </li>
            ))}
            {openPetitions.map((petition) => (
              <li key={`petition-${petition.id}`} className="margin-bottom-1">
                <Rich
                  id="engagement.petition"
                  values={{ title: <span {...langOf(petition)}>{petition.title}</span> }}
                  components={{ 0: <Link to={`/petitions/${petition.id}`} /> }}
                />
                {petition.has_signed && (
                  <>
                    {' '}
                    <StatusTag tone="info">{t('petitions.signed')}</StatusTag>
                  </>
                )}
              </li>
            ))}
          </ul>
          {openPolls.length + openPetitions.length === 0 && <p>{t('engagement.none')}</p>}
          <Link to="/polls">{t('engagement.allPolls')}</Link> · <Link to="/petitions">{t('engagement.allPetitions')}</Link>
        </>
      )}
    </QueryState>
  );
}
