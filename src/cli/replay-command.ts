import { setFlagsFromString } from 'node:v8';
import type { Command } from 'commander';
import { loadPolicy } from '../guard/load-policy.js';
import type { GuardOptions } from '../guard/options.js';
import { explainRun, type RunExplanation } from '../replay/explain-run.js';
import { explanationText } from '../replay/explain-text.js';
import { inputBatches } from '../replay/input-batches.js';
import { judgeRun } from '../replay/judge-run.js';
import { LabelTally, labelScoreText } from '../replay/label-tally.js';
import { OutputBuffer } from '../replay/output-buffer.js';
import { printableText } from '../replay/printable-text.js';
import { readLabels } from '../replay/read-labels.js';
import { openReplayStore } from '../replay/replay-store.js';
import { ReplayTally } from '../replay/replay-tally.js';
import type { ReplayVerdict } from '../replay/replay-transcript.js';
import type { RunOutcome } from '../replay/score-verdict.js';
import type { Transcript, TranscriptIssue } from '../replay/transcript.js';
import { VerdictTable } from '../replay/verdict-table.js';
import { storeName } from '../stores/open-event-store.js';
import { UsageError } from './usage-error.js';

interface ReplayFlags {
  readonly policy?: string;
  readonly json?: boolean;
  readonly db?: string;
  readonly explain?: boolean;
  readonly labels?: string;
}

/**
 * The `--json` line of a verdict; free text is scrubbed field by field, so the line stays valid JSON. With
 * `--labels` it also says how the verdict scored (`outcome`, null for a run without a label).
 */
function jsonLine(verdict: ReplayVerdict, outcome?: RunOutcome | null): string {
  const reason = verdict.reason === null ? null : printableText(verdict.reason);
  const scored = outcome === undefined ? {} : { outcome };
  return `${JSON.stringify({ ...verdict, id: printableText(verdict.id), reason, ...scored })}\n`;
}

/**
 * `explainRun`, with a run the guard fails on turned into an issue as `judgeRun` does. Only the judging replay
 * reaches the store: explaining replays the run again, up to dozens of times for its near misses.
 */
function explainOrIssue(
  run: Transcript,
  policy: GuardOptions,
  quiet: GuardOptions,
): RunExplanation | TranscriptIssue {
  const judged = judgeRun(run, policy);
  return 'tripped' in judged ? explainRun(run, quiet) : judged;
}

const sqliteHeader = 'SQLite format 3\0';

/** True when `file` starts as every SQLite database does: a store given where a transcript was expected. */
async function isSqliteFile(file: string): Promise<boolean> {
  if (file === '-') return false;
  const { open, stat } = await import('node:fs/promises');
  try {
    // Only a regular file is looked into: opening a pipe (a FIFO, `<(…)`) to look would take its first bytes from
    // the reader and close it under the writer.
    if (!(await stat(file)).isFile()) return false;
    const handle = await open(file, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
      return bytesRead === 16 && buffer.toString('latin1') === sqliteHeader;
    } finally {
      await handle.close();
    }
  } catch {
    // A file that cannot be read is reported by the reader, with its own message.
    return false;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `loopguard replay FILE... [--policy policy.json] [--json] [--db FILE] [--explain]`: backtests a policy on recorded
 * runs. Files are streamed and each verdict is printed as soon as its run is judged; a bad line or run
 * gets an error naming `file:line` on stderr and the others are still judged. Exit code 0 when every run
 * was judged (tripped or not), 2 when any input could not be judged or the store failed.
 */
export function registerReplayCommand(program: Command): void {
  program
    .command('replay')
    .description(
      'backtest a guard policy on recorded agent runs (.json, .jsonl, .yaml or .yml transcripts, or OTLP JSON spans)',
    )
    .argument('<files...>', 'transcript files, or OpenTelemetry OTLP JSON exports')
    .option('--policy <file>', 'guard options as JSON or YAML (.yaml, .yml; JSON may hold comments)')
    .option('--json', 'one JSON verdict per run')
    .option(
      '--db <store>',
      'also write the backtest events into this store (a SQLite file or postgres://…), for reports and trace',
    )
    .option(
      '--labels <file>',
      'score the verdicts against labelled runs (JSON lines: id, label loop|legit, loop_from)',
    )
    .option(
      '--explain',
      "per run, each round's signature and result key, the detector that tripped and on which rounds, or the one that came closest",
    )
    .action(async (files: string[], flags: ReplayFlags) => {
      // A replay streams files of any size through short-lived objects; V8's default heap headroom made its
      // peak memory grow with the input. Sizing the heap for memory keeps it flat, for a little throughput.
      setFlagsFromString('--optimize-for-size');
      const loaded: GuardOptions = flags.policy ? await loadPolicy(flags.policy) : {};
      let labels: LabelTally | undefined;
      if (flags.labels) {
        try {
          labels = new LabelTally(await readLabels(flags.labels));
        } catch (error) {
          throw new UsageError(errorText(error));
        }
      }
      const store = flags.db ? await openReplayStore(flags.db) : undefined;
      // A connection string is shown without its password.
      const where = flags.db ? await storeName(flags.db) : '';
      const policy: GuardOptions = store
        ? {
            ...loaded,
            agentName: loaded.agentName ?? 'replay',
            onEvent: store.listener,
            onError: (error: unknown) => store.remember(error),
          }
        : loaded;
      let storeError: unknown;
      const out = new OutputBuffer(process.stdout);
      const table = flags.json || flags.explain ? undefined : new VerdictTable();
      const tally = new ReplayTally();
      const report = async (issue: TranscriptIssue) => {
        tally.issues++;
        await out.flush();
        process.stderr.write(`loopguard replay: ${printableText(`${issue.source}: ${issue.message}`)}\n`);
      };
      if (table) out.write(table.head());
      try {
        for (const file of files) {
          if (await isSqliteFile(file)) {
            tally.issues++;
            await out.flush();
            process.stderr.write(
              `loopguard replay: ${printableText(file)} is a SQLite database (an event store?), not a transcript: replay reads .json, .jsonl, .yaml or .yml transcripts and OTLP JSON spans; read a store with \`loopguard report daily --db ${printableText(file)}\` or \`loopguard trace TASK_ID --db ${printableText(file)}\`\n`,
            );
            continue;
          }
          // One batch per chunk read: its verdicts are printed before the next read waits for input.
          const note = (line: string) => process.stderr.write(`loopguard replay: ${printableText(line)}\n`);
          for await (const batch of inputBatches(file, note)) {
            for (const item of batch) {
              if (flags.explain && 'messages' in item) {
                await store?.begin(loaded.taskId ?? item.id, loaded.runId ?? item.id);
                const explained = explainOrIssue(item, policy, loaded);
                if (!('verdict' in explained)) {
                  await report(explained);
                  continue;
                }
                tally.add(explained.verdict);
                labels?.add(explained.verdict);
                out.write(flags.json ? `${JSON.stringify(explained)}\n` : explanationText(explained));
                continue;
              }
              if ('messages' in item) await store?.begin(loaded.taskId ?? item.id, loaded.runId ?? item.id);
              const result = 'messages' in item ? judgeRun(item, policy) : item;
              if (!('tripped' in result)) {
                await report(result);
                continue;
              }
              tally.add(result);
              const outcome = labels?.add(result);
              out.write(table ? table.row(result) : jsonLine(result, labels ? (outcome ?? null) : undefined));
            }
            await out.flush();
          }
        }
      } finally {
        storeError = await store?.close();
      }
      if (table) out.write(`${table.foot()}${tally.summary()}\n`);
      else if (flags.explain && !flags.json) out.write(`${tally.summary()}\n`);
      if (labels) out.write(labelScoreText(labels, flags.json === true));
      if (store && !flags.json && storeError === undefined) {
        out.write(`${store.written} events written to ${where}\n`);
      }
      await out.flush();
      if (store && store.skipped > 0) {
        // On stderr with --json, so stdout stays one verdict per line.
        const line = `${store.skipped} ${store.skipped === 1 ? 'run was' : 'runs were'} already in ${where} (same task and run id): judged, not written again; replay into a new store to keep both\n`;
        if (flags.json) process.stderr.write(`loopguard replay: ${line}`);
        else process.stdout.write(line);
      }
      if (store && storeError !== undefined) {
        process.stderr.write(
          `loopguard replay: store ${where}: ${printableText(errorText(storeError))} (${store.written} events written, ${store.lost} not written)\n`,
        );
      }
      if (tally.issues > 0 || storeError !== undefined) process.exitCode = 2;
    });
}
