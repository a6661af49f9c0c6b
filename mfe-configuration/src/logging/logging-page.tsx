import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  CONFIG_RESOURCES,
  DataTable,
  EmptyState,
  Pagination,
  QueryState,
  SelectField,
  formatDateTime,
  useApi,
  type AuditEntry,
  type ClientErrorReport,
} from '@portal/shared';
import { useListParams } from '../lists/list-params';
import { SearchForm } from '../lists/search-form';
import { auditChanges } from './audit-changes';
import { auditLogQuery, clientErrorsQuery, type LogParams } from './get-logs';

const TABS = { audit: 'Changes', errors: 'Errors in browsers' } as const;
type Tab = keyof typeof TABS;

/** Admins see who changed what in configuration, and the errors people's browsers reported. */
export function LoggingPage() {
  const { searchParams, page, search, update } = useListParams();
  const tab: Tab = searchParams.get('tab') === 'errors' ? 'errors' : 'audit';
  const params: LogParams = { page, search, resource: searchParams.get('resource') ?? '' };
  return (
    <>
      <p>
        <Link to="/configuration">Configuration</Link>
      </p>
      <h1>Logging</h1>
      <nav aria-label="Logs" className="margin-bottom-2">
        <ul className="usa-button-group">
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <li key={key} className="usa-button-group__item">
              <Link
                to={key === 'audit' ? '?' : '?tab=errors'}
                className={`usa-button${key === tab ? '' : ' usa-button--outline'}`}
                aria-current={key === tab ? 'page' : undefined}
              >
                {TABS[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LogSearch key={tab} tab={tab} params={params} onChange={update} />
      {tab === 'audit' ? <AuditLog params={params} onPage={(page) => update({ page: String(page) })} /> : <ClientErrors params={params} onPage={(page) => update({ page: String(page) })} />}
    </>
  );
}

function LogSearch({ tab, params, onChange }: { tab: Tab; params: LogParams; onChange: (changes: Record<string, string>) => void }) {
  return (
    <div className="grid-row grid-gap-2 margin-bottom-2">
      <SearchForm
        label={tab === 'audit' ? 'Search by person or record' : 'Search messages and addresses'}
        value={params.search}
        onSearch={(search) => onChange({ search })}
      />
      {tab === 'audit' && (
        <div className="tablet:grid-col">
          <SelectField
            name="resource"
            label="What was changed"
            placeholder="Everything"
            value={params.resource}
            options={[{ value: 'news', label: 'News' }, ...Object.values(CONFIG_RESOURCES).map((resource) => ({ value: resource.name, label: resource.title }))]}
            onChange={(event) => onChange({ resource: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}

function AuditLog({ params, onPage }: { params: LogParams; onPage: (page: number) => void }) {
  const api = useApi();
  const query = useQuery(auditLogQuery(api, params));
  return (
    <QueryState query={query} label="the audit log">
      {() =>
        query.data && query.data.count > 0 ? (
          <>
            <DataTable<AuditEntry>
              caption="Configuration changes, newest first"
              rows={query.data.results}
              rowKey={(entry) => entry.id}
              columns={[
                { header: 'When', cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time> },
                { header: 'Who', cell: (entry) => entry.actor_email ?? 'A removed account' },
                { header: 'Action', cell: (entry) => entry.action },
                { header: 'What', cell: (entry) => `${entry.resource} ${entry.record_id}` },
                { header: 'Changes', cell: (entry) => <Changes entry={entry} /> },
              ]}
            />
            <Pagination page={params.page} pageSize={query.data.page_size} count={query.data.count} label="Audit log pages" onPage={onPage} />
          </>
        ) : (
          <EmptyState title="No changes recorded" />
        )
      }
    </QueryState>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return <span>None</span>;
  return (
    <ul className="usa-list usa-list--unstyled font-body-2xs">
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

function ClientErrors({ params, onPage }: { params: LogParams; onPage: (page: number) => void }) {
  const api = useApi();
  const query = useQuery(clientErrorsQuery(api, params));
  return (
    <QueryState query={query} label="the error reports">
      {() =>
        query.data && query.data.count > 0 ? (
          <>
            <DataTable<ClientErrorReport>
              caption="Errors reported by browsers, newest first"
              rows={query.data.results}
              rowKey={(report) => report.id}
              columns={[
                { header: 'When', cell: (report) => <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time> },
                { header: 'Message', cell: (report) => report.message },
                { header: 'Where', cell: (report) => `${report.source}${report.remote ? ` (${report.remote})` : ''}: ${report.url}` },
                { header: 'Who', cell: (report) => report.user_email ?? 'Not logged in' },
                { header: 'Version', cell: (report) => report.app_version ?? '' },
              ]}
            />
            <Pagination page={params.page} pageSize={query.data.page_size} count={query.data.count} label="Error report pages" onPage={onPage} />
          </>
        ) : (
          <EmptyState title="No errors reported" />
        )
      }
    </QueryState>
  );
}
