import mitt from 'mitt';

import type { PortalEvents, ToastKind } from './portal-events';

/** The one bus: @portal/shared is a federation singleton, so every app gets this instance. */
export const bus = mitt<PortalEvents>();

export function notify(kind: ToastKind, message: string): void {
  bus.emit('toast', { kind, message });
}
