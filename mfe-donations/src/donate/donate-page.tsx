import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';

import { EmptyState, FormPage, QueryState, useApi } from '@portal/shared';
import type { DonationCause } from '@portal/shared/contracts';

import { openCausesQuery } from '../causes/get-causes';
import { Rich, useText } from '../text';
import { amountFields } from './amount';
import { DonateForm } from './donate-form';
import { donateHeading } from './donate-heading';
import { readDraft } from './donation-draft';

export function DonatePage() {
  const api = useApi();
  const causes = useQuery(openCausesQuery(api));
  const t = useText();
  if (causes.data && causes.data.length > 0) return <StartingValues causes={causes.data} />;
  return (
    <FormPage {...donateHeading(t, 'form')}>
      <QueryState query={causes} label={t('donate.causes.label')}>
        {() => (
          <EmptyState title={t('donate.noCauses.title')}>
            <p>
              <Rich id="donate.noCauses.text" components={{ 0: <Link to="/contact-us" /> }} />
            </p>
          </EmptyState>
        )}
      </QueryState>
    </FormPage>
  );
}

/**
 * A link from a cause card picks that cause (and "Try again" its amount); otherwise the choice kept
 * from earlier in this tab. A cause that is not open is not chosen.
 */
function StartingValues({ causes }: { causes: DonationCause[] }) {
  const [searchParams] = useSearchParams();
  const open = (slug: string | null | undefined) => (slug && causes.some((cause) => cause.slug === slug) ? slug : undefined);
  const linked = open(searchParams.get('cause'));
  const draft = readDraft();
  const fromDraft = draft && (!linked || draft.values.cause_slug === linked);
  const only = causes.length === 1 ? causes[0]?.slug : undefined;
  const initial = fromDraft
    ? draft.values
    : { cause_slug: linked ?? only ?? '', ...amountFields(searchParams.get('amount')), anonymous: '' };
  return <DonateForm causes={causes} initial={initial} />;
}
