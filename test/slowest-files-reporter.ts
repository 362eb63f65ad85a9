import type { Reporter, TestModule } from 'vitest/node';

/**
 * Names the slowest test files at the end of a run, with their share of the summed file time: the suite's
 * time budget is spent where this list says, so it is the first thing to read when the run grows slow.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules
      .map((module) => ({ file: module.relativeModuleId, ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms);
    const total = timed.reduce((sum, entry) => sum + entry.ms, 0);
    if (timed.length < 2 || total === 0) return;
    const lines = timed
      .slice(0, 10)
      .map(
        (entry) =>
          `  ${(entry.ms / 1000).toFixed(1).padStart(6)} s  ${((entry.ms / total) * 100).toFixed(0).padStart(3)}%  ${entry.file}`,
      );
    console.log(
      `\nslowest test files (of ${timed.length}, ${(total / 1000).toFixed(0)} s summed over the workers):\n${lines.join('\n')}`,
    );
  }
}
