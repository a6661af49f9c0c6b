import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { Breadcrumbs, EmptyState, QueryState, useApi } from '@portal/shared';
import type { DonationCause } from '@portal/shared/contracts';

import { openCausesQuery } from '../causes/get-causes';
import { DonateForm } from './donate-form';
import { readDraft } from './donation-draft';

export function DonatePage() {
  const api = useApi();
  const causes = useQuery(openCausesQuery(api));
  return (
    <>
      <Breadcrumbs trail={[{ to: '/donations', label: 'Donations' }]} current="Make a donation" />
      <h1>Make a donation</h1>
      <QueryState query={causes} label="the causes you can support">
        {() =>
          causes.data && causes.data.length > 0 ? (
            <StartingValues causes={causes.data} />
          ) : (
            <EmptyState title="No causes are taking donations right now">
              <p>
                Please come back later, or <Link to="/contact-us">contact us</Link> about giving.
              </p>
            </EmptyState>
          )
        }
      </QueryState>
    </>
  );
}

/** A link from a cause card picks that cause; otherwise the choice kept from earlier in this tab. */
function StartingValues({ causes }: { causes: DonationCause[] }) {
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('cause');
  const draft = readDraft();
  const fromDraft = draft && (!linked || draft.values.cause_slug === linked);
  const only = causes.length === 1 ? causes[0]?.slug : undefined;
  const initial = fromDraft
    ? draft.values
    : { cause_slug: linked ?? only ?? '', amount: searchParams.get('amount') ?? '', custom_amount: '', anonymous: '' };
  return <DonateForm causes={causes} initial={initial} />;
}
