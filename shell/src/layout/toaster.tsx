import { useEffect } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { bus, type PortalEvents } from '@portal/shared';

/** SPEC §9: bottom-right, 5000 ms; react-hot-toast keeps at most 20 at once. Remotes raise toasts on the bus. */
export const TOAST_DURATION_MS = 5000;

export function ShellToaster() {
  useEffect(() => {
    const show = ({ kind, message }: PortalEvents['toast']) => {
      if (kind === 'success') toast.success(message);
      else if (kind === 'error') toast.error(message);
      else toast(message);
    };
    bus.on('toast', show);
    return () => bus.off('toast', show);
  }, []);
  return <Toaster position="bottom-right" toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
