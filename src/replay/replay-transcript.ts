import { isGuardError } from '../errors.js';
import { createGuard, type Guard } from '../guard/guard.js';
import type { GuardOptions } from '../guard/options.js';
import type { RunState } from '../guard/run-state.js';
import { normalizeUsage } from '../pricing/normalize-usage.js';
import type { Transcript, TranscriptMessage } from './transcript.js';

/** The backtest verdict of one run. Field names are part of the `--json` output contract. */
export interface ReplayVerdict {
  readonly id: string;
  /** The guard would have refused an LLM call that the transcript shows was made. */
  readonly tripped: boolean;
  readonly state: RunState;
  /** The trip code, or null when the run had simply completed (a final tool) or never tripped. */
  readonly code: string | null;
  readonly detector: string | null;
  /** 1-based index of the last LLM call made before the refusal. */
  readonly round: number | null;
  /** Assistant messages (LLM calls) in the run. */
  readonly rounds: number;
  readonly reason: string | null;
}

function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const parts = content
      .map((part) => (typeof part === 'string' ? part : (part as { text?: unknown })?.text))
      .filter((part): part is string => typeof part === 'string');
    return parts.length > 0 ? parts.join('\n') : null;
  }
  return content === null || content === undefined ? null : JSON.stringify(content);
}

interface ContentBlock {
  readonly type?: string;
  readonly id?: string;
  readonly name?: string;
  readonly input?: unknown;
  readonly tool_use_id?: string;
  readonly content?: unknown;
  readonly is_error?: boolean;
}

/** Tool calls of an assistant message: OpenAI `tool_calls`, legacy `function_call`, or Anthropic `tool_use` blocks. */
function toolCallsOf(
  message: TranscriptMessage,
): { id: string | undefined; name: string; arguments: unknown }[] {
  const calls = (message.tool_calls ?? []).map((call) => ({
    id: call.id,
    name: call.function.name,
    arguments: call.function.arguments,
  }));
  const legacy = (message as { function_call?: { name?: unknown; arguments?: unknown } }).function_call;
  if (legacy && typeof legacy.name === 'string')
    calls.push({ id: undefined, name: legacy.name, arguments: legacy.arguments });
  if (Array.isArray(message.content)) {
    for (const block of message.content as ContentBlock[]) {
      if (block?.type === 'tool_use' && typeof block.name === 'string') {
        calls.push({ id: block.id, name: block.name, arguments: block.input });
      }
    }
  }
  return calls;
}

function timestampOf(message: TranscriptMessage): number | undefined {
  if (typeof message.timestamp === 'number') return message.timestamp;
  if (typeof message.timestamp === 'string') {
    const parsed = Date.parse(message.timestamp);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

/**
 * Feeds one recorded run to a fresh guard exactly as a live run would be seen: before each assistant
 * message the call is checked, after it usage and tool calls are recorded, tool results are observed
 * before the next call. Time comes from message `timestamp`s when present.
 */
export function replayTranscript(run: Transcript, options: GuardOptions = {}): ReplayVerdict {
  // Without message timestamps the run is placed at the moment of the replay, 1 ms per message.
  let clock = Date.now();
  const guard = createGuard({
    ...options,
    runId: options.runId ?? run.id,
    taskId: options.taskId ?? run.id,
    now: () => clock,
  });
  const rounds = run.messages.filter((message) => message.role === 'assistant').length;
  let assistantSeen = 0;
  for (let index = 0; index < run.messages.length; index++) {
    const message = run.messages[index] as TranscriptMessage;
    clock = timestampOf(message) ?? clock + 1;
    if (message.role === 'assistant') {
      let ticket: ReturnType<Guard['beforeCall']>;
      try {
        ticket = guard.beforeCall({ model: message.model, messages: run.messages.slice(0, index) });
      } catch (error) {
        if (!isGuardError(error)) throw error;
        const completed = guard.state === 'completed';
        return {
          id: run.id,
          tripped: true,
          state: guard.state,
          code: completed ? null : error.code,
          detector: typeof error.evidence.detector === 'string' ? error.evidence.detector : null,
          round: assistantSeen,
          rounds,
          reason: error.message,
        };
      }
      assistantSeen++;
      ticket.end({
        model: message.model,
        usage: normalizeUsage(message.usage),
        text: textOf(message.content),
        speaker: message.name,
        toolCalls: toolCallsOf(message),
      });
    } else if (message.role === 'tool' || message.role === 'function') {
      guard.recordToolResult({
        toolCallId: message.tool_call_id,
        name: message.role === 'function' ? message.name : undefined,
        result: Array.isArray(message.content) ? textOf(message.content) : message.content,
        isError: message.is_error,
      });
    } else if (message.role === 'user' && assistantSeen > 0) {
      const blocks = Array.isArray(message.content) ? (message.content as ContentBlock[]) : [];
      for (const block of blocks) {
        if (block?.type !== 'tool_result') continue;
        guard.recordToolResult({
          toolCallId: block.tool_use_id,
          result: textOf(block.content) ?? '',
          isError: block.is_error,
        });
      }
      const said =
        blocks.length > 0 ? blocks.filter((block) => block?.type !== 'tool_result') : message.content;
      const text = Array.isArray(said) && said.length === 0 ? null : textOf(said);
      if (text !== null) guard.recordMessage({ speaker: message.name ?? 'user', text });
    }
  }
  if (guard.state === 'processing') guard.complete('transcript ended');
  return {
    id: run.id,
    tripped: false,
    state: guard.state,
    code: null,
    detector: null,
    round: null,
    rounds,
    reason: null,
  };
}
