import { parseJson } from '../utils/parse-json.js';
import { arrayElementLines } from './array-element-lines.js';

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

const roles = new Set(['system', 'user', 'assistant', 'tool', 'developer', 'function']);

function checkMessage(message: unknown, index: number): string | undefined {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return `messages[${index}] is not an object`;
  }
  const record = message as Record<string, unknown>;
  if (typeof record.role !== 'string' || !roles.has(record.role)) {
    return `messages[${index}].role must be one of ${[...roles].join(', ')}, got ${JSON.stringify(record.role)}`;
  }
  if (record.tool_calls !== undefined && record.tool_calls !== null) {
    if (!Array.isArray(record.tool_calls)) return `messages[${index}].tool_calls must be an array`;
    for (const [callIndex, call] of record.tool_calls.entries()) {
      const fn = (call as { function?: { name?: unknown } } | null)?.function;
      if (typeof fn?.name !== 'string') {
        return `messages[${index}].tool_calls[${callIndex}].function.name must be a string`;
      }
    }
  }
  return undefined;
}

/** Checks the shape of one run; returns the run or a sentence saying what is wrong. */
export function toTranscript(value: unknown, source: string): Transcript | TranscriptIssue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { source, message: 'a run must be an object {"id", "messages"}' };
  }
  const record = value as Record<string, unknown>;
  if (typeof record.id !== 'string' && typeof record.id !== 'number') {
    return { source, message: 'run has no "id" (string)' };
  }
  if (!Array.isArray(record.messages)) return { source, message: `run ${record.id} has no "messages" array` };
  for (const [index, message] of record.messages.entries()) {
    const problem = checkMessage(message, index);
    if (problem) return { source, message: `run ${record.id}: ${problem}` };
  }
  return { id: String(record.id), messages: record.messages as TranscriptMessage[], source };
}

/** Runs and issues read from one file. */
export interface ParsedTranscripts {
  readonly runs: Transcript[];
  readonly issues: TranscriptIssue[];
}

function collect(items: readonly { value: unknown; source: string }[]): ParsedTranscripts {
  const runs: Transcript[] = [];
  const issues: TranscriptIssue[] = [];
  for (const item of items) {
    const result = toTranscript(item.value, item.source);
    if ('messages' in result) runs.push(result);
    else issues.push(result);
  }
  return { runs, issues };
}

/**
 * Parses transcripts: `.jsonl` (one run per line) or `.json` (one run or an array). A bad line or run
 * becomes an issue naming `file:line`; the others are still returned.
 */
export function parseTranscripts(text: string, file: string): ParsedTranscripts {
  if (file.endsWith('.jsonl') || file.endsWith('.ndjson')) {
    const items: { value: unknown; source: string }[] = [];
    const issues: TranscriptIssue[] = [];
    text.split('\n').forEach((line, index) => {
      const source = `${file}:${index + 1}`;
      if (line.trim() === '') return;
      const parsed = parseJson(line);
      if (parsed.ok) items.push({ value: parsed.value, source });
      else issues.push({ source: `${source}:${parsed.column}`, message: `invalid JSON: ${parsed.message}` });
    });
    const parsed = collect(items);
    return { runs: parsed.runs, issues: [...issues, ...parsed.issues] };
  }
  const parsed = parseJson(text);
  if (!parsed.ok) {
    return {
      runs: [],
      issues: [
        { source: `${file}:${parsed.line}:${parsed.column}`, message: `invalid JSON: ${parsed.message}` },
      ],
    };
  }
  const value = parsed.value;
  if (!Array.isArray(value)) return collect([{ value, source: `${file}:1` }]);
  const lines = arrayElementLines(text);
  return collect(value.map((item, index) => ({ value: item, source: `${file}:${lines[index] ?? 1}` })));
}
