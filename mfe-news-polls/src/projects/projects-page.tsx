import { useQuery } from '@tanstack/react-query';
import { NavLink, useParams } from 'react-router';

import { Breadcrumbs, EmptyState, formatDate, formatMoney, QueryState, useApi } from '@portal/shared';
import { PROJECT_STATUS_LABELS, PROJECT_TYPE_LABELS, PROJECT_TYPES } from '@portal/shared/contracts';

import { projectsQuery } from './get-projects';

/** All projects, or one type of them (/projects/{type}). */
export function ProjectsPage() {
  const type = useParams().type?.toLowerCase() as (typeof PROJECT_TYPES)[number] | undefined;
  const api = useApi();
  const query = useQuery(projectsQuery(api, type));
  return (
    <>
      {type && <Breadcrumbs trail={[{ to: '/projects', label: 'Projects' }]} current={PROJECT_TYPE_LABELS[type]} />}
      <h1>{type ? `${PROJECT_TYPE_LABELS[type]} projects` : 'Projects'}</h1>
      <nav aria-label="Project types" className="margin-bottom-3">
        <ul className="usa-button-group">
          {[undefined, ...PROJECT_TYPES].map((value) => (
            <li key={value ?? 'all'} className="usa-button-group__item">
              <NavLink
                end
                to={value ? `/projects/${value}` : '/projects'}
                className={`usa-button usa-button--small${value === type ? '' : ' usa-button--outline'}`}
                aria-current={value === type ? 'page' : undefined}
              >
                {value ? PROJECT_TYPE_LABELS[value] : 'All'}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={query} label="the projects">
        {() =>
          query.data && query.data.length > 0 ? (
            <ul className="portal-card-list">
              {query.data.map((project) => (
                <li key={project.id} className="border-1px border-base-lighter padding-2 radius-md">
                  <h2 className="margin-top-0 font-heading-md">{project.title}</h2>
                  <p>
                    <span className="usa-tag">{PROJECT_STATUS_LABELS[project.status]}</span> {PROJECT_TYPE_LABELS[project.type]} ·{' '}
                    {project.location}
                  </p>
                  <p>{project.summary}</p>
                  <p className="margin-bottom-0 text-base">
                    {project.start_date && `From ${formatDate(project.start_date)}`}
                    {project.end_date && ` to ${formatDate(project.end_date)}`}
                    {project.budget_cents !== null && ` · Budget ${formatMoney(project.budget_cents)}`}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No projects of this type yet" />
          )
        }
      </QueryState>
    </>
  );
}
