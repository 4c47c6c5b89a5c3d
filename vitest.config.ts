import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'service/**/*.test.ts',
      'cli/**/*.test.ts',
      'drivers/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'ui/**/*.test.ts',
    ],
    pool: 'forks',
    testTimeout: 20_000,
  },
});
