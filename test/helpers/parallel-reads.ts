import type { HistoryMessage } from '../../src/wire/index.js';

/** How {@link parallelReads} names each read and writes each answer. */
export interface ParallelReadsOptions {
  /** The file a read asks for; by default the same files every turn (a loop). */
  readonly path?: (turn: number, index: number) => string;
  /** A read's answer; by default its call id's row count. */
  readonly answer?: (id: string, index: number) => string;
}

/**
 * A chat history: a task, then `turns` assistant turns of `calls` parallel `read_file` calls, each answered, and a
 * last answer. It ends on a model turn: a request's own tail is the guarded call's, not the history replay's.
 */
export function parallelReads(
  turns: number,
  calls: number,
  options: ParallelReadsOptions = {},
): HistoryMessage[] {
  const path = options.path ?? ((_turn: number, index: number) => `/data/export-${index}.csv`);
  const answer = options.answer ?? ((id: string) => `rows of ${id}: 12`);
  const messages: unknown[] = [{ role: 'user', content: 'reconcile every export file' }];
  for (let turn = 0; turn < turns; turn++) {
    const ids = Array.from({ length: calls }, (_, index) => `call_${turn}_${index}`);
    messages.push({
      role: 'assistant',
      content: null,
      tool_calls: ids.map((id, index) => ({
        id,
        type: 'function',
        function: { name: 'read_file', arguments: JSON.stringify({ path: path(turn, index) }) },
      })),
    });
    ids.forEach((id, index) => {
      messages.push({ role: 'tool', tool_call_id: id, content: answer(id, index) });
    });
  }
  messages.push({ role: 'assistant', content: 'all exports read' });
  return messages as HistoryMessage[];
}
