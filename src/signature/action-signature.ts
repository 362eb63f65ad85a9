import { scrubJsonText } from '../secrets/scrub-secrets.js';
import { type CanonicalizeOptions, canonicalizeArguments } from './canonicalize.js';
import { hashJoined, hashString } from './hash.js';

/** A tool call as the model asked for it. `arguments` is a JSON string or an object. */
export interface ToolCallInput {
  readonly id?: string | undefined;
  readonly name: string;
  readonly arguments?: unknown;
}

/** Tool name plus canonical core arguments: what loop detection compares. */
export interface ActionKey {
  readonly tool: string;
  /** Canonical argument text. */
  readonly arguments: string;
  /** Hash of the canonical arguments alone (`tool_args_hash`). */
  readonly argumentsHash: string;
  /** Hash of tool name and canonical arguments. */
  readonly hash: string;
}

/** An {@link ActionKey} with its readable form. */
export interface ActionSignature extends ActionKey {
  /** Readable form, `name({...})`, secrets redacted, cut to 256 characters ({@link signatureText}). */
  readonly text: string;
}

/**
 * The key loop detection compares for one tool call, without the readable text: a guard writes that out
 * only when it shows it (an event, a trip's message), since scrubbing secrets from it on every call was a
 * tenth of a guard round.
 */
export function actionKey(call: ToolCallInput, options: CanonicalizeOptions = {}): ActionKey {
  const canonical = canonicalizeArguments(call.arguments ?? {}, options);
  const argumentsHash = hashString(canonical);
  return {
    tool: call.name,
    arguments: canonical,
    argumentsHash,
    // A name that is no string (hostile input) is spelled as a template would.
    hash: hashJoined(typeof call.name === 'string' ? call.name : `${call.name}`, argumentsHash),
  };
}

/**
 * The readable form of an action, `name({...})`: secrets go before it is cut (a cut key would no longer
 * match its rule); the hashes stay those of the real arguments.
 */
export function signatureText(action: Pick<ActionKey, 'tool' | 'arguments'>): string {
  const full = `${action.tool}(${scrubJsonText(action.arguments)})`;
  return full.length > 256 ? `${full.slice(0, 255)}…` : full;
}

/**
 * Builds the action signature of one tool call.
 * @example actionSignature({ name: 'clean_csv', arguments: '{"path":"/srv/sales.csv "}' }).text // 'clean_csv({"path":"/srv/sales.csv"})'
 */
export function actionSignature(call: ToolCallInput, options: CanonicalizeOptions = {}): ActionSignature {
  const key = actionKey(call, options);
  return { ...key, text: signatureText(key) };
}
