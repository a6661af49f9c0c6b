import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { Breadcrumbs, EmptyState, QueryState, SubNav, useApi } from '@portal/shared';
import { PROJECT_TYPE_LABELS, PROJECT_TYPES } from '@portal/shared/contracts';

import { projectsQuery } from './get-projects';
import { ProjectCard } from './project-card';

type ProjectType = (typeof PROJECT_TYPES)[number];

/** All projects, or one type of them (/projects/{type}). */
export function ProjectsPage() {
  const type = useParams().type?.toLowerCase() as ProjectType | undefined;
  const api = useApi();
  const query = useQuery(projectsQuery(api, type));
  return (
    <>
      {type && <Breadcrumbs trail={[{ to: '/projects', label: 'Projects' }]} current={`${PROJECT_TYPE_LABELS[type]} projects`} />}
      <h1>{type ? `${PROJECT_TYPE_LABELS[type]} projects` : 'Projects'}</h1>
      <p className="usa-intro">Public works the municipality has planned, under way and completed.</p>
      <SubNav
        label="Filter projects"
        items={[
          { to: '/projects', text: 'All types', current: !type },
          ...PROJECT_TYPES.map((value) => ({ to: `/projects/${value}`, text: PROJECT_TYPE_LABELS[value], current: value === type })),
        ]}
      />
      <QueryState query={query} label="the projects">
        {() =>
          query.data && query.data.length > 0 ? (
            <ul className="portal-card-list">
              {query.data.map((project) => (
                <li key={project.id} className="border-1px border-base-lighter padding-2 radius-md">
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          ) : type ? (
            <EmptyState
              title={`No ${PROJECT_TYPE_LABELS[type].toLowerCase()} projects yet`}
              text="Projects of this type will appear here once they are planned."
              action={{ to: '/projects', text: 'See all projects' }}
            />
          ) : (
            <EmptyState title="No projects yet" text="Public works will appear here once they are planned." />
          )
        }
      </QueryState>
    </>
  );
}
