import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-disputes-complaints',
    environment: 'happy-dom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
