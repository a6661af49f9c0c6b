import type { TestProject } from 'vitest/node';

import { pgliteTemplate } from './template';

export default async function setup(project: TestProject) {
  project.provide('databaseMode', 'pglite');
  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  return template.remove;
}
