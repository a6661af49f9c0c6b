import { Link } from 'react-router';

import { Card, formatDate, StatusTag } from '@portal/shared';
import type { DonationCause } from '@portal/shared/contracts';

import { CauseProgress } from './cause-progress';

/** Each open cause as a card with its progress and a way to give to it. */
export function CauseCards({ causes }: { causes: DonationCause[] }) {
  return (
    <ul className="usa-card-group">
      {causes.map((cause) => (
        <Card
          key={cause.id}
          columns="tablet:grid-col-6"
          header={
            <>
              <h3 className="usa-card__heading">{cause.title}</h3>
              {cause.kind === 'campaign' && (
                <p className="margin-top-05">
                  <StatusTag tone="info">Campaign</StatusTag>
                  {cause.closes_at && <> Closes {formatDate(cause.closes_at)}</>}
                </p>
              )}
            </>
          }
          footer={
            <Link className="usa-button" to={`/donations/donate?cause=${encodeURIComponent(cause.slug)}`}>
              Donate<span className="usa-sr-only"> to {cause.title}</span>
            </Link>
          }
        >
          <p>{cause.summary}</p>
          <CauseProgress cause={cause} />
          {cause.recent_supporters.length > 0 && (
            <p className="font-body-xs text-base">
              Recent supporters: {[...new Set(cause.recent_supporters.map((supporter) => supporter.name))].join(', ')}
            </p>
          )}
        </Card>
      ))}
    </ul>
  );
}
