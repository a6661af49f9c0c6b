/** Every event that crosses apps, in one place. Events say "something happened"; state lives elsewhere. */
export type ToastKind = 'success' | 'error' | 'info';

export type PortalEvents = {
  toast: { kind: ToastKind; message: string };
  'auth:login': { email: string };
  'auth:logout': undefined;
  'profile:updated': { email: string };
  'news:published': { slug: string; is_published: boolean };
  'poll:voted': { slug: string };
  'petition:signed': { id: number; signature_count: number };
  'complaint:lodged': { reference: string };
  'donation:succeeded': { reference: string; amount_cents: number; cause: string };
};
