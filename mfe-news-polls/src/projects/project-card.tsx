import { formatDate, formatMoney, langOf, StatusTag, SummaryList, useLabels, type SummaryRow, type Translate } from '@portal/shared';
import type { Project } from '@portal/shared/contracts';

import { useText } from '../text';
import { PROJECT_STATUS_TONES } from './project-status';

function when(t: Translate, project: Project): string | undefined {
  const start = formatDate(project.start_date);
  const end = formatDate(project.end_date);
  if (project.start_date && project.end_date) return t('projects.dates.range', { start, end });
  if (project.start_date) return t('projects.dates.from', { start });
  if (project.end_date) return t('projects.dates.until', { end });
  return undefined;
}

/** One project: its status, then the facts that are known (a fact nobody gave is left out). */
export function ProjectCard({ project }: { project: Project }) {
  const t = useText();
  const label = useLabels();
  const dates = when(t, project);
  const rows: SummaryRow[] = [
    { label: t('projects.card.type'), value: label('projectType', project.type) },
    ...(project.location.trim() ? [{ label: t('projects.card.location'), value: project.location }] : []),
    ...(dates ? [{ label: t('projects.card.dates'), value: dates }] : []),
    ...(project.budget_cents !== null ? [{ label: t('projects.card.budget'), value: formatMoney(project.budget_cents) }] : []),
  ];
  return (
    <>
      <h2 className="margin-top-0 font-heading-md" {...langOf(project)}>
        {project.title}
      </h2>
      <p>
        <StatusTag tone={PROJECT_STATUS_TONES[project.status]}>{label('projectStatus', project.status)}</StatusTag>
      </p>
      <p {...langOf(project)}>{project.summary}</p>
      <SummaryList rows={rows} className="margin-bottom-0" />
    </>
  );
}
