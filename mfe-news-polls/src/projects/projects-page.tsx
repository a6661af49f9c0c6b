import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { CardList, CardListItem, EmptyState, ListPage, QueryState, useApi, useLabels } from '@portal/shared';
import { PROJECT_TYPES } from '@portal/shared/contracts';

import { useText } from '../text';
import { projectsQuery } from './get-projects';
import { ProjectCard } from './project-card';

type ProjectType = (typeof PROJECT_TYPES)[number];

/** All projects, or one type of them (/projects/{type}). */
export function ProjectsPage() {
  const type = useParams().type?.toLowerCase() as ProjectType | undefined;
  const api = useApi();
  const query = useQuery(projectsQuery(api, type));
  const t = useText();
  const label = useLabels();
  const heading = type ? t('projects.type.heading', { type }) : t('title.projects');
  return (
    <ListPage
      title={heading}
      breadcrumbs={type ? [{ to: '/projects', label: t('title.projects') }] : undefined}
      subNav={{
        label: t('projects.filter.label'),
        items: [
          { to: '/projects', text: t('projects.filter.all'), current: !type },
          ...PROJECT_TYPES.map((value) => ({ to: `/projects/${value}`, text: label('projectType', value), current: value === type })),
        ],
      }}
      lead={t('projects.intro')}
    >
      <QueryState query={query} label={t('projects.label')}>
        {() =>
          query.data && query.data.length > 0 ? (
            <CardList>
              {query.data.map((project) => (
                <CardListItem key={project.id}>
                  <ProjectCard project={project} />
                </CardListItem>
              ))}
            </CardList>
          ) : type ? (
            <EmptyState
              title={t('projects.type.none.title', { type })}
              text={t('projects.type.none.text')}
              action={{ to: '/projects', text: t('projects.type.none.action') }}
            />
          ) : (
            <EmptyState title={t('projects.none.title')} text={t('projects.none.text')} />
          )
        }
      </QueryState>
    </ListPage>
  );
}
