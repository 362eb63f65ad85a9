import { replayTranscript } from '../../src/replay/replay-transcript.js';
import type { TranscriptMessage } from '../../src/replay/transcript.js';

/** One tool call of a turn: its id, tool, JSON arguments and the text its result came back as. */
export interface TurnCall {
  readonly id: string;
  readonly name: string;
  readonly args: string;
  readonly result: string;
}

/** An assistant turn making `calls` in parallel, then their results, as a transcript's messages. */
export function callTurn(...calls: readonly TurnCall[]): TranscriptMessage[] {
  return [
    {
      role: 'assistant',
      content: null,
      tool_calls: calls.map((call) => ({
        id: call.id,
        type: 'function' as const,
        function: { name: call.name, arguments: call.args },
      })),
    },
    ...calls.map(
      (call): TranscriptMessage => ({ role: 'tool', tool_call_id: call.id, content: call.result }),
    ),
  ];
}

/** The verdict `replay` gives a transcript with every gate off but loop detection. */
export function loopVerdictOf(id: string, messages: readonly TranscriptMessage[]) {
  return replayTranscript(
    { id, messages: [...messages], source: 'test' },
    { maxRounds: null, maxTokens: null, maxDurationMs: null },
  );
}
