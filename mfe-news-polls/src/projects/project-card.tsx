import { formatDate, formatMoney, StatusTag, SummaryList, type SummaryRow } from '@portal/shared';
import { PROJECT_STATUS_LABELS, PROJECT_TYPE_LABELS, type Project } from '@portal/shared/contracts';

import { PROJECT_STATUS_TONES } from './project-status';

function when(project: Project): string | undefined {
  if (project.start_date && project.end_date) return `${formatDate(project.start_date)} to ${formatDate(project.end_date)}`;
  if (project.start_date) return `From ${formatDate(project.start_date)}`;
  if (project.end_date) return `Until ${formatDate(project.end_date)}`;
  return undefined;
}

/** One project: its status, then the facts that are known (a fact nobody gave is left out). */
export function ProjectCard({ project }: { project: Project }) {
  const dates = when(project);
  const rows: SummaryRow[] = [
    { label: 'Type', value: PROJECT_TYPE_LABELS[project.type] },
    ...(project.location.trim() ? [{ label: 'Location', value: project.location }] : []),
    ...(dates ? [{ label: 'Dates', value: dates }] : []),
    ...(project.budget_cents !== null ? [{ label: 'Budget', value: formatMoney(project.budget_cents) }] : []),
  ];
  return (
    <>
      <h2 className="margin-top-0 font-heading-md">{project.title}</h2>
      <p>
        <StatusTag tone={PROJECT_STATUS_TONES[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</StatusTag>
      </p>
      <p>{project.summary}</p>
      <SummaryList rows={rows} className="margin-bottom-0" />
    </>
  );
}
