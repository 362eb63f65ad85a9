/** Small helpers for the held-out corpus: seeded noise and message timestamps. */
import { buildMessages, type LabelledRun, type TurnSpec } from '../build-run.js';

export type { LabelledRun, TurnSpec } from '../build-run.js';
export { call } from '../build-run.js';

/** A seeded pseudo-random source (mulberry32) so the corpus is stable between runs. */
export function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(0, 15)]).join('');
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const secs = (lo: number, hi: number) => (lo + next() * (hi - lo)).toFixed(2);
  return { next, int, hex, pick, uuid, secs };
}

export type Rng = ReturnType<typeof rng>;

/** Seconds the call waits on purpose: `sleep N` in a command, or a `seconds`/`wait` argument. */
function waitOf(args: unknown): number {
  const text = typeof args === 'string' ? args : JSON.stringify(args ?? '');
  let total = 0;
  for (const match of text.matchAll(/sleep\s+(\d+)/g)) total += Number(match[1]);
  for (const match of text.matchAll(/"(?:seconds|wait_seconds|wait)"\s*:\s*(\d+)/g))
    total += Number(match[1]);
  return total;
}

/**
 * Adds timestamps like a real run: thinking time before each assistant message, execution time for each
 * tool result (plus any sleep the call asked for), a human pause before user replies.
 */
export function stamp(
  messages: Record<string, unknown>[],
  seed: number,
  format: 'ms' | 'iso' = 'ms',
  start = Date.UTC(2025, 2, 11, 9, 14, 3),
): Record<string, unknown>[] {
  const random = rng(seed);
  let clock = start;
  const waits = new Map<string, number>();
  return messages.map((message, index) => {
    if (index > 1) {
      if (message.role === 'assistant') clock += random.int(900, 7000);
      else if (message.role === 'tool') {
        const wait = waits.get(String(message.tool_call_id)) ?? 0;
        clock += wait * 1000 + random.int(40, 2500);
      } else if (message.role === 'user') clock += random.int(400, 40_000);
    }
    if (message.role === 'assistant') {
      const calls = (message.tool_calls ?? []) as { id: string; function: { arguments: string } }[];
      for (const c of calls) waits.set(c.id, waitOf(c.function.arguments));
      // A ReAct agent's wait is in its text; its observation arrives in the next user message.
      if (calls.length === 0 && typeof message.content === 'string')
        waits.set('__text', waitOf(message.content));
    }
    if (message.role === 'user' && index > 1 && waits.has('__text')) {
      clock += (waits.get('__text') ?? 0) * 1000;
      waits.delete('__text');
    }
    return { ...message, timestamp: format === 'ms' ? clock : new Date(clock).toISOString() };
  });
}

/** A labelled run with timestamps. */
export function run(
  id: string,
  label: 'loop' | 'legit',
  loopFrom: number | null,
  note: string,
  task: string,
  turns: readonly TurnSpec[],
  seed = 1,
  format: 'ms' | 'iso' = 'ms',
): LabelledRun {
  return { id, label, loopFrom, note, messages: stamp(buildMessages(task, turns), seed, format) };
}

/** Assistant messages (LLM calls) among turns: where the next one will land, 1-based. */
export const roundsOf = (turns: readonly TurnSpec[]) => turns.filter((turn) => !('user' in turn)).length;

/** A bash tool call (coding agents). */
export const bash = (command: string, output: string, error?: boolean): TurnSpec => ({
  calls: [{ name: 'bash', args: { command }, result: output, ...(error ? { error } : {}) }],
});

/** A text-only ReAct step: the command in a ```bash block, the observation in the next user message. */
export function react(thought: string, command: string, observation: string): TurnSpec[] {
  return [
    { say: `Thought: ${thought}\n\n\`\`\`bash\n${command}\n\`\`\`` },
    { user: `Observation:\n${observation}` },
  ];
}

/** A pytest summary line with a realistic duration. */
export const pytestTail = (r: Rng, passed: number, failed: number) =>
  `${failed > 0 ? `${failed} failed, ` : ''}${passed} passed in ${r.secs(0.8, 9)}s`;
