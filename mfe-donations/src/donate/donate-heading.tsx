import { Breadcrumbs } from '@portal/shared';

import { useText } from '../text';

/** Each step is a page of its own: its heading, its tab title and its place in the breadcrumbs. */
export function DonateHeading({ step, formLink }: { step: 'form' | 'check'; formLink?: string }) {
  const t = useText();
  const title = step === 'check' ? t('donate.check.heading') : t('donate.heading');
  const trail = [
    { to: '/donations', label: t('title.donations') },
    ...(step === 'check' ? [{ to: formLink ?? '/donations/donate', label: t('donate.heading') }] : []),
  ];
  return (
    <>
      <Breadcrumbs trail={trail} current={title} />
      <h1>{title}</h1>
    </>
  );
}
