import { useState, type MouseEvent } from 'react';

import { formatDate, formatFileSize, langOf, usePortal } from '@portal/shared';
import type { PortalDocument } from '@portal/shared/contracts';

import { RichText } from '../rich-text';
import { useText } from '../text';
import { fileType } from './file-facts';

/**
 * One document: its title is the link to its file, with the file's type and real size under it
 * (as GOV.UK lists attachments), then where it is filed and what it is. The API serves the file to
 * the person's token only, so a click fetches it with the token and hands it to the browser as a
 * download; the link's address is the file's own.
 */
export function DocumentItem({ document }: { document: PortalDocument }) {
  const { api, config } = usePortal();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useText();

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const url = URL.createObjectURL(await api.blob(document.download_path));
      const link = window.document.createElement('a');
      link.href = url;
      link.download = document.file_name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2 className="margin-top-0 font-heading-md">
        <a
          href={`${config.apiBase}${document.download_path}`}
          download={document.file_name}
          aria-busy={busy || undefined}
          onClick={onClick}
          {...langOf(document)}
        >
          {document.title}
        </a>
      </h2>
      {failed && (
        <p className="usa-error-message" role="alert">
          {t('documents.item.failed', { title: document.title })}
        </p>
      )}
      <p className="margin-y-05">
        {t('documents.item.file', { type: fileType(document.content_type, document.file_name), size: formatFileSize(document.file_size) })}
      </p>
      <p className="text-base-dark margin-y-05">
        {t('documents.item.published', {
          date: formatDate(document.published_at),
          place: [document.category, document.subcategory].filter(Boolean).join(' › '),
        })}
      </p>
      <RichText html={document.description_html} {...langOf(document)} />
    </>
  );
}
