/** LangChain / LangGraph: a guarded chat model; its trip is the model call's own error, long before recursionLimit. */
import { tool } from '@langchain/core/tools';
import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { ChatOpenAI } from '@langchain/openai';
import { createGuard, isGuardError } from 'loopguard';
import { guardChatModel } from 'loopguard/adapters/langchain';
import { z } from 'zod';
import { cleanCsv, loopingModel } from './looping-model.js';

const server = process.env.OPENAI_API_KEY ? undefined : await loopingModel();
const guard = createGuard({ maxRounds: 10 });
const llm = guardChatModel(
  new ChatOpenAI({
    model: 'gpt-4o-mini',
    ...(server ? { apiKey: 'scripted', configuration: { baseURL: server.openAIBaseURL } } : {}),
  }),
  guard,
);
const cleanTool = tool(async ({ path }) => cleanCsv(path), {
  name: 'clean_csv',
  description: 'Cleans a CSV.',
  schema: z.object({ path: z.string() }),
});
try {
  await createReactAgent({ llm, tools: [cleanTool] }).invoke(
    { messages: [{ role: 'user', content: 'Tidy up /srv/sales.csv.' }] },
    { recursionLimit: 50 },
  );
} catch (error) {
  if (!isGuardError(error)) throw error;
  console.log(`langchain: stopped after ${guard.rounds} calls: ${error.code}`);
}
await server?.close();
