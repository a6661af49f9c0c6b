import { useState, type MouseEvent } from 'react';

import { formatDate, usePortal } from '@portal/shared';
import type { PortalDocument } from '@portal/shared/contracts';

import { RichText } from '../rich-text';
import { fileSize, fileType } from './file-facts';

/**
 * One document: its title is the link to its file, with the file's type and real size under it
 * (as GOV.UK lists attachments), then where it is filed and what it is. The API serves the file to
 * the person's token only, so a click fetches it with the token and hands it to the browser as a
 * download; the link's address is the file's own.
 */
export function DocumentItem({ document }: { document: PortalDocument }) {
  const { api, config } = usePortal();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(null);
    try {
      const url = URL.createObjectURL(await api.blob(document.download_path));
      const link = window.document.createElement('a');
      link.href = url;
      link.download = document.file_name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(`${document.title} could not be downloaded. Check your connection and try again.`);
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
        >
          {document.title}
        </a>
      </h2>
      {failed && (
        <p className="usa-error-message" role="alert">
          {failed}
        </p>
      )}
      <p className="margin-y-05">
        {fileType(document.content_type, document.file_name)}, {fileSize(document.file_size)}
      </p>
      <p className="text-base-dark margin-y-05">
        Published {formatDate(document.published_at)} in {[document.category, document.subcategory].filter(Boolean).join(' › ')}
      </p>
      <RichText html={document.description_html} />
    </>
  );
}
