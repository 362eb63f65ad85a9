import { createWriteStream, type WriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { scrubEvent } from './scrub-secrets.js';
import type { GuardEvent, GuardEventListener } from './types.js';

/** Where JSON lines go: a file path (appended) or any writable stream such as `process.stdout`. */
export interface JsonLinesSinkOptions {
  readonly path?: string;
  readonly stream?: Writable;
}

/** A listener that writes one JSON object per line, plus `close()` to flush a file. */
export interface JsonLinesSink {
  readonly listener: GuardEventListener;
  close(): Promise<void>;
}

/** Writes each event as one JSON line, the format log platforms ingest; API keys and tokens are redacted. */
export function createJsonLinesSink(options: JsonLinesSinkOptions): JsonLinesSink {
  const owned: WriteStream | undefined = options.path
    ? createWriteStream(options.path, { flags: 'a' })
    : undefined;
  const stream: Writable = owned ?? options.stream ?? process.stdout;
  return {
    listener: (event: GuardEvent) => {
      stream.write(`${JSON.stringify(scrubEvent(event))}\n`);
    },
    close: () =>
      new Promise((resolve, reject) => {
        if (!owned) return resolve();
        owned.end((error?: Error | null) => (error ? reject(error) : resolve()));
      }),
  };
}
