import { useQuery } from '@tanstack/react-query';

import {
  Breadcrumbs,
  DataTable,
  EmptyState,
  FilterRow,
  FilterSearch,
  FilterSelect,
  formatNumber,
  formatTableDateTime,
  PagedTable,
  QueryState,
  SubNav,
  useApi,
  type LiveApp,
} from '@portal/shared';
import { CONFIG_RESOURCES, type AuditEntry, type ClientErrorReport, type RemoteLoadSummary } from '@portal/shared/contracts';

import { useListParams } from '../lists/list-params';
import { auditChanges } from './audit-changes';
import { auditLogQuery, clientErrorsQuery, liveVersionsQuery, remoteLoadErrorsQuery, type LogParams } from './get-logs';

const TABS = { audit: 'Changes', errors: 'Errors in browsers', versions: 'Versions' } as const;
type Tab = keyof typeof TABS;
const isTab = (value: string | null): value is Tab => value !== null && Object.hasOwn(TABS, value);

/** The apps by their federation names, in the order the portal lists them. */
const APP_NAMES: Record<string, string> = {
  shell: 'Shell',
  news_polls: 'News and polls',
  disputes_complaints: 'Disputes and complaints',
  donations: 'Donations',
  configuration: 'Configuration',
};
const appName = (name: string) => APP_NAMES[name] ?? name;

/** Admins see who changed what in configuration, the errors people's browsers reported and which versions are live. */
export function LoggingPage() {
  const { searchParams, page, search } = useListParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'audit';
  const params: LogParams = { page, search, resource: searchParams.get('resource') ?? '' };
  return (
    <>
      <Breadcrumbs trail={[{ to: '/configuration', label: 'Configuration' }]} current="Logging" />
      <h1>Logging</h1>
      <SubNav
        label="Logs"
        items={(Object.keys(TABS) as Tab[]).map((key) => ({
          to: key === 'audit' ? '/configuration/logging' : `/configuration/logging?tab=${key}`,
          text: TABS[key],
          current: key === tab,
        }))}
      />
      {tab === 'versions' ? (
        <Versions />
      ) : (
        <>
          <LogSearch key={tab} tab={tab} />
          {tab === 'audit' ? <AuditLog params={params} /> : <ClientErrors params={params} />}
        </>
      )}
    </>
  );
}

function LogSearch({ tab }: { tab: Tab }) {
  return (
    <FilterRow>
      <FilterSearch
        id="search"
        label={tab === 'audit' ? 'Search by person or record' : 'Search messages and addresses'}
        landmarkLabel={tab === 'audit' ? 'Search changes' : 'Search errors in browsers'}
      />
      {tab === 'audit' && (
        <FilterSelect
          name="resource"
          label="What was changed"
          placeholder="Everything"
          options={[
            { value: 'news', label: 'News' },
            ...Object.values(CONFIG_RESOURCES).map((resource) => ({ value: resource.name, label: resource.title })),
          ]}
        />
      )}
    </FilterRow>
  );
}

function AuditLog({ params }: { params: LogParams }) {
  const api = useApi();
  const query = useQuery(auditLogQuery(api, params));
  return (
    <PagedTable<AuditEntry>
      query={query}
      label="the audit log"
      caption="Configuration changes, newest first"
      columns={[
        { header: 'When', cell: (entry) => <time dateTime={entry.created_at}>{formatTableDateTime(entry.created_at)}</time> },
        { header: 'Who', cell: (entry) => entry.actor_email ?? 'A removed account' },
        { header: 'Action', cell: (entry) => entry.action },
        { header: 'What', cell: (entry) => `${entry.resource} ${entry.record_id}` },
        { header: 'Changes', cell: (entry) => <Changes entry={entry} /> },
      ]}
      pagerLabel="Audit log pages"
      empty={{ title: 'No changes recorded' }}
    />
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return <span>None</span>;
  return (
    // Stored addresses and names are long unbroken words: they wrap rather than widen the table.
    <ul className="usa-list usa-list--unstyled font-body-2xs" style={{ overflowWrap: 'anywhere' }}>
      {changes.map((change) => (
        <li key={change.field}>
          <strong>{change.field}</strong>: {change.before ? <del>{change.before}</del> : null}
          {change.before && change.after ? ' → ' : null}
          {change.after ? <ins>{change.after}</ins> : null}
        </li>
      ))}
    </ul>
  );
}

function ClientErrors({ params }: { params: LogParams }) {
  const api = useApi();
  const query = useQuery(clientErrorsQuery(api, params));
  return (
    <PagedTable<ClientErrorReport>
      query={query}
      label="the error reports"
      caption="Errors reported by browsers, newest first"
      columns={[
        { header: 'When', cell: (report) => <time dateTime={report.created_at}>{formatTableDateTime(report.created_at)}</time> },
        { header: 'Message', cell: (report) => report.message },
        { header: 'Where', cell: (report) => `${report.source}${report.remote ? ` (${report.remote})` : ''}: ${report.url}` },
        { header: 'Who', cell: (report) => report.user_email ?? 'Not logged in' },
        { header: 'Version', cell: (report) => report.app_version ?? '' },
      ]}
      pagerLabel="Error report pages"
      empty={{ title: 'No errors reported' }}
    />
  );
}

/** Which version of each app is live, and which areas failed to load in people's browsers. */
function Versions() {
  const api = useApi();
  const live = useQuery(liveVersionsQuery());
  const failures = useQuery(remoteLoadErrorsQuery(api));
  return (
    <>
      <h2>Live versions</h2>
      <QueryState query={live} label="the live versions">
        {() => {
          const apps = Object.entries(live.data?.apps ?? {}).sort(([a], [b]) => appOrder(a) - appOrder(b));
          return apps.length > 0 ? (
            <DataTable<[string, LiveApp]>
              caption="Live version of each app"
              rows={apps}
              rowKey={([name]) => name}
              columns={[
                { header: 'App', cell: ([name]) => appName(name) },
                { header: 'Version', cell: ([, app]) => <code>{app.version}</code> },
                { header: 'Built at', cell: ([, app]) => <time dateTime={app.built_at}>{formatTableDateTime(app.built_at)}</time> },
                { header: 'Previous version', cell: ([, app]) => (app.previous ? <code>{app.previous}</code> : 'None') },
              ]}
            />
          ) : (
            <EmptyState title="No app has been deployed" />
          );
        }}
      </QueryState>
      <h2>Load errors by area</h2>
      <QueryState query={failures} label="the load errors">
        {() =>
          failures.data && failures.data.length > 0 ? (
            <DataTable<RemoteLoadSummary>
              caption="Areas that failed to load in browsers, last seen first"
              rows={failures.data}
              rowKey={(summary) => summary.remote}
              columns={[
                { header: 'Area', cell: (summary) => appName(summary.remote) },
                { header: 'Last 24 hours', cell: (summary) => formatNumber(summary.last_24_hours) },
                { header: 'Last 7 days', cell: (summary) => formatNumber(summary.last_7_days) },
                { header: 'Total', cell: (summary) => formatNumber(summary.total) },
                {
                  header: 'Last seen',
                  cell: (summary) => <time dateTime={summary.last_seen}>{formatTableDateTime(summary.last_seen)}</time>,
                },
                // Load errors name long addresses: they wrap rather than widen the table.
                { header: 'Last message', cell: (summary) => <span style={{ overflowWrap: 'anywhere' }}>{summary.last_message}</span> },
                { header: 'Version', cell: (summary) => (summary.last_version ? <code>{summary.last_version}</code> : 'Not named') },
              ]}
            />
          ) : (
            <EmptyState title="No area failed to load" />
          )
        }
      </QueryState>
    </>
  );
}

/** Known apps first, in the portal's order; any other after them. */
function appOrder(name: string) {
  const order = Object.keys(APP_NAMES);
  return order.includes(name) ? order.indexOf(name) : order.length;
}
