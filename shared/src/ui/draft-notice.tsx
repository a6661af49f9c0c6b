import { useRef } from 'react';

import { formatDateTime } from '../format/format';
import { kitText } from '../i18n/kit-text';
import { Alert } from './alert';

/** What DraftNotice needs of a form (`useForm`'s with a `draft` name). */
export type DraftForm = { restoredAt: Date | null; discardDraft: () => void };

/** The first field after `element` in the page: where the person starts again. */
function fieldAfter(element: HTMLElement | null): HTMLElement | undefined {
  if (!element) return undefined;
  const fields = element.ownerDocument.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea');
  return [...fields].find((field) => element.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/**
 * Above a long form's fields (under its error summary): the form opened with what the person typed
 * earlier on this device, and when; they may discard it and start again from the first field.
 */
export function DraftNotice({ form }: { form: DraftForm }) {
  const t = kitText.useText();
  const ref = useRef<HTMLDivElement>(null);
  if (!form.restoredAt) return null;
  const discard = () => {
    const first = fieldAfter(ref.current);
    form.discardDraft();
    first?.focus();
  };
  return (
    <div ref={ref}>
      <Alert type="info" slim role="status" className="margin-y-2">
        {t('draftNotice.kept', { when: formatDateTime(form.restoredAt.toISOString()) })}{' '}
        <button type="button" className="usa-button usa-button--unstyled" onClick={discard}>
          {t('draftNotice.discard')}
        </button>
      </Alert>
    </div>
  );
}
