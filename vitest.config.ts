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
    // A run of part of the suite under another Node (test/run-node-sqlite.mjs) names its own report, so that the
    // whole run's report, which CI's closing line reads, is not overwritten.
    reporters: [
      'default',
      ['json', { outputFile: process.env.LOOPGUARD_TEST_RESULTS ?? 'test-results.json' }],
      new SlowestFilesReporter(),
    ],
  },
});
