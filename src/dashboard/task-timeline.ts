import { signatureGroups, TRACE_TOKENS_NOTE, traceSummary } from '../report/trace-view.js';
import type { StoredEvent } from '../stores/event-reader.js';

/** One tool call of a round. */
export interface TimelineToolCall {
  readonly tool: string | null;
  readonly signature: string | null;
  /** How many tool calls of the task share this signature: above 1 is a repeat. */
  readonly signatureCount: number;
  /** `succeeded`, `failed`, or null before its result was recorded. */
  readonly status: string | null;
  readonly latencyMs: number | null;
}

/** Where the guard tripped (`halt`) or warned (`nudge`), after the round it is attached to. */
export interface TimelineTrigger {
  readonly code: string | null;
  readonly detector: string | null;
  readonly action: string | null;
  readonly message: string | null;
}

/** One round of a run: its LLM call, the tools it asked for, and the guard's word after it. */
export interface TimelineRound {
  readonly round: number;
  /** Milliseconds from the task's first event to the round's first and last. */
  readonly startMs: number;
  readonly endMs: number;
  readonly model: string | null;
  /** The prompt counted locally before the call (`llm_request`). */
  readonly estimatedTokens: number | null;
  /** The provider's usage after it (`llm_response`). */
  readonly billedTokens: number | null;
  readonly cost: number | null;
  readonly currency: string | null;
  /** The LLM call's latency. */
  readonly latencyMs: number | null;
  readonly tools: readonly TimelineToolCall[];
  readonly triggers: readonly TimelineTrigger[];
}

/** One run of the task, its rounds in order. */
export interface TimelineRun {
  readonly runId: string;
  readonly agentName: string | null;
  /** The state its `run_end` recorded; null while it runs. */
  readonly state: string | null;
  readonly rounds: readonly TimelineRound[];
}

/** The trace of one task as the dashboard draws it: the CLI's summary and signature groups, and the rounds. */
export interface TaskTimeline {
  readonly taskId: string;
  /** The first event's time, epoch milliseconds. */
  readonly startedAt: number;
  readonly spanMs: number;
  /** The line `loopguard trace` prints first. */
  readonly summary: string;
  readonly tokensNote: string;
  readonly runs: readonly TimelineRun[];
  /** Signatures with their counts, most first, as `loopguard trace` groups them. */
  readonly signatures: readonly { signature: string; count: number; rounds: string }[];
}

type MutableRound = Omit<
  TimelineRound,
  | 'tools'
  | 'triggers'
  | 'endMs'
  | 'model'
  | 'estimatedTokens'
  | 'billedTokens'
  | 'cost'
  | 'currency'
  | 'latencyMs'
> & {
  endMs: number;
  model: string | null;
  estimatedTokens: number | null;
  billedTokens: number | null;
  cost: number | null;
  currency: string | null;
  latencyMs: number | null;
  tools: TimelineToolCall[];
  triggers: TimelineTrigger[];
};

function emptyRound(round: number, startMs: number): MutableRound {
  return {
    round,
    startMs,
    endMs: startMs,
    model: null,
    estimatedTokens: null,
    billedTokens: null,
    cost: null,
    currency: null,
    latencyMs: null,
    tools: [],
    triggers: [],
  };
}

/**
 * The events of one task (in stored order) as runs of rounds on a timeline: each round's LLM call with its
 * tokens, cost and latency, its tool calls with their signatures counted over the task (a count above 1 is
 * a repeat), and the guard's trips and nudges after the round they followed.
 */
export function taskTimeline(events: readonly StoredEvent[]): TaskTimeline {
  const start = events[0]?.timestamp ?? 0;
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.event === 'tool_call' && event.action_signature)
      counts.set(event.action_signature, (counts.get(event.action_signature) ?? 0) + 1);
  }
  const runs = new Map<
    string,
    { runId: string; agentName: string | null; state: string | null; rounds: Map<number, MutableRound> }
  >();
  for (const event of events) {
    let run = runs.get(event.run_id);
    if (!run) {
      run = { runId: event.run_id, agentName: event.agent_name, state: null, rounds: new Map() };
      runs.set(event.run_id, run);
    }
    if (event.event === 'run_end') run.state = event.state;
    if (event.event === 'run_start' || event.event === 'run_end') continue;
    const at = event.timestamp - start;
    let round = run.rounds.get(event.round);
    if (!round) {
      round = emptyRound(event.round, at);
      run.rounds.set(event.round, round);
    }
    round.endMs = Math.max(round.endMs, at);
    round.model = event.model ?? round.model;
    switch (event.event) {
      case 'llm_request':
        round.estimatedTokens = event.total_tokens;
        break;
      case 'llm_response':
        round.billedTokens = event.total_tokens;
        round.cost = event.cost;
        round.currency = event.currency;
        round.latencyMs = event.latency_ms;
        break;
      case 'tool_call':
        round.tools.push({
          tool: event.tool_name,
          signature: event.action_signature,
          signatureCount: event.action_signature ? (counts.get(event.action_signature) ?? 1) : 1,
          status: null,
          latencyMs: null,
        });
        break;
      case 'tool_result': {
        // A result answers the first call of its tool in the round still without one.
        const index = round.tools.findIndex((call) => call.tool === event.tool_name && call.status === null);
        const call = round.tools[index];
        if (call) round.tools[index] = { ...call, status: event.status, latencyMs: event.latency_ms };
        break;
      }
      case 'guard_trigger':
        round.triggers.push({
          code: event.code,
          detector: event.detector,
          action: event.action,
          message: event.error_message,
        });
        break;
    }
  }
  const groups = signatureGroups(events);
  return {
    taskId: events[0]?.task_id ?? '',
    startedAt: start,
    spanMs: (events.at(-1)?.timestamp ?? start) - start,
    summary: traceSummary(events),
    tokensNote: TRACE_TOKENS_NOTE,
    runs: [...runs.values()].map((run) => ({
      runId: run.runId,
      agentName: run.agentName,
      state: run.state,
      rounds: [...run.rounds.values()].sort((a, b) => a.round - b.round),
    })),
    signatures: groups.rows.map((row) => ({
      signature: String(row[2]),
      count: Number(row[1]),
      rounds: String(row[3]),
    })),
  };
}
