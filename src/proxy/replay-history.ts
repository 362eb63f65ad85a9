import { type Guard, prepareToolCalls } from '../guard/guard.js';
import type { ToolCallInput } from '../signature/action-signature.js';
import { prepareDeepArguments } from '../signature/deep-arguments.js';
import { SliceClock } from '../utils/time-slices.js';
import { ConversationReader, type HistoryMessage, recordConversationStep } from '../wire/index.js';
import { type EventRelay, relayOf } from './event-relay.js';

/** How many tool calls and content blocks a message holds. */
function partsOf(message: HistoryMessage): number {
  if (typeof message !== 'object' || message === null) return 0;
  const calls = (message as { tool_calls?: unknown }).tool_calls;
  return (
    (Array.isArray(calls) ? calls.length : 0) + (Array.isArray(message.content) ? message.content.length : 0)
  );
}

/**
 * Calls and results of one turn past which detection over them (run when the next call opens) gets a slice of
 * its own: that and settling the next turn's calls are each a long synchronous guard call on a turn of a
 * thousand parallel calls, and run back to back they held the loop as one.
 */
export const HEAVY_TURN_PARTS = 32;

/**
 * Runs the detection a heavy turn left pending (`guard.peek()` flushes the pending turn and decides nothing)
 * in a slice of its own: the event loop turns before it (the results read up to it had their slice) and, if
 * the slice is used, after it, so that the call opened next starts on a fresh slice.
 */
export async function settlePendingTurn(guard: Guard, clock: SliceClock): Promise<void> {
  await clock.pause();
  guard.peek();
  if (clock.due()) await clock.pause();
}

/**
 * Arguments text past which a call's key is worked out on slices of its own: canonicalising arguments nested
 * thousands of levels deep is several slices' work for one call ({@link prepareDeepArguments}).
 */
export const HEAVY_ARGUMENTS_CHARS = 16 * 1024;

const longArguments = (call: ToolCallInput | undefined) =>
  typeof call?.arguments === 'string' && call.arguments.length >= HEAVY_ARGUMENTS_CHARS;

/** Works out the keys of a heavy turn's calls a few dozen at a time, a call with long arguments alone. */
async function prepareInSlices(guard: Guard, toolCalls: readonly ToolCallInput[], clock: SliceClock) {
  let afterLong = false;
  for (let from = 0; from < toolCalls.length; ) {
    const long = longArguments(toolCalls[from]);
    if (long || afterLong || clock.due()) await clock.pause();
    // Its arguments' parse and the text of what is nested past the canonical depth, in slices of their own.
    if (long) await prepareDeepArguments(toolCalls[from]?.arguments, clock);
    afterLong = long;
    let to = from + 1;
    if (!long)
      while (to < toolCalls.length && to - from < HEAVY_TURN_PARTS && !longArguments(toolCalls[to])) to++;
    prepareToolCalls(guard, toolCalls, from, to);
    from = to;
  }
  await clock.pause();
}

/**
 * Settles a model turn of the history. A heavy one (a thousand parallel calls, or a call with long arguments)
 * has its calls' keys worked out in slices first ({@link prepareInSlices}), and its settlement, which then only
 * looks them up, starts on a slice of its own.
 */
async function settleTurn(
  guard: Guard,
  turn: { text: string | null; speaker: string | undefined; toolCalls: readonly ToolCallInput[] },
  model: string | undefined,
  clock: SliceClock,
): Promise<void> {
  const { toolCalls } = turn;
  if (toolCalls.length >= HEAVY_TURN_PARTS || toolCalls.some(longArguments))
    await prepareInSlices(guard, toolCalls, clock);
  const ticket = guard.beforeCall({ model, promptTokens: 0, maxOutputTokens: 0 });
  ticket.end({
    model,
    text: turn.text,
    speaker: turn.speaker,
    toolCalls,
    usage: { promptTokens: 0, completionTokens: 0 },
  });
}

/**
 * The replay's slice clock when a relay holds the run's events: each pause, once the loop has turned, hands on
 * the events the slices before it made, in slices of their own, and lets the loop turn again before the next
 * slice of the history, which so starts on a turn of its own as it would have without them (a heavy turn's
 * detection, run right after a pause, is a slice's work by itself). The events wait a slice or two, not the
 * whole replay, and the listeners' rows are made and written as the history is read rather than all after it.
 */
class HandingOnClock extends SliceClock {
  constructor(private readonly relay: EventRelay) {
    super();
  }

  override async pause(): Promise<void> {
    await super.pause();
    if (this.relay.waiting === 0) return;
    await this.relay.handOn({ due: () => this.due(), pause: () => super.pause() });
    await super.pause();
  }
}

function argumentsText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? {});
}

/**
 * Feeds a run this instance has never seen the steps its history already holds up to the model's last turn,
 * read by the one reader `replay` and the adapters use ({@link ConversationReader}): the task, each earlier
 * assistant turn as a round
 * of the run (no tokens, no money: those calls were paid elsewhere) with its speaker, tool calls and text,
 * each tool result once, and every other speaker's message. So a loop the agent was in before (under another
 * instance, before a restart, before the proxy, or a conversation whose last answer ended its run) counts
 * from the first request. The gates are checked before each turn, so a loop or a round limit already reached
 * in the history trips here (the GuardError is thrown). Runs once per run; the tail after the last model turn
 * (results, other speakers, or the task of an opening request) is read by the guarded call, as on every request. A long history is fed in slices of a few milliseconds with the event loop
 * turning between them, so other clients' requests are not held while one client's twenty thousand messages
 * are read (the run's other requests wait for it: the run access serialises a run's start). The gateway's
 * listeners of a run it started get the replay's events through the run's {@link EventRelay}: held inside each
 * slice of the history, handed on in order, in slices of their own, between two (`HandingOnClock`), and all
 * of them before the replay is done.
 */
export async function replayHistory(
  guard: Guard,
  messages: readonly HistoryMessage[],
  model: string | undefined,
): Promise<void> {
  // The run's gateway listeners get the replay's events in slices of their own, before the replay is done.
  const relay = relayOf(guard);
  const clock = relay ? new HandingOnClock(relay) : new SliceClock();
  relay?.hold();
  try {
    await feedHistory(guard, messages, model, clock);
  } finally {
    await relay?.release(clock);
  }
}

async function feedHistory(
  guard: Guard,
  messages: readonly HistoryMessage[],
  model: string | undefined,
  clock: SliceClock,
): Promise<void> {
  const reader = new ConversationReader();
  // The tail after the last model turn is what every request adds: the guarded call reads it, fresh run or not.
  let end = messages.length - 1;
  while (end >= 0 && messages[end]?.role !== 'assistant') end--;
  // Work since the clock was last asked: a message, and each tool call or content block it holds (one turn of a
  // thousand parallel calls is a thousand results' work), so a heavy turn is not run in one slice with others.
  let work = 0;
  // Calls and results since the last model turn was opened: the detection the next opening runs over them
  // (none before the first turn: the run has not started).
  let pending = Number.NEGATIVE_INFINITY;
  for (let index = 0; index <= end; index++) {
    if (work >= 32) {
      work = 0;
      if (clock.due()) await clock.pause();
    }
    const message = messages[index] as HistoryMessage;
    work += 1 + partsOf(message);
    for (const step of reader.read(message, index)) {
      if (step.kind !== 'model') {
        recordConversationStep(guard, step);
        pending++;
        continue;
      }
      if (pending >= HEAVY_TURN_PARTS) await settlePendingTurn(guard, clock);
      pending = step.toolCalls.length;
      const toolCalls = step.toolCalls.map((call) => ({
        id: call.id,
        name: call.name,
        arguments: argumentsText(call.arguments),
      }));
      await settleTurn(guard, { text: step.text, speaker: step.speaker, toolCalls }, model, clock);
    }
  }
}
