/**
 * Writes peer scenarios as transcripts in the replay format (OpenAI chat messages plus `usage`, `model`,
 * `is_error`, `name` and optional `timestamp`). Unlike `test/corpus/build-run.ts` it can write failed LLM
 * calls (a context-window refusal has no completion), named agents, clocks and per-peer call ids.
 */

/** One tool call of an assistant message and what the tool answered (`undefined`: no answer came back). */
export interface ToolStep {
  readonly name: string;
  readonly args: unknown;
  readonly result: unknown;
  readonly error?: boolean;
  /** Content parts sent after the text result (a screenshot): the tool message then holds parts. */
  readonly parts?: readonly Record<string, unknown>[];
}

/** What happens next in a run; every step but `user` is one LLM call. */
export type Step =
  | {
      readonly calls: readonly ToolStep[];
      readonly text?: string;
      readonly speaker?: string;
      readonly waitSeconds?: number;
    }
  | { readonly say: string; readonly speaker?: string; readonly waitSeconds?: number }
  | { readonly user: string; readonly speaker?: string; readonly waitSeconds?: number }
  | { readonly failedCall: { readonly promptTokens: number }; readonly waitSeconds?: number };

/** Options of {@link transcript}. */
export interface TranscriptOptions {
  /** Model name written on every assistant message. */
  readonly model: string;
  /** System prompt. @default 'You are a helpful coding agent.' */
  readonly system?: string;
  /** With a start time every message carries a timestamp. @default no timestamps */
  readonly startAt?: string;
  /** Seconds one LLM call takes when the run has a clock. @default 4 */
  readonly secondsPerCall?: number;
  /** Prefix of tool call ids, the way the provider writes them. @default 'call_' */
  readonly callIdPrefix?: string;
}

/** One tool call turn. */
export const tool = (name: string, args: unknown, result: unknown, error?: boolean): Step => ({
  calls: [{ name, args, result, ...(error ? { error: true } : {}) }],
});

/** One tool call turn with the model's own words next to it. */
export const toolWithText = (text: string, name: string, args: unknown, result: unknown): Step => ({
  text,
  calls: [{ name, args, result }],
});

/** An assistant message without tool calls. */
export const say = (text: string, speaker?: string): Step =>
  speaker ? { say: text, speaker } : { say: text };

/** A user message (the person, a nudge the framework injects, or another agent when named). */
export const user = (text: string, speaker?: string): Step =>
  speaker ? { user: text, speaker } : { user: text };

/** An LLM call the provider refused (context window): no text, no tool calls, no completion tokens. */
export const failedCall = (promptTokens: number): Step => ({ failedCall: { promptTokens } });

/** The same step, or steps made from an index, `count` times. */
export const repeat = (count: number, make: (index: number) => Step | readonly Step[]): Step[] =>
  Array.from({ length: count }, (_, index) => make(index)).flat() as Step[];

/** Waits before the next step (a run with a clock). */
export const after = (seconds: number, step: Step): Step => ({ ...step, waitSeconds: seconds });

const textOf = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Tool call ids look like the provider's: a prefix and 24 letters and digits, stable per position. */
function callId(prefix: string, index: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let state = (index + 1) * 2654435761;
  let id = '';
  for (let position = 0; position < 24; position++) {
    state = (Math.imul(state ^ (state >>> 13), 1274126177) + position) >>> 0;
    id += alphabet[state % alphabet.length];
  }
  return `${prefix}${id}`;
}

/** Builds the messages of one run. Prompt tokens grow with everything said so far, like a real run. */
export function transcript(
  task: string,
  steps: readonly Step[],
  options: TranscriptOptions,
): Record<string, unknown>[] {
  const system = options.system ?? 'You are a helpful coding agent.';
  const prefix = options.callIdPrefix ?? 'call_';
  const perCall = options.secondsPerCall ?? 4;
  let clock = options.startAt === undefined ? null : Date.parse(options.startAt);
  const stamp = (seconds: number): { timestamp?: string } => {
    if (clock === null) return {};
    clock += seconds * 1000;
    return { timestamp: new Date(clock).toISOString() };
  };
  let seen = system.length + task.length;
  const usage = (output: number) => ({
    prompt_tokens: 320 + Math.ceil(seen / 4),
    completion_tokens: Math.max(1, Math.ceil(output / 4)),
  });
  const messages: Record<string, unknown>[] = [
    { role: 'system', content: system, ...stamp(0) },
    { role: 'user', content: task, ...stamp(0) },
  ];
  let calls = 0;
  for (const step of steps) {
    const wait = step.waitSeconds ?? 0;
    if ('user' in step) {
      messages.push({
        role: 'user',
        content: step.user,
        ...(step.speaker ? { name: step.speaker } : {}),
        ...stamp(wait + 1),
      });
      seen += step.user.length;
      continue;
    }
    if ('failedCall' in step) {
      messages.push({
        role: 'assistant',
        content: null,
        model: options.model,
        usage: { prompt_tokens: step.failedCall.promptTokens, completion_tokens: 0 },
        ...stamp(wait + 1),
      });
      continue;
    }
    if ('say' in step) {
      messages.push({
        role: 'assistant',
        content: step.say,
        model: options.model,
        usage: usage(step.say.length),
        ...(step.speaker ? { name: step.speaker } : {}),
        ...stamp(wait + perCall),
      });
      seen += step.say.length;
      continue;
    }
    const ids = step.calls.map(() => callId(prefix, calls++));
    const argumentTexts = step.calls.map((spec) => textOf(spec.args));
    const output = (step.text ?? '').length + argumentTexts.reduce((sum, text) => sum + text.length, 0);
    messages.push({
      role: 'assistant',
      content: step.text ?? null,
      model: options.model,
      usage: usage(output),
      ...(step.speaker ? { name: step.speaker } : {}),
      tool_calls: step.calls.map((spec, index) => ({
        id: ids[index],
        type: 'function',
        function: { name: spec.name, arguments: argumentTexts[index] },
      })),
      ...stamp(wait + perCall),
    });
    seen += output;
    step.calls.forEach((spec, index) => {
      if (spec.result === undefined) return;
      const text = textOf(spec.result);
      const content = spec.parts ? [{ type: 'text', text }, ...spec.parts] : text;
      messages.push({
        role: 'tool',
        tool_call_id: ids[index],
        content,
        ...(spec.error ? { is_error: true } : {}),
        ...stamp(1),
      });
      seen += text.length + (spec.parts ? 1000 : 0);
    });
  }
  return messages;
}
