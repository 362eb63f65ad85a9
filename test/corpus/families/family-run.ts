import type { CallSpec, LabelledRun, TurnSpec } from '../build-run.js';

/** The loop families of the corpus; see `index.ts` for what each one covers. */
export type Family =
  | 'incidental-noise'
  | 'nudges'
  | 'retry-storm'
  | 'varied-retries'
  | 'cycles'
  | 'waiting'
  | 'no-new-information'
  | 'text-loops'
  | 'disguised-signatures'
  | 'long-sessions'
  | 'react-agents';

/** A labelled run plus the family it belongs to. */
export interface FamilyRun extends LabelledRun {
  readonly family: Family;
}

/** Placed in a run's turns right before the LLM call where a careful reviewer first recognises the loop. */
export const LOOP = { loopStartsHere: true } as const;

/** A ReAct step: the action is written in the assistant text, the observation comes back as a user message. */
export interface ReactTurn {
  readonly act: string;
  readonly observe: string;
}

/** Time passing with no message (only visible in runs written with timestamps). */
export interface PauseTurn {
  readonly pause: number;
}

export type FamilyTurn = TurnSpec | ReactTurn | PauseTurn | typeof LOOP;
/** Turns, nested as deep as the generators that write them like. */
export type TurnTree = FamilyTurn | readonly TurnTree[];
export type Turns = readonly TurnTree[];

export interface FamilyRunSpec {
  readonly id: string;
  readonly family: Family;
  readonly label: 'loop' | 'legit';
  readonly note: string;
  readonly task: string;
  readonly turns: Turns;
  /** @default 'You are a helpful agent.' */
  readonly system?: string;
  /** Writes ISO timestamps on every message, starting here (ms since the epoch). @default no timestamps */
  readonly startsAt?: number;
  /** @default 'gpt-4o-mini' */
  readonly model?: string;
}

/** One parallel tool call of a turn. */
export const spec = (name: string, args: unknown, result: unknown, error?: boolean): CallSpec => ({
  name,
  args,
  result,
  ...(error ? { error } : {}),
});

/** A turn of parallel tool calls. */
export const parallel = (...calls: CallSpec[]): TurnSpec => ({ calls });

/** A turn of text only. */
export const say = (text: string, name?: string): TurnSpec => (name ? { say: text, name } : { say: text });

/** A user (or, with a name, another agent's) message. */
export const user = (text: string, name?: string): TurnSpec => (name ? { user: text, name } : { user: text });

/** `count` copies of what `make` returns for each index. */
export const repeat = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

const isLoopMarker = (turn: FamilyTurn): turn is typeof LOOP => 'loopStartsHere' in turn;
const isReact = (turn: FamilyTurn): turn is ReactTurn => 'act' in turn;
const isPause = (turn: FamilyTurn): turn is PauseTurn => 'pause' in turn;

/** Writes the turns as OpenAI chat messages; usage grows like a real conversation. */
function toMessages(spec: FamilyRunSpec, turns: readonly FamilyTurn[]): Record<string, unknown>[] {
  const model = spec.model ?? 'gpt-4o-mini';
  let clock = spec.startsAt;
  const stamp = (advance: number): { timestamp?: string } => {
    if (clock === undefined) return {};
    clock += advance;
    return { timestamp: new Date(clock).toISOString() };
  };
  const messages: Record<string, unknown>[] = [
    { role: 'system', content: spec.system ?? 'You are a helpful agent.', ...stamp(0) },
    { role: 'user', content: spec.task, ...stamp(0) },
  ];
  let id = 0;
  let prompt = 380 + spec.task.length;
  const usage = (completion: number) => {
    const value = { prompt_tokens: prompt, completion_tokens: completion };
    prompt += completion;
    return value;
  };
  for (const turn of turns) {
    if (isLoopMarker(turn)) continue;
    if (isPause(turn)) {
      if (clock !== undefined) clock += turn.pause;
      continue;
    }
    if (isReact(turn)) {
      messages.push({
        role: 'assistant',
        content: turn.act,
        model,
        usage: usage(Math.ceil(turn.act.length / 4)),
        ...stamp(2_400),
      });
      prompt += Math.ceil(turn.observe.length / 4);
      messages.push({ role: 'user', content: turn.observe, ...stamp(700) });
      continue;
    }
    if ('user' in turn) {
      prompt += Math.ceil(turn.user.length / 4);
      messages.push({
        role: 'user',
        content: turn.user,
        ...(turn.name ? { name: turn.name } : {}),
        ...stamp(500),
      });
      continue;
    }
    if ('say' in turn) {
      messages.push({
        role: 'assistant',
        content: turn.say,
        model,
        usage: usage(Math.ceil(turn.say.length / 4)),
        ...(turn.name ? { name: turn.name } : {}),
        ...stamp(2_000),
      });
      continue;
    }
    const ids = turn.calls.map(() => `call_${String(++id).padStart(3, '0')}`);
    const argumentsOf = turn.calls.map((call) =>
      typeof call.args === 'string' ? call.args : JSON.stringify(call.args),
    );
    messages.push({
      role: 'assistant',
      content: turn.text ?? null,
      model,
      usage: usage(20 + Math.ceil(argumentsOf.join('').length / 4)),
      tool_calls: turn.calls.map((call, index) => ({
        id: ids[index],
        type: 'function',
        function: { name: call.name, arguments: argumentsOf[index] },
      })),
      ...stamp(1_800),
    });
    turn.calls.forEach((call, index) => {
      const content = typeof call.result === 'string' ? call.result : JSON.stringify(call.result);
      prompt += Math.ceil(content.length / 4);
      messages.push({
        role: 'tool',
        tool_call_id: ids[index],
        content,
        ...(call.error ? { is_error: true } : {}),
        ...stamp(400),
      });
    });
  }
  return messages;
}

function flatten(tree: Turns, into: FamilyTurn[] = []): FamilyTurn[] {
  for (const node of tree) {
    if (Array.isArray(node)) flatten(node as Turns, into);
    else into.push(node as FamilyTurn);
  }
  return into;
}

const isLlmCall = (turn: FamilyTurn) => !isLoopMarker(turn) && !isPause(turn) && !('user' in turn);

/**
 * A labelled run. `loopFrom` is not written by hand: it is the position of the {@link LOOP} marker, counted in
 * LLM calls (assistant messages), so that inserting a turn never leaves a label pointing at the wrong call.
 */
export function familyRun(spec: FamilyRunSpec): FamilyRun {
  const turns = flatten(spec.turns);
  const marker = turns.findIndex(isLoopMarker);
  if (turns.filter(isLoopMarker).length > 1) throw new Error(`${spec.id}: more than one LOOP marker`);
  if (marker >= 0 !== (spec.label === 'loop'))
    throw new Error(`${spec.id}: a loop needs exactly one LOOP marker, a legit run none`);
  const loopFrom = marker < 0 ? null : turns.slice(0, marker).filter(isLlmCall).length + 1;
  return {
    id: spec.id,
    family: spec.family,
    label: spec.label,
    loopFrom,
    note: spec.note,
    messages: toMessages(spec, turns),
  };
}
