import { isGuardError } from '../errors.js';
import { createGuard, type Guard } from '../guard/guard.js';
import type { GuardOptions } from '../guard/options.js';
import type { RunState } from '../guard/run-state.js';
import { normalizeUsage } from '../pricing/normalize-usage.js';
import { ConversationReader, recordConversationStep } from '../wire/index.js';
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
  const reader = new ConversationReader();
  const counter = new RunningPromptCount();
  let assistantSeen = 0;
  for (let index = 0; index < run.messages.length; index++) {
    const message = run.messages[index] as TranscriptMessage;
    clock = timestampOf(message) ?? clock;
    // The live run stopped here; a policy that would let this call through cannot know what came next.
    if (message.role === 'assistant' && message.refused !== undefined && guard.peek() === undefined) break;
    for (const step of reader.read(message, index)) {
      if (step.kind !== 'model') {
        recordConversationStep(guard, step);
        continue;
      }
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
      ticket.end({
        model: message.model,
        usage,
        text: step.text,
        speaker: step.speaker,
        toolCalls: step.toolCalls,
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
