/** OpenAI Responses API: the same wrapped client; function calls and their outputs go back as input items. */

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
    name: 'clean_csv',
    parameters: { type: 'object', properties: { path: { type: 'string' } } },
    strict: false,
  },
];
const input: OpenAI.Responses.ResponseInputItem[] = [{ role: 'user', content: 'Tidy up /srv/sales.csv.' }];
try {
  for (;;) {
    // The streaming helper works as well as `responses.create`: a trip inside it is still a GuardError.
    const response = await client.responses.stream({ model: 'gpt-4.1-mini', input, tools }).finalResponse();
    const calls = response.output.filter((item) => item.type === 'function_call');
    if (calls.length === 0) break;
    for (const call of calls) {
      const { call_id, name, arguments: args } = call;
      input.push({ type: 'function_call', call_id, name, arguments: args });
      input.push({
        type: 'function_call_output',
        call_id: call.call_id,
        output: cleanCsv(JSON.parse(args).path),
      });
    }
  }
} catch (error) {
  if (!isGuardError(error)) throw error;
  console.log(`openai-responses: stopped after ${guard.rounds} calls: ${error.code}`);
}
await server?.close();
