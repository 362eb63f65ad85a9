import { readFileSync } from 'node:fs';
import { scrubValue } from '../secrets/scrub-secrets.js';
import { shownText } from '../wire/index.js';
import { DashboardError } from './dashboard-error.js';

/** One tool call of a reply, with the result the run's next message gave it. */
export interface ContentToolCall {
  readonly id: string | null;
  readonly name: string;
  readonly arguments: string;
  readonly result: string | null;
  readonly failed: boolean;
}

/** One LLM call of a recorded run: what was added to the prompt since the call before, and the reply. */
export interface ContentCall {
  /** 1 for the run's first call, as the events count rounds. */
  readonly round: number;
  /** Messages added since the previous reply (the first call: the whole prompt), tool results left out. */
  readonly added: readonly { readonly role: string; readonly text: string }[];
  readonly reply: string | null;
  readonly toolCalls: readonly ContentToolCall[];
  /** The code the guard refused this call with (it never reached the model). */
  readonly refused: string | null;
}

/** The recorded runs' content by run id, from a transcript file. */
export type RunContents = ReadonlyMap<string, readonly ContentCall[]>;

/** A recorded run's messages (OpenAI chat format, as the transcript sink writes them) as calls. */
export function callsOf(messages: readonly Record<string, unknown>[]): ContentCall[] {
  const calls: ContentCall[] = [];
  let added: { role: string; text: string }[] = [];
  const pending = new Map<string, ContentToolCall[]>();
  for (const message of messages) {
    const role = String(message.role ?? '');
    if (role === 'tool') {
      // A result answers the reply's call of the same id, shown under it rather than as prompt text.
      const waiting = pending.get(String(message.tool_call_id ?? ''));
      const call = waiting?.shift();
      if (call) {
        Object.assign(call, { result: shownText(message.content), failed: message.is_error === true });
        continue;
      }
    }
    if (role !== 'assistant') {
      added.push({ role, text: shownText(message.content) });
      continue;
    }
    const toolCalls = (Array.isArray(message.tool_calls) ? message.tool_calls : []).map((raw) => {
      const call = raw as { id?: unknown; function?: { name?: unknown; arguments?: unknown } };
      const item: ContentToolCall = {
        id: typeof call.id === 'string' ? call.id : null,
        name: String(call.function?.name ?? ''),
        arguments: shownText(call.function?.arguments),
        result: null,
        failed: false,
      };
      if (item.id) pending.set(item.id, [...(pending.get(item.id) ?? []), item]);
      return item;
    });
    calls.push({
      round: calls.length + 1,
      added,
      reply: shownText(message.content) || null,
      toolCalls,
      refused: typeof message.refused === 'string' ? message.refused : null,
    });
    added = [];
  }
  return calls;
}

/**
 * One line of a transcript file as its run id and calls, every string scrubbed of secrets again; a line that
 * is not a run is a {@link DashboardError} naming the file and line.
 */
export function runOfLine(path: string, lineNumber: number, line: string): [string, ContentCall[]] {
  let run: { id?: unknown; messages?: unknown };
  try {
    run = JSON.parse(line) as typeof run;
  } catch {
    throw new DashboardError('LOOPGUARD_DASHBOARD_BAD_REQUEST', `${path}:${lineNumber}: not a JSON line`);
  }
  if (typeof run.id !== 'string' || !Array.isArray(run.messages))
    throw new DashboardError(
      'LOOPGUARD_DASHBOARD_BAD_REQUEST',
      `${path}:${lineNumber}: expected a run {"id": "...", "messages": [...]}`,
    );
  return [run.id, callsOf(scrubValue(run.messages) as Record<string, unknown>[])];
}

/** The file cannot be read, as the dashboard says it. */
export function unreadable(path: string, error: unknown): DashboardError {
  return new DashboardError(
    'LOOPGUARD_DASHBOARD_BAD_REQUEST',
    `transcripts ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * Reads a transcript file (`loopguard replay`'s JSONL: one run a line, `{ "id": run id, "messages": [...] }`)
 * into each run's calls, every string scrubbed of secrets again. A line that is not a run is a
 * {@link DashboardError} naming the file and line. To see runs written later, {@link followRunContents}.
 */
export function readRunContents(path: string): RunContents {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw unreadable(path, error);
  }
  const runs = new Map<string, ContentCall[]>();
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const [id, calls] = runOfLine(path, index + 1, line);
    runs.set(id, calls);
  });
  return runs;
}
