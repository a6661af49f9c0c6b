import { Link } from 'react-router';

import { Card, formatDate, langOf, StatusTag } from '@portal/shared';
import type { DonationCause } from '@portal/shared/contracts';

import { Rich, useText } from '../text';
import { CauseProgress } from './cause-progress';

/** Each open cause as a card with its progress and a way to give to it. */
export function CauseCards({ causes }: { causes: DonationCause[] }) {
  const t = useText();
  return (
    <ul className="usa-card-group">
      {causes.map((cause) => (
        <Card
          key={cause.id}
          columns="tablet:grid-col-6"
          header={
            <>
              <h3 className="usa-card__heading" {...langOf(cause)}>
                {cause.title}
              </h3>
              {cause.kind === 'campaign' && (
                <p className="margin-top-05">
                  <StatusTag tone="info">{t('cause.campaign')}</StatusTag>
                  {cause.closes_at && <> {t('cause.closes', { date: formatDate(cause.closes_at) })}</>}
                </p>
              )}
            </>
          }
          footer={
            <Link className="usa-button" to={`/donations/donate?cause=${encodeURIComponent(cause.slug)}`}>
              <Rich
                id="cause.donate"
                values={{ cause: <span {...langOf(cause)}>{cause.title}</span> }}
                components={{ 0: <span className="usa-sr-only" /> }}
              />
            </Link>
          }
        >
          <p {...langOf(cause)}>{cause.summary}</p>
          <CauseProgress cause={cause} />
          {cause.recent_supporters.length > 0 && (
            <p className="font-body-xs text-base">
              {t('cause.recentSupporters', { names: [...new Set(cause.recent_supporters.map((supporter) => supporter.name))].join(', ') })}
            </p>
          )}
        </Card>
      ))}
    </ul>
  );
}
