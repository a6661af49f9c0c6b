import { queryOptions } from '@tanstack/react-query';

import { liveVersionsSchema, type ApiClient } from '@portal/shared';
import { auditEntrySchema, clientErrorReportSchema, pageSchema, remoteLoadSummariesSchema } from '@portal/shared/contracts';

import { text } from '../text';

const auditPageSchema = pageSchema(auditEntrySchema);
const clientErrorPageSchema = pageSchema(clientErrorReportSchema);

export type LogParams = { page: number; search: string; resource: string };

export const logKeys = {
  auditLog: (params: LogParams) => ['configuration', 'audit-log', params] as const,
  clientErrors: (params: LogParams) => ['configuration', 'client-errors', params] as const,
  remoteLoadErrors: ['configuration', 'client-errors', 'remotes'] as const,
  liveVersions: ['builds', 'latest'] as const,
};

export function auditLogQuery(api: ApiClient, params: LogParams) {
  return queryOptions({
    queryKey: logKeys.auditLog(params),
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
    queryKey: logKeys.clientErrors(params),
    queryFn: ({ signal }) =>
      api.get('/configuration/client-errors/', {
        query: { page: params.page, search: params.search || undefined },
        schema: clientErrorPageSchema,
        signal,
      }),
  });
}

/** Per remote, its load failures the shell reported. */
export function remoteLoadErrorsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: logKeys.remoteLoadErrors,
    queryFn: ({ signal }) => api.get('/configuration/client-errors/remotes/', { schema: remoteLoadSummariesSchema, signal }),
  });
}

/** The live version of every app, as the deploy keeps it on the portal's own origin. */
export function liveVersionsQuery() {
  return queryOptions({
    queryKey: logKeys.liveVersions,
    queryFn: async ({ signal }) => {
      const response = await fetch('/builds/latest.json', { cache: 'no-store', signal });
      if (!response.ok) throw new Error(text('logging.versions.failed', { status: response.status }));
      const parsed = liveVersionsSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new Error(text('logging.versions.malformed'));
      return parsed.data;
    },
  });
}
