import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from './test/slowest-files-reporter.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-results.json' }], new SlowestFilesReporter()],
  },
});
