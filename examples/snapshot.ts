/**
 * One run, one guard, several processes: each step of a durable workflow runs in a fresh process (as a
 * serverless function or a Temporal activity would), restores the guard from the snapshot the previous step
 * saved, makes one model call, and saves it again. The loop is caught across processes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGuard, type GuardSnapshot, isGuardError, restoreGuard } from 'loopguard';

const policy = { maxRounds: 10, maxCost: 0.05 };
const [, , stepArgument, file] = process.argv;

if (stepArgument === undefined) {
  // The workflow: start the run, then hand it from process to process until the guard stops it.
  const folder = mkdtempSync(join(tmpdir(), 'loopguard-snapshot-'));
  const saved = join(folder, 'run.json');
  writeFileSync(saved, JSON.stringify(createGuard({ ...policy, runId: 'nightly-cleanup' }).snapshot()));
  for (let step = 1; step <= 5; step++) {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), String(step), saved],
      {
        encoding: 'utf8',
      },
    );
    process.stdout.write(output);
    if (output.includes('stopped')) break;
  }
} else {
  // One step in a fresh process: restore, call, record, save.
  const step = Number(stepArgument);
  const snapshot = JSON.parse(readFileSync(file as string, 'utf8')) as GuardSnapshot;
  const guard = restoreGuard(snapshot, policy);
  try {
    const call = guard.beforeCall({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'Clean the CSV.' }],
    });
    // The model (scripted here) asks for the same cleaning again and again, the path padded differently.
    call.end({
      usage: { promptTokens: 400, completionTokens: 30 },
      toolCalls: [
        { id: `c${step}`, name: 'clean_csv', arguments: { path: `/srv/sales.csv${' '.repeat(step)}` } },
      ],
    });
    guard.recordToolResult({ toolCallId: `c${step}`, result: '980 rows kept' });
    console.log(
      `step ${step} (pid ${process.pid}): call ${guard.rounds} made, ${guard.usage.totalTokens} tokens so far`,
    );
  } catch (error) {
    if (!isGuardError(error)) throw error;
    console.log(`step ${step} (pid ${process.pid}): stopped: ${error.code} after call ${error.round}`);
    console.log(`  ${error.message}`);
  }
  writeFileSync(file as string, JSON.stringify(guard.snapshot()));
}
