import type { WireRequestFacts } from '../wire/index.js';
import type { ProxyApiCodec } from './proxy-api.js';

type Body = Record<string, unknown>;

const decoder = new TextDecoder();

/** A parsed request body as a JSON object, or what is wrong with it (for a 400). */
export function bodyObject(parse: () => unknown): Body | string {
  let value: unknown;
  try {
    value = parse();
  } catch (error) {
    return `the request body is not valid JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'the request body must be a JSON object';
  return value as Body;
}

/** The request body as a JSON object, or what is wrong with it (for a 400). */
export function parseBody(bytes: Uint8Array): Body | string {
  return bodyObject(() => JSON.parse(decoder.decode(bytes)));
}

const encoder = new TextEncoder();
// The bytes each option adds, written once (a codec's option is one object for the life of the process).
const encodedFields = new WeakMap<object, Uint8Array>();

/**
 * `raw` with `"field":value,` added after its opening brace: the client's bytes as they are, one field more
 * (a UTF-8 byte-order mark in front goes: an upstream's JSON reader need not take one). Only for a field the
 * body does not have (JSON leaves duplicate keys to each reader).
 */
function withLeadingField(
  raw: Uint8Array,
  option: { readonly field: string; readonly value: Body },
): Uint8Array {
  let added = encodedFields.get(option);
  if (added === undefined) {
    added = encoder.encode(`${JSON.stringify(option.field)}:${JSON.stringify(option.value)},`);
    encodedFields.set(option, added);
  }
  const from = raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf ? 3 : 0;
  const brace = raw.indexOf(0x7b) + 1;
  const out = new Uint8Array(raw.byteLength - from + added.byteLength);
  out.set(raw.subarray(from, brace), 0);
  out.set(added, brace - from);
  out.set(raw.subarray(brace), brace - from + added.byteLength);
  return out;
}

/**
 * The body to send: the client's bytes, unless the proxy asks a stream for usage or lowers the output cap.
 * Asking for usage alone adds the field in front of the client's bytes when the body has none: one copy of
 * the bytes, where writing a long conversation anew on every streamed call costs time that grows with it; a
 * body with its own value of the field, or a lowered cap, is written anew.
 */
export function bodyToSend(
  codec: ProxyApiCodec,
  body: Body,
  facts: WireRequestFacts,
  started: { readonly lowered: boolean; readonly maxOutputTokens: number | undefined },
  raw: Uint8Array,
): Uint8Array | string {
  const usage = facts.stream && !facts.includeUsage ? codec.streamUsageOption : undefined;
  const lower = started.lowered && started.maxOutputTokens !== undefined;
  if (usage && !lower && body[usage.field] === undefined) return withLeadingField(raw, usage);
  if (!usage && !lower) return raw;
  const changed: Body = { ...body };
  if (usage) changed[usage.field] = Object.assign({}, body[usage.field] as Body | undefined, usage.value);
  if (lower) {
    // OpenAI's newer models take only max_completion_tokens; whichever field the client used is lowered.
    const field =
      codec.api === 'openai-chat' &&
      (body.max_completion_tokens !== undefined || body.max_tokens === undefined)
        ? 'max_completion_tokens'
        : codec.maxTokensField;
    changed[field] = started.maxOutputTokens;
  }
  return JSON.stringify(changed);
}
