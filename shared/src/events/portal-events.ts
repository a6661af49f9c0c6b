/**
 * Every event that crosses apps, in one place: each one some app emits and another listens to.
 * Events say "something happened"; state lives elsewhere. An event nothing listens to is not added.
 */
export type ToastKind = 'success' | 'error' | 'info';

export type PortalEvents = {
  /** Any app: a message for the person (notify); the host shows it as a toast. */
  toast: { kind: ToastKind; message: string };
  /** The session ended (logged out, or ended by the portal); the host empties the query cache. */
  'auth:logout': undefined;
};
