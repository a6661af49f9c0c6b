import { formatDateTime } from '@portal/shared';
import type { TimelineEntry } from '@portal/shared/contracts';

import { useText } from '../text';

/** Every change of status and every note, oldest first, as the resident and staff see it. */
export function Timeline({ entries, labels }: { entries: TimelineEntry[]; labels: Record<string, string> }) {
  const t = useText();
  return (
    <ol className="usa-process-list">
      {entries.map((entry) => (
        <li key={entry.id} className="usa-process-list__item">
          <h3 className="usa-process-list__heading font-heading-sm">
            {entry.kind === 'status' && entry.to_status
              ? entry.from_status
                ? t('timeline.change', {
                    from: labels[entry.from_status] ?? entry.from_status,
                    to: labels[entry.to_status] ?? entry.to_status,
                  })
                : (labels[entry.to_status] ?? entry.to_status)
              : t('timeline.note')}
          </h3>
          <p className="margin-top-05 text-base">
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time> ·{' '}
            {entry.author === 'staff' ? t('timeline.staff', { name: entry.author_name }) : entry.author_name}
          </p>
          {entry.note && <p className="margin-top-05">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
