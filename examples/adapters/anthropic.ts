/** Anthropic SDK: wrap the client; messages.create, messages.stream and the beta tool runner are guarded. */
import Anthropic from '@anthropic-ai/sdk';
import { createGuard, isGuardError } from 'loopguard';
import { guardAnthropic } from 'loopguard/adapters/anthropic';
import { cleanCsv, loopingModel } from './looping-model.js';

const server = process.env.ANTHROPIC_API_KEY ? undefined : await loopingModel();
const guard = createGuard({ maxRounds: 10 });
const client = guardAnthropic(
  new Anthropic(server ? { baseURL: server.url, apiKey: 'scripted' } : {}),
  guard,
);
const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'Tidy up /srv/sales.csv.' }];
const tools = [
  { name: 'clean_csv', input_schema: { type: 'object' as const, properties: { path: { type: 'string' } } } },
];
try {
  for (;;) {
    const message = await client.messages
      .stream({ model: 'claude-sonnet-4-20250514', max_tokens: 1024, messages, tools })
      .finalMessage();
    messages.push({ role: 'assistant', content: message.content });
    const uses = message.content.filter((block) => block.type === 'tool_use');
    if (uses.length === 0) break;
    messages.push({
      role: 'user',
      content: uses.map((use) => ({
        type: 'tool_result' as const,
        tool_use_id: use.id,
        content: cleanCsv((use.input as { path: string }).path),
      })),
    });
  }
} catch (error) {
  if (!isGuardError(error)) throw error;
  console.log(`anthropic: stopped after ${guard.rounds} calls: ${error.code}`);
}
await server?.close();
