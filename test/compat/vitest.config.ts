import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compatResolve } from './compat-resolve.js';
import { withoutKnownGaps } from './known-gaps.js';

/**
 * The adapters' end-to-end tests against the SDK versions installed in this folder (the current majors),
 * run by `npm run test:compat` under the Node 22 that this folder installs.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  plugins: [compatResolve()],
  test: {
    include: ['test/compat/*.compat.ts', 'src/adapters/*/*.test.ts', 'test/adapter-run-lifecycle.test.ts'],
    testNamePattern: withoutKnownGaps,
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test/compat/test-results.json' }]],
  },
});
