import { failureMessage, isApiError, notify, useApi } from '@portal/shared';
import type { Upload } from '@portal/shared/contracts';

import { useText } from '../text';

/** Attached files, fetched with the person's token (they are never public). */
export function Attachments({ uploads, title }: { uploads: Upload[]; title: string }) {
  const api = useApi();
  const t = useText();
  if (uploads.length === 0) return null;
  async function open(upload: Upload) {
    try {
      const url = URL.createObjectURL(await api.blob(`/uploads/${upload.id}/`));
      const link = document.createElement('a');
      link.href = url;
      link.download = upload.file_name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify('error', isApiError(error) ? failureMessage(error) : t('attachments.openFailed'));
    }
  }
  return (
    <>
      <h2>{title}</h2>
      <ul className="usa-list">
        {uploads.map((upload) => (
          <li key={upload.id}>
            <button type="button" className="usa-button usa-button--unstyled" onClick={() => open(upload)}>
              {upload.file_name}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
