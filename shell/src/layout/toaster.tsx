import toast, { Toaster } from 'react-hot-toast';

import { bus, type PortalEvents } from '@portal/shared';

/** docs/product-rules.md#constants: bottom-right, 5000 ms; react-hot-toast keeps at most 20 at once. */
export const TOAST_DURATION_MS = 5000;

function showToast({ kind, message }: PortalEvents['toast']) {
  if (kind === 'success') toast.success(message);
  else if (kind === 'error') toast.error(message);
  else toast(message);
}

/**
 * Remotes and the shell raise toasts on the bus. Listening from the start, not from an effect,
 * so that a toast raised during the first render (a guard's refusal) is not lost.
 */
export function connectToasts(): () => void {
  bus.on('toast', showToast);
  return () => bus.off('toast', showToast);
}

/** The toasts' container, which stays out of the inert page behind the phone's open menu. */
export const TOASTER_CLASS = 'portal-toaster';

export function ShellToaster() {
  return <Toaster position="bottom-right" containerClassName={TOASTER_CLASS} toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
