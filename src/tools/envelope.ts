/** The result every guarded tool returns. `is_final: true` ends the run whatever the model asks next. */
export interface ToolResultEnvelope<Data = unknown> {
  readonly status: 'succeeded' | 'failed';
  readonly is_final: boolean;
  readonly data: Data;
  readonly next_action_hint?: string | undefined;
}

/** True when `value` has the envelope's shape (`status` and `is_final`). */
export function isToolResultEnvelope(value: unknown): value is ToolResultEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (record.status === 'succeeded' || record.status === 'failed') && typeof record.is_final === 'boolean'
  );
}

/** Reads an envelope from a tool result given as an object or as JSON text; `undefined` when it is none. */
export function readEnvelope(content: unknown): ToolResultEnvelope | undefined {
  if (isToolResultEnvelope(content)) return content;
  if (typeof content !== 'string') return undefined;
  const text = content.trim();
  if (!text.startsWith('{') || !text.includes('"is_final"')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isToolResultEnvelope(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A succeeded envelope. */
export function succeeded<Data>(
  data: Data,
  options: { final?: boolean; hint?: string } = {},
): ToolResultEnvelope<Data> {
  return { status: 'succeeded', is_final: options.final ?? false, data, next_action_hint: options.hint };
}

/** A failed envelope; never final. */
export function failed<Data>(data: Data, hint?: string): ToolResultEnvelope<Data> {
  return { status: 'failed', is_final: false, data, next_action_hint: hint };
}
