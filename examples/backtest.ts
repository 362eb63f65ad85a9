/**
 * Backtest on your own runs: a service records its guarded runs with the transcript sink (here three
 * conversations through one OpenAI client against the scripted model), then `loopguard replay` judges the
 * recorded file under a stricter policy, as you would before rolling the policy out.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTranscriptSink, isGuardError } from 'loopguard';
import { guardOpenAI } from 'loopguard/adapters/openai';
import { startScriptedServer } from 'loopguard/testing';
import OpenAI from 'openai';

const folder = mkdtempSync(join(tmpdir(), 'loopguard-backtest-'));
const runsFile = join(folder, 'runs.jsonl');

// A model that reads pages: three for a normal question, for ever when asked to "loop".
const server = await startScriptedServer({
  script: (_turn, request) => {
    const messages = (request.body as { messages: { role: string; content: string }[] }).messages;
    const pages = messages.filter((message) => message.role === 'tool').length;
    return String(messages[0]?.content).includes('loop') || pages < 3
      ? { toolCalls: [{ name: 'read_page', arguments: { page: pages + 1 } }] }
      : { content: `Read ${pages} pages.` };
  },
});
const transcripts = createTranscriptSink({ path: runsFile });
const client = guardOpenAI(new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'scripted' }), () =>
  transcripts.createGuard({ maxRounds: 8 }),
);
const tools = [
  {
    type: 'function' as const,
    function: { name: 'read_page', parameters: { type: 'object', properties: { page: { type: 'number' } } } },
  },
];
for (const question of ['Summarise the report.', 'Summarise the appendix.', 'Please loop over the pages.']) {
  const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: 'user', content: question }];
  try {
    for (;;) {
      const message = (await client.chat.completions.create({ model: 'gpt-4o-mini', messages, tools }))
        .choices[0]?.message;
      if (!message?.tool_calls?.length) break;
      messages.push(message);
      for (const call of message.tool_calls) {
        // The page text repeats once the document runs out: what a looping agent keeps reading.
        const page = Math.min(4, JSON.parse(call.type === 'function' ? call.function.arguments : '{}').page);
        messages.push({ role: 'tool', tool_call_id: call.id, content: `page ${page} of 4` });
      }
    }
  } catch (error) {
    if (!isGuardError(error)) throw error;
  }
}
await transcripts.close();
await server.close();
console.log(`backtest: recorded ${transcripts.written} runs`);

// Replay the recorded runs under a stricter policy: which runs would it have stopped, and where?
const policy = join(folder, 'stricter.json');
writeFileSync(policy, '{ "maxRounds": 4 /* tighter than today */ }');
const verdicts = execFileSync(
  process.execPath,
  [join(import.meta.dirname, '../dist/cli/main.js'), 'replay', runsFile, '--policy', policy, '--json'],
  { encoding: 'utf8' },
)
  .trim()
  .split('\n')
  .map(
    (line) =>
      JSON.parse(line) as {
        id?: string;
        tripped: boolean;
        code: string | null;
        round: number | null;
        rounds: number;
      },
  );
for (const [index, verdict] of verdicts.filter((line) => line.id !== undefined).entries()) {
  const outcome = verdict.tripped ? `stopped by ${verdict.code} at call ${verdict.round}` : 'passes';
  console.log(`backtest: run ${index + 1} (${verdict.rounds} calls recorded) → ${outcome}`);
}
