// The same vocabulary as the password- and secret-assignment rules, applied to object keys after
// dropping case and separators, so `api_key`, `apiKey`, `x-api-key` and `API-KEY` are one name.
// `tokens`, `max_tokens`, `token_usage`, `action_signature` and a bare `key` are deliberately not in it.
const sensitiveEnding =
  /(?:password|passwd|passphrase|pwd|secret|apikey|accesskey|secretkey|privatekey|subscriptionkey|accountkey|token|credentials?|authorization|cookie)$/;

/** True when a property of this name holds a secret whatever its value looks like (`password`, `apiKey`, `x-auth-token`). */
export function isSensitiveKey(key: string): boolean {
  return sensitiveEnding.test(key.toLowerCase().replace(/[^a-z0-9]/g, ''));
}
