import type { QueryClient } from '@tanstack/react-query';
import mitt from 'mitt';

import type { PortalEvents, ToastKind } from './portal-events';

/** The one bus: @portal/shared is a federation singleton, so every app gets this instance. */
export const bus = mitt<PortalEvents>();

export function notify(kind: ToastKind, message: string): void {
  bus.emit('toast', { kind, message });
}

/** Nothing one person saw may stay in the cache for the next: a host empties it when the session ends. */
export function clearOnLogout(queryClient: QueryClient): () => void {
  const clear = () => queryClient.clear();
  bus.on('auth:logout', clear);
  return () => bus.off('auth:logout', clear);
}
