import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, type GuardError, isGuardError } from '../errors.js';
import type { LlmRequest, LlmResponse } from '../guard/call-ticket.js';
import type { Guard } from '../guard/guard.js';
import { beginGuardedCall, type GuardedCall, recordToolResults } from '../guard/guarded-call.js';
import { holdSharedScopes, isLedgerUnavailable, type SharedHold } from '../guard/shared-hold.js';
import { RunStoreError } from '../stores/run-store.js';
import { affordableOutputTokens } from './affordable-output.js';
import type { ClientIdentity, RunLabels } from './gateway-policy.js';
import { replyHeaders } from './hop-by-hop.js';
import { passThrough } from './pass-through.js';
import type { ProxyApiCodec } from './proxy-api.js';
import type { LatencyClock, ProxyContext } from './proxy-context.js';
import { errorReply, tripReply } from './proxy-error-reply.js';
import type { ProxyReply, ProxyRequest, UpstreamResponse } from './proxy-exchange.js';
import { readAll } from './read-all.js';
import { replayHistory } from './replay-history.js';
import { bodyToSend, parseBody } from './request-body.js';
import { invalidOutputCap } from './request-numbers.js';
import { type BegunCall, type CallOutcome, WAIT_FOR_CALLS_IN_FLIGHT } from './run-access.js';
import { RunLabelError, runLabelsOf } from './run-labels.js';
import { reservationOverrun, streamOutputCap } from './stream-output-cap.js';
import { relayStream } from './stream-relay.js';
import { upstreamRequest } from './upstream-request.js';

/** Largest upstream answer read whole (a plain completion), bytes. */
const maxAnswerBytes = 64 * 2 ** 20;
const decoder = new TextDecoder();
const emptyResponse: LlmResponse = {};

/** What the call needs from its start on the run's guard. */
interface Started {
  readonly call: GuardedCall;
  readonly maxOutputTokens: number | undefined;
  readonly lowered: boolean;
  /** The estimate was not known to be right: the call holds all its budgets have left. */
  readonly holdRest: boolean;
  readonly request: LlmRequest;
}

function retryable(status: number | 'network'): boolean {
  return status === 'network' || status === 429 || status >= 500;
}

/**
 * One guarded call through the proxy: access check, body parsed once, run found (history replayed for a
 * run this instance has not seen), every gate checked and the worst case reserved in the run and in the
 * shared budget scopes before anything is forwarded, then forwarded with the ticket's signal and settled
 * exactly once from the upstream's usage (streams: as they pass). A trip answers in the API's own format.
 */
export async function guardedExchange(
  context: ProxyContext,
  codec: ProxyApiCodec,
  request: ProxyRequest,
  client: ClientIdentity,
  latency: LatencyClock,
): Promise<ProxyReply> {
  const { options } = context;
  const metrics = options.metrics;
  const parsed = parseBody(request.body);
  if (typeof parsed === 'string') return errorReply(codec.format, 400, 'invalid_request_error', parsed);
  const body = parsed;
  const badCap = invalidOutputCap(body, codec.outputCapFields);
  if (badCap !== undefined)
    return errorReply(codec.format, 400, 'invalid_request_error', badCap, 'LOOPGUARD_INVALID_REQUEST');
  const facts = codec.readRequest(body);
  let labels: RunLabels;
  try {
    labels = runLabelsOf(request.headers, client, () => codec.conversationStart(body));
  } catch (error) {
    if (error instanceof RunLabelError)
      return errorReply(codec.format, 400, 'invalid_request_error', error.message);
    throw error;
  }
  const runHeader = { 'x-loopguard-run-id': labels.runId };
  const refuse = (error: unknown): ProxyReply => {
    if (isGuardError(error)) {
      metrics?.trip(error.code);
      return tripReply(codec.format, error, runHeader);
    }
    if (ConfigError.isInstance(error))
      return errorReply(codec.format, 400, 'invalid_request_error', error.message, error.code, runHeader);
    throw error;
  };

  const ledger = options.budget;
  const storeFailed =
    (store: 'runs' | 'budget') =>
    (error: unknown): never => {
      metrics?.storeError(store);
      throw error;
    };
  const scopes = ledger ? options.policy.budgetScopesFor(labels, options.now()) : [];
  const priced = scopes.length > 0;
  const waitUntil = Date.now() + options.admissionWaitMs;
  const start = (guard: Guard, fresh: boolean): Started | typeof WAIT_FOR_CALLS_IN_FLIGHT => {
    if (fresh) replayHistory(guard, codec.history(body), facts.model);
    const affordable = options.lowerMaxTokens ? affordableOutputTokens(guard, facts) : undefined;
    const maxOutputTokens = affordable ?? facts.maxOutputTokens;
    const callRequest = { model: facts.model, messages: facts.messages, tools: facts.tools, maxOutputTokens };
    recordToolResults(guard, codec.latestToolResults(body));
    // Budgets held by calls in flight, not spent: those settle first (a refusal is for money spent).
    if (Date.now() < waitUntil && guard.admission(callRequest, { priced }) === 'wait')
      return WAIT_FOR_CALLS_IN_FLIGHT;
    const holdRest = !guard.estimateKnown(facts.model);
    const call = beginGuardedCall(guard, { request: callRequest, signal: request.signal, priced, holdRest });
    return { call, maxOutputTokens, lowered: affordable !== undefined, holdRest, request: callRequest };
  };
  const begin = async (): Promise<BegunCall<Started>> => {
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      const begun = await context.runs.begin(labels, start);
      if (begun.value !== WAIT_FOR_CALLS_IN_FLIGHT) return begun as BegunCall<Started>;
      await sleep(pause);
    }
  };

  for (let attempt = 0; ; attempt++) {
    let begun: BegunCall<Started>;
    try {
      begun = await begin();
    } catch (error) {
      if (RunStoreError.isInstance(error)) {
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
      return refuse(error);
    }
    const { guard, value: started } = begun;
    const { call } = started;
    const ticketId = call.ticket.id;
    let shared: string | undefined;
    // Ends the call once, on this guard and where the run is kept, and settles or frees the shared hold.
    const end = (outcome: CallOutcome): Promise<void> => {
      const usageBefore = guard.usage;
      if (outcome.trip) guard.fail(outcome.trip);
      if (outcome.kind === 'settled') call.settle(outcome.response);
      else call.fail(outcome.trip ?? outcome.error);
      const after = guard.usage;
      const cost = after.cost - usageBefore.cost;
      if (outcome.kind === 'settled' && facts.model !== undefined) {
        metrics?.tokens(
          codec.api,
          facts.model,
          after.promptTokens - usageBefore.promptTokens,
          after.completionTokens - usageBefore.completionTokens,
        );
        metrics?.spend(codec.api, facts.model, cost / guard.options.usdRate);
      }
      const hold = shared;
      const usd = cost / guard.options.usdRate;
      // A store that cannot take the call's end now gets it later (the journal): the call was made, and
      // billed when it was answered, so its client gets the answer and its cost is charged on reconnect.
      const writes = [
        context.journal.write(() => begun.finish(ticketId, outcome).catch(storeFailed('runs'))),
      ];
      if (hold !== undefined && ledger) {
        const settle =
          outcome.kind === 'settled' ? () => ledger.settle(hold, usd) : () => ledger.release(hold);
        writes.push(context.journal.write(() => settle().catch(storeFailed('budget'))));
      }
      return Promise.all(writes).then(() => undefined);
    };
    const endQuietly = (outcome: CallOutcome) => {
      end(outcome).catch(options.onError);
    };

    try {
      if (ledger && scopes.length > 0) {
        let hold: SharedHold | GuardError;
        try {
          hold = await holdSharedScopes(
            guard,
            call.ticket,
            { ledger, scopes },
            {
              holdRest: started.holdRest,
              current: started.holdRest
                ? () => ({
                    holdRest: !guard.estimateKnown(facts.model),
                    worstCaseUsd: guard.worstCaseUsd(started.request),
                  })
                : undefined,
              maxWaitMs: Math.max(0, waitUntil - Date.now()),
              signal: request.signal,
            },
          );
        } catch (error) {
          metrics?.storeError('budget');
          if (options.storeFailure === 'closed' || !isLedgerUnavailable(error)) {
            await end({ kind: 'failed', error });
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
        if (isGuardError(hold)) {
          await end({ kind: 'failed', error: hold, trip: hold });
          return refuse(hold);
        }
        shared = hold.id === '' ? undefined : hold.id;
      }
    } catch (error) {
      await end({ kind: 'failed', error });
      return refuse(error);
    }

    const headers: Record<string, string> = { ...runHeader };
    if (started.lowered) headers['x-loopguard-max-tokens-lowered'] = String(started.maxOutputTokens);
    if (attempt === 0) context.retries.noteCall();
    if (facts.model !== undefined) metrics?.call(codec.api, facts.model);
    const sent = upstreamRequest(
      options,
      codec.provider,
      request,
      bodyToSend(codec, body, facts, started, request.body),
      call.signal,
      { 'accept-encoding': 'identity' },
    );
    latency.pause();
    let response: UpstreamResponse;
    try {
      response = await context.upstream.send(sent);
    } catch (error) {
      latency.resume();
      const trip = call.signal.aborted && isGuardError(call.signal.reason) ? call.signal.reason : undefined;
      await end({ kind: 'failed', error, trip });
      if (trip) return refuse(trip);
      if (request.signal.aborted)
        return errorReply(codec.format, 499, 'client_closed_request', 'the client went away', null, headers);
      metrics?.upstreamError('network');
      if (attempt < options.maxUpstreamRetries && context.retries.tryRetry()) continue;
      return errorReply(
        codec.format,
        502,
        'upstream_unreachable',
        `the model API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        null,
        headers,
      );
    }

    if (response.status >= 400) {
      let bytes: Uint8Array | string;
      try {
        bytes = await readAll(response.body, maxAnswerBytes);
      } catch {
        bytes = '';
      }
      latency.resume();
      await end({ kind: 'failed', error: new Error(`the model API answered HTTP ${response.status}`) });
      if (retryable(response.status)) {
        metrics?.upstreamError(response.status);
        if (attempt < options.maxUpstreamRetries && context.retries.tryRetry()) continue;
      }
      return {
        status: response.status,
        headers: Object.assign(replyHeaders(response.headers), headers),
        body: bytes,
      };
    }

    if (facts.stream && (response.headers['content-type'] ?? '').includes('text/event-stream')) {
      latency.resume();
      const outputCap =
        started.maxOutputTokens === undefined
          ? streamOutputCap(guard, call.ticket.reservation, facts.model)
          : undefined;
      const stream = relayStream({
        codec,
        call,
        outputCap,
        overrun: (streamed) => reservationOverrun(guard, call.ticket.round, streamed, outputCap ?? 0),
        source: response.body,
        clientWantsUsage: facts.includeUsage,
        end: endQuietly,
        afterReply: context.runs.inProcess ? request.afterReply : undefined,
        broke: () => metrics?.upstreamError('network'),
      });
      return {
        status: response.status,
        headers: Object.assign(replyHeaders(response.headers), headers),
        body: stream,
      };
    }

    let bytes: Uint8Array;
    try {
      bytes = await readAll(response.body, maxAnswerBytes);
    } catch (error) {
      latency.resume();
      const trip = call.signal.aborted && isGuardError(call.signal.reason) ? call.signal.reason : undefined;
      await end({ kind: 'settled', response: emptyResponse, trip });
      if (trip) return refuse(trip);
      return errorReply(
        codec.format,
        502,
        'upstream_broken',
        `the model API's answer broke off: ${error instanceof Error ? error.message : String(error)}`,
        null,
        headers,
      );
    }
    latency.resume();
    let answer: LlmResponse = emptyResponse;
    try {
      answer = codec.readResponse(JSON.parse(decoder.decode(bytes)));
    } catch {
      // Not JSON: settled from the local estimate of the prompt, as for a provider that reports no usage.
    }
    // A run kept in this process is settled once the reply is out, when the server says when that is (and
    // before it reads another request); a shared store is written before the reply, as without a server.
    const settled: CallOutcome = { kind: 'settled', response: answer };
    if (context.runs.inProcess && request.afterReply) request.afterReply(() => endQuietly(settled));
    else await end(settled);
    return {
      status: response.status,
      headers: Object.assign(replyHeaders(response.headers), headers),
      body: bytes,
    };
  }
}
