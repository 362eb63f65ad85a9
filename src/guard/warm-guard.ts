import { createGuard } from './guard.js';

/**
 * One throwaway guarded round, run by a server before it listens: the guard's code is compiled and its lazy
 * parts loaded then, not while the first agent's call waits.
 */
export function warmGuard(): void {
  const guard = createGuard({ maxCost: 1, loop: {}, onError: () => undefined });
  const call = guard.beforeCall({
    model: 'gpt-4o-mini',
    messages: [{ role: 'user', content: 'warm up' }],
    maxOutputTokens: 16,
  });
  call.end({
    toolCalls: [{ id: 'warm-1', name: 'read_file', arguments: { path: 'warm.txt' } }],
    usage: { promptTokens: 10, completionTokens: 5 },
  });
  guard.recordToolResult({ toolCallId: 'warm-1', result: 'warm' });
  guard.complete('warm-up');
}
