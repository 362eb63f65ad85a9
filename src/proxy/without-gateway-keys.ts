const decoder = new TextDecoder();

/**
 * An upstream error body with the gateway's own keys taken out: a provider that echoes the key it was sent
 * ("Incorrect API key provided: sk-…") must not hand the gateway's key to a client that never had it.
 */
export function withoutGatewayKeys(
  body: Uint8Array | string,
  keys: { readonly openAIKey: string | undefined; readonly anthropicKey: string | undefined },
): Uint8Array | string {
  const own = [keys.openAIKey, keys.anthropicKey].filter(
    (key): key is string => key !== undefined && key !== '',
  );
  if (own.length === 0) return body;
  let text = typeof body === 'string' ? body : decoder.decode(body);
  let changed = false;
  for (const key of own)
    if (text.includes(key)) {
      text = text.replaceAll(key, '[the gateway key]');
      changed = true;
    }
  return changed ? text : body;
}
