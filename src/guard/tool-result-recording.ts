/**
 * A tool's result, recorded: attached to the call it answers for loop detection, its event emitted, and
 * the run completed by a final result.
 */

import { signatureText } from '../signature/action-signature.js';
import { observeResult, readResultFlags, type ToolResultInput } from './observe-result.js';
import type { RunGuard } from './run-guard.js';
import { isTerminal, transition } from './run-state.js';

/** Records the result of a tool call; see `Guard.recordToolResult`. */
export function recordToolResult(guard: RunGuard, input: ToolResultInput): void {
  guard.idle.touch();
  // With loop detection off nothing compares the result: only the flags its event and the run's end need are read.
  const read = guard.options.loopEnabled ? observeResult(input) : readResultFlags(input);
  const attached = guard.steps.attachResult(input.toolCallId, input.name, read.observation);
  const action = attached?.action;
  // A result reported without its id (an MCP client) answers the call it matched: the same result read
  // later from the message history by that id is the same result, not a second one.
  if (input.toolCallId === undefined && attached?.id) guard.ledger.claim(attached.id, false);
  const name = action?.tool ?? input.name;
  if (guard.listening) {
    guard.emit('tool_result', {
      tool_name: name,
      tool_call_id: input.toolCallId,
      tool_args_hash: action?.argumentsHash,
      action_signature: action && signatureText(action),
      status: read.failed ? 'failed' : 'succeeded',
      latency_ms: input.latencyMs,
      error_message: read.failed ? read.observation.text.slice(0, 500) : undefined,
    });
  }
  if (isTerminal(guard.currentState)) return;
  const final = read.final ?? (name !== undefined && guard.options.tools[name]?.final === true);
  if (final && !read.failed) {
    guard.complete(`tool ${name ?? 'result'} returned is_final`);
    return;
  }
  if (guard.currentState === 'waiting_tool' && guard.steps.openCallCount === 0 && guard.calls.size === 0) {
    guard.currentState = transition(guard.currentState, 'processing');
  }
}
