import { readFile } from 'node:fs/promises';
import Table from 'cli-table3';
import type { Command } from 'commander';
import { ConfigError } from '../errors.js';
import { loadPolicy } from '../guard/load-policy.js';
import type { GuardOptions } from '../guard/options.js';
import { type ReplayVerdict, replayTranscript } from '../replay/replay-transcript.js';
import { parseTranscripts, type TranscriptIssue } from '../replay/transcript.js';
import { createSqliteSink } from '../stores/sqlite/sqlite-sink.js';

interface ReplayFlags {
  readonly policy?: string;
  readonly json?: boolean;
  readonly db?: string;
}

async function readRuns(files: readonly string[]) {
  const runs = [];
  const issues: TranscriptIssue[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      issues.push({ source: file, message: code === 'ENOENT' ? 'file not found' : (error as Error).message });
      continue;
    }
    const parsed = parseTranscripts(text, file);
    runs.push(...parsed.runs);
    issues.push(...parsed.issues);
  }
  return { runs, issues };
}

function printTable(verdicts: readonly ReplayVerdict[]): void {
  const table = new Table({
    head: ['run', 'verdict', 'code', 'detector', 'stopped after', 'reason'],
    style: { head: [], border: [] },
  });
  for (const verdict of verdicts) {
    table.push([
      verdict.id,
      verdict.tripped ? 'STOPPED' : 'ok',
      verdict.code ?? (verdict.tripped ? `(${verdict.state})` : ''),
      verdict.detector ?? '',
      verdict.tripped ? `round ${verdict.round} of ${verdict.rounds}` : `${verdict.rounds} rounds`,
      (verdict.reason ?? '').slice(0, 90),
    ]);
  }
  console.log(table.toString());
  const tripped = verdicts.filter((verdict) => verdict.tripped);
  const saved = tripped.reduce((sum, verdict) => sum + verdict.rounds - (verdict.round ?? 0), 0);
  console.log(
    `${verdicts.length} runs, ${tripped.length} stopped, ${verdicts.length - tripped.length} ran to the end; ${saved} LLM calls would not have been made.`,
  );
}

/** `loopguard replay FILE... [--policy policy.json] [--json]`: backtests a policy on recorded runs. */
export function registerReplayCommand(program: Command): void {
  program
    .command('replay')
    .description('backtest a guard policy on recorded agent runs (.json or .jsonl)')
    .argument('<files...>', 'transcript files')
    .option('--policy <file>', 'guard options as JSON')
    .option('--json', 'one JSON verdict per run')
    .option('--db <file>', 'also write the backtest events into this store, for reports and trace')
    .action(async (files: string[], flags: ReplayFlags) => {
      const loaded: GuardOptions = flags.policy ? await loadPolicy(flags.policy) : {};
      const sink = flags.db ? createSqliteSink({ path: flags.db, batchSize: 2_000 }) : undefined;
      const policy: GuardOptions = sink
        ? { ...loaded, agentName: loaded.agentName ?? 'replay', onEvent: sink.listener }
        : loaded;
      const { runs, issues } = await readRuns(files);
      const verdicts: ReplayVerdict[] = [];
      for (const run of runs) {
        try {
          const verdict = replayTranscript(run, policy);
          verdicts.push(verdict);
          if (flags.json) console.log(JSON.stringify(verdict));
        } catch (error) {
          if (!ConfigError.isInstance(error)) throw error;
          issues.push({ source: run.source, message: `run ${run.id}: ${error.message}` });
        }
      }
      sink?.close();
      if (!flags.json) printTable(verdicts);
      if (sink && !flags.json) console.log(`${sink.written} events written to ${flags.db}`);
      for (const issue of issues) console.error(`loopguard replay: ${issue.source}: ${issue.message}`);
      if (issues.length > 0) process.exitCode = 2;
    });
}
