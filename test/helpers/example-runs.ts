import { readFileSync } from 'node:fs';
import { replayTranscript } from '../../src/replay/replay-transcript.js';
import { parseTranscripts, type Transcript } from '../../src/replay/transcript.js';
import { toolResultText } from '../../src/wire/index.js';
import { fixture } from './cli.js';

/** A shared example run by id (copied into test/fixtures). */
export function exampleRun(id: string): Transcript {
  const runs = parseTranscripts(readFileSync(fixture('examples.jsonl'), 'utf8'), 'examples.jsonl').runs;
  const run = runs.find((item) => item.id === id);
  if (!run) throw new Error(`no example run ${id}`);
  return run;
}

/** A run of the loop families' corpus by id (test/corpus/families.jsonl). */
export function familyRun(id: string): Transcript {
  const file = new URL('../corpus/families.jsonl', import.meta.url);
  const run = parseTranscripts(readFileSync(file, 'utf8'), 'families.jsonl').runs.find(
    (item) => item.id === id,
  );
  if (!run) throw new Error(`no family run ${id}`);
  return run;
}

/** The recorded tool results of a run: results[k][i] answers the i-th tool call of assistant message k. */
export function recordedResults(run: Transcript): { content: string; isError: boolean }[][] {
  const byId = new Map(
    run.messages
      .filter((message) => message.role === 'tool')
      .map((message) => [
        message.tool_call_id,
        { content: toolResultText(message.content), isError: message.is_error === true },
      ]),
  );
  return run.messages
    .filter((message) => message.role === 'assistant')
    .map((message) =>
      (message.tool_calls ?? []).map((call) => byId.get(call.id) ?? { content: '', isError: false }),
    );
}

/** LLM calls `loopguard replay` lets through for this run (its `round` when it trips). */
export function replayRounds(run: Transcript): number {
  const verdict = replayTranscript(run);
  return verdict.tripped ? (verdict.round as number) : verdict.rounds;
}

/** The tool names a run calls, and its recorded results handed out call by call, in order. */
export function recordedToolPlayback(run: Transcript): {
  names: string[];
  next: () => { content: string; isError: boolean };
} {
  const results = recordedResults(run).flat();
  let index = 0;
  const names = new Set(
    run.messages.flatMap((message) => (message.tool_calls ?? []).map((call) => call.function.name)),
  );
  return { names: [...names], next: () => results[index++] ?? { content: '', isError: false } };
}

/** A script that asks for the next page forever. */
export const endlessPages = (round: number) => ({
  toolCalls: [{ name: 'lookup', arguments: { page: round } }],
});

/**
 * `run` as its model saw it when a framework writes its own text for a tool that threw: each failed result's
 * content read through `seen` (an SDK that passes the error on wraps it; one that hides it writes a fixed text).
 */
export function withToolErrorsSeen(run: Transcript, seen: (content: string) => string): Transcript {
  return {
    ...run,
    messages: run.messages.map((message) =>
      message.role === 'tool' && message.is_error === true
        ? { ...message, content: seen(toolResultText(message.content)) }
        : message,
    ),
  };
}

/**
 * How a framework wrote a tool's failure for its model, read from a chat request it sent: the text of its first
 * tool message that is none of the run's recorded successes, the recorded `failure` put back wherever it is quoted.
 */
export function toolErrorAsSent(
  body: Record<string, unknown>,
  run: Transcript,
  failure: string,
): (content: string) => string {
  const successes = new Set(
    recordedResults(run)
      .flat()
      .filter((result) => !result.isError)
      .map((result) => result.content),
  );
  const messages = Array.isArray(body.messages)
    ? (body.messages as { role?: unknown; content?: unknown }[])
    : [];
  const sent = messages.find(
    (message) =>
      message.role === 'tool' && typeof message.content === 'string' && !successes.has(message.content),
  );
  const text = typeof sent?.content === 'string' ? sent.content : failure;
  const at = text.indexOf(failure);
  return at < 0 ? () => text : (content) => text.slice(0, at) + content + text.slice(at + failure.length);
}
