/** OpenAI Agents SDK: a guarded model provider for the Runner. */
import { Agent, OpenAIProvider, Runner, tool } from '@openai/agents';
import { createGuard, isGuardError } from 'loopguard';
import { guardModelProvider } from 'loopguard/adapters/openai-agents';
import OpenAI from 'openai';
import { z } from 'zod';
import { cleanCsv, loopingModel } from './looping-model.js';

const server = process.env.OPENAI_API_KEY ? undefined : await loopingModel();
const openAIClient = new OpenAI(server ? { baseURL: server.openAIBaseURL, apiKey: 'scripted' } : {});
const guard = createGuard({ maxRounds: 10 });
const runner = new Runner({
  modelProvider: guardModelProvider(new OpenAIProvider({ openAIClient, useResponses: false }), guard),
  tracingDisabled: true,
});
const cleanTool = tool({
  name: 'clean_csv',
  description: 'Cleans a CSV.',
  parameters: z.object({ path: z.string() }),
  execute: async ({ path }) => cleanCsv(path),
});
try {
  await runner.run(
    new Agent({ name: 'cleaner', model: 'gpt-4o-mini', tools: [cleanTool] }),
    'Tidy up /srv/sales.csv.',
    { maxTurns: 50 },
  );
} catch (error) {
  if (!isGuardError(error)) throw error;
  console.log(`openai-agents: stopped after ${guard.rounds} calls: ${error.code}`);
}
await server?.close();
