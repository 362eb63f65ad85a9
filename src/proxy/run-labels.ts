import { LoopguardError } from '../errors.js';
import { contentDigest, contentText } from '../wire/index.js';
import type { ClientIdentity, RunLabels } from './gateway-policy.js';
import type { ProxyHeaders } from './proxy-exchange.js';

/** The request headers that name a run. */
export const RUN_HEADERS = Object.freeze({
  runId: 'x-loopguard-run-id',
  taskId: 'x-loopguard-task-id',
  agent: 'x-loopguard-agent',
  taskType: 'x-loopguard-task-type',
});

const runLabelErrorBrand = Symbol.for('loopguard.RunLabelError');

/** A label header that cannot be used, named for the error answer. */
export class RunLabelError extends LoopguardError {
  override readonly name = 'RunLabelError';
  declare readonly code: 'LOOPGUARD_INVALID_RUN_LABEL';
  readonly [runLabelErrorBrand] = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super('LOOPGUARD_INVALID_RUN_LABEL', message, options);
  }

  /** True for any RunLabelError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is RunLabelError {
    return LoopguardError.hasBrand(value, runLabelErrorBrand);
  }
}

const maxLabelLength = 200;
// Visible ASCII only: a label ends up in event stores, metrics and file names.
const labelPattern = /^[\x21-\x7e]+$/;

function label(headers: ProxyHeaders, name: string): string | undefined {
  const value = headers[name]?.trim();
  if (value === undefined || value === '') return undefined;
  if (value.length > maxLabelLength || !labelPattern.test(value))
    throw new RunLabelError(
      `header ${name} must be 1 to ${maxLabelLength} visible ASCII characters (no spaces), got ${JSON.stringify(value.slice(0, 40))}${value.length > 40 ? '…' : ''}`,
    );
  return value;
}

/** What the derived run id is made of: the conversation's fixed start. */
export interface ConversationStart {
  readonly system: unknown;
  readonly firstUser: unknown;
  readonly tools: unknown;
}

/**
 * A run id from the conversation itself, for agents that send no `x-loopguard-run-id`: three digests
 * ({@link contentDigest}, 32 bits each) of the system prompt, the first user message and the tool
 * definitions, plus the client id when client keys are configured. Every request of one conversation
 * repeats its start, so they share the run; two conversations that start alike share it too (see
 * docs/gateway.md for the limits).
 */
export function derivedRunId(start: ConversationStart, clientId: string | undefined): string {
  const client = clientId === undefined ? '' : `${contentDigest(clientId)}-`;
  return `conv-${client}${contentDigest(contentText(start.system) ?? '')}${contentDigest(contentText(start.firstUser) ?? '')}${contentDigest(contentText(start.tools) ?? '')}`;
}

/**
 * The run a request belongs to: named by the `x-loopguard-*` headers, else derived from the conversation
 * ({@link derivedRunId}). The client's mapped agent wins over `x-loopguard-agent`. Throws
 * {@link RunLabelError} for an unusable header.
 */
export function runLabelsOf(
  headers: ProxyHeaders,
  client: ClientIdentity,
  identify: () => { readonly runId: string; readonly taskId: string },
): RunLabels {
  const named = label(headers, RUN_HEADERS.runId);
  const identified = named === undefined ? identify() : undefined;
  return {
    runId: named ?? (identified as { runId: string }).runId,
    taskId: label(headers, RUN_HEADERS.taskId) ?? identified?.taskId,
    agent: client.agent ?? label(headers, RUN_HEADERS.agent),
    taskType: label(headers, RUN_HEADERS.taskType),
    clientId: client.clientId,
  };
}
