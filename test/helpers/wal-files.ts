import { closeSync, openSync, readSync } from 'node:fs';
import type { GuardEvent } from '../../src/events/types.js';

/**
 * The checkpoint sequence number in the header of a store's `-wal` file: SQLite raises it each time a write
 * starts the WAL file over, which it does only after a checkpoint copied every frame into the store.
 */
export function walSequence(path: string): number {
  const fd = openSync(`${path}-wal`, 'r');
  try {
    const header = Buffer.alloc(16);
    readSync(fd, header, 0, 16, 0);
    return header.readUInt32BE(12);
  } finally {
    closeSync(fd);
  }
}

/** A tool call event of run `index / 10`: enough to fill a store's pages and indexes as real events do. */
export function toolCallEvent(index: number): GuardEvent {
  return {
    event: 'tool_call',
    task_id: `task-${index % 97}`,
    run_id: `run-${Math.floor(index / 10)}`,
    round: (index % 10) + 1,
    timestamp: 1_760_000_000_000 + index,
    tool_name: `tool_${index % 13}`,
    tool_call_id: `call-${index}`,
    tool_args_hash: `hash-${index % 501}`,
  };
}
