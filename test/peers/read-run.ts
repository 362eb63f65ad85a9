/** Reads a replay-format run into the events the peer rule models look at. */

/** A tool call as a rule model sees it. */
export interface CallView {
  readonly id: string;
  readonly name: string;
  /** Parsed arguments, or the raw text when they are not JSON. */
  readonly args: unknown;
  /** The arguments exactly as the model wrote them. */
  readonly argsText: string;
}

/** One event of a run, in order. */
export type RunEvent =
  | {
      readonly kind: 'assistant';
      /** 1-based index of this LLM call. */
      readonly round: number;
      readonly text: string | null;
      readonly calls: readonly CallView[];
      readonly speaker: string | undefined;
      /** The provider refused the call (no text, no tool calls, no completion). */
      readonly failed: boolean;
    }
  | {
      readonly kind: 'tool';
      readonly id: string;
      readonly name: string;
      readonly text: string;
      readonly isError: boolean;
    }
  | { readonly kind: 'user'; readonly text: string; readonly speaker: string | undefined };

/** A rule model's answer, see `PeerVerdict` in `peer-scenario.ts`. */
export interface RuleVerdict {
  readonly tripped: boolean;
  readonly round: number | null;
}

/** A peer's loop rule as a pure function of a run's messages. */
export type PeerRule = (messages: readonly Record<string, unknown>[]) => RuleVerdict;

function contentText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const parts = content
      .map((part) => (typeof part === 'string' ? part : (part as { text?: unknown } | null)?.text))
      .filter((part): part is string => typeof part === 'string');
    return parts.length > 0 ? parts.join('\n') : null;
  }
  return null;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Events of a run: assistant calls (numbered), tool results (with the name of their call), user messages. */
export function readRun(messages: readonly Record<string, unknown>[]): RunEvent[] {
  const events: RunEvent[] = [];
  const names = new Map<string, string>();
  let round = 0;
  for (const message of messages) {
    const speaker = typeof message.name === 'string' ? message.name : undefined;
    if (message.role === 'assistant') {
      const raw = Array.isArray(message.tool_calls) ? (message.tool_calls as Record<string, unknown>[]) : [];
      const calls = raw.map((call, index): CallView => {
        const fn = (call.function ?? {}) as { name?: unknown; arguments?: unknown };
        const argsText =
          typeof fn.arguments === 'string' ? fn.arguments : (JSON.stringify(fn.arguments ?? {}) ?? '{}');
        const id = typeof call.id === 'string' ? call.id : `call-${round + 1}-${index}`;
        const name = typeof fn.name === 'string' ? fn.name : '';
        names.set(id, name);
        return { id, name, args: parsed(argsText), argsText };
      });
      const text = contentText(message.content);
      round++;
      events.push({
        kind: 'assistant',
        round,
        text,
        calls,
        speaker,
        failed: text === null && calls.length === 0,
      });
    } else if (message.role === 'tool') {
      const id = typeof message.tool_call_id === 'string' ? message.tool_call_id : '';
      events.push({
        kind: 'tool',
        id,
        name: names.get(id) ?? '',
        text: contentText(message.content) ?? '',
        isError: message.is_error === true,
      });
    } else if (message.role === 'user' && events.length > 0) {
      events.push({ kind: 'user', text: contentText(message.content) ?? '', speaker });
    }
  }
  return events;
}

/** JSON with object keys sorted at every depth: equal for values that differ only in key order. */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${sortedJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A verdict for a rule that acted after `round` calls. */
export const actedAt = (round: number): RuleVerdict => ({ tripped: true, round });

/** A verdict for a rule that never acted. */
export const neverActed: RuleVerdict = { tripped: false, round: null };
