/**
 * Loop detection on the families agents fall into, and the look-alikes it lets through. Each run is a small
 * transcript replayed with every limit off but detection, exactly as `loopguard replay` reads one.
 */
import { replayTranscript, type TranscriptMessage } from 'loopguard';

type Call = { tool: string; args: Record<string, unknown>; result: string; error?: boolean };

/** A transcript of tool calls, one LLM call each, as an agent would leave it. */
function transcript(calls: readonly Call[]): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'Do the task.' }];
  calls.forEach((call, index) => {
    messages.push({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: `c${index}`,
          type: 'function',
          function: { name: call.tool, arguments: JSON.stringify(call.args) },
        },
      ],
    });
    messages.push({
      role: 'tool',
      tool_call_id: `c${index}`,
      content: call.result,
      ...(call.error ? { is_error: true } : {}),
    });
  });
  return messages;
}

const times = (count: number, make: (index: number) => Call) =>
  Array.from({ length: count }, (_, index) => make(index));

const runs: Record<string, TranscriptMessage[]> = {
  // Identical `ps` calls: only the elapsed time, the pid of the grep and the request id change.
  'noisy repeat': transcript(
    times(5, (index) => ({
      tool: 'bash',
      args: { command: 'ps -o pid,etime,cmd -C worker', description: `check ${index + 1}` },
      result: `  PID     ELAPSED CMD\n 4242    00:0${index}:1${index} worker --queue sales\nrequest_id=req_${index}x9k2 took_ms=${30 + index}`,
    })),
  ),
  // The same health check failing another way each time: a retry storm. A reset connection is an outage, which a
  // client's retry policy tries a fourth time: the call after the fourth failure is the one refused.
  'failing differently': transcript(
    [
      'curl: (7) Failed to connect to localhost port 8080',
      'curl: (56) Recv failure: Connection reset by peer',
      'curl: (52) Empty reply from server',
      'curl: (7) Failed to connect to localhost port 8080',
      'curl: (56) Recv failure: Connection reset by peer',
    ].map((result) => ({
      tool: 'bash',
      args: { command: 'curl -sS http://localhost:8080/health' },
      result,
      error: true,
    })),
  ),
  // A job polled with waits: the same answer four times, then it finishes. Legitimate.
  'waiting poll': transcript([
    ...times(4, () => ({
      tool: 'job_status',
      args: { id: 'train-7', wait_seconds: 60 },
      result: '{"state":"running","step":"3/5"}',
    })),
    {
      tool: 'job_status',
      args: { id: 'train-7', wait_seconds: 60 },
      result: '{"state":"succeeded","step":"5/5"}',
    },
  ]),
  // Progress: the same test command, failures going down after each edit. Legitimate.
  'edit and test': transcript(
    [3, 2, 1].flatMap((failing) => [
      {
        tool: 'edit_file',
        args: { path: 'src/date.ts', change: `fix ${failing}` },
        result: `edited src/date.ts (${failing} left)`,
      },
      {
        tool: 'bash',
        args: { command: 'npm test' },
        result: `${failing} failed, ${40 - failing} passed in 2.1${failing}s`,
        error: true,
      },
    ]),
  ),
  // One reply that chants: stopped on that call.
  'content loop': [
    { role: 'user', content: 'Summarise the migration.' },
    { role: 'assistant', content: 'The migration completed successfully. '.repeat(40) },
  ],
};

for (const [name, messages] of Object.entries(runs)) {
  const verdict = replayTranscript(
    { id: name, messages, source: 'example' },
    { maxRounds: null, maxTokens: null, maxDurationMs: null },
  );
  console.log(
    verdict.tripped
      ? `${name}: stopped at call ${verdict.round} by ${verdict.detector} (${verdict.code})`
      : `${name}: ran to its end (${verdict.rounds} calls)`,
  );
}
