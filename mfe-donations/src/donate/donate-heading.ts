import type { PageHeadProps, Translate } from '@portal/shared';

/** Each step is a page of its own: its heading, its tab title and its place in the breadcrumbs. */
export function donateHeading(t: Translate, step: 'form' | 'check', formLink?: string): Pick<PageHeadProps, 'title' | 'breadcrumbs'> {
  return {
    title: step === 'check' ? t('donate.check.heading') : t('donate.heading'),
    breadcrumbs: [
      { to: '/donations', label: t('title.donations') },
      ...(step === 'check' ? [{ to: formLink ?? '/donations/donate', label: t('donate.heading') }] : []),
    ],
  };
}
