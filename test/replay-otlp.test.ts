import { describe, expect, it } from 'vitest';
import { otlpRuns } from '../src/replay/otlp-runs.js';
import { otlpSpans } from '../src/replay/otlp-spans.js';
import { replayTranscript } from '../src/replay/replay-transcript.js';

const value = (item: unknown) =>
  typeof item === 'number'
    ? { intValue: String(item) }
    : typeof item === 'boolean'
      ? { boolValue: item }
      : { stringValue: String(item) };
const span = (
  traceId: string,
  spanId: string,
  name: string,
  startMs: number,
  attributes: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  traceId,
  spanId,
  name,
  startTimeUnixNano: String(BigInt(startMs) * 1_000_000n),
  endTimeUnixNano: String(BigInt(startMs + 500) * 1_000_000n),
  attributes: Object.entries(attributes).map(([key, item]) => ({ key, value: value(item) })),
  ...extra,
});
const exportOf = (spans: unknown[]) => ({ resourceSpans: [{ scopeSpans: [{ spans }] }] });

describe('OTLP spans', () => {
  it('reads int64 written as strings, times in nanoseconds and an error status by name', () => {
    const { spans, skipped } = otlpSpans(
      exportOf([
        span(
          't',
          's1',
          'chat m',
          1_700_000_000_000,
          { 'gen_ai.usage.input_tokens': 12 },
          {
            status: { code: 'STATUS_CODE_ERROR' },
          },
        ),
        { spanId: 'no-trace' },
      ]),
    );
    expect(skipped).toBe(1);
    expect(spans[0]).toMatchObject({
      startMs: 1_700_000_000_000,
      endMs: 1_700_000_000_500,
      attributes: { 'gen_ai.usage.input_tokens': 12 },
      statusCode: 2,
    });
  });

  it("rebuilds OpenLLMetry's indexed prompt and completion attributes into a run that replays", () => {
    const chat = (index: number, start: number, path: string) =>
      span('trace-1', `c${index}`, 'openai.chat', start, {
        'gen_ai.operation.name': 'chat',
        'gen_ai.request.model': 'gpt-4o-mini',
        'gen_ai.usage.input_tokens': 400 + index * 50,
        'gen_ai.usage.output_tokens': 20,
        'gen_ai.prompt.0.role': 'user',
        'gen_ai.prompt.0.content': 'Tidy up the sales CSV.',
        ...Object.fromEntries(
          Array.from({ length: index }, (_, turn) => [
            [`gen_ai.prompt.${2 * turn + 1}.role`, 'assistant'],
            [`gen_ai.prompt.${2 * turn + 1}.tool_calls.0.id`, `call-${turn}`],
            [`gen_ai.prompt.${2 * turn + 1}.tool_calls.0.name`, 'clean_csv'],
            [`gen_ai.prompt.${2 * turn + 1}.tool_calls.0.arguments`, JSON.stringify({ path })],
            [`gen_ai.prompt.${2 * turn + 2}.role`, 'tool'],
            [`gen_ai.prompt.${2 * turn + 2}.tool_call_id`, `call-${turn}`],
            [`gen_ai.prompt.${2 * turn + 2}.content`, '980 rows kept'],
          ]).flat(),
        ),
        'gen_ai.completion.0.role': 'assistant',
        'gen_ai.completion.0.tool_calls.0.id': `call-${index}`,
        'gen_ai.completion.0.tool_calls.0.name': 'clean_csv',
        'gen_ai.completion.0.tool_calls.0.arguments': JSON.stringify({ path }),
      });
    const { spans } = otlpSpans(
      exportOf([0, 1, 2, 3].map((index) => chat(index, 1_000 * (index + 1), '/srv/sales.csv'))),
    );
    const { runs, notes } = otlpRuns(spans, 'legacy.json');
    expect(notes).toEqual([]);
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run?.messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'assistant',
      'tool',
      'assistant',
      'tool',
      'assistant',
    ]);
    expect(run?.messages[1]).toMatchObject({ usage: { prompt_tokens: 400 }, model: 'gpt-4o-mini' });
    const verdict = replayTranscript(run as NonNullable<typeof run>);
    expect(verdict).toMatchObject({ tripped: true, code: 'GUARD_LOOP_DETECTED', round: 3 });
  });

  it('groups spans by a conversation id found on an ancestor, across traces', () => {
    const root = (traceId: string, spanId: string) =>
      span(traceId, spanId, 'invoke_agent', 0, { 'gen_ai.conversation.id': 'chat-42' });
    const call = (traceId: string, spanId: string, parent: string, start: number) =>
      span(traceId, spanId, 'chat m', start, { 'gen_ai.operation.name': 'chat' }, { parentSpanId: parent });
    const { spans } = otlpSpans(
      exportOf([root('t1', 'r1'), call('t1', 'a', 'r1', 10), root('t2', 'r2'), call('t2', 'b', 'r2', 20)]),
    );
    const { runs, notes } = otlpRuns(spans, 'x.json');
    expect(runs.map((run) => [run.id, run.messages.length])).toEqual([['chat-42', 2]]);
    expect(notes).toContain(
      '2 LLM calls carry no gen_ai.usage.*: the token and money gates count their prompts locally, or not at all',
    );
  });
});
