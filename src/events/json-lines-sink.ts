import { closeSync, openSync, writeSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { scrubEvent } from './scrub-secrets.js';
import type { GuardEvent, GuardEventListener } from './types.js';

/** Where JSON lines go: a file path (appended) or any writable stream such as `process.stdout`. */
export interface JsonLinesSinkOptions {
  readonly path?: string;
  readonly stream?: Writable;
  /** For a file: bytes gathered before one write. @default 65536 */
  readonly bufferBytes?: number;
  /** For a file: a partial buffer is written after this long. @default 250 */
  readonly flushIntervalMs?: number;
}

/** A listener that writes one JSON object per line, plus `close()` to flush a file. */
export interface JsonLinesSink {
  readonly listener: GuardEventListener;
  /** Writes what is buffered. */
  flush(): void;
  close(): Promise<void>;
}

function fileWriter(path: string, bufferBytes: number, flushIntervalMs: number) {
  const fd = openSync(path, 'a');
  let pending = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending.length === 0 || closed) return;
    const chunk = pending;
    pending = '';
    writeSync(fd, chunk);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= bufferBytes) flush();
      else if (!timer) {
        timer = setTimeout(flush, flushIntervalMs);
        timer.unref?.();
      }
    },
    flush,
    close() {
      flush();
      closed = true;
      process.off('exit', flush);
      closeSync(fd);
    },
  };
}

/**
 * Writes each event as one JSON line, the format log platforms ingest; API keys and tokens are redacted.
 * A file is written in 64 KiB chunks with synchronous writes, so a burst of events never piles up in memory.
 */
export function createJsonLinesSink(options: JsonLinesSinkOptions): JsonLinesSink {
  const file = options.path
    ? fileWriter(options.path, options.bufferBytes ?? 65_536, options.flushIntervalMs ?? 250)
    : undefined;
  const stream: Writable = options.stream ?? process.stdout;
  return {
    listener: (event: GuardEvent) => {
      const line = `${JSON.stringify(scrubEvent(event))}\n`;
      if (file) file.write(line);
      else stream.write(line);
    },
    flush: () => file?.flush(),
    close: async () => file?.close(),
  };
}
