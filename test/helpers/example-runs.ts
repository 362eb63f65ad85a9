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
