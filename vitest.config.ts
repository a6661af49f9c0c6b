import { defineConfig } from 'vitest/config';

import { apiProjects } from './api/vitest.config.ts';

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['shared', 'shell', 'mfe-*', 'tools', 'scripts', 'bench', ...apiProjects],
  },
});
