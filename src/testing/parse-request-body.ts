/** A parsed request body, or what is wrong with it in a sentence for the API's error body. */
export type ParsedRequestBody = { readonly body: Record<string, unknown> } | { readonly problem: string };

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : typeof value;
}

/** Parses a model request body: JSON, an object, `messages` (when present) an array, `input` (when present) a string or an array. */
export function parseRequestBody(text: string): ParsedRequestBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: `request body is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { problem: `request body must be a JSON object, got ${kindOf(parsed)}` };
  const body = parsed as Record<string, unknown>;
  if (body.messages !== undefined && !Array.isArray(body.messages))
    return { problem: '`messages` must be an array' };
  if (body.input !== undefined && typeof body.input !== 'string' && !Array.isArray(body.input))
    return { problem: '`input` must be a string or an array' };
  return { body };
}
