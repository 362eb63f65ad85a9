import { isNestedDeeperThan } from './nesting-depth.js';
import { type ReplayLimits, replayLimits } from './raw-record.js';
import type { Transcript, TranscriptIssue, TranscriptMessage } from './transcript.js';

const roles = new Set(['system', 'user', 'assistant', 'tool', 'developer', 'function']);

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const absent = (value: unknown) => value === undefined || value === null;

/** Fields the guard reads with a fixed type; anything else there would throw deep inside it. */
function checkTypes(record: Record<string, unknown>, where: string): string | undefined {
  for (const key of ['model', 'name', 'tool_call_id', 'refused'] as const) {
    const value = record[key];
    if (!absent(value) && typeof value !== 'string')
      return `${where}.${key} must be a string, got ${describe(value)}`;
  }
  if (!absent(record.is_error) && typeof record.is_error !== 'boolean') {
    return `${where}.is_error must be true or false, got ${describe(record.is_error)}`;
  }
  if (!absent(record.usage) && !isRecord(record.usage)) {
    return `${where}.usage must be an object, got ${describe(record.usage)}`;
  }
  const timestamp = record.timestamp;
  if (!absent(timestamp) && typeof timestamp !== 'number' && typeof timestamp !== 'string') {
    return `${where}.timestamp must be milliseconds or an ISO date, got ${describe(timestamp)}`;
  }
  return undefined;
}

/**
 * JSON text inside a string is parsed and walked recursively by the guard (tool arguments, result
 * envelopes), so its nesting is bounded like the run's own.
 */
function checkEmbedded(value: unknown, where: string, limits: ReplayLimits): string | undefined {
  if (typeof value !== 'string' || value.length <= limits.maxDepth * 2) return undefined;
  const first = value.trimStart().charCodeAt(0);
  if (first !== 0x7b && first !== 0x5b) return undefined;
  return isNestedDeeperThan(value, limits.maxDepth)
    ? `${where} holds JSON nested deeper than ${limits.maxDepth} levels`
    : undefined;
}

function checkToolCalls(calls: unknown, where: string, limits: ReplayLimits): string | undefined {
  if (absent(calls)) return undefined;
  if (!Array.isArray(calls)) return `${where}.tool_calls must be an array`;
  for (let index = 0; index < calls.length; index++) {
    const call: unknown = calls[index];
    const at = `${where}.tool_calls[${index}]`;
    if (!isRecord(call) || !isRecord(call.function) || typeof call.function.name !== 'string') {
      return `${at}.function.name must be a string`;
    }
    if (!absent(call.id) && typeof call.id !== 'string')
      return `${at}.id must be a string, got ${describe(call.id)}`;
    const deep = checkEmbedded(call.function.arguments, `${at}.function.arguments`, limits);
    if (deep) return deep;
  }
  return undefined;
}

function checkContent(content: unknown, where: string, limits: ReplayLimits): string | undefined {
  if (!Array.isArray(content)) return checkEmbedded(content, `${where}.content`, limits);
  for (let index = 0; index < content.length; index++) {
    const block: unknown = content[index];
    if (!isRecord(block)) continue;
    const deep = checkEmbedded(block.content, `${where}.content[${index}].content`, limits);
    if (deep) return deep;
  }
  return undefined;
}

function checkMessage(message: unknown, index: number, limits: ReplayLimits): string | undefined {
  const where = `messages[${index}]`;
  if (!isRecord(message)) return `${where} is not an object`;
  if (typeof message.role !== 'string' || !roles.has(message.role)) {
    return `${where}.role must be one of ${[...roles].join(', ')}, got ${describe(message.role)}`;
  }
  const legacy = message.function_call;
  if (!absent(legacy) && !isRecord(legacy)) return `${where}.function_call must be an object`;
  return (
    checkTypes(message, where) ??
    checkToolCalls(message.tool_calls, where, limits) ??
    (isRecord(legacy)
      ? checkEmbedded(legacy.arguments, `${where}.function_call.arguments`, limits)
      : undefined) ??
    checkContent(message.content, where, limits)
  );
}

/**
 * Checks the shape of one run at the edge, so the guard only ever sees the types it was written for;
 * returns the run or a sentence naming the first wrong field. Hand-written rather than a zod schema:
 * it runs on every message of every replayed run, and replay throughput is benchmarked.
 */
export function toTranscript(
  value: unknown,
  source: string,
  limits: ReplayLimits = replayLimits,
): Transcript | TranscriptIssue {
  if (!isRecord(value)) return { source, message: 'a run must be an object {"id", "messages"}' };
  if (typeof value.id !== 'string' && typeof value.id !== 'number') {
    return { source, message: 'run has no "id" (string)' };
  }
  if (!Array.isArray(value.messages)) return { source, message: `run ${value.id} has no "messages" array` };
  for (let index = 0; index < value.messages.length; index++) {
    const problem = checkMessage(value.messages[index], index, limits);
    if (problem) return { source, message: `run ${value.id}: ${problem}` };
  }
  return { id: String(value.id), messages: value.messages as TranscriptMessage[], source };
}
