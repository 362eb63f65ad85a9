import { isGuardError } from '../errors.js';
import type { LlmResponse } from '../guard/call-ticket.js';
import type { AdmittedCall } from './call-admission.js';
import type { GuardedRequest } from './guarded-request.js';
import { replyHeaders } from './hop-by-hop.js';
import type { LatencyClock, ProxyContext } from './proxy-context.js';
import { errorReply } from './proxy-error-reply.js';
import type { ProxyReply, UpstreamResponse } from './proxy-exchange.js';
import { readAll } from './read-all.js';
import { refusalReply } from './refusal-reply.js';
import { bodyToSend } from './request-body.js';
import type { CallOutcome } from './run-access.js';
import { relayStream } from './stream-relay.js';
import { upstreamRequest } from './upstream-request.js';
import { withoutGatewayKeys } from './without-gateway-keys.js';

/** Largest upstream answer read whole (a plain completion), bytes. */
const maxAnswerBytes = 64 * 2 ** 20;
const decoder = new TextDecoder();
const emptyResponse: LlmResponse = {};

/** A plain answer's usage and calls; an answer that is not JSON is settled from the local estimate of the prompt. */
function readAnswer(codec: GuardedRequest['codec'], bytes: Uint8Array): LlmResponse {
  try {
    return codec.readResponse(JSON.parse(decoder.decode(bytes)));
  } catch {
    // Not JSON: settled as for a provider that reports no usage.
    return emptyResponse;
  }
}

/** The proxy may send the same call again (`maxUpstreamRetries`, within the retry budget). */
export const RETRY = Symbol('retry');

function retryable(status: number | 'network'): boolean {
  return status === 'network' || status === 429 || status >= 500;
}

/**
 * Forwards an admitted call with its ticket's signal and answers the client: a stream relayed as it comes
 * (settled as it passes, cut on a trip), a plain answer read whole and settled, an upstream error passed on.
 * `RETRY` when the upstream failed in a way worth one more try and the budget allows it.
 */
export async function forwardCall(
  context: ProxyContext,
  read: GuardedRequest,
  admitted: AdmittedCall,
  attempt: number,
  latency: LatencyClock,
): Promise<ProxyReply | typeof RETRY> {
  const { options } = context;
  const metrics = options.metrics;
  const { codec, request, body, facts } = read;
  const { started, ending } = admitted;
  const { call } = started;
  const { end } = ending;
  const ownTrip = () =>
    call.signal.aborted && isGuardError(call.signal.reason) ? call.signal.reason : undefined;
  const headers: Record<string, string> = { ...read.runHeader };
  if (started.lowered) headers['x-loopguard-max-tokens-lowered'] = String(started.maxOutputTokens);
  // Observe-only mode: enforcing would have refused this call (the run would have stopped at this trip).
  const wouldStop = admitted.guard.observedTrip;
  if (wouldStop) headers['x-loopguard-would-stop'] = wouldStop.code;
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
    const trip = ownTrip();
    await end({ kind: 'failed', error, trip });
    if (trip) return refusalReply(read, trip, metrics);
    if (request.signal.aborted)
      return errorReply(codec.format, 499, 'client_closed_request', 'the client went away', null, headers);
    metrics?.upstreamError('network');
    if (attempt < options.maxUpstreamRetries && context.retries.tryRetry()) return RETRY;
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
      if (attempt < options.maxUpstreamRetries && context.retries.tryRetry()) return RETRY;
    }
    const scrubbed = withoutGatewayKeys(bytes, options);
    const errorHeaders = Object.assign(replyHeaders(response.headers), headers);
    // A body the scrub changed is no longer the length the upstream announced.
    if (scrubbed !== bytes) delete errorHeaders['content-length'];
    return { status: response.status, headers: errorHeaders, body: scrubbed };
  }

  if (facts.stream && (response.headers['content-type'] ?? '').includes('text/event-stream')) {
    latency.resume();
    const stream = relayStream({
      codec,
      call,
      source: response.body,
      clientWantsUsage: facts.includeUsage,
      end: ending.endQuietly,
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
    const trip = ownTrip();
    await end({ kind: 'settled', response: emptyResponse, trip });
    if (trip) return refusalReply(read, trip, metrics);
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
  // A run kept in this process is settled once the reply is out, when the server says when that is (and
  // before it reads another request); a shared store is written before the reply, as without a server. The
  // answer is read for its usage only then: the client's bytes are the upstream's, and nothing before the
  // reply needs it.
  const settled = (): CallOutcome => ({ kind: 'settled', response: readAnswer(codec, bytes) });
  if (context.runs.inProcess && request.afterReply) request.afterReply(() => ending.endQuietly(settled()));
  else await end(settled());
  return {
    status: response.status,
    headers: Object.assign(replyHeaders(response.headers), headers),
    body: bytes,
  };
}
