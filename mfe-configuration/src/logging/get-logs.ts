import { queryOptions } from '@tanstack/react-query';
import { auditEntrySchema, clientErrorReportSchema, pageSchema, type ApiClient } from '@portal/shared';

const auditPageSchema = pageSchema(auditEntrySchema);
const clientErrorPageSchema = pageSchema(clientErrorReportSchema);

export type LogParams = { page: number; search: string; resource: string };

export function auditLogQuery(api: ApiClient, params: LogParams) {
  return queryOptions({
    queryKey: ['configuration', 'audit-log', params] as const,
    queryFn: ({ signal }) =>
      api.get('/configuration/audit-log/', {
        query: { page: params.page, search: params.search || undefined, resource: params.resource || undefined },
        schema: auditPageSchema,
        signal,
      }),
  });
}

export function clientErrorsQuery(api: ApiClient, params: LogParams) {
  return queryOptions({
    queryKey: ['configuration', 'client-errors', params] as const,
    queryFn: ({ signal }) =>
      api.get('/configuration/client-errors/', { query: { page: params.page, search: params.search || undefined }, schema: clientErrorPageSchema, signal }),
  });
}
