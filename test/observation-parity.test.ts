import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterEach, describe, expect, it } from 'vitest';
import { guardOpenAI } from '../src/adapters/openai/guard-openai.js';
import { createGuard, type Guard } from '../src/guard/guard.js';
import { replayTranscript } from '../src/replay/replay-transcript.js';
import type { TranscriptMessage } from '../src/replay/transcript.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/scripted-server.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The hashes of every tool result a guard holds, pending or already in the detection window. */
function resultHashes(guard: Guard): string[] {
  const snapshot = guard.snapshot();
  return [
    ...snapshot.steps.pending.flatMap((step) => step.observations),
    ...(snapshot.detection?.window ?? []).flatMap((step) => step.observations),
  ]
    .filter((observation) => observation !== null)
    .map((observation) => observation.hash);
}

// A screenshot tool: a caption and an image, as OpenAI tool messages may carry them.
const image = `data:image/png;base64,${Buffer.from('a small screenshot of the sales dashboard').toString('base64')}`;
const multimodal = [
  { type: 'text' as const, text: 'dashboard rendered: 980 rows' },
  { type: 'image_url' as const, image_url: { url: image } },
];

describe('one tool result, one observation, live or replayed', () => {
  it('hashes a multimodal tool result the same through the OpenAI adapter and through replay', async () => {
    server = await startScriptedServer({
      script: [
        { toolCalls: [{ id: 'call_1', name: 'screenshot', arguments: { page: 'dashboard' } }] },
        { content: 'The dashboard shows 980 rows.' },
      ],
    });
    const guard = createGuard({ runId: 'parity' });
    const client = guardOpenAI(new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' }), guard);
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Check the dashboard.' }];
    const first = await client.chat.completions.create({ model: 'gpt-4o-mini', messages });
    const assistant = first.choices[0]?.message;
    messages.push(assistant as ChatCompletionMessageParam);
    messages.push({ role: 'tool', tool_call_id: 'call_1', content: multimodal as never });
    await client.chat.completions.create({ model: 'gpt-4o-mini', messages });
    const live = resultHashes(guard);

    let replayed: string[] = [];
    replayTranscript(
      {
        id: 'parity',
        source: 'parity',
        messages: [
          { role: 'user', content: 'Check the dashboard.' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: { name: 'screenshot', arguments: '{"page":"dashboard"}' },
              },
            ],
          },
          { role: 'tool', tool_call_id: 'call_1', content: multimodal },
          { role: 'assistant', content: 'The dashboard shows 980 rows.' },
        ] as TranscriptMessage[],
      },
      {},
      {
        between: (replaying) => {
          replayed = resultHashes(replaying);
          return replaying;
        },
      },
    );
    expect(live).toHaveLength(1);
    expect(replayed).toEqual(live);
  });
});
