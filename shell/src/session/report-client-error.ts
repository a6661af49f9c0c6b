import type { ApiClient } from '@portal/shared';
import type { ClientErrorInput } from '@portal/shared/contracts';

/** Sends a client error to the configured errorLogUrl; reporting must never raise errors of its own. */
export function reportClientError(api: ApiClient, errorLogUrl: string | undefined, error: Omit<ClientErrorInput, 'url'>) {
  if (!errorLogUrl) return;
  const body: ClientErrorInput = {
    ...error,
    message: error.message.slice(0, 2000) || 'Unknown error',
    url: window.location.href.slice(0, 2000),
  };
  api.post(errorLogUrl, body).catch(() => undefined);
}

/** Uncaught errors and unhandled rejections anywhere in the page, the remotes' included. */
export function reportUncaughtErrors(api: ApiClient, errorLogUrl: string | undefined) {
  window.addEventListener('error', (event) => {
    reportClientError(api, errorLogUrl, {
      source: 'uncaught',
      message: event.message,
      stack: event.error instanceof Error ? event.error.stack?.slice(0, 10_000) : undefined,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    reportClientError(api, errorLogUrl, {
      source: 'unhandledrejection',
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? reason.stack?.slice(0, 10_000) : undefined,
    });
  });
}
