import { recordToTranscript } from './record-to-transcript.js';
import { splitterFor, withoutByteOrderMark } from './split-transcripts.js';

export { toTranscript } from './to-transcript.js';

/** A tool call inside a recorded assistant message (OpenAI chat format). */
export interface TranscriptToolCall {
  readonly id?: string;
  readonly type?: string;
  readonly function: { readonly name: string; readonly arguments?: unknown };
}

/** One message of a recorded run, in OpenAI chat format plus `usage`, `model` and `is_error`. */
export interface TranscriptMessage {
  readonly role: 'system' | 'user' | 'assistant' | 'tool' | 'developer' | 'function';
  readonly content?: unknown;
  readonly name?: string;
  readonly model?: string;
  readonly tool_calls?: readonly TranscriptToolCall[];
  readonly tool_call_id?: string;
  readonly is_error?: boolean;
  readonly usage?: Readonly<Record<string, unknown>>;
  readonly timestamp?: number | string;
  /**
   * On an assistant message the transcript sink wrote for a call the live guard refused: the trip code. No
   * call was made; a replay that would let it through ends the run there (what followed is unknown).
   */
  readonly refused?: string;
}

/** A recorded run: `{"id", "messages"}`. */
export interface Transcript {
  readonly id: string;
  readonly messages: readonly TranscriptMessage[];
  /** `file:line` the run came from. */
  readonly source: string;
}

/** A problem with one run or line of an input file. */
export interface TranscriptIssue {
  readonly source: string;
  readonly message: string;
}

/** Runs and issues read from one file. */
export interface ParsedTranscripts {
  readonly runs: Transcript[];
  readonly issues: TranscriptIssue[];
}

/**
 * Parses transcripts held in memory: `.jsonl` (one run per line) or `.json` (one run or an array). A bad
 * line or run becomes an issue naming `file:line`; the others are still returned. The same splitters as
 * `readTranscripts` (which streams a file), so both accept and reject exactly the same input.
 */
export function parseTranscripts(text: string, file: string): ParsedTranscripts {
  const splitter = splitterFor(file);
  const bytes = withoutByteOrderMark(Buffer.from(text, 'utf8'));
  const runs: Transcript[] = [];
  const issues: TranscriptIssue[] = [];
  for (const record of [...splitter.push(bytes), ...splitter.end()]) {
    const result = recordToTranscript(record, file);
    if ('messages' in result) runs.push(result);
    else issues.push(result);
  }
  return { runs, issues };
}
