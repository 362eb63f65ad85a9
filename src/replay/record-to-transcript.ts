import { parseJson } from '../utils/parse-json.js';
import { type RawRecord, type ReplayLimits, recordText, replayLimits } from './raw-record.js';
import { toTranscript } from './to-transcript.js';
import type { Transcript, TranscriptIssue } from './transcript.js';

/**
 * Parses and checks one record cut from `file`; a failure becomes an issue naming `file:line` (and the
 * column of a syntax error, counted from the file's start, not the record's).
 */
export function recordToTranscript(
  record: RawRecord,
  file: string,
  limits: ReplayLimits = replayLimits,
): Transcript | TranscriptIssue {
  if (record.kind === 'issue') {
    const at = record.column === undefined ? `${record.line}` : `${record.line}:${record.column}`;
    return { source: `${file}:${at}`, message: record.message };
  }
  const parsed = parseJson(recordText(record.bytes));
  if (!parsed.ok) {
    const line = record.line + parsed.line - 1;
    const column = parsed.line === 1 ? record.column + parsed.column - 1 : parsed.column;
    return { source: `${file}:${line}:${column}`, message: `invalid JSON: ${parsed.message}` };
  }
  return toTranscript(parsed.value, `${file}:${record.line}`, limits);
}
