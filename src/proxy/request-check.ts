import { SliceClock } from '../utils/time-slices.js';
import type { ProxyApi } from './proxy-metrics.js';

type Body = Record<string, unknown>;

/** How much history one request may carry, as the gateway's options set it. */
export interface RequestSizeLimits {
  readonly maxHistoryItems: number;
  readonly maxToolCallsPerTurn: number;
}

/** What is wrong with a request body: too much history (413) or a malformed part the gateway reads (400). */
export interface RequestProblem {
  readonly status: 400 | 413;
  readonly message: string;
}

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);
const malformed = (message: string): RequestProblem => ({ status: 400, message });

function contentProblem(value: unknown, field: string, item: number): RequestProblem | undefined {
  if (value === undefined || value === null || typeof value === 'string') return undefined;
  if (!Array.isArray(value))
    return malformed(`${field}[${item}].content must be a string or a list of parts, got ${kind(value)}`);
  for (let index = 0; index < value.length; index++)
    if (!isObject(value[index]))
      return malformed(`${field}[${item}].content[${index}] must be an object, got ${kind(value[index])}`);
  return undefined;
}

// Paths are written only for a problem: a history of thousands of calls is read on every request.
function toolCallsProblem(calls: unknown, field: string, item: number): RequestProblem | undefined {
  if (calls === undefined || calls === null) return undefined;
  if (!Array.isArray(calls))
    return malformed(`${field}[${item}].tool_calls must be a list, got ${kind(calls)}`);
  for (let call = 0; call < calls.length; call++) {
    const entry = calls[call];
    if (!isObject(entry))
      return malformed(`${field}[${item}].tool_calls[${call}] must be an object, got ${kind(entry)}`);
    if (entry.function !== undefined && !isObject(entry.function))
      return malformed(
        `${field}[${item}].tool_calls[${call}].function must be an object, got ${kind(entry.function)}`,
      );
  }
  return undefined;
}

function toolUseBlocks(content: unknown): number {
  if (!Array.isArray(content)) return 0;
  let calls = 0;
  for (const block of content) if (isObject(block) && block.type === 'tool_use') calls++;
  return calls;
}

function headerProblem(api: ProxyApi, body: Body): RequestProblem | undefined {
  if (body.model !== undefined && typeof body.model !== 'string')
    return malformed(`"model" must be a string, got ${kind(body.model)}`);
  if (body.stream !== undefined && body.stream !== null && typeof body.stream !== 'boolean')
    return malformed(`"stream" must be true or false, got ${kind(body.stream)}`);
  const tools = body.tools;
  if (tools !== undefined) {
    if (!Array.isArray(tools)) return malformed(`"tools" must be a list, got ${kind(tools)}`);
    for (let index = 0; index < tools.length; index++)
      if (!isObject(tools[index]))
        return malformed(`tools[${index}] must be an object, got ${kind(tools[index])}`);
  }
  if (api === 'anthropic-messages') {
    const system = body.system;
    if (system !== undefined && typeof system !== 'string' && !Array.isArray(system))
      return malformed(`"system" must be a string or a list of blocks, got ${kind(system)}`);
  }
  if (api === 'openai-responses') {
    const { instructions, previous_response_id: previous } = body;
    if (instructions !== undefined && instructions !== null && typeof instructions !== 'string')
      return malformed(`"instructions" must be a string, got ${kind(instructions)}`);
    if (previous !== undefined && previous !== null && typeof previous !== 'string')
      return malformed(`"previous_response_id" must be a string, got ${kind(previous)}`);
  }
  return undefined;
}

function tooManyCalls(field: string, index: number, calls: number, limit: number): RequestProblem {
  return {
    status: 413,
    message: `${field}[${index}] holds ${calls} tool calls in one turn, more than the gateway's maxToolCallsPerTurn ${limit}`,
  };
}

/**
 * What is wrong with the parts of a request body the gateway reads, naming the field
 * (`messages[3] must be an object, got null`, or `"messages" holds 60000 items, more than maxHistoryItems
 * 20000`), or `undefined`. One pass over the history, which every request resends in whole; the item count is
 * checked before any item is read, so a history of tens of thousands of parallel calls is refused before it
 * can hold the process for other clients. Everything else goes upstream untouched, for the provider to judge.
 * Plain loops, not a schema library, because this runs on every request. A history of more than
 * {@link SLICED_CHECK_ITEMS} items is read in slices, with the event loop turning between them.
 */
export async function requestProblem(
  api: ProxyApi,
  body: Body,
  limits: RequestSizeLimits,
): Promise<RequestProblem | undefined> {
  const header = headerProblem(api, body);
  if (header) return header;
  const responses = api === 'openai-responses';
  const field = responses ? 'input' : 'messages';
  const items = body[field];
  if (responses && (items === undefined || typeof items === 'string')) return undefined;
  if (!Array.isArray(items))
    return malformed(
      responses
        ? `"input" must be a string or a list of items, got ${kind(items)}`
        : `"messages" must be a list, got ${kind(items)}`,
    );
  if (items.length > limits.maxHistoryItems)
    return {
      status: 413,
      message: `"${field}" holds ${items.length} items, more than the gateway's maxHistoryItems ${limits.maxHistoryItems}`,
    };
  const check = { api, field, limits, callRun: 0 };
  if (items.length <= SLICED_CHECK_ITEMS) return itemsProblem(check, items, 0, items.length);
  const clock = new SliceClock();
  for (let from = 0; from < items.length; from += CHECK_SLICE_ITEMS) {
    if (clock.due()) await clock.pause();
    const problem = itemsProblem(check, items, from, Math.min(items.length, from + CHECK_SLICE_ITEMS));
    if (problem) return problem;
  }
  return undefined;
}

/** Histories longer than this are checked in slices. */
export const SLICED_CHECK_ITEMS = 2_048;
/** Items checked between two looks at the slice clock. */
const CHECK_SLICE_ITEMS = 256;

interface ItemsCheck {
  readonly api: ProxyApi;
  readonly field: string;
  readonly limits: RequestSizeLimits;
  /** Responses API: function calls in a row so far (one turn's calls). */
  callRun: number;
}

function itemsProblem(
  check: ItemsCheck,
  items: readonly unknown[],
  from: number,
  to: number,
): RequestProblem | undefined {
  const { api, field, limits } = check;
  const responses = api === 'openai-responses';
  for (let index = from; index < to; index++) {
    const item = items[index];
    if (!isObject(item)) return malformed(`${field}[${index}] must be an object, got ${kind(item)}`);
    if (!responses && typeof item.role !== 'string')
      return malformed(`${field}[${index}].role must be a string, got ${kind(item.role)}`);
    const content = contentProblem(item.content, field, index);
    if (content) return content;
    let calls: number;
    if (responses) calls = check.callRun = item.type === 'function_call' ? check.callRun + 1 : 0;
    else if (api === 'anthropic-messages') calls = toolUseBlocks(item.content);
    else {
      const problem = toolCallsProblem(item.tool_calls, field, index);
      if (problem) return problem;
      calls = Array.isArray(item.tool_calls) ? item.tool_calls.length : 0;
    }
    if (calls > limits.maxToolCallsPerTurn)
      return tooManyCalls(field, index, calls, limits.maxToolCallsPerTurn);
  }
  return undefined;
}
