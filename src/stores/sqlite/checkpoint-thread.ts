import { createRequire } from 'node:module';
import { CHECKPOINT_WORKER_SOURCE } from './checkpoint-worker-source.js';

/** What the checkpoint thread is told when it starts. */
export interface CheckpointThreadData {
  /** The driver the main thread chose, and where it loads from. */
  readonly driver: string;
  readonly driverPath: string;
  /** The store file, absolute. */
  readonly file: string;
  readonly busyTimeoutMs: number;
  /** One Int32 the thread sets to 1 once its connection is closed (or could not open). */
  readonly closed: SharedArrayBuffer;
}

/** The part of a `node:worker_threads` Worker the checkpointer uses. */
export interface CheckpointThread {
  postMessage(message: 'checkpoint' | 'close'): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): unknown;
  unref(): void;
}

/**
 * Starts the checkpoint thread; the caller unrefs it once its listeners are on (a `'message'` listener refs
 * the thread's port again, and a thread that keeps the process alive is a bug here). Throws when the process has no
 * worker threads or cannot start one (the checkpointer then keeps SQLite's automatic checkpoint).
 * `node:worker_threads` is loaded here, on first use, not when the store's modules load.
 */
export function startCheckpointThread(data: CheckpointThreadData): CheckpointThread {
  const { Worker } = createRequire(import.meta.url)(
    'node:worker_threads',
  ) as typeof import('node:worker_threads');
  return new Worker(CHECKPOINT_WORKER_SOURCE, { eval: true, workerData: data });
}
