import { Breadcrumbs } from '@portal/shared';

export const DONATE_HEADING = 'Make a donation';
export const CHECK_HEADING = 'Check your donation';

/** Each step is a page of its own: its heading, its tab title and its place in the breadcrumbs. */
export function DonateHeading({ step, formLink }: { step: 'form' | 'check'; formLink?: string }) {
  const title = step === 'check' ? CHECK_HEADING : DONATE_HEADING;
  const trail = [
    { to: '/donations', label: 'Donations' },
    ...(step === 'check' ? [{ to: formLink ?? '/donations/donate', label: DONATE_HEADING }] : []),
  ];
  return (
    <>
      <Breadcrumbs trail={trail} current={title} />
      <h1>{title}</h1>
    </>
  );
}
