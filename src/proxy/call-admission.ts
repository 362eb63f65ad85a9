import { setTimeout as sleep } from 'node:timers/promises';
import { type GuardError, isGuardError } from '../errors.js';
import type { LlmRequest } from '../guard/call-ticket.js';
import { enforces } from '../guard/enforcement.js';
import type { Guard } from '../guard/guard.js';
import { beginGuardedCall, type GuardedCall } from '../guard/guarded-call.js';
import { RunStoreError } from '../guard/run-store.js';
import { holdSharedScopes, isLedgerUnavailable, type SharedHold } from '../guard/shared-hold.js';
import { carriesUncountedContent } from '../guard/uncounted-content.js';
import { SliceClock } from '../utils/time-slices.js';
import { type HistoryMessage, recordConversationTailSliced } from '../wire/index.js';
import { affordableOutputTokens } from './affordable-output.js';
import { type CallEnding, callEnding } from './call-ending.js';
import type { GuardedRequest } from './guarded-request.js';
import { passThrough } from './pass-through.js';
import type { ProxyContext } from './proxy-context.js';
import { errorReply } from './proxy-error-reply.js';
import type { ProxyReply } from './proxy-exchange.js';
import { refusalReply } from './refusal-reply.js';
import { HEAVY_TURN_PARTS, replayHistory, settlePendingTurn } from './replay-history.js';
import { type BegunCall, WAIT_FOR_CALLS_IN_FLIGHT } from './run-access.js';
import { sharedScopeCallOnly } from './shared-scope-fit.js';
import { countsPrompts, warmPromptCounts } from './warm-prompt-counts.js';

/** A guard's result recorders, bound. */
const bound = (guard: Guard) => ({
  recordToolResult: guard.recordToolResult.bind(guard),
  recordToolResultOnce: guard.recordToolResultOnce.bind(guard),
});

/**
 * The calls of a history's last model turn and the messages after it: what the next call's opening checks.
 * 0 for an opening request (no model turn yet: the run's first call checks no turn).
 */
function tailParts(history: readonly HistoryMessage[]): number {
  let last = history.length - 1;
  while (last >= 0 && history[last]?.role !== 'assistant') last--;
  if (last < 0) return 0;
  const calls = (history[last] as { tool_calls?: unknown }).tool_calls;
  return history.length - 1 - last + (Array.isArray(calls) ? calls.length : 0);
}

/** What the call needs from its start on the run's guard. */
export interface StartedCall {
  readonly call: GuardedCall;
  /** The output cap sent upstream: the request's, or the one `lowerMaxTokens` lowered it to. */
  readonly maxOutputTokens: number | undefined;
  readonly lowered: boolean;
  /** The estimate was not known to be right: the call holds all its budgets have left. */
  readonly holdRest: boolean;
  readonly request: LlmRequest;
}

/** A call admitted by every gate and the shared budgets, ready to forward. */
export interface AdmittedCall {
  readonly guard: Guard;
  readonly started: StartedCall;
  readonly ending: CallEnding;
}

/**
 * Admits one guarded call on the guarded-call core: its run found or started (history replayed for a run this
 * instance has not seen), its tool results recorded, every gate checked and its worst case reserved in the
 * run and in the shared scopes. A call the budgets refuse only because calls in flight hold them waits for them
 * (`admissionWaitMs`). Answers a refusal, or an unreachable store, in the API's own format.
 */
export async function admitProxyCall(
  context: ProxyContext,
  read: GuardedRequest,
): Promise<AdmittedCall | ProxyReply> {
  const { options } = context;
  const metrics = options.metrics;
  const { codec, request, body, facts, labels, runHeader, scopes } = read;
  const ledger = options.budget;
  const priced = scopes.length > 0;
  const waitUntil = Date.now() + options.admissionWaitMs;
  // A stored conversation this process relayed is counted from its last bill; one it did not relay cannot be
  // estimated, and its call is admitted as a model never billed is.
  const previous = facts.previousResponseId;
  const hidden = previous === undefined ? undefined : context.stored.get(previous);
  // So is an image, audio or a file sent since the model last spoke.
  const hiddenUnknown =
    (previous !== undefined && hidden === undefined) || carriesUncountedContent(facts.messages);

  const recorder = options.transcripts;
  const captured = recorder !== undefined && (options.policy.capturesTranscript?.(labels) ?? true);
  const start = async (
    runGuard: Guard,
    fresh: boolean,
  ): Promise<StartedCall | typeof WAIT_FOR_CALLS_IN_FLIGHT> => {
    // A captured run records what this request adds to it (its new messages, the answer, tool results); a
    // history it did not see is fed to the guard only, so the transcript starts at its first call here.
    if (fresh) await replayHistory(runGuard, codec.history(body), facts.model);
    if (countsPrompts(runGuard.options, priced)) await warmPromptCounts(facts.messages, runGuard);
    const guard = captured ? recorder.record(runGuard) : runGuard;
    const affordable = options.lowerMaxTokens ? affordableOutputTokens(guard, facts) : undefined;
    const maxOutputTokens = affordable ?? facts.maxOutputTokens;
    const callRequest = {
      model: facts.model,
      messages: facts.messages,
      tools: facts.tools,
      maxOutputTokens,
      ...(hidden === undefined ? {} : { hiddenPromptTokens: hidden }),
    };
    // What the request adds since the model's last turn, read as replay reads it: results through the recorder
    // (a captured transcript writes them), other speakers' messages on the run (the recorder writes those from
    // the request itself). A tail of many results is recorded in slices.
    const history = codec.history(body);
    const clock = new SliceClock();
    await recordConversationTailSliced(
      { ...bound(guard), recordMessage: (message) => runGuard.recordMessage(message) },
      history,
      runGuard,
      clock,
    );
    // A turn of many parallel calls and results is checked in a slice of its own, not with the call's opening.
    if (tailParts(history) >= HEAVY_TURN_PARTS) await settlePendingTurn(runGuard, clock);
    // Budgets held by calls in flight, not spent: those settle first (a refusal is for money spent).
    if (Date.now() < waitUntil && guard.admission(callRequest, { priced }) === 'wait')
      return WAIT_FOR_CALLS_IN_FLIGHT;
    const holdRest = !guard.estimateKnown(facts.model) || hiddenUnknown;
    // A call whose output cap alone does not fit is refused alone, saying the cap that fits (the run goes on).
    const call = beginGuardedCall(guard, {
      request: callRequest,
      signal: request.signal,
      priced,
      holdRest,
      budgetPerCall: true,
    });
    return { call, maxOutputTokens, lowered: affordable !== undefined, holdRest, request: callRequest };
  };

  let begun: BegunCall<StartedCall>;
  try {
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      const attempt = await context.runs.begin(labels, start);
      if (attempt.value !== WAIT_FOR_CALLS_IN_FLIGHT) {
        begun = attempt as BegunCall<StartedCall>;
        break;
      }
      await sleep(pause);
    }
  } catch (error) {
    if (!RunStoreError.isInstance(error)) return refusalReply(read, error, metrics);
    metrics?.storeError('runs');
    // Open means "when the store cannot be reached": writers of one run contending is no outage.
    if (options.storeFailure === 'open' && error.code === 'LOOPGUARD_RUN_STORE_UNAVAILABLE')
      return passThrough(context, request, codec.provider);
    return errorReply(
      codec.format,
      503,
      'loop_guard_unavailable',
      `${error.message}; the call was not forwarded (storeFailure: closed)`,
      error.code,
      runHeader,
    );
  }

  const { guard, value: started } = begun;
  const ending = callEnding(context, read, guard, started.call, begun);
  if (!ledger || scopes.length === 0) return { guard, started, ending };
  let hold: SharedHold | GuardError;
  try {
    hold = await holdSharedScopes(
      guard,
      started.call.ticket,
      { ledger, scopes },
      {
        holdRest: started.holdRest,
        current: started.holdRest
          ? () => ({
              holdRest: !guard.estimateKnown(facts.model) || hiddenUnknown,
              worstCaseUsd: guard.worstCaseUsd(started.request),
            })
          : undefined,
        maxWaitMs: Math.max(0, waitUntil - Date.now()),
        signal: request.signal,
        // The reservation may have reached the ledger before it failed: released once the ledger is back.
        onUnanswered: (id) => void context.journal.write(() => ledger.release(id)),
      },
    );
  } catch (error) {
    metrics?.storeError('budget');
    if (options.storeFailure === 'closed' || !isLedgerUnavailable(error)) {
      await ending.end({ kind: 'failed', error });
      return errorReply(
        codec.format,
        503,
        'loop_guard_unavailable',
        `the budget store failed: ${error instanceof Error ? error.message : String(error)}; the call was not forwarded (storeFailure: closed)`,
        'LOOPGUARD_BUDGET_STORE_UNAVAILABLE',
        runHeader,
      );
    }
    hold = { id: '' };
  }
  if (isGuardError(hold) && enforces(guard.options.enforce, hold.code)) {
    // A call a smaller output cap would fit is refused alone, saying that cap; the run goes on.
    const callOnly = await sharedScopeCallOnly(
      { guard, request: started.request, holdRest: started.holdRest, ledger, scopes },
      hold,
    );
    if (callOnly) {
      await ending.end({ kind: 'failed', error: callOnly });
      return refusalReply(read, callOnly, metrics);
    }
    await ending.end({ kind: 'failed', error: hold, trip: hold });
    return refusalReply(read, hold, metrics);
  }
  // Observe-only mode: the shared scope's refusal is recorded on the run and the call goes on, held nowhere
  // (a scope counts what it admitted, up to its limit).
  if (isGuardError(hold)) {
    guard.fail(hold);
    hold = { id: '' };
  }
  ending.holdShared(hold.id === '' ? undefined : hold.id);
  return { guard, started, ending };
}
