/** What every redaction leaves in place of the secret. */
export const REDACTED = '[redacted]';

/** One kind of secret and how to take it out of a string. */
export interface SecretRule {
  /** Stable kebab-case name, cited by README and tests. */
  readonly name: string;
  /** One line on what the kind covers. */
  readonly description: string;
  /**
   * Lower-case substrings, at least one of which every match contains. They are the cheap pre-check:
   * the rule runs only when the lower-cased text contains one of them.
   */
  readonly keywords: readonly string[];
  /** Returns the text with this kind's secrets replaced, or the same string when there were none. */
  readonly scrub: (text: string) => string;
}

/** `String#replace` callback; groups that did not take part arrive as `undefined`. */
export type Replacer = (match: string, ...groups: (string | undefined)[]) => string;

/** A rule that is one global regular expression and one replacement. */
export function patternRule(
  name: string,
  description: string,
  keywords: readonly string[],
  pattern: RegExp,
  replacement: string | Replacer,
): SecretRule {
  const scrub =
    typeof replacement === 'string'
      ? (text: string) => text.replace(pattern, replacement)
      : (text: string) => text.replace(pattern, replacement);
  return { name, description, keywords, scrub };
}

/**
 * True when a bare value after a scheme word (`Bearer x`, `Authorization: x`) is shaped like a
 * credential rather than an English word, so "bearer authentication" and "Authorization: denied" stay.
 */
export function looksLikeCredential(value: string): boolean {
  if (value.length >= 20) return true;
  return value.length >= 8 && !/^[A-Z]?[a-z]+$/.test(value);
}

/** Keeps the quotes around a redacted quoted value: `"x y"` → `"[redacted]"`, `\"x\"` → `\"[redacted]\"`. */
export function redactKeepingQuotes(value: string): string {
  if (value.startsWith('\\"')) return `\\"${REDACTED}\\"`;
  const first = value[0];
  if (first === '"' || first === "'") return `${first}${REDACTED}${first}`;
  return REDACTED;
}
