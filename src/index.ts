export type {
  ChatMessage,
  ChatToolCall,
  ChatToolSpec,
  ModelFunction,
  ModelReply,
  ModelRequest,
} from './agent/chat-types.js';
export { loopAvoidanceRules, type PromptRulesOptions } from './agent/prompt-rules.js';
export { type RunAgentOptions, type RunAgentResult, runAgent } from './agent/run-agent.js';
export type { Detection } from './detectors/types.js';
export {
  ConfigError,
  type ConfigErrorCode,
  type ConfigIssue,
  GuardError,
  type GuardErrorCode,
  type GuardErrorOptions,
  type GuardEvidence,
  guardErrorCodes,
  guardErrorHttpStatus,
  isGuardError,
  isLoopguardError,
  LoopguardError,
  type LoopguardErrorCode,
  type LoopguardErrorJson,
  loopguardErrorCodes,
  type RetryAdvice,
  retryAdviceFor,
} from './errors.js';
export {
  createJsonLinesSink,
  type JsonLinesSink,
  type JsonLinesSinkOptions,
} from './events/json-lines-sink.js';
export { createMemorySink, type MemorySink } from './events/memory-sink.js';
export { scrubEvent } from './events/scrub-event.js';
export { SinkWriteError } from './events/sink-write-error.js';
export type { EventTokenUsage, GuardEvent, GuardEventListener, GuardEventName } from './events/types.js';
export type { BeforeCallOptions, CallTicket, LlmRequest, LlmResponse } from './guard/call-ticket.js';
export { type EndIdleRunsOptions, endIdleRuns } from './guard/end-idle-runs.js';
export { createGuard, type Guard, isGuard, type RunUsage, restoreGuard } from './guard/guard.js';
export {
  GuardBinding,
  type GuardFactory,
  type GuardSource,
  scopedGuard,
  withGuard,
} from './guard/guard-scope.js';
export { GUARD_SNAPSHOT_VERSION, type GuardSnapshot } from './guard/guard-snapshot.js';
export {
  beginGuardedCall,
  type GuardedCall,
  type GuardedCallInput,
  type HistoryToolResult,
  type StreamAccumulator,
} from './guard/guarded-call.js';
export {
  loadPolicy,
  type PolicyFormat,
  parsePolicy,
  parseYamlPolicy,
  policyFormatOf,
} from './guard/load-policy.js';
export type { ToolResultInput } from './guard/observe-result.js';
export {
  type Escalation,
  type GuardOptions,
  type LoopOptions,
  policySchema,
  type ResolvedGuardOptions,
  resolveGuardOptions,
  type ToolPolicy,
} from './guard/options.js';
export { isTerminal, type RunState, RunStateError, transition } from './guard/run-state.js';
export {
  type AttemptContext,
  createDeadTaskRegistry,
  createStoredDeadTaskRegistry,
  type DeadTaskRecord,
  type DeadTaskRegistry,
  type DeadTaskRegistryOptions,
  type RecoveryOptions,
  runWithRecovery,
} from './guard/run-with-recovery.js';
export {
  type AlertListener,
  type AlertListenerOptions,
  type AlertStats,
  createAlertListener,
} from './notify/alert-listener.js';
export { type ChatPlatform, chatPlatforms, platformFromUrl } from './notify/chat-platform.js';
export { type CountableMessage, countPromptTokens } from './pricing/count-tokens.js';
export { normalizeUsage } from './pricing/normalize-usage.js';
export {
  costAt,
  createPriceBook,
  type ModelPrice,
  type PriceBook,
  type TokenUsage,
} from './pricing/price-book.js';
export { type ReplayVerdict, replayTranscript } from './replay/replay-transcript.js';
export { parseTranscripts, type Transcript, type TranscriptMessage } from './replay/transcript.js';
export {
  createTranscriptSink,
  type TranscriptSink,
  type TranscriptSinkOptions,
} from './replay/transcript-sink.js';
export { type SecretKind, scrubSecrets, scrubValue, secretKinds } from './secrets/scrub-secrets.js';
export { type ActionSignature, actionSignature, type ToolCallInput } from './signature/action-signature.js';
export { canonicalizeArguments } from './signature/canonicalize.js';
export {
  type DefineToolOptions,
  defineTool,
  type ToolContext,
  type ToolDefinition,
} from './tools/define-tool.js';
export {
  failed,
  isToolResultEnvelope,
  readEnvelope,
  succeeded,
  type ToolResultEnvelope,
} from './tools/envelope.js';
export { createToolCallCache, type ToolCallCache } from './tools/tool-call-cache.js';
