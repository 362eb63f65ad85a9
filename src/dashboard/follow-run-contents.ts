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

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Follows a transcript file (the transcript sink's JSONL, one run a line, appended as runs end): the file is
 * read whole at start, where a line that is not a run is a DashboardError naming the file and line; later,
 * `refresh` reads only the bytes appended since (a line still being written waits for its newline), so runs
 * recorded after start show their content. A bad line appended later is skipped: the page must not fail for
 * every trace because of one run.
 * @example
 * const contents = followRunContents('runs.jsonl');
 * createDashboard({ reader, transcripts: contents });
 */
export function followRunContents(path: string, options: FollowRunContentsOptions = {}): FollowedRunContents {
  const runs = new Map<string, ContentCall[]>();
  let offset = 0;
  let lineNumber = 0;
  let rest = '';
  let decoder = new TextDecoder();
  let strict = true;

  const take = (line: string) => {
    lineNumber += 1;
    if (line.trim() === '') return;
    try {
      const [id, calls] = runOfLine(path, lineNumber, line);
      runs.set(id, calls);
    } catch (error) {
      if (strict) throw error;
    }
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
      runs.clear();
      offset = 0;
      lineNumber = 0;
      rest = '';
      decoder = new TextDecoder();
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
      const buffer = Buffer.alloc(Math.min(CHUNK_BYTES, size - offset));
      while (offset < size) {
        const read = readSync(descriptor, buffer, 0, Math.min(buffer.length, size - offset), offset);
        if (read === 0) break;
        offset += read;
        const lines = (rest + decoder.decode(buffer.subarray(0, read), { stream: true })).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) take(line);
      }
    } finally {
      closeSync(descriptor);
    }
  };

  refresh();
  // At start a last line without its newline is taken when it is whole (a file written by hand).
  if (rest.trim() !== '' && isJson(rest)) {
    take(rest);
    rest = '';
  }
  strict = false;
  return {
    get: (runId) => runs.get(runId),
    refresh,
    get version() {
      return offset;
    },
  };
}
