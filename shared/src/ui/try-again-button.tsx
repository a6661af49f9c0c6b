import { kitText } from '../i18n/kit-text';

/**
 * "Try again", the one way to recover from a failed read, area or page, in one style wherever it
 * stands (a failed list, a home widget, a page of its own): the kit's primary button, since it is
 * the one thing the failure offers.
 */
export function TryAgainButton({ onClick }: { onClick: () => void }) {
  const t = kitText.useText();
  return (
    <button type="button" className="usa-button" onClick={onClick}>
      {t('queryState.tryAgain')}
    </button>
  );
}
