import { open, stat } from 'node:fs/promises';
import { withoutByteOrderMark } from './split-transcripts.js';

/** What an input file of `replay` holds. */
export type InputKind = 'transcripts' | 'event-log' | 'otlp';

const sniffBytes = 64 * 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Tells from the start of a file whether it holds recorded runs, loopguard's own event log (guard events as
 * the JSON-lines sink writes them: `{"event", "run_id", …}`, no messages), or an OTLP/JSON trace export
 * (`{"resourceSpans": […]}`). A pipe, or a file that cannot be read, counts as runs: the reader names the error.
 */
export async function inputKind(file: string): Promise<InputKind> {
  let head: string;
  try {
    // A pipe is read once: sniffing it would eat the runs. Only a regular file is looked at first.
    if (!(await stat(file)).isFile()) return 'transcripts';
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(sniffBytes);
      const { bytesRead } = await handle.read(buffer, 0, sniffBytes, 0);
      head = Buffer.from(withoutByteOrderMark(buffer.subarray(0, bytesRead)))
        .toString('utf8')
        .trimStart();
    } finally {
      await handle.close();
    }
  } catch {
    return 'transcripts';
  }
  if (/^\{\s*"resourceSpans"\s*:/.test(head)) return 'otlp';
  const newline = head.indexOf('\n');
  let first: unknown;
  try {
    first = JSON.parse(newline < 0 ? head : head.slice(0, newline));
  } catch {
    return 'transcripts';
  }
  if (!isRecord(first)) return 'transcripts';
  if ('resourceSpans' in first) return 'otlp';
  const event = first.event;
  if (typeof event === 'string' && 'run_id' in first && !('messages' in first)) return 'event-log';
  return 'transcripts';
}
