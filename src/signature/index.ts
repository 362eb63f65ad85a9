export {
  type ActionKey,
  type ActionSignature,
  actionKey,
  actionSignature,
  signatureText,
  type ToolCallInput,
} from './action-signature.js';
export { type CanonicalizeOptions, canonicalizeArguments, parseArguments } from './canonicalize.js';
export { hashString } from './hash.js';
export { canonicalizeObservation, hashObservation, isEmptyObservation } from './observation.js';
export { jaccard, shingles } from './similarity.js';
export { isVolatileKey, isVolatileValue, maskVolatileText } from './volatile.js';
