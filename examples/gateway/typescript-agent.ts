/**
 * An agent in TypeScript on the plain `openai` SDK, unmodified, whose calls go through the loopguard proxy.
 * With LOOPGUARD_PROXY_URL set it uses that proxy; else it starts one in this process, in front of the
 * scripted model (a model that keeps asking for the same file), so the example runs offline.
 *
 *     node --import tsx examples/gateway/typescript-agent.ts
 */

import { createFetchUpstream, createProxy, serveProxy } from 'loopguard/proxy';
import { createScriptedHandler } from 'loopguard/testing';
import OpenAI from 'openai';

async function localProxy() {
  const model = createScriptedHandler({
    script: () => ({ toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] }),
  });
  const proxy = createProxy({ upstream: createFetchUpstream(model), openAIBaseUrl: 'http://scripted.model' });
  const served = await serveProxy(proxy.exchange, { port: 0 });
  return {
    url: served.url,
    close: async () => {
      await served.close();
      await proxy.close();
    },
  };
}

const local = process.env.LOOPGUARD_PROXY_URL ? undefined : await localProxy();
const client = new OpenAI({
  baseURL: `${process.env.LOOPGUARD_PROXY_URL || local?.url}/v1`,
  apiKey: process.env.OPENAI_API_KEY || 'sk-typescript-agent',
  // Retries stay on: a trip is answered with a status and `x-should-retry: false` the SDK never retries.
  maxRetries: 3,
  defaultHeaders: {
    'x-loopguard-run-id': `typescript-agent-${Date.now()}`,
    'x-loopguard-agent': 'typescript-agent',
  },
});
const tools: OpenAI.ChatCompletionTool[] = [
  {
    type: 'function',
    function: { name: 'read_file', parameters: { type: 'object', properties: { path: { type: 'string' } } } },
  },
];
const messages: OpenAI.ChatCompletionMessageParam[] = [
  { role: 'user', content: 'Find the TODO in notes.txt' },
];

let calls = 0;
try {
  for (; calls < 20; calls++) {
    const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, tools });
    const message = completion.choices[0]?.message;
    if (!message?.tool_calls?.length) {
      console.log(`typescript-agent: answered after ${calls + 1} calls: ${message?.content}`);
      break;
    }
    messages.push(message);
    for (const call of message.tool_calls)
      messages.push({ role: 'tool', tool_call_id: call.id, content: 'notes.txt: 3 lines, no TODO found' });
  }
} catch (error) {
  if (!(error instanceof OpenAI.APIError) || error.type !== 'loop_guard') throw error;
  console.log(`typescript-agent: stopped after ${calls} calls: ${error.code} (HTTP ${error.status})`);
  console.log(`typescript-agent: ${error.message}`);
} finally {
  await local?.close();
}
