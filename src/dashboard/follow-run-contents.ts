import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { type ContentCall, runOfLine, unreadable } from './run-content.js';

/** A transcript file followed as it grows: the runs written so far, read again whenever the file changed. */
export interface FollowedRunContents {
  /** The recorded calls of a run, once its line is in the file. */
  get(runId: string): readonly ContentCall[] | undefined;
  /** Reads what was appended since the last look (the whole file again when it was replaced or cut). */
  refresh(): void;
  /** Bytes of the file read so far: changes whenever new runs were read. */
  readonly version: number;
}

/** Options of {@link followRunContents}. */
export interface FollowRunContentsOptions {
  /**
   * A missing file is an error at start (a mistyped path), rather than no runs yet. The gateway's own
   * capture file only appears with its first run. @default true
   */
  readonly mustExist?: boolean | undefined;
}

const CHUNK_BYTES = 1 << 20;
/** Runs kept parsed, the most recently shown: a trace shows a task's few runs, often again (live updates). */
const PARSED_KEPT = 64;
const NEWLINE = 0x0a;

/** A run's line in the file. */
interface LineAt {
  readonly start: number;
  readonly length: number;
  readonly line: number;
}

/** The run id of a line as the transcript sink writes it (`{"id":"…",…`), else of the whole line parsed. */
function idOf(text: string): string | undefined {
  const written = /^\{"id":("(?:[^"\\]|\\.)*")/.exec(text);
  try {
    if (written) return JSON.parse(written[1] as string) as string;
    const run = JSON.parse(text) as { id?: unknown; messages?: unknown };
    return typeof run.id === 'string' && Array.isArray(run.messages) ? run.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows a transcript file (the transcript sink's JSONL, one run a line, appended as runs end), keeping
 * where each run's line is rather than its content, so a gateway capturing for days holds an index, not its
 * capture: a run is read and parsed when its trace is shown (the latest few kept). The file is read whole at
 * start, where a line that is not a run is a DashboardError naming the file and line; later, `refresh` reads
 * only the bytes appended since (a line still being written waits for its newline), so runs recorded after
 * start show their content. A bad line appended later is skipped: the page must not fail for every trace
 * because of one run.
 * @example
 * const contents = followRunContents('runs.jsonl');
 * createDashboard({ reader, transcripts: contents });
 */
export function followRunContents(path: string, options: FollowRunContentsOptions = {}): FollowedRunContents {
  const lines = new Map<string, LineAt>();
  const parsed = new Map<string, ContentCall[]>();
  /** Bytes of the complete lines read: the next refresh starts here. */
  let offset = 0;
  let lineNumber = 0;
  let strict = true;

  const take = (bytes: Buffer, start: number, last = false): boolean => {
    const text = bytes.toString('utf8');
    if (text.trim() === '') return true;
    let id: string | undefined;
    if (strict && !last) id = runOfLine(path, lineNumber, text)[0];
    else id = idOf(text);
    if (id === undefined) return false;
    lines.set(id, { start, length: bytes.length, line: lineNumber });
    parsed.delete(id);
    return true;
  };

  const readFrom = (descriptor: number, size: number) => {
    let carry = Buffer.alloc(0);
    let carryStart = offset;
    let position = offset;
    const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, size - offset));
    while (position < size) {
      const read = readSync(descriptor, chunk, 0, Math.min(chunk.length, size - position), position);
      if (read === 0) break;
      position += read;
      const bytes =
        carry.length === 0 ? chunk.subarray(0, read) : Buffer.concat([carry, chunk.subarray(0, read)]);
      let from = 0;
      for (let end = bytes.indexOf(NEWLINE); end !== -1; end = bytes.indexOf(NEWLINE, from)) {
        lineNumber += 1;
        take(bytes.subarray(from, end), carryStart + from);
        from = end + 1;
      }
      // The line still being written is read again at the next refresh, from its start.
      carry = Buffer.from(bytes.subarray(from));
      carryStart += from;
      offset = carryStart;
    }
    return carry;
  };

  const refresh = () => {
    let size: number;
    try {
      size = statSync(path).size;
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (strict && !(missing && options.mustExist === false)) throw unreadable(path, error);
      return;
    }
    if (size < offset) {
      // Replaced or cut: read again from the start.
      lines.clear();
      parsed.clear();
      offset = 0;
      lineNumber = 0;
    }
    if (size === offset) return;
    let descriptor: number;
    try {
      descriptor = openSync(path, 'r');
    } catch (error) {
      if (strict) throw unreadable(path, error);
      return;
    }
    try {
      const rest = readFrom(descriptor, size);
      // At start a last line without its newline (a file written by hand) is taken when it is a whole run;
      // it is read again, with what follows it, if the file grows.
      if (strict && rest.length > 0) take(rest, offset, true);
    } finally {
      closeSync(descriptor);
    }
  };

  const read = (runId: string): ContentCall[] | undefined => {
    const at = lines.get(runId);
    if (!at) return undefined;
    let descriptor: number;
    try {
      descriptor = openSync(path, 'r');
    } catch {
      return undefined;
    }
    try {
      const bytes = Buffer.alloc(at.length);
      readSync(descriptor, bytes, 0, at.length, at.start);
      return runOfLine(path, at.line, bytes.toString('utf8'))[1];
    } catch {
      return undefined;
    } finally {
      closeSync(descriptor);
    }
  };

  refresh();
  strict = false;
  return {
    get(runId) {
      const kept = parsed.get(runId);
      if (kept) {
        parsed.delete(runId);
        parsed.set(runId, kept);
        return kept;
      }
      const calls = read(runId);
      if (!calls) return undefined;
      parsed.set(runId, calls);
      if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
      return calls;
    },
    refresh,
    get version() {
      return offset;
    },
  };
}
