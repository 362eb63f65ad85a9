/** Which wire API a request used. */
export type ScriptedApi = 'openai' | 'anthropic';

/**
 * The API a path asks for: any path ending in `/chat/completions` (OpenAI, whatever the base URL's prefix)
 * or `/messages` (Anthropic); `undefined` for any other path.
 */
export function scriptedApiOf(path: string): ScriptedApi | undefined {
  if (path.endsWith('/chat/completions')) return 'openai';
  if (path.endsWith('/messages')) return 'anthropic';
  return undefined;
}

/** An error body in the shape the API's SDKs read: OpenAI `{error: {message, type}}`, Anthropic `{type: 'error', error: {type, message}}`. */
export function apiErrorBody(api: ScriptedApi, type: string, message: string): Record<string, unknown> {
  return api === 'openai' ? { error: { message, type } } : { type: 'error', error: { type, message } };
}
