import { isGuardError } from '../errors.js';
import type { BeforeCallOptions, CallTicket, LlmRequest, LlmResponse } from '../guard/call-ticket.js';
import type { Guard } from '../guard/guard.js';
import type { ToolResultInput } from '../guard/observe-result.js';
import { isCallOnlyRefusal } from '../guard/output-fit.js';
import type { CountableMessage } from '../pricing/count-tokens.js';
import type { TokenUsage } from '../pricing/price-book.js';
import { contentText } from '../wire/index.js';
import type { RecordedMessage, TranscriptRun } from './transcript-run.js';

/** The brand `isGuard` looks for, so runAgent and adapters take a recorded guard as a guard. */
const guardBrand = Symbol.for('loopguard.Guard');

const terminal = new Set(['completed', 'failed', 'abandoned']);
const promptRoles = new Set(['system', 'developer', 'user']);

/** Usage as `replay` reads it: OpenAI's form, or Anthropic's when cache writes must be kept apart. */
function wireUsage(usage: TokenUsage): Record<string, unknown> {
  const cached = usage.cachedPromptTokens ?? 0;
  const written = usage.cacheWritePromptTokens ?? 0;
  if (written > 0) {
    return {
      input_tokens: Math.max(0, usage.promptTokens - cached - written),
      output_tokens: usage.completionTokens,
      cache_read_input_tokens: cached,
      cache_creation_input_tokens: written,
    };
  }
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    ...(cached > 0 ? { prompt_tokens_details: { cached_tokens: cached } } : {}),
  };
}

/** What a recorded guard reports to its sink. */
export interface RecordingHost {
  /** Writes the run once it has ended; later calls for the same run do nothing. */
  finish(guard: Guard, run: TranscriptRun): void;
}

/**
 * A {@link Guard} that passes every call to `inner` and records what it saw as a replayable transcript:
 * the first call's prompt (system, developer and user messages) and each later user turn, each response as an assistant message
 * (text, tool calls, usage, model, time), each tool result and message from another speaker, and a call
 * the guard refused as an assistant message marked `refused` with the trip code, so a replay under the
 * same policy stops where the live run stopped.
 */
export class RecordingGuard implements Guard {
  readonly [guardBrand] = true;

  constructor(
    private readonly inner: Guard,
    private readonly run: TranscriptRun,
    private readonly host: RecordingHost,
  ) {}

  get options() {
    return this.inner.options;
  }
  get runId() {
    return this.inner.runId;
  }
  get taskId() {
    return this.inner.taskId;
  }
  get state() {
    return this.inner.state;
  }
  get rounds() {
    return this.inner.rounds;
  }
  get cost() {
    return this.inner.cost;
  }
  get usage() {
    return this.inner.usage;
  }
  get error() {
    return this.inner.error;
  }
  get runSignal() {
    return this.inner.runSignal;
  }

  start(): void {
    this.inner.start();
  }

  signatureOf(call: Parameters<Guard['signatureOf']>[0]) {
    return this.inner.signatureOf(call);
  }

  peek() {
    return this.inner.peek();
  }
  admission(request?: LlmRequest, options?: BeforeCallOptions) {
    return this.inner.admission(request, options);
  }
  worstCaseUsd(request: LlmRequest) {
    return this.inner.worstCaseUsd(request);
  }
  estimateKnown(model?: string) {
    return this.inner.estimateKnown(model);
  }
  get callsInFlight() {
    return this.inner.callsInFlight;
  }

  snapshot() {
    return this.inner.snapshot();
  }

  beforeCall(request?: LlmRequest, options?: BeforeCallOptions): CallTicket {
    this.#prompt(request?.messages ?? []);
    let ticket: CallTicket;
    try {
      ticket = this.#delegate(() => this.inner.beforeCall(request, options));
    } catch (error) {
      // A refusal of this call only (a smaller output cap fits) stopped nothing: the run's retry follows.
      if (isGuardError(error) && !isCallOnlyRefusal(error)) {
        this.#add({
          role: 'assistant',
          content: null,
          ...(request?.model ? { model: request.model } : {}),
          refused: error.code,
        });
      }
      this.#settle();
      throw error;
    }
    if (ticket.nudge) this.run.nudges.add(ticket.nudge);
    return this.#ticket(ticket, request?.model);
  }

  ticket(id: string): CallTicket | undefined {
    const ticket = this.inner.ticket(id);
    return ticket && this.#ticket(ticket, undefined);
  }

  recordToolResult(input: ToolResultInput): void {
    this.#delegate(() => this.inner.recordToolResult(input));
    this.#result(input);
    this.#settle(true);
  }

  recordToolResultOnce(input: ToolResultInput & { readonly toolCallId: string }): void {
    this.#delegate(() => this.inner.recordToolResultOnce(input));
    if (this.run.open.some((call) => call.id === input.toolCallId)) this.#result(input);
    this.#settle(true);
  }

  recordMessage(message: { speaker?: string; text: string }): void {
    this.#delegate(() => this.inner.recordMessage(message));
    this.#add({
      role: 'user',
      content: this.run.text(message.text),
      ...(message.speaker && message.speaker !== 'user' ? { name: message.speaker } : {}),
    });
    this.#settle(true);
  }

  complete(reason?: string): void {
    this.#delegate(() => this.inner.complete(reason));
    this.#settle();
  }

  abandon(reason?: string): void {
    this.#delegate(() => this.inner.abandon(reason));
    this.#settle();
  }

  fail(error: unknown): void {
    this.#delegate(() => this.inner.fail(error));
    this.#settle();
  }

  /** Runs a call into the guard; a `run_end` it emits meanwhile leaves the writing to {@link #settle}. */
  #delegate<T>(work: () => T): T {
    this.run.busy++;
    try {
      return work();
    } finally {
      this.run.busy--;
    }
  }

  /**
   * The first call's prompt (system, developer and user messages), then each new user message a later call's
   * history adds (the next turn of a conversation); tool results and the model's own answers come through
   * `recordToolResult` and the ticket, and a history that shrank (trimmed) is not looked at again.
   */
  #prompt(messages: readonly CountableMessage[]): void {
    const first = this.run.seen === 0 && this.run.length === 0;
    if (messages.length < this.run.seen) this.run.seen = messages.length;
    for (const message of messages.slice(this.run.seen)) {
      const role = String(message.role);
      if (first ? !promptRoles.has(role) : role !== 'user') continue;
      const content = message.content;
      if (typeof content === 'string' && this.run.nudges.has(content)) continue;
      // An Anthropic user turn that carries tool results is a tool turn, recorded from the results.
      if (
        Array.isArray(content) &&
        content.some((part) => (part as { type?: unknown })?.type === 'tool_result')
      )
        continue;
      this.#add({
        role,
        content: typeof content === 'string' ? this.run.text(content) : (content ?? null),
        ...(message.name ? { name: message.name } : {}),
      });
    }
    this.run.seen = messages.length;
  }

  #now(): number {
    return this.inner.options.now();
  }

  #add(message: RecordedMessage): void {
    this.run.add({ ...message, timestamp: this.#now() });
  }

  /**
   * Writes the run once the guard has ended it. A trip found in what the run observed (a result, a message)
   * refuses the next call, which the agent then never makes: it is written as a refused call, so a replay
   * stops the run where the live guard did instead of letting it end after the last result.
   */
  #settle(observed = false): void {
    if (!terminal.has(this.inner.state)) return;
    const error = this.inner.error;
    if (observed && this.inner.state === 'failed' && isGuardError(error)) {
      this.#add({ role: 'assistant', content: null, refused: error.code });
    }
    this.host.finish(this, this.run);
  }

  #ticket(ticket: CallTicket, model: string | undefined): CallTicket {
    const recorder = this;
    return {
      get id() {
        return ticket.id;
      },
      get round() {
        return ticket.round;
      },
      get signal() {
        return ticket.signal;
      },
      get nudge() {
        return ticket.nudge;
      },
      get reservation() {
        return ticket.reservation;
      },
      get settled() {
        return ticket.settled;
      },
      end(response: LlmResponse) {
        recorder.#delegate(() => ticket.end(response));
        recorder.#response(response, model);
        recorder.#settle();
      },
      fail(error: unknown) {
        const surfaced = recorder.#delegate(() => ticket.fail(error));
        recorder.#settle();
        return surfaced;
      },
      abort(reason: unknown) {
        recorder.#delegate(() => ticket.abort(reason));
      },
    };
  }

  #response(response: LlmResponse, requested: string | undefined): void {
    const calls = (response.toolCalls ?? []).map((call) => {
      const id = call.id ?? `call-${++this.run.calls}`;
      this.run.open.push({ id, name: call.name });
      const text = contentText(call.arguments) ?? '{}';
      return { id, type: 'function', function: { name: call.name, arguments: this.run.text(text, true) } };
    });
    const text = response.text ?? null;
    const model = response.model ?? requested;
    this.#add({
      role: 'assistant',
      content: text === null ? null : this.run.text(text),
      ...(response.speaker && response.speaker !== 'assistant' ? { name: response.speaker } : {}),
      ...(model ? { model } : {}),
      ...(response.usage ? { usage: wireUsage(response.usage) } : {}),
      ...(calls.length > 0 ? { tool_calls: calls } : {}),
    });
  }

  #result(input: ToolResultInput): void {
    const index = this.run.open.findIndex((call) =>
      input.toolCallId !== undefined
        ? call.id === input.toolCallId
        : input.name === undefined || call.name === input.name,
    );
    if (index < 0) return;
    const [call] = this.run.open.splice(index, 1);
    if (!call) return;
    const text = contentText(input.result) ?? '';
    this.#add({
      role: 'tool',
      tool_call_id: call.id,
      content: this.run.text(text, typeof input.result !== 'string'),
      ...(input.isError === undefined ? {} : { is_error: input.isError }),
    });
  }
}
