import type { WireRequestFacts } from '../wire/index.js';
import type { ProxyApiCodec } from './proxy-api.js';

type Body = Record<string, unknown>;

const decoder = new TextDecoder();

/** The request body as a JSON object, or what is wrong with it (for a 400). */
export function parseBody(bytes: Uint8Array): Body | string {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch (error) {
    return `the request body is not valid JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'the request body must be a JSON object';
  return value as Body;
}

/** The body to send: the client's bytes, unless the proxy asks a stream for usage or lowers the output cap. */
export function bodyToSend(
  codec: ProxyApiCodec,
  body: Body,
  facts: WireRequestFacts,
  started: { readonly lowered: boolean; readonly maxOutputTokens: number | undefined },
  raw: Uint8Array,
) {
  let changed: Body | undefined;
  if (facts.stream && !facts.includeUsage && codec.streamBody) changed = codec.streamBody(body);
  if (started.lowered && started.maxOutputTokens !== undefined) {
    changed ??= { ...body };
    // OpenAI's newer models take only max_completion_tokens; whichever field the client used is lowered.
    const field =
      codec.api === 'openai-chat' &&
      (body.max_completion_tokens !== undefined || body.max_tokens === undefined)
        ? 'max_completion_tokens'
        : codec.maxTokensField;
    changed[field] = started.maxOutputTokens;
  }
  return changed ? JSON.stringify(changed) : raw;
}
