import { isApiError } from '@portal/shared';

/**
 * Whether a mailed link's check failed because the link itself no longer works (the API refuses
 * it): trying again cannot help then, unlike a failure of the network or the server.
 */
export function isDeadLink(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}
