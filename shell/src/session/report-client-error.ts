import type { ApiClient, ClientErrorInput } from '@portal/shared';

/** Sends a client error to the configured errorLogUrl; reporting must never raise errors of its own. */
export function reportClientError(api: ApiClient, errorLogUrl: string | undefined, error: Omit<ClientErrorInput, 'url'>) {
  if (!errorLogUrl) return;
  const body: ClientErrorInput = { ...error, message: error.message.slice(0, 2000), url: window.location.href };
  api.post(errorLogUrl, body).catch(() => undefined);
}
