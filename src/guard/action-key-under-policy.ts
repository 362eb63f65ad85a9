import { type ActionKey, actionKey, type ToolCallInput } from '../signature/action-signature.js';
import type { CanonicalizeOptions } from '../signature/canonicalize.js';
import type { ResolvedGuardOptions } from './options.js';

/** What loop detection compares of a call, under its tool's policy; the readable text only when shown. */
export function actionKeyUnderPolicy(options: ResolvedGuardOptions, call: ToolCallInput): ActionKey {
  const policy = options.tools[call.name];
  return actionKey(
    call,
    policy
      ? {
          coreArgs: policy.coreArgs,
          ignoreArgs: policy.ignoreArgs,
          commentaryArgs: policy.commentaryArgs,
          unorderedArgs: policy.unorderedArgs,
        }
      : NO_POLICY,
  );
}

/** The options of a tool with no policy: one object for every such call. */
const NO_POLICY: CanonicalizeOptions = Object.freeze({});
