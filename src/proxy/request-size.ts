import type { ProxyApi } from './proxy-metrics.js';

type Body = Record<string, unknown>;

/** How much history one request may carry, as the gateway's options set it. */
export interface RequestSizeLimits {
  readonly maxHistoryItems: number;
  readonly maxToolCallsPerTurn: number;
}

function toolCallsOf(api: ProxyApi, message: unknown): number {
  if (typeof message !== 'object' || message === null) return 0;
  if (api === 'anthropic-messages') {
    const content = (message as Body).content;
    if (!Array.isArray(content)) return 0;
    let calls = 0;
    for (const block of content)
      if (typeof block === 'object' && block !== null && (block as Body).type === 'tool_use') calls++;
    return calls;
  }
  const calls = (message as Body).tool_calls;
  return Array.isArray(calls) ? calls.length : 0;
}

/**
 * Why a request carries more history than the gateway takes (`messages` holds 60,000 items, more than
 * maxHistoryItems 20,000), or `undefined`. Checked before anything else reads the history: a history of tens
 * of thousands of parallel calls would otherwise hold the process for every other client while it is counted
 * and compared. Responses `function_call` items of one turn count as that turn's calls.
 */
export function requestSizeProblem(api: ProxyApi, body: Body, limits: RequestSizeLimits): string | undefined {
  const items = api === 'openai-responses' ? body.input : body.messages;
  if (!Array.isArray(items)) return undefined;
  const field = api === 'openai-responses' ? 'input' : 'messages';
  if (items.length > limits.maxHistoryItems)
    return `"${field}" holds ${items.length} items, more than the gateway's maxHistoryItems ${limits.maxHistoryItems}`;
  let run = 0;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    let calls: number;
    if (api === 'openai-responses') {
      const isCall = typeof item === 'object' && item !== null && (item as Body).type === 'function_call';
      run = isCall ? run + 1 : 0;
      calls = run;
    } else calls = toolCallsOf(api, item);
    if (calls > limits.maxToolCallsPerTurn)
      return `${field}[${index}] holds ${calls} tool calls in one turn, more than the gateway's maxToolCallsPerTurn ${limits.maxToolCallsPerTurn}`;
  }
  return undefined;
}
