export { type GuardOpenAIOptions, guardOpenAI } from './guard-openai.js';
export {
  guardedOpenAIMethods,
  type OpenAIMethodPolicy,
  openAIMethodPolicy,
  refusedOpenAIMethods,
} from './openai-method-policy.js';
export { isUnguardedMethodError, UnguardedMethodError } from './unguarded-method-error.js';
