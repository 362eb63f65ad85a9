import { scrubJsonText } from '../events/scrub-secrets.js';
import { type CanonicalizeOptions, canonicalizeArguments } from './canonicalize.js';
import { hashString } from './hash.js';

/** A tool call as the model asked for it. `arguments` is a JSON string or an object. */
export interface ToolCallInput {
  readonly id?: string | undefined;
  readonly name: string;
  readonly arguments?: unknown;
}

/** Tool name plus canonical core arguments: what loop detection compares. */
export interface ActionSignature {
  readonly tool: string;
  /** Canonical argument text. */
  readonly arguments: string;
  /** Hash of the canonical arguments alone (`tool_args_hash`). */
  readonly argumentsHash: string;
  /** Hash of tool name and canonical arguments. */
  readonly hash: string;
  /** Readable form, `name({...})`, secrets redacted, cut to 256 characters. */
  readonly text: string;
}

/**
 * Builds the action signature of one tool call.
 * @example actionSignature({ name: 'clean_csv', arguments: '{"path":"/srv/sales.csv "}' }).text // 'clean_csv({"path":"/srv/sales.csv"})'
 */
export function actionSignature(call: ToolCallInput, options: CanonicalizeOptions = {}): ActionSignature {
  const canonical = canonicalizeArguments(call.arguments ?? {}, options);
  const argumentsHash = hashString(canonical);
  // The readable form goes into events, errors and nudges, so secrets go before it is cut (a cut key would
  // no longer match its rule); the hashes stay those of the real arguments.
  const full = `${call.name}(${scrubJsonText(canonical)})`;
  return {
    tool: call.name,
    arguments: canonical,
    argumentsHash,
    hash: hashString(`${call.name}\u0000${argumentsHash}`),
    text: full.length > 256 ? `${full.slice(0, 255)}…` : full,
  };
}
