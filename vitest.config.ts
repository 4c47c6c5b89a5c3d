import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'service/**/*.test.ts',
      'cli/**/*.test.ts',
      'drivers/**/*.test.ts',
      'tests/drivers/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'ui/**/*.test.ts',
    ],
    // Test apps copy a database migrated and seeded once per run instead of migrating their own.
    globalSetup: ['tests/support/global-setup.ts', 'tests/peers/global-setup.ts'],
    pool: 'forks',
    // Vitest keeps one core for itself by default; its main process idles while files run, so a
    // 2-core box runs two files at once.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
