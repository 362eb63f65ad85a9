import { appendFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { SinkWriteError } from '../events/sink-write-error.js';
import type { GuardEvent, GuardEventListener } from '../events/types.js';
import { createGuard, type Guard } from '../guard/guard.js';
import type { GuardOptions } from '../guard/options.js';
import { RecordingGuard } from './recording-guard.js';
import { TranscriptRun } from './transcript-run.js';

/** Options of {@link createTranscriptSink}. */
export interface TranscriptSinkOptions {
  /** File the runs are appended to, one JSON line each (`.jsonl`, as `loopguard replay` reads). */
  readonly path?: string;
  /** Any writable stream instead of a file. @default process.stdout when no `path` */
  readonly stream?: Writable;
  /**
   * Largest run kept, in bytes of its line: later messages are dropped and the line gets
   * `"truncated": {"dropped_messages": n, "max_run_bytes": …}`. @default 4194304 (4 MiB)
   */
  readonly maxRunBytes?: number;
  /**
   * Longest text kept of one message or tool-call arguments; the rest is cut and replaced by a marker with
   * the full length and a hash of the whole, so cut results that differ still differ. @default 32768
   */
  readonly maxContentChars?: number;
  /** Runs held in memory while they go on; past it the oldest is written as it is, with `"ended": false`. @default 1000 */
  readonly maxOpenRuns?: number;
  /** Receives write errors, once when writes start failing and once when they work again. @default console.warn */
  readonly onError?: (error: unknown) => void;
}

/** Records guarded runs as transcripts that `loopguard replay` reads, one JSON line per run. */
export interface TranscriptSink {
  /**
   * A guard that records its run: pass it wherever a guard goes (`runAgent({ guard })`, an adapter's
   * `guard` option). The run is written when it ends (completed, failed or abandoned).
   */
  record(guard: Guard): Guard;
  /** `record(createGuard(options))`, with this sink's listener added, so runs the guard ends itself are written too. */
  createGuard(options?: GuardOptions): Guard;
  /**
   * For a guard's `onEvent`: writes a recorded run when its `run_end` arrives, also when the guard ended it
   * on its own (an idle run abandoned after `idleTimeoutMs`).
   */
  readonly listener: GuardEventListener;
  /** Writes every run still open (marked `"ended": false`) and stops recording; never throws. */
  close(): Promise<void>;
  /** Runs written. */
  readonly written: number;
  /** Runs lost to write errors (counted, never silent). */
  readonly dropped: number;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Records replayable transcripts of guarded runs, in the format `loopguard replay` reads: so a policy can
 * be backtested on your own production runs. Every string is scrubbed of secrets, long texts are cut with a
 * marker, a run is bounded in size, and a run is held in memory only while it goes on: one line is written
 * when it ends. It never throws into the agent: a failing write is reported to `onError` once per episode
 * and the run is counted in `dropped`.
 *
 * @example
 * ```ts
 * const transcripts = createTranscriptSink({ path: 'runs.jsonl' });
 * const result = await runAgent({ model, task, tools, guard: transcripts.createGuard({ maxCost: 0.5 }) });
 * // later: npx loopguard replay runs.jsonl --policy stricter.json
 * ```
 */
export function createTranscriptSink(options: TranscriptSinkOptions = {}): TranscriptSink {
  const limits = {
    maxRunBytes: Math.max(1_024, Math.floor(options.maxRunBytes ?? 4 * 2 ** 20)),
    maxContentChars: Math.max(64, Math.floor(options.maxContentChars ?? 32_768)),
  };
  const maxOpenRuns = Math.max(1, Math.floor(options.maxOpenRuns ?? 1_000));
  const onError =
    options.onError ?? ((error: unknown) => console.warn('[loopguard] transcripts:', errorText(error)));
  const where = options.path ?? 'the stream';
  const stream = options.path ? undefined : (options.stream ?? process.stdout);
  const open = new Map<string, TranscriptRun>();
  let written = 0;
  let dropped = 0;
  let failing = false;
  let closed = false;

  const report = (error: SinkWriteError) => {
    try {
      onError(error);
    } catch {
      // An error handler that throws must not take the agent down with it.
    }
  };
  const write = (line: string) => {
    try {
      if (options.path) appendFileSync(options.path, line);
      else if (stream && !stream.destroyed && !stream.writableEnded) stream.write(line);
      else throw new Error('the stream is closed');
      written++;
      if (failing) {
        failing = false;
        report(
          new SinkWriteError(
            `writing transcripts to ${where} works again; ${dropped} runs were dropped in all`,
            options.path,
            undefined,
          ),
        );
      }
    } catch (error) {
      dropped++;
      if (!failing) {
        failing = true;
        report(
          new SinkWriteError(
            `could not write a transcript to ${where} (${errorText(error)}); the run is dropped`,
            options.path,
            error,
          ),
        );
      }
    }
  };
  const key = (guard: Pick<Guard, 'taskId' | 'runId'>) => `${guard.taskId}\u0000${guard.runId}`;
  const finish = (id: string, ended: boolean) => {
    const run = open.get(id);
    if (!run) return;
    open.delete(id);
    write(run.line(ended));
  };
  const host = { finish: (guard: Guard) => finish(key(guard), true) };
  const record = (guard: Guard): Guard => {
    if (closed) return guard;
    const id = key(guard);
    let run = open.get(id);
    if (!run) {
      if (open.size >= maxOpenRuns) finish(open.keys().next().value as string, false);
      run = new TranscriptRun(guard.runId, limits);
      open.set(id, run);
    }
    return new RecordingGuard(guard, run, host);
  };
  const listener = (event: GuardEvent) => {
    if (event.event !== 'run_end') return;
    const id = `${event.task_id}\u0000${event.run_id}`;
    if ((open.get(id)?.busy ?? 0) === 0) finish(id, true);
  };
  return {
    record,
    createGuard(guardOptions: GuardOptions = {}) {
      const listeners = guardOptions.onEvent === undefined ? [] : [guardOptions.onEvent].flat();
      return record(createGuard({ ...guardOptions, onEvent: [...listeners, listener] }));
    },
    listener,
    async close() {
      if (closed) return;
      closed = true;
      for (const id of [...open.keys()]) finish(id, false);
    },
    get written() {
      return written;
    },
    get dropped() {
      return dropped;
    },
  };
}
