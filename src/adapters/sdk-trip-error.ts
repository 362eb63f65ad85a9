import { type GuardError, isGuardError } from '../errors.js';

/**
 * A trip as the SDK's own error class, for SDKs whose helpers rewrap any error that is not theirs into a
 * plain one and lose the code (OpenAI's `chat.completions.stream()`, `runTools()`, `responses.stream()`;
 * Anthropic's `messages.stream()` and tool runner). The result is an instance of `ErrorClass` that carries
 * the GuardError's brands (`isGuardError` and `isLoopguardError` are true), `name`, `code`, evidence, advice, run, task and round,
 * and `toJSON`, with the GuardError itself as `cause`. Anything else passes through unchanged.
 * @example throw sdkTripError(OpenAI.OpenAIError, error);
 */
export function sdkTripError(ErrorClass: new (message: string) => Error, error: unknown): unknown {
  if (!isGuardError(error) || error instanceof ErrorClass) return error;
  const source = error as GuardError;
  const compatible = new ErrorClass(source.message);
  return Object.assign(compatible, {
    name: 'GuardError',
    cause: source,
    code: source.code,
    evidence: source.evidence,
    advice: source.advice,
    runId: source.runId,
    taskId: source.taskId,
    round: source.round,
    // Both brands: a GuardError is a LoopguardError, so isLoopguardError must hold wherever isGuardError does.
    [Symbol.for('loopguard.LoopguardError')]: true,
    [Symbol.for('loopguard.GuardError')]: true,
    toJSON: () => source.toJSON(),
  });
}
