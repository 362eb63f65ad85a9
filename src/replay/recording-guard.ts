import { isGuardError } from '../errors.js';
import type { BeforeCallOptions, CallTicket, LlmRequest, LlmResponse } from '../guard/call-ticket.js';
import type { Guard } from '../guard/guard.js';
import type { ToolResultInput } from '../guard/observe-result.js';
import { isCallOnlyRefusal } from '../guard/output-fit.js';
import { addRecorded, recordPrompt, recordResponse, recordResult } from './recorded-messages.js';
import type { RecordedMessage, TranscriptRun } from './transcript-run.js';

/** The brand `isGuard` looks for, so runAgent and adapters take a recorded guard as a guard. */
const guardBrand = Symbol.for('loopguard.Guard');

const terminal = new Set(['completed', 'failed', 'abandoned']);

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
    recordPrompt(this.inner, this.run, request?.messages ?? []);
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
    recordResult(this.inner, this.run, input);
    this.#settle(true);
  }

  recordToolResultOnce(input: ToolResultInput & { readonly toolCallId: string }): void {
    this.#delegate(() => this.inner.recordToolResultOnce(input));
    if (this.run.open.some((call) => call.id === input.toolCallId)) recordResult(this.inner, this.run, input);
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

  #add(message: RecordedMessage): void {
    addRecorded(this.inner, this.run, message);
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
        recordResponse(recorder.inner, recorder.run, response, model);
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
}
