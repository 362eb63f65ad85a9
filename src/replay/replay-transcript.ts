import { isGuardError } from '../errors.js';
import { createGuard, type Guard } from '../guard/guard.js';
import type { GuardOptions } from '../guard/options.js';
import type { RunState } from '../guard/run-state.js';
import { normalizeUsage } from '../pricing/normalize-usage.js';
import { toolCallsOfMessage, toolResultsOfMessage } from '../wire/index.js';
import { RunningPromptCount } from './running-prompt-count.js';
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

/** Text of an assistant message: its string, or its text parts; `null` when it has none. */
function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const parts = content
      .map((part) => (typeof part === 'string' ? part : (part as { type?: unknown; text?: unknown })?.text))
      .filter((part): part is string => typeof part === 'string');
    return parts.length > 0 ? parts.join('\n') : null;
  }
  return content === null || content === undefined ? null : JSON.stringify(content);
}

/** What a user message says besides its `tool_result` blocks (another agent, a ReAct observation). */
function spokenText(message: TranscriptMessage): string | null {
  if (!Array.isArray(message.content)) return textOf(message.content);
  const said = (message.content as { type?: unknown }[]).filter((block) => block?.type !== 'tool_result');
  return said.length === 0 ? null : textOf(said);
}

function timestampOf(message: TranscriptMessage): number | undefined {
  if (typeof message.timestamp === 'number') return message.timestamp;
  if (typeof message.timestamp === 'string') {
    const parsed = Date.parse(message.timestamp);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

/** Options of {@link replayTranscript} besides the guard's own. */
export interface ReplayHooks {
  /**
   * Called after every message with the guard; the guard it returns goes on. The snapshot equivalence test
   * passes each one through `snapshot → JSON → restoreGuard` here.
   */
  readonly between?: ((guard: Guard) => Guard) | undefined;
}

/**
 * Feeds one recorded run to a fresh guard exactly as a live run would be seen: before each assistant
 * message the call is checked, after it usage and tool calls are recorded, tool results are observed
 * before the next call. Time comes from message `timestamp`s when present, and stands still without them. The token and money gates see
 * the prompt tokens each call recorded (`usage`); a call without usage has its prompt counted locally, from
 * a running count (each message counted once), so the cost per round does not grow with the run.
 */
export function replayTranscript(
  run: Transcript,
  options: GuardOptions = {},
  hooks: ReplayHooks = {},
): ReplayVerdict {
  // Without message timestamps the run is placed at the moment of the replay and its clock stands still: a
  // replay invents no durations, so a stored run with 0 ms tells `calibrate` it had no real clock.
  let clock = Date.now();
  let guard = createGuard({
    ...options,
    runId: options.runId ?? run.id,
    taskId: options.taskId ?? run.id,
    now: () => clock,
  });
  // A call the live guard refused was never made: it is not a round, only the point where the run stopped.
  const rounds = run.messages.filter(
    (message) => message.role === 'assistant' && message.refused === undefined,
  ).length;
  const names = new Map<string, string>();
  const counter = new RunningPromptCount();
  let assistantSeen = 0;
  for (let index = 0; index < run.messages.length; index++) {
    const message = run.messages[index] as TranscriptMessage;
    clock = timestampOf(message) ?? clock;
    if (message.role === 'assistant') {
      // The live run stopped here; a policy that would let this call through cannot know what came next.
      if (message.refused !== undefined && guard.peek() === undefined) break;
      const usage = normalizeUsage(message.usage);
      let ticket: ReturnType<Guard['beforeCall']>;
      try {
        ticket = guard.beforeCall({
          model: message.model,
          promptTokens: usage?.promptTokens ?? counter.total(guard),
        });
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
      const toolCalls = toolCallsOfMessage(message);
      for (const call of toolCalls) if (call.id !== undefined) names.set(call.id, call.name);
      ticket.end({
        model: message.model,
        usage,
        text: textOf(message.content),
        speaker: message.name,
        toolCalls,
      });
      // A reply that loops inside itself stops the run on that call (a stream would have been cut there).
      const stopped = guard.error;
      if (stopped && guard.state === 'failed') {
        return {
          id: run.id,
          tripped: true,
          state: guard.state,
          code: stopped.code,
          detector: typeof stopped.evidence.detector === 'string' ? stopped.evidence.detector : null,
          round: assistantSeen,
          rounds,
          reason: stopped.message,
        };
      }
    } else if (assistantSeen === 0 && message.role === 'user') {
      // The task itself: what it asks for ("run it 5 times") counts for detection.
      const text = spokenText(message);
      if (text !== null) guard.recordMessage({ speaker: message.name ?? 'user', text });
    } else if (
      assistantSeen > 0 &&
      (message.role === 'tool' || message.role === 'function' || message.role === 'user')
    ) {
      for (const result of toolResultsOfMessage(message, names)) {
        guard.recordToolResult({
          toolCallId: result.toolCallId,
          name: message.role === 'function' ? result.name : undefined,
          result: result.text,
          isError: result.isError,
        });
      }
      if (message.role === 'user') {
        const text = spokenText(message);
        if (text !== null) guard.recordMessage({ speaker: message.name ?? 'user', text });
      }
    }
    counter.add(message);
    if (hooks.between) guard = hooks.between(guard);
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
