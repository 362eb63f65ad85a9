import { contentText, messageText } from './content-text.js';
import {
  type HistoryMessage,
  type HistoryToolCall,
  toolCallsOfMessage,
  toolResultsOfMessage,
  type WireToolResult,
} from './tool-results.js';

/**
 * One step a conversation holds, in message order: a turn of the model, a tool result, or a message from
 * another speaker (the user's task, a later user turn, another agent, a ReAct observation).
 */
export type ConversationStep =
  | {
      readonly kind: 'model';
      readonly index: number;
      /** The message's `name` (another agent speaking as the assistant), else `undefined`. */
      readonly speaker: string | undefined;
      /** As the wire's response readers give it: text parts joined, `null` when empty. */
      readonly text: string | null;
      readonly toolCalls: readonly HistoryToolCall[];
    }
  | { readonly kind: 'result'; readonly index: number; readonly result: WireToolResult }
  | { readonly kind: 'message'; readonly index: number; readonly speaker: string; readonly text: string };

/** A model turn's text as the response readers read an answer: a string, or its text parts joined; `null` when empty. */
export function modelTurnText(content: unknown): string | null {
  return messageText(content) || null;
}

/** What a user message says besides its `tool_result` blocks, one part a line; `null` when it says nothing. */
function spokenText(content: unknown): string | null {
  return typeof content === 'string' || Array.isArray(content)
    ? messageText(content, '\n')
    : contentText(content);
}

/**
 * Reads a conversation into steps, message by message: the one reading `replay`, the adapters and the gateway
 * share, so the same conversation makes the same steps on every path. Assistant messages are model turns;
 * `tool` and `function` messages and a user message's `tool_result` blocks are results; what a user message
 * says (before the model's first turn: the task; after it: another speaker, named by its `name`) is a
 * message. System and developer messages are the prompt, not steps. Tool results are named after the call
 * they answer, so the reader keeps the call names it has seen.
 */
export class ConversationReader {
  readonly #names = new Map<string, string>();
  #modelTurns = 0;

  /** Model turns read so far. */
  get modelTurns(): number {
    return this.#modelTurns;
  }

  /** The steps of one message, at `index` of the conversation. */
  read(message: HistoryMessage, index: number): ConversationStep[] {
    if (typeof message !== 'object' || message === null) return [];
    const name = typeof message.name === 'string' ? message.name : undefined;
    if (message.role === 'assistant') {
      this.#modelTurns++;
      const toolCalls = toolCallsOfMessage(message);
      for (const call of toolCalls) if (call.id !== undefined) this.#names.set(call.id, call.name);
      return [{ kind: 'model', index, speaker: name, text: modelTurnText(message.content), toolCalls }];
    }
    if (message.role !== 'user' && message.role !== 'tool' && message.role !== 'function') return [];
    const steps: ConversationStep[] = [];
    // Results before the model's first turn answer no call of this run.
    if (this.#modelTurns > 0)
      for (const result of toolResultsOfMessage(message, this.#names))
        steps.push({ kind: 'result', index, result });
    if (message.role === 'user') {
      const text = spokenText(message.content);
      if (text !== null) steps.push({ kind: 'message', index, speaker: name ?? 'user', text });
    }
    return steps;
  }
}

/** Every step of a conversation's messages, from the start. */
export function conversationSteps(messages: readonly HistoryMessage[]): ConversationStep[] {
  const reader = new ConversationReader();
  return messages.flatMap((message, index) => reader.read(message, index));
}

/**
 * The steps a request adds to a run that has seen the model's last turn: the results and messages after the
 * history's last assistant message, read as {@link conversationSteps} reads them (results named after that
 * turn's calls). A history with no model turn yet is the opening: its task messages. Reads only the tail.
 */
export function latestConversationSteps(messages: readonly HistoryMessage[]): ConversationStep[] {
  let last = messages.length - 1;
  while (last >= 0 && messages[last]?.role !== 'assistant') last--;
  const reader = new ConversationReader();
  const steps: ConversationStep[] = [];
  for (let index = Math.max(last, 0); index < messages.length; index++) {
    for (const step of reader.read(messages[index] as HistoryMessage, index))
      if (step.kind !== 'model') steps.push(step);
  }
  return steps;
}

/** What a conversation's results and messages are recorded on: a guard, structurally (the wire imports no guard). */
export interface ConversationRecorder {
  recordToolResult(input: {
    toolCallId?: string | undefined;
    name?: string | undefined;
    result: unknown;
    isError?: boolean | undefined;
  }): void;
  recordToolResultOnce(input: {
    toolCallId: string;
    name?: string | undefined;
    result: unknown;
    isError?: boolean | undefined;
  }): void;
  recordMessage(message: { speaker?: string; text: string }): void;
}

/**
 * Records a result or a message step (a model turn is the caller's: it is a call). A result with an id is
 * recorded once, for a call the guard saw, however many requests carry it.
 */
export function recordConversationStep(recorder: ConversationRecorder, step: ConversationStep): void {
  if (step.kind === 'message') recorder.recordMessage({ speaker: step.speaker, text: step.text });
  else if (step.kind === 'result') {
    const { toolCallId, name, text, isError } = step.result;
    if (toolCallId === undefined) recorder.recordToolResult({ name, result: text, isError });
    else recorder.recordToolResultOnce({ toolCallId, name, result: text, isError });
  }
}

/** Per run, where the last request's tail was read: a retry of the same request adds no message again. */
const lastRead = new WeakMap<object, string>();

/** The steps of a request's tail to record for `run`: a retry's messages are left out (recorded once). */
function tailToRecord(messages: readonly HistoryMessage[], run: object): ConversationStep[] {
  let last = messages.length - 1;
  while (last >= 0 && messages[last]?.role !== 'assistant') last--;
  const position = `${last}:${messages.length}`;
  const again = lastRead.get(run) === position;
  lastRead.set(run, position);
  const steps = latestConversationSteps(messages);
  return again ? steps.filter((step) => step.kind !== 'message') : steps;
}

/**
 * Records what a request's history adds since the model's last turn ({@link latestConversationSteps}): the
 * tool results (once each) and what other speakers said, or, before the model's first turn, the task. What
 * the adapters and the gateway read before each call. A request that carries the same tail as the last one
 * read for this run (`run`, by default the recorder: a retry) records its messages once.
 */
export function recordConversationTail(
  recorder: ConversationRecorder,
  messages: readonly HistoryMessage[],
  run: object = recorder,
): void {
  for (const step of tailToRecord(messages, run)) recordConversationStep(recorder, step);
}

/** Asked between steps: whether the slice is used, and a pause that lets the event loop turn. */
export interface StepPause {
  due(): boolean;
  pause(): Promise<void>;
}

/** Steps recorded between two looks at the clock. */
const stepsPerLook = 16;

/**
 * {@link recordConversationTail} with `pause` asked as it goes: a tail of a thousand parallel calls' results
 * is recorded in slices, the event loop turning between them, in the same order and with the same effect.
 */
export async function recordConversationTailSliced(
  recorder: ConversationRecorder,
  messages: readonly HistoryMessage[],
  run: object,
  pause: StepPause,
): Promise<void> {
  const steps = tailToRecord(messages, run);
  for (let index = 0; index < steps.length; index++) {
    if (index % stepsPerLook === stepsPerLook - 1 && pause.due()) await pause.pause();
    recordConversationStep(recorder, steps[index] as ConversationStep);
  }
}
