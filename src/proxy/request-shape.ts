import type { ProxyApi } from './proxy-metrics.js';

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

function content(value: unknown, path: string): string | undefined {
  if (value === undefined || value === null || typeof value === 'string') return undefined;
  if (!Array.isArray(value)) return `${path} must be a string or a list of parts, got ${kind(value)}`;
  for (let index = 0; index < value.length; index++)
    if (!isObject(value[index])) return `${path}[${index}] must be an object, got ${kind(value[index])}`;
  return undefined;
}

function list(body: Body, field: string, required: boolean): unknown[] | string | undefined {
  const value = body[field];
  if (value === undefined && !required) return undefined;
  if (!Array.isArray(value)) return `"${field}" must be a list, got ${kind(value)}`;
  return value;
}

function messages(body: Body, withToolCalls: boolean): string | undefined {
  const items = list(body, 'messages', true);
  if (typeof items === 'string') return items;
  for (let index = 0; index < (items?.length ?? 0); index++) {
    const message = (items as unknown[])[index];
    const path = `messages[${index}]`;
    if (!isObject(message)) return `${path} must be an object, got ${kind(message)}`;
    if (typeof message.role !== 'string') return `${path}.role must be a string, got ${kind(message.role)}`;
    const problem = content(message.content, `${path}.content`);
    if (problem) return problem;
    if (!withToolCalls || message.tool_calls === undefined || message.tool_calls === null) continue;
    if (!Array.isArray(message.tool_calls))
      return `${path}.tool_calls must be a list, got ${kind(message.tool_calls)}`;
    for (let call = 0; call < message.tool_calls.length; call++) {
      const entry = message.tool_calls[call];
      const where = `${path}.tool_calls[${call}]`;
      if (!isObject(entry)) return `${where} must be an object, got ${kind(entry)}`;
      if (entry.function !== undefined && !isObject(entry.function))
        return `${where}.function must be an object, got ${kind(entry.function)}`;
    }
  }
  return undefined;
}

function input(body: Body): string | undefined {
  const value = body.input;
  if (value === undefined || typeof value === 'string') return undefined;
  if (!Array.isArray(value)) return `"input" must be a string or a list of items, got ${kind(value)}`;
  for (let index = 0; index < value.length; index++) {
    const item = value[index];
    if (!isObject(item)) return `input[${index}] must be an object, got ${kind(item)}`;
    const problem = content(item.content, `input[${index}].content`);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * What is wrong with the parts of a request body the gateway reads, naming the field
 * (`messages[3] must be an object, got null`), or `undefined`. Only those parts are checked; everything else
 * goes upstream untouched, for the provider to judge. Written as plain loops, not a schema library: every
 * request carries its whole history, and this runs on each.
 */
export function requestShapeProblem(api: ProxyApi, body: Body): string | undefined {
  if (body.model !== undefined && typeof body.model !== 'string')
    return `"model" must be a string, got ${kind(body.model)}`;
  if (body.stream !== undefined && body.stream !== null && typeof body.stream !== 'boolean')
    return `"stream" must be true or false, got ${kind(body.stream)}`;
  const tools = list(body, 'tools', false);
  if (typeof tools === 'string') return tools;
  for (let index = 0; index < (tools?.length ?? 0); index++)
    if (!isObject((tools as unknown[])[index]))
      return `tools[${index}] must be an object, got ${kind((tools as unknown[])[index])}`;
  switch (api) {
    case 'openai-chat':
      return messages(body, true);
    case 'anthropic-messages': {
      const system = body.system;
      if (system !== undefined && typeof system !== 'string' && !Array.isArray(system))
        return `"system" must be a string or a list of blocks, got ${kind(system)}`;
      return messages(body, false);
    }
    case 'openai-responses': {
      if (
        body.instructions !== undefined &&
        body.instructions !== null &&
        typeof body.instructions !== 'string'
      )
        return `"instructions" must be a string, got ${kind(body.instructions)}`;
      const previous = body.previous_response_id;
      if (previous !== undefined && previous !== null && typeof previous !== 'string')
        return `"previous_response_id" must be a string, got ${kind(previous)}`;
      return input(body);
    }
  }
}
