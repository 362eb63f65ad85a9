/** Vercel AI SDK: a language-model middleware; `onTrip: 'answer'` ends the run with a final answer saying why. */
import { createOpenAI } from '@ai-sdk/openai';
import { generateText, stepCountIs, tool, wrapLanguageModel } from 'ai';
import { createGuard } from 'loopguard';
import { guardMiddleware } from 'loopguard/adapters/ai-sdk';
import { z } from 'zod';
import { cleanCsv, loopingModel } from './looping-model.js';

const server = process.env.OPENAI_API_KEY ? undefined : await loopingModel();
const provider = createOpenAI(server ? { baseURL: server.openAIBaseURL, apiKey: 'scripted' } : {});
const guard = createGuard({ maxRounds: 10 });
const result = await generateText({
  model: wrapLanguageModel({
    model: provider.chat('gpt-4o-mini'),
    middleware: guardMiddleware(guard, { onTrip: 'answer' }),
  }),
  tools: {
    clean_csv: tool({
      inputSchema: z.object({ path: z.string() }),
      execute: async ({ path }) => cleanCsv(path),
    }),
  },
  stopWhen: stepCountIs(50),
  prompt: 'Tidy up /srv/sales.csv.',
});
console.log(`ai-sdk: ${guard.rounds} calls, final answer: ${result.text.slice(0, 60)}…`);
await server?.close();
