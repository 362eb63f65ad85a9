import { describe, expect, it } from 'vitest';
import { parseTranscripts } from './transcript.js';

const run = (id: string) => ({ id, messages: [{ role: 'user', content: 'hi' }] });

describe('parseTranscripts', () => {
  it('reads one run per line from .jsonl and names the line of a bad one', () => {
    const text = [JSON.stringify(run('a')), '{"id": "b", "messages": [', '', JSON.stringify(run('c'))].join(
      '\n',
    );
    const parsed = parseTranscripts(text, 'runs.jsonl');
    expect(parsed.runs.map((item) => item.id)).toEqual(['a', 'c']);
    expect(parsed.runs[1]?.source).toBe('runs.jsonl:4');
    expect(parsed.issues).toHaveLength(1);
    expect(parsed.issues[0]?.source).toMatch(/^runs\.jsonl:2:\d+$/);
    expect(parsed.issues[0]?.message).toMatch(/^invalid JSON/);
  });

  it('reads a .json array and names the line where a bad run starts', () => {
    const text = `[\n  ${JSON.stringify(run('a'))},\n  {"id": "b"},\n  ${JSON.stringify(run('c'))}\n]`;
    const parsed = parseTranscripts(text, 'runs.json');
    expect(parsed.runs.map((item) => item.id)).toEqual(['a', 'c']);
    expect(parsed.issues).toEqual([{ source: 'runs.json:3', message: 'run b has no "messages" array' }]);
  });

  it('reads a single run from .json', () => {
    expect(parseTranscripts(JSON.stringify(run('solo')), 'one.json').runs[0]?.id).toBe('solo');
  });

  it('reports malformed .json with line and column', () => {
    const parsed = parseTranscripts('{\n  "id": "x",\n  "messages": [,]\n}', 'bad.json');
    expect(parsed.issues[0]?.source).toMatch(/^bad\.json:3:\d+$/);
  });

  it('rejects unknown roles and tool calls without a name, naming the message', () => {
    const bad = { id: 'r', messages: [{ role: 'robot' }] };
    expect(parseTranscripts(JSON.stringify(bad), 'r.json').issues[0]?.message).toContain(
      'messages[0].role must be one of',
    );
    const noName = { id: 'r', messages: [{ role: 'assistant', tool_calls: [{ function: {} }] }] };
    expect(parseTranscripts(JSON.stringify(noName), 'r.json').issues[0]?.message).toContain(
      'messages[0].tool_calls[0].function.name must be a string',
    );
  });
});

describe('replayTranscript input shapes', () => {
  const loopTurns = (make: (round: number) => Record<string, unknown>[]) => [
    { role: 'user', content: 'Tidy up.' },
    ...[1, 2, 3, 4].flatMap(make),
  ];

  it('reads legacy function_call messages answered by role function', async () => {
    const { replayTranscript } = await import('./replay-transcript.js');
    const messages = loopTurns(() => [
      {
        role: 'assistant',
        content: null,
        function_call: { name: 'clean_csv', arguments: '{"path":"/srv/sales.csv"}' },
      },
      { role: 'function', name: 'clean_csv', content: '980 rows kept' },
    ]);
    const run = parseTranscripts(JSON.stringify({ id: 'legacy', messages }), 'legacy.json').runs[0];
    expect(run && replayTranscript(run)).toMatchObject({
      tripped: true,
      code: 'GUARD_LOOP_DETECTED',
      round: 3,
    });
  });

  it('reads Anthropic tool_use and tool_result blocks', async () => {
    const { replayTranscript } = await import('./replay-transcript.js');
    const messages = loopTurns((round) => [
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: `t${round}`, name: 'db_dump', input: { table: 'users' } }],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: `t${round}`, content: 'too many connections', is_error: true },
        ],
      },
    ]);
    const run = parseTranscripts(JSON.stringify({ id: 'blocks', messages }), 'blocks.json').runs[0];
    expect(run && replayTranscript(run)).toMatchObject({
      tripped: true,
      code: 'GUARD_RETRY_STORM',
      round: 3,
    });
  });
});
