// End-to-end tests: real server per file, headless Debian Chromium, one file at a time.
// `npm run test:e2e` (ensure-chromium, then this config; the global setup builds the UI once).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/setup/global.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
