/** Helpers that write agent transcripts in the replay format, for the labelled corpus. */

export interface CallSpec {
  readonly name: string;
  readonly args: unknown;
  readonly result: unknown;
  readonly error?: boolean;
}

export type TurnSpec =
  | { readonly calls: readonly CallSpec[]; readonly text?: string }
  | { readonly say: string; readonly name?: string }
  | { readonly user: string; readonly name?: string };

export interface LabelledRun {
  readonly id: string;
  readonly messages: readonly Record<string, unknown>[];
  readonly label: 'loop' | 'legit';
  /** First LLM call (1-based) that belongs to the loop. */
  readonly loopFrom: number | null;
  readonly note: string;
}

/** One tool call turn. */
export const call = (name: string, args: unknown, result: unknown, error?: boolean): TurnSpec => ({
  calls: [{ name, args, result, ...(error ? { error } : {}) }],
});

/** Builds the messages of a run from turns; usage grows like a real conversation. */
export function buildMessages(task: string, turns: readonly TurnSpec[]): Record<string, unknown>[] {
  const messages: Record<string, unknown>[] = [
    { role: 'system', content: 'You are a helpful agent.' },
    { role: 'user', content: task },
  ];
  let id = 0;
  let prompt = 400;
  for (const turn of turns) {
    if ('user' in turn) {
      messages.push({ role: 'user', content: turn.user, ...(turn.name ? { name: turn.name } : {}) });
      continue;
    }
    const usage = { prompt_tokens: prompt, completion_tokens: 60 };
    prompt += 100;
    if ('say' in turn) {
      messages.push({
        role: 'assistant',
        content: turn.say,
        model: 'gpt-4o-mini',
        usage,
        ...(turn.name ? { name: turn.name } : {}),
      });
      continue;
    }
    const ids = turn.calls.map(() => `c${++id}`);
    messages.push({
      role: 'assistant',
      content: turn.text ?? null,
      model: 'gpt-4o-mini',
      usage,
      tool_calls: turn.calls.map((spec, index) => ({
        id: ids[index],
        type: 'function',
        function: {
          name: spec.name,
          arguments: typeof spec.args === 'string' ? spec.args : JSON.stringify(spec.args),
        },
      })),
    });
    turn.calls.forEach((spec, index) => {
      messages.push({
        role: 'tool',
        tool_call_id: ids[index],
        content: typeof spec.result === 'string' ? spec.result : JSON.stringify(spec.result),
        ...(spec.error ? { is_error: true } : {}),
      });
    });
  }
  return messages;
}

/** A labelled run. */
export function labelled(
  id: string,
  label: 'loop' | 'legit',
  loopFrom: number | null,
  note: string,
  task: string,
  turns: readonly TurnSpec[],
): LabelledRun {
  return { id, label, loopFrom, note, messages: buildMessages(task, turns) };
}
