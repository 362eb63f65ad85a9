/**
 * One long-lived client, one run per conversation: the adapter takes a guard factory, so each conversation
 * gets a fresh guard once the last one ended (its final answer completes it; a trip fails it), and a trip
 * never reaches the next conversation. `withGuard` names the run's guard for concurrent work on one client.
 * Uses OPENAI_API_KEY when set, else a scripted model that answers, except when asked to "loop".
 */
import { createGuard, isGuardError, withGuard } from 'loopguard';
import { guardOpenAI } from 'loopguard/adapters/openai';
import { startScriptedServer } from 'loopguard/testing';
import OpenAI from 'openai';

const server = process.env.OPENAI_API_KEY
  ? undefined
  : await startScriptedServer({
      script: (_turn, request) => {
        const body = request.body as { messages: { role: string; content: string }[] };
        return String(body.messages[0]?.content).includes('loop')
          ? { toolCalls: [{ name: 'clean_csv', arguments: { path: '/srv/sales.csv' } }] }
          : { content: `Answered: ${body.messages.at(-1)?.content}` };
      },
    });
const client = guardOpenAI(
  new OpenAI(server ? { baseURL: server.openAIBaseURL, apiKey: 'scripted' } : {}),
  () => createGuard({ maxRounds: 3 }),
);
const tools = [
  {
    type: 'function' as const,
    function: { name: 'clean_csv', parameters: { type: 'object', properties: { path: { type: 'string' } } } },
  },
];

/** One conversation: the model's turns and our tool results until its final answer. */
async function converse(question: string): Promise<string> {
  const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: 'user', content: question }];
  for (;;) {
    const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, tools });
    const message = completion.choices[0]?.message;
    if (!message?.tool_calls?.length) return message?.content ?? '';
    messages.push(message);
    for (const call of message.tool_calls) {
      messages.push({ role: 'tool', tool_call_id: call.id, content: '980 rows kept' });
    }
  }
}

for (const question of ['What is a CSV?', 'Please loop over the sales file.', 'What is a TSV?']) {
  try {
    console.log(`per-run: ${question} → ${await converse(question)}`);
  } catch (error) {
    if (!isGuardError(error)) throw error;
    console.log(`per-run: ${question} → stopped: ${error.code}`);
  }
}

// Concurrent conversations on the same client: each names its own run.
const runs = ['ticket-1', 'ticket-2'].map((taskId) => createGuard({ taskId, maxRounds: 3 }));
await Promise.all(runs.map((guard) => withGuard(guard, () => converse(`Summarise ${guard.taskId}`))));
console.log(
  `per-run: ${runs.map((guard) => `${guard.taskId} ${guard.state} after ${guard.rounds} call`).join(', ')}`,
);
await server?.close();
