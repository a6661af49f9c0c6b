import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-configuration',
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
