import { closeSync, openSync, writeSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { scrubEvent } from './scrub-event.js';
import { SinkWriteError } from './sink-write-error.js';
import type { GuardEvent, GuardEventListener } from './types.js';

/** Where JSON lines go: a file path (appended) or any writable stream such as `process.stdout`. */
export interface JsonLinesSinkOptions {
  readonly path?: string;
  readonly stream?: Writable;
  /** For a file: bytes gathered before one write. @default 65536 */
  readonly bufferBytes?: number;
  /** For a file: a partial buffer is written after this long. @default 250 */
  readonly flushIntervalMs?: number;
  /** For a file: bytes kept while writes fail (disk full); older lines beyond it are dropped and counted. @default 4194304 */
  readonly maxPendingBytes?: number;
  /** Receives write errors, once when writes start failing and once when they recover. @default console.warn */
  readonly onError?: (error: unknown) => void;
}

/** A listener that writes one JSON object per line, plus `close()` to flush a file. */
export interface JsonLinesSink {
  readonly listener: GuardEventListener;
  /** Writes what is buffered; never throws (a failure goes to `onError`). */
  flush(): void;
  close(): Promise<void>;
  /** Lines written. */
  readonly written: number;
  /** Lines lost to write errors (counted, never silent). */
  readonly dropped: number;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function countLines(text: string): number {
  let lines = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lines++;
  return lines;
}

/** Sink counters and the once-per-episode error report, shared by the file and stream writers. */
class SinkHealth {
  written = 0;
  dropped = 0;
  private failing = false;

  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly where: string | undefined,
  ) {}

  failed(error: unknown, pendingLines: number): void {
    if (this.failing) return;
    this.failing = true;
    this.report(
      new SinkWriteError(
        `could not write events to ${this.where ?? 'the stream'} (${errorText(error)}); keeping ${pendingLines} lines and retrying`,
        this.where,
        error,
      ),
    );
  }

  recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.report(
      new SinkWriteError(
        `writing events to ${this.where ?? 'the stream'} works again; ${this.dropped} lines were dropped in all`,
        this.where,
        undefined,
      ),
    );
  }

  /** At close or exit, once: what was lost in all, so that a last failure is never silent. */
  closed(): void {
    if (this.closedOnce || this.dropped === 0) return;
    this.closedOnce = true;
    this.report(
      new SinkWriteError(
        `closing ${this.where ?? 'the stream'}: ${this.dropped} event lines were dropped in all`,
        this.where,
        undefined,
      ),
    );
  }

  private closedOnce = false;

  private report(error: SinkWriteError): void {
    try {
      this.onError(error);
    } catch {
      // An error handler that throws must not take the agent down with it.
    }
  }
}

function fileWriter(path: string, options: JsonLinesSinkOptions, health: SinkHealth) {
  const bufferBytes = options.bufferBytes ?? 65_536;
  const flushIntervalMs = options.flushIntervalMs ?? 250;
  const maxPendingBytes = options.maxPendingBytes ?? 4 * 2 ** 20;
  const fd = openSync(path, 'a');
  let pending = '';
  let pendingLines = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = flushIntervalMs;
  let closed = false;

  const dropOldest = () => {
    // Whole lines only, so the file never gets a torn one from us.
    while (pending.length > maxPendingBytes && pendingLines > 0) {
      const end = pending.indexOf('\n');
      pending = pending.slice(end + 1);
      pendingLines--;
      health.dropped++;
    }
  };
  const flush = (): boolean => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending.length === 0 || closed) return true;
    const chunk = Buffer.from(pending);
    let offset = 0;
    try {
      while (offset < chunk.length) offset += writeSync(fd, chunk, offset);
      health.written += pendingLines;
      pending = '';
      pendingLines = 0;
      retryMs = flushIntervalMs;
      health.recovered();
      return true;
    } catch (error) {
      // What reached the file stays there; the rest waits for the next try.
      if (offset > 0) {
        const done = chunk.subarray(0, offset).toString();
        const doneLines = countLines(done);
        health.written += doneLines;
        pending = chunk.subarray(offset).toString();
        pendingLines -= doneLines;
      }
      dropOldest();
      health.failed(error, pendingLines);
      return false;
    }
  };
  const schedule = (ms: number) => {
    if (timer || closed) return;
    timer = setTimeout(onTimer, ms);
    timer.unref?.();
  };
  const onTimer = () => {
    timer = undefined;
    if (!flush()) {
      retryMs = Math.min(retryMs * 2, 30_000);
      schedule(retryMs);
    }
  };
  const onExit = () => {
    flush();
    if (pendingLines > 0) {
      health.dropped += pendingLines;
      pending = '';
      pendingLines = 0;
    }
    health.closed();
  };
  process.on('exit', onExit);
  return {
    write(line: string) {
      pending += line;
      pendingLines++;
      // While the disk fails, the agent's path only buffers; the timer retries with backoff.
      if (pending.length >= bufferBytes && retryMs === flushIntervalMs) {
        if (!flush()) schedule(retryMs);
      } else {
        if (pending.length > maxPendingBytes) dropOldest();
        schedule(retryMs);
      }
    },
    flush() {
      flush();
    },
    close() {
      if (closed) return;
      onExit();
      closed = true;
      process.off('exit', onExit);
      try {
        closeSync(fd);
      } catch (error) {
        health.failed(error, 0);
      }
    },
  };
}

function streamWriter(stream: Writable, health: SinkHealth) {
  // A stream reports write errors (EPIPE on a closed stdout) as an 'error' event, which kills the process
  // when nobody listens for it.
  const onStreamError = (error: unknown) => health.failed(error, 0);
  stream.on('error', onStreamError);
  return {
    write(line: string) {
      if (stream.destroyed || stream.writableEnded) {
        health.dropped++;
        return;
      }
      stream.write(line, (error) => {
        if (error) health.dropped++;
        else health.written++;
      });
    },
    flush() {},
    close() {
      stream.off('error', onStreamError);
    },
  };
}

/**
 * Writes each event as one JSON line, the format log platforms ingest; secrets are redacted. A file is
 * written in 64 KiB chunks with synchronous writes, so a burst of events never piles up in memory. It never
 * throws into the agent: a failing write (disk full, I/O error) is reported to `onError` once, the lines wait
 * in a bounded buffer and are retried with backoff, and what cannot be kept is counted in `dropped`.
 */
export function createJsonLinesSink(options: JsonLinesSinkOptions): JsonLinesSink {
  const onError =
    options.onError ?? ((error: unknown) => console.warn('[loopguard] json lines:', errorText(error)));
  const health = new SinkHealth(onError, options.path);
  const writer = options.path
    ? fileWriter(options.path, options, health)
    : streamWriter(options.stream ?? process.stdout, health);
  return {
    listener: (event: GuardEvent) => writer.write(`${JSON.stringify(scrubEvent(event))}\n`),
    flush: () => writer.flush(),
    close: async () => {
      await writer.close();
      health.closed();
    },
    get written() {
      return health.written;
    },
    get dropped() {
      return health.dropped;
    },
  };
}
