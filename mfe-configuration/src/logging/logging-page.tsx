import { useQuery } from '@tanstack/react-query';

import {
  DataTable,
  EmptyState,
  FilterRow,
  FilterSearch,
  FilterSelect,
  formatNumber,
  formatTableDateTime,
  ListPage,
  PagedTable,
  pageLanguage,
  QueryState,
  useApi,
  usePortal,
  type LiveApp,
  type RemoteConfig,
} from '@portal/shared';
import { CONFIG_RESOURCES, type AuditEntry, type ClientErrorReport, type RemoteLoadSummary } from '@portal/shared/contracts';

import { useListParams } from '../lists/list-params';
import { resourceWordId } from '../resources/resource-text';
import { useText } from '../text';
import { auditChanges } from './audit-changes';
import { auditLogQuery, clientErrorsQuery, liveVersionsQuery, remoteLoadErrorsQuery, type LogParams } from './get-logs';

/** The tabs, each named by `logging.tab.<tab>`. */
const TABS = ['audit', 'errors', 'versions'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** Admins see who changed what in configuration, the errors people's browsers reported and which versions are live. */
export function LoggingPage() {
  const { searchParams, page, search } = useListParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'audit';
  const params: LogParams = { page, search, resource: searchParams.get('resource') ?? '' };
  const t = useText();
  return (
    <ListPage
      title={t('title.logging')}
      breadcrumbs={[{ to: '/configuration', label: t('title.configuration') }]}
      subNav={{
        label: t('logging.tabs'),
        items: TABS.map((key) => ({
          to: key === 'audit' ? '/configuration/logging' : `/configuration/logging?tab=${key}`,
          text: t(`logging.tab.${key}`),
          current: key === tab,
        })),
      }}
    >
      {tab === 'versions' ? (
        <Versions />
      ) : (
        <>
          <LogSearch key={tab} tab={tab} />
          {tab === 'audit' ? <AuditLog params={params} /> : <ClientErrors params={params} />}
        </>
      )}
    </ListPage>
  );
}

function LogSearch({ tab }: { tab: Tab }) {
  const t = useText();
  const searched = tab === 'audit' ? 'audit' : 'errors';
  return (
    <FilterRow>
      <FilterSearch id="search" label={t(`logging.search.${searched}`)} landmarkLabel={t(`logging.search.${searched}.landmark`)} />
      {tab === 'audit' && (
        <FilterSelect
          name="resource"
          label={t('logging.filter.resource')}
          placeholder={t('logging.filter.everything')}
          options={[
            { value: 'news', label: t('logging.filter.news') },
            ...Object.values(CONFIG_RESOURCES).map((resource) => ({
              value: resource.name,
              label: t(resourceWordId(resource.name, 'name')),
            })),
          ]}
        />
      )}
    </FilterRow>
  );
}

function AuditLog({ params }: { params: LogParams }) {
  const api = useApi();
  const query = useQuery(auditLogQuery(api, params));
  const t = useText();
  return (
    <PagedTable<AuditEntry>
      query={query}
      label={t('logging.audit.label')}
      caption={t('logging.audit.caption')}
      columns={[
        {
          header: t('logging.column.when'),
          cell: (entry) => <time dateTime={entry.created_at}>{formatTableDateTime(entry.created_at)}</time>,
        },
        { header: t('logging.column.who'), cell: (entry) => entry.actor_email ?? t('logging.audit.removedAccount') },
        { header: t('logging.column.action'), cell: (entry) => t('logging.audit.action', { action: entry.action }) },
        { header: t('logging.column.what'), cell: (entry) => `${entry.resource} ${entry.record_id}` },
        { header: t('logging.column.changes'), cell: (entry) => <Changes entry={entry} /> },
      ]}
      pagerLabel={t('logging.audit.pages')}
      empty={{ title: t('logging.audit.empty') }}
    />
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const t = useText();
  const changes = auditChanges(entry);
  if (changes.length === 0) return <span>{t('logging.audit.noChanges')}</span>;
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
  const t = useText();
  return (
    <PagedTable<ClientErrorReport>
      query={query}
      label={t('logging.errors.label')}
      caption={t('logging.errors.caption')}
      columns={[
        {
          header: t('logging.column.when'),
          cell: (report) => <time dateTime={report.created_at}>{formatTableDateTime(report.created_at)}</time>,
        },
        { header: t('logging.column.message'), cell: (report) => report.message },
        {
          header: t('logging.column.where'),
          cell: (report) => `${report.source}${report.remote ? ` (${report.remote})` : ''}: ${report.url}`,
        },
        { header: t('logging.column.who'), cell: (report) => report.user_email ?? t('logging.errors.anonymous') },
        { header: t('logging.column.version'), cell: (report) => report.app_version ?? '' },
      ]}
      pagerLabel={t('logging.errors.pages')}
      empty={{ title: t('logging.errors.empty') }}
    />
  );
}

/** Which version of each app is live, and which areas failed to load in people's browsers. */
function Versions() {
  const api = useApi();
  const live = useQuery(liveVersionsQuery());
  const failures = useQuery(remoteLoadErrorsQuery(api));
  const { remotes } = usePortal().config;
  const t = useText();
  const appName = (name: string) => (name === 'shell' ? t('logging.app.shell') : remoteName(remotes, name, pageLanguage()));
  return (
    <>
      <h2>{t('logging.versions.heading')}</h2>
      <QueryState query={live} label={t('logging.versions.label')}>
        {() => {
          const apps = Object.entries(live.data?.apps ?? {}).sort(([a], [b]) => liveOrder(remotes, a, b));
          return apps.length > 0 ? (
            <DataTable<[string, LiveApp]>
              caption={t('logging.versions.caption')}
              rows={apps}
              rowKey={([name]) => name}
              columns={[
                { header: t('logging.versions.column.app'), cell: ([name]) => appName(name) },
                { header: t('logging.column.version'), cell: ([, app]) => <code>{app.version}</code> },
                {
                  header: t('logging.versions.column.builtAt'),
                  cell: ([, app]) => <time dateTime={app.built_at}>{formatTableDateTime(app.built_at)}</time>,
                },
                {
                  header: t('logging.versions.column.previous'),
                  cell: ([, app]) => (app.previous ? <code>{app.previous}</code> : t('logging.versions.noPrevious')),
                },
              ]}
            />
          ) : (
            <EmptyState title={t('logging.versions.empty')} />
          );
        }}
      </QueryState>
      <h2>{t('logging.loadErrors.heading')}</h2>
      <QueryState query={failures} label={t('logging.loadErrors.label')}>
        {() =>
          failures.data && failures.data.length > 0 ? (
            <DataTable<RemoteLoadSummary>
              caption={t('logging.loadErrors.caption')}
              rows={failures.data}
              rowKey={(summary) => summary.remote}
              columns={[
                { header: t('logging.loadErrors.column.area'), cell: (summary) => appName(summary.remote) },
                { header: t('logging.loadErrors.column.last24Hours'), cell: (summary) => formatNumber(summary.last_24_hours) },
                { header: t('logging.loadErrors.column.last7Days'), cell: (summary) => formatNumber(summary.last_7_days) },
                { header: t('logging.loadErrors.column.total'), cell: (summary) => formatNumber(summary.total) },
                {
                  header: t('logging.loadErrors.column.lastSeen'),
                  cell: (summary) => <time dateTime={summary.last_seen}>{formatTableDateTime(summary.last_seen)}</time>,
                },
                // Load errors name long addresses: they wrap rather than widen the table.
                {
                  header: t('logging.loadErrors.column.lastMessage'),
                  cell: (summary) => <span style={{ overflowWrap: 'anywhere' }}>{summary.last_message}</span>,
                },
                {
                  header: t('logging.column.version'),
                  cell: (summary) => (summary.last_version ? <code>{summary.last_version}</code> : t('logging.loadErrors.unnamedVersion')),
                },
              ]}
            />
          ) : (
            <EmptyState title={t('logging.loadErrors.empty')} />
          )
        }
      </QueryState>
    </>
  );
}

/** A remote by its name in the page's language as the live config gives it, else in English, else by its federation name. */
function remoteName(remotes: readonly RemoteConfig[], name: string, code: string) {
  const names = remotes.find((remote) => remote.name === name)?.names;
  return names?.[code] ?? names?.en ?? name;
}

/** The shell first, then the remotes in the live config's order, then any other (a remote taken out) by its federation name. */
function liveOrder(remotes: readonly RemoteConfig[], a: string, b: string) {
  const order = ['shell', ...remotes.map((remote) => remote.name)];
  const place = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return place(a) - place(b) || a.localeCompare(b);
}
