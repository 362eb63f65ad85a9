import type { BudgetScope } from '../guard/budget-ledger.js';
import type { WireRequestFacts } from '../wire/index.js';
import type { ClientIdentity, RunLabels } from './gateway-policy.js';
import { openingKey } from './opening-key.js';
import { parseBodySliced, SLICED_PARSE_BYTES } from './parse-body-sliced.js';
import type { ProxyApiCodec } from './proxy-api.js';
import type { ProxyContext } from './proxy-context.js';
import { errorReply } from './proxy-error-reply.js';
import type { ProxyReply, ProxyRequest } from './proxy-exchange.js';
import { requestProblem } from './request-check.js';
import { invalidOutputCap } from './request-numbers.js';
import { parseResentBody } from './resent-body.js';
import { type ConversationIdentity, identifyConversation } from './run-identity.js';
import { RunLabelError, runLabelsOf } from './run-labels.js';

/** A guarded request read once at the edge: its body, what the guard needs of it, its run and scopes. */
export interface GuardedRequest {
  readonly codec: ProxyApiCodec;
  readonly request: ProxyRequest;
  readonly body: Record<string, unknown>;
  readonly facts: WireRequestFacts;
  readonly labels: RunLabels;
  /** `x-loopguard-run-id`, on every answer. */
  readonly runHeader: Readonly<Record<string, string>>;
  /** The shared budget scopes its call reserves in (none without a ledger). */
  readonly scopes: readonly BudgetScope[];
  /** How a request without `x-loopguard-run-id` was placed in its run (its answer is remembered by it). */
  readonly conversation: ConversationIdentity | undefined;
}

/**
 * Reads a guarded request at the edge, or answers a malformed one 400 naming what is wrong. A large body is
 * parsed in slices ({@link parseBodySliced}); a conversation's resent history is parsed once ({@link parseResentBody}).
 */
export async function readGuardedRequest(
  context: ProxyContext,
  codec: ProxyApiCodec,
  request: ProxyRequest,
  client: ClientIdentity,
): Promise<GuardedRequest | ProxyReply> {
  const { options } = context;
  // A conversation resends its history with each call: what it sent last time is not read again. Kept by
  // client key too, so no two clients' bodies meet; by run when a header names it, else by how the body opens.
  const runId = request.headers['x-loopguard-run-id'];
  const parsed =
    request.body.byteLength < SLICED_PARSE_BYTES
      ? parseResentBody(
          request.body,
          codec.api,
          `${client.clientId ?? ''}\n${runId ?? openingKey(request.body)}`,
          { later: request.afterReply, conversationsOnly: runId === undefined },
        )
      : await parseBodySliced(request.body);
  if (typeof parsed === 'string') return errorReply(codec.format, 400, 'invalid_request_error', parsed);
  const body = parsed;
  const problem = await requestProblem(codec.api, body, options);
  if (problem?.status === 413)
    return errorReply(codec.format, 413, 'request_too_large', problem.message, 'LOOPGUARD_HISTORY_TOO_LARGE');
  if (problem)
    return errorReply(
      codec.format,
      400,
      'invalid_request_error',
      problem.message,
      'LOOPGUARD_INVALID_REQUEST',
    );
  const badCap = invalidOutputCap(body, codec.outputCapFields);
  if (badCap !== undefined)
    return errorReply(codec.format, 400, 'invalid_request_error', badCap, 'LOOPGUARD_INVALID_REQUEST');
  const facts = codec.readRequest(body);
  let labels: RunLabels;
  let conversation: ConversationIdentity | undefined;
  try {
    labels = runLabelsOf(request.headers, client, () => {
      conversation = identifyConversation(context, codec, body, client.clientId);
      return conversation;
    });
  } catch (error) {
    if (error instanceof RunLabelError)
      return errorReply(codec.format, 400, 'invalid_request_error', error.message, error.code);
    throw error;
  }
  const scopes = options.budget ? options.policy.budgetScopesFor(labels, options.now()) : [];
  return {
    codec,
    request,
    body,
    facts,
    labels,
    runHeader: { 'x-loopguard-run-id': labels.runId },
    scopes,
    conversation,
  };
}
