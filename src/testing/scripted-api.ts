/** Which wire API a request used: OpenAI chat completions, the OpenAI Responses API, or Anthropic messages. */
export type ScriptedApi = 'openai' | 'openai-responses' | 'anthropic';

/**
 * The API a path asks for: any path ending in `/chat/completions` (OpenAI, whatever the base URL's prefix),
 * `/responses` (the OpenAI Responses API) or `/messages` (Anthropic); `undefined` for any other path.
 */
export function scriptedApiOf(path: string): ScriptedApi | undefined {
  if (path.endsWith('/chat/completions')) return 'openai';
  if (path.endsWith('/responses')) return 'openai-responses';
  if (path.endsWith('/messages')) return 'anthropic';
  return undefined;
}

/** An error body in the shape the API's SDKs read: OpenAI `{error: {message, type}}` (both APIs), Anthropic `{type: 'error', error: {type, message}}`. */
export function apiErrorBody(api: ScriptedApi, type: string, message: string): Record<string, unknown> {
  return api === 'anthropic' ? { type: 'error', error: { type, message } } : { error: { message, type } };
}
