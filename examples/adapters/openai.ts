/** OpenAI SDK: wrap the client; the loop below is yours. Uses OPENAI_API_KEY when set, else the scripted model. */

import { createGuard, isGuardError } from 'loopguard';
import { guardOpenAI } from 'loopguard/adapters/openai';
import OpenAI from 'openai';
import { cleanCsv, loopingModel } from './looping-model.js';

const server = process.env.OPENAI_API_KEY ? undefined : await loopingModel();
const guard = createGuard({ maxRounds: 10, maxCost: 0.05 });
const client = guardOpenAI(
  new OpenAI(server ? { baseURL: server.openAIBaseURL, apiKey: 'scripted' } : {}),
  guard,
);
const tools = [
  {
    type: 'function' as const,
    function: { name: 'clean_csv', parameters: { type: 'object', properties: { path: { type: 'string' } } } },
  },
];
const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: 'user', content: 'Tidy up /srv/sales.csv.' }];
try {
  for (;;) {
    const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, tools });
    const message = completion.choices[0]?.message;
    if (!message) break;
    messages.push(message);
    if (!message.tool_calls?.length) break;
    for (const call of message.tool_calls) {
      if (call.type !== 'function') continue;
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: cleanCsv(JSON.parse(call.function.arguments).path),
      });
    }
  }
} catch (error) {
  if (!isGuardError(error)) throw error;
  console.log(`openai: stopped after ${guard.rounds} calls: ${error.code}`);
}
await server?.close();
