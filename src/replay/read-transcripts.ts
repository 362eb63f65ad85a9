import { createReadStream } from 'node:fs';
import { type RawRecord, type ReplayLimits, replayLimits } from './raw-record.js';
import { recordToTranscript } from './record-to-transcript.js';
import { splitterFor, withoutByteOrderMark } from './split-transcripts.js';
import type { Transcript, TranscriptIssue } from './transcript.js';

/** Bytes read at a time: large enough to amortise the per-chunk cost, small enough for a quick first verdict. */
const chunkBytes = 1 << 20;

function readErrorMessage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'file not found';
  if (code === 'EISDIR') return 'is a directory, not a file';
  if (code === 'EACCES') return 'permission denied';
  return `cannot be read: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Parses records one at a time as the consumer asks: a run is then garbage before the next is parsed,
 * so short-lived objects die young instead of filling the old generation a chunk at a time.
 */
function* parsed(records: readonly RawRecord[], file: string, limits: ReplayLimits) {
  for (const record of records) yield recordToTranscript(record, file, limits);
}

/**
 * Streams the runs of one file (`.jsonl`/`.ndjson`: one run per line; otherwise one run or an array of
 * runs), one batch per chunk read (so a caller can print a batch's verdicts before waiting for more
 * input), holding only that chunk and the run in progress. Bad lines and runs
 * come as issues in file order; a file that cannot be read ends with one issue naming it.
 */
export async function* readTranscripts(
  file: string,
  limits: ReplayLimits = replayLimits,
): AsyncGenerator<Iterable<Transcript | TranscriptIssue>> {
  const splitter = splitterFor(file, limits);
  const chunks = createReadStream(file, { highWaterMark: chunkBytes })[Symbol.asyncIterator]();
  for (let first = true; ; first = false) {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch (error) {
      yield [{ source: file, message: readErrorMessage(error) }];
      return;
    }
    if (next.done) break;
    const chunk = first ? withoutByteOrderMark(next.value) : next.value;
    yield parsed(splitter.push(chunk), file, limits);
  }
  yield parsed(splitter.end(), file, limits);
}
