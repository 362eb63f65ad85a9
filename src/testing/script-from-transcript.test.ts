import { readFileSync } from 'node:fs';
import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { parseTranscripts } from '../replay/transcript.js';
import { toolHistory } from '../wire/index.js';
import { createScriptedHandler } from './scripted-handler.js';
import { scriptFromTranscript } from './scripted-model.js';

// A real recorded Anthropic request (two identical shell calls), read as a run the way `loopguard replay` reads it.
const recorded = JSON.parse(
  readFileSync(
    new URL('../../test/fixtures/wire/anthropic-messages-tool-history.request.json', import.meta.url),
    'utf8',
  ),
) as { messages: { role: string; content: unknown[] }[] };
const [ask, firstCall, firstResult, secondCall, secondResult] = recorded.messages;
// The second turn also says something and carries usage, as a recorded response would.
const secondTurn = {
  ...secondCall,
  content: [{ type: 'text', text: 'Checking once more.' }, ...(secondCall?.content ?? [])],
  model: 'claude-sonnet-4-6',
  usage: { input_tokens: 20, cache_read_input_tokens: 754, output_tokens: 65 },
};
const parsed = parseTranscripts(
  JSON.stringify({ id: 'shell-twice', messages: [ask, firstCall, firstResult, secondTurn, secondResult] }),
  'shell-twice.json',
);
const run = parsed.runs[0];

describe('scriptFromTranscript on an Anthropic run', () => {
  it('reads tool_use blocks, text blocks and Anthropic usage as replay reads them', () => {
    expect(parsed.issues).toEqual([]);
    if (!run) throw new Error('fixture run missing');
    const script = scriptFromTranscript(run);
    const command = { command: 'python3 -c "print(2 + 2)"' };
    expect(script).toEqual([
      {
        content: null,
        toolCalls: [{ id: 'toolu_0144zkSmZeUPbngX6BzdV4YM', name: 'shell', arguments: command }],
      },
      {
        content: 'Checking once more.',
        toolCalls: [{ id: 'toolu_017JxhPYQ3zux4W4Q4so9THn', name: 'shell', arguments: command }],
        usage: { prompt_tokens: 774, completion_tokens: 65, cached_tokens: 754 },
        model: 'claude-sonnet-4-6',
      },
    ]);
    const replayed = toolHistory(run.messages).flatMap((entry) =>
      entry.type === 'call' ? [entry.call] : [],
    );
    expect(script.flatMap((turn) => turn.toolCalls ?? [])).toEqual(replayed);
  });

  it('plays the recorded tool calls to the Anthropic SDK, ids and inputs intact', async () => {
    if (!run) throw new Error('fixture run missing');
    const handler = createScriptedHandler({ script: scriptFromTranscript(run) });
    const client = new Anthropic({
      apiKey: 'test',
      baseURL: 'http://scripted.test',
      maxRetries: 0,
      fetch: (input, init) => handler(new Request(input, init)),
    });
    const ask = () =>
      client.messages.create({
        model: 'claude-sonnet-4-6',
        max_tokens: 100,
        messages: [{ role: 'user', content: 'go' }],
      });
    const first = await ask();
    expect(first.content).toEqual([
      {
        type: 'tool_use',
        id: 'toolu_0144zkSmZeUPbngX6BzdV4YM',
        name: 'shell',
        input: { command: 'python3 -c "print(2 + 2)"' },
      },
    ]);
    expect(first.stop_reason).toBe('tool_use');
    const second = await ask();
    expect(second.content.map((block) => block.type)).toEqual(['text', 'tool_use']);
    expect(second.usage).toMatchObject({ input_tokens: 20, cache_read_input_tokens: 754, output_tokens: 65 });
    expect(handler.requests).toHaveLength(2);
  });
});
