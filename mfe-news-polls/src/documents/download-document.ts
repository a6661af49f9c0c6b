import { notify, type ApiClient } from '@portal/shared';
import type { PortalDocument } from '@portal/shared/contracts';

/** Downloads need the person's token, so the file is fetched and handed to the browser as a file. */
export async function downloadDocument(api: ApiClient, document: PortalDocument) {
  try {
    const blob = await api.blob(document.download_path);
    const url = URL.createObjectURL(blob);
    const link = window.document.createElement('a');
    link.href = url;
    link.download = document.file_name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    notify('error', error instanceof Error ? error.message : 'The document could not be downloaded.');
  }
}
