import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from './test/slowest-files-reporter.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // Most files wait on servers (Redis, PostgreSQL, Chromium, the gateway) more than they compute, so two
    // files at a time even on two cores: vitest's default there is one, which doubled the suite's time.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ['default', ['json', { outputFile: 'test-results.json' }], new SlowestFilesReporter()],
  },
});
