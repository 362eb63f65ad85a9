import type { TranscriptMessage, TranscriptToolCall } from './transcript.js';

type Message = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * Messages in the GenAI semantic conventions' form (`gen_ai.input.messages`, `gen_ai.output.messages`,
 * `gen_ai.system_instructions`: `{role, parts: [{type: "text" | "tool_call" | "tool_call_response", …}]}`) as
 * chat messages; parts of other types (images, reasoning) are left out.
 */
function fromParts(messages: unknown[]): TranscriptMessage[] {
  const out: TranscriptMessage[] = [];
  for (const message of messages) {
    if (!isRecord(message) || !Array.isArray(message.parts)) continue;
    const parts = message.parts.filter(isRecord);
    const said = parts.filter((part) => part.type === 'text').map((part) => text(part.content));
    const content = said.length > 0 ? said.join('\n') : null;
    const role = String(message.role);
    const calls: TranscriptToolCall[] = parts
      .filter((part) => part.type === 'tool_call' && typeof part.name === 'string')
      .map((part) => ({
        ...(typeof part.id === 'string' ? { id: part.id } : {}),
        type: 'function',
        function: { name: part.name as string, arguments: text(part.arguments ?? {}) },
      }));
    for (const part of parts.filter((item) => item.type === 'tool_call_response')) {
      out.push({
        role: 'tool',
        ...(typeof part.id === 'string' ? { tool_call_id: part.id } : {}),
        content: text(part.response),
      });
    }
    if (role === 'assistant') {
      out.push({ role: 'assistant', content, ...(calls.length > 0 ? { tool_calls: calls } : {}) });
    } else if ((role === 'system' || role === 'user' || role === 'developer') && content !== null) {
      out.push({ role, content });
    }
  }
  return out;
}

/** Flat indexed attributes (`gen_ai.prompt.0.role`, …), as OpenLLMetry writes them, as chat messages. */
function fromIndexed(attributes: Readonly<Record<string, unknown>>, prefix: string): TranscriptMessage[] {
  const messages = new Map<number, Message>();
  const pattern = new RegExp(`^${prefix.replace(/\./g, '\\.')}\\.(\\d+)\\.(.+)$`);
  for (const [key, value] of Object.entries(attributes)) {
    const match = pattern.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const message = messages.get(index) ?? {};
    messages.set(index, message);
    const field = match[2] as string;
    const call = /^tool_calls\.(\d+)\.(id|name|arguments)$/.exec(field);
    if (call) {
      const calls = (message.calls as Map<number, Message> | undefined) ?? new Map<number, Message>();
      message.calls = calls;
      const entry = calls.get(Number(call[1])) ?? {};
      entry[call[2] as string] = value;
      calls.set(Number(call[1]), entry);
    } else message[field] = value;
  }
  return [...messages.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, message]) => {
      const role = typeof message.role === 'string' ? message.role : 'assistant';
      const calls = [...((message.calls as Map<number, Message> | undefined)?.values() ?? [])]
        .filter((call) => typeof call.name === 'string')
        .map((call) => ({
          ...(typeof call.id === 'string' ? { id: call.id } : {}),
          type: 'function',
          function: { name: call.name as string, arguments: text(call.arguments ?? '{}') },
        }));
      const content = message.content === undefined ? null : text(message.content);
      return {
        role: role as TranscriptMessage['role'],
        content,
        ...(typeof message.tool_call_id === 'string' ? { tool_call_id: message.tool_call_id } : {}),
        ...(calls.length > 0 ? { tool_calls: calls } : {}),
      };
    })
    .filter((message) => ['system', 'user', 'assistant', 'tool', 'developer'].includes(message.role));
}

/**
 * The conversation a chat span recorded, when the instrumentation recorded it: what was sent (system
 * instructions and input messages) and what came back. Undefined when the span carries no messages.
 */
export function spanConversation(
  attributes: Readonly<Record<string, unknown>>,
): { readonly input: TranscriptMessage[]; readonly output: TranscriptMessage[] } | undefined {
  const input = parsed(attributes['gen_ai.input.messages']);
  const output = parsed(attributes['gen_ai.output.messages']);
  if (Array.isArray(input) || Array.isArray(output)) {
    const system = parsed(attributes['gen_ai.system_instructions']);
    const instructions = Array.isArray(system) ? fromParts([{ role: 'system', parts: system }]) : [];
    return {
      input: [...instructions, ...fromParts(Array.isArray(input) ? input : [])],
      output: fromParts(Array.isArray(output) ? output : []),
    };
  }
  const prompt = fromIndexed(attributes, 'gen_ai.prompt');
  const completion = fromIndexed(attributes, 'gen_ai.completion');
  if (prompt.length === 0 && completion.length === 0) return undefined;
  return { input: prompt, output: completion.map((message) => ({ ...message, role: 'assistant' })) };
}
