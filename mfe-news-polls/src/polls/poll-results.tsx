import { formatNumber, langOf, StatusTag } from '@portal/shared';
import type { Poll } from '@portal/shared/contracts';

import { useText } from '../text';

/** Results as a bar chart that is also a readable list: counts and percentages in text. */
export function PollResults({ poll }: { poll: Poll }) {
  const total = poll.total_votes ?? 0;
  const t = useText();
  return (
    <figure className="margin-x-0">
      <figcaption className="text-bold margin-bottom-1">{t('poll.results.caption', { total })}</figcaption>
      <ul className="usa-list usa-list--unstyled">
        {poll.options.map((option) => {
          const votes = option.votes ?? 0;
          const percent = total > 0 ? Math.round((votes / total) * 100) : 0;
          return (
            <li key={option.id} className="margin-bottom-2">
              <div className="display-flex flex-justify flex-align-start">
                <span>
                  <span {...langOf(option, poll)}>{option.label}</span>
                  {poll.my_option_id === option.id && (
                    <StatusTag tone="info" className="margin-left-1">
                      {t('poll.results.yours')}
                    </StatusTag>
                  )}
                </span>
                <span className="margin-left-2 text-no-wrap">{t('poll.results.option', { votes: formatNumber(votes), percent })}</span>
              </div>
              <div className="portal-bar" aria-hidden="true">
                <div className="portal-bar__fill" style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
