import type { BenchRequest } from './gateway-load.js';

/**
 * The agent conversation of the gateway bench: one task, 50 rounds, each round a tool call and its 1 KB result.
 * Every request carries the whole history, rebuilt as fresh JSON as an agent framework would, so a gateway that
 * recounts or re-detects earlier rounds pays for it on every request.
 */

/** Rounds in one conversation. */
export const CONVERSATION_ROUNDS = 50;
const resultBytes = 1_024;

/** Page `page` of a CSV export, exactly 1 KB, different on every page so no detector sees a repeat. */
export function toolResult(page: number): string {
  let text = `page ${page} of the sales export\ndate,region,amount,currency\n`;
  for (let row = 0; text.length < resultBytes; row++)
    text += `2026-11-${String((row % 28) + 1).padStart(2, '0')},region-${(page * 7 + row) % 53},${(page * 31 + row * 17) % 9973}.${row % 100},EUR\n`;
  return text.slice(0, resultBytes);
}

/**
 * Request `round` (1-based) of a conversation: the task, then every earlier round's tool call (`read_page`,
 * id `call_N`, as the fixed upstream answers `x-bench-round: N`) and its result. `headers` carry the run id.
 */
export function conversationRequest(round: number, headers: Readonly<Record<string, string>>): BenchRequest {
  const messages: object[] = [
    { role: 'system', content: 'You total sales exports page by page with the read_page tool.' },
    { role: 'user', content: 'Total the amounts of every page of /srv/sales-export.csv by region.' },
  ];
  for (let page = 1; page < round; page++) {
    messages.push(
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `call_${page}`,
            type: 'function',
            function: { name: 'read_page', arguments: `{"page":${page}}` },
          },
        ],
      },
      { role: 'tool', tool_call_id: `call_${page}`, content: toolResult(page) },
    );
  }
  const body = JSON.stringify({
    model: 'gpt-4o-mini',
    max_tokens: 512,
    messages,
    tools: [
      {
        type: 'function',
        function: {
          name: 'read_page',
          description: 'Reads one page of the export.',
          parameters: { type: 'object', properties: { page: { type: 'integer' } }, required: ['page'] },
        },
      },
    ],
  });
  return {
    path: '/v1/chat/completions',
    headers: { ...headers, 'x-bench-round': String(round) },
    body,
    stream: false,
  };
}
