import { describe, expect, it } from 'vitest';
import { judgeRun } from './judge-run.js';
import { toTranscript } from './to-transcript.js';
import type { Transcript } from './transcript.js';

const user = { role: 'user', content: 'Tidy up.' };
const deepJson = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

/** Runs the guard would once have thrown on, each with the sentence that now names the field. */
const hostile: [string, Record<string, unknown>, string][] = [
  [
    'a numeric model',
    { role: 'assistant', content: 'x', model: 123 },
    'messages[1].model must be a string, got 123',
  ],
  [
    'a speaker object',
    { role: 'assistant', content: 'x', name: {} },
    'messages[1].name must be a string, got an object',
  ],
  [
    'a numeric tool_call_id',
    { role: 'tool', tool_call_id: 7, content: 'x' },
    'messages[1].tool_call_id must be a string, got 7',
  ],
  [
    'a string is_error',
    { role: 'tool', content: 'x', is_error: 'yes' },
    'messages[1].is_error must be true or false, got "yes"',
  ],
  [
    'usage as a string',
    { role: 'assistant', content: 'x', usage: '12' },
    'messages[1].usage must be an object, got "12"',
  ],
  [
    'a timestamp array',
    { role: 'assistant', content: 'x', timestamp: [1] },
    'messages[1].timestamp must be milliseconds or an ISO date, got an array',
  ],
  [
    'a numeric call id',
    { role: 'assistant', tool_calls: [{ id: 1, function: { name: 'f' } }] },
    'messages[1].tool_calls[0].id must be a string, got 1',
  ],
  [
    'a tool call that is null',
    { role: 'assistant', tool_calls: [null] },
    'messages[1].tool_calls[0].function.name must be a string',
  ],
  [
    'function_call as a string',
    { role: 'assistant', function_call: 'f' },
    'messages[1].function_call must be an object',
  ],
  [
    'tool arguments holding JSON 100,000 levels deep',
    { role: 'assistant', tool_calls: [{ id: 'c', function: { name: 'f', arguments: deepJson } }] },
    'messages[1].tool_calls[0].function.arguments holds JSON nested deeper than 256 levels',
  ],
  [
    'a tool result holding deep JSON',
    { role: 'tool', content: ` ${deepJson}` },
    'messages[1].content holds JSON nested deeper than 256 levels',
  ],
  [
    'a tool_result block holding deep JSON',
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', content: deepJson }] },
    'messages[1].content[0].content holds JSON nested deeper than 256 levels',
  ],
];

describe('toTranscript', () => {
  it.each(hostile)('rejects %s, naming the field', (_name, message, problem) => {
    expect(toTranscript({ id: 'r', messages: [user, message] }, 'runs.jsonl:3')).toEqual({
      source: 'runs.jsonl:3',
      message: `run r: ${problem}`,
    });
  });

  it('accepts nulls, prose with brackets and JSON text of ordinary depth', () => {
    const run = toTranscript(
      {
        id: 4,
        messages: [
          { ...user, model: null, name: null, timestamp: '2026-01-01T00:00:00Z' },
          {
            role: 'assistant',
            tool_calls: [
              { function: { name: 'f', arguments: `{"a":${'['.repeat(200)}${']'.repeat(200)}}` } },
            ],
          },
          { role: 'tool', content: `[${'('.repeat(600)}`, is_error: false },
        ],
      },
      'x.json:1',
    );
    expect(run).toMatchObject({ id: '4', source: 'x.json:1' });
  });
});

describe('judgeRun', () => {
  it('turns a run the guard fails on into an issue naming the run instead of throwing', () => {
    const run = { id: 'bad', source: 'runs.jsonl:9', messages: null } as unknown as Transcript;
    expect(judgeRun(run)).toEqual({
      source: 'runs.jsonl:9',
      message: expect.stringMatching(/^run bad could not be judged \(TypeError: /),
    });
  });
});
