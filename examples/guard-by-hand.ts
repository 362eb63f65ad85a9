/**
 * The guard in your own loop: check before each call, pass the signal, record usage, tool calls and
 * results. Uses the scripted model; swap in any client (see README).
 */
import { createGuard, createJsonLinesSink, isGuardError } from 'loopguard';
import { createScriptedModel } from 'loopguard/testing';

const { model } = createScriptedModel((round) => ({
  toolCalls: [{ name: 'fetch_rates', arguments: { pair: 'EUR/USD', request_id: `req-${round}` } }],
}));
const logs = createJsonLinesSink({ stream: process.stdout });
const guard = createGuard({
  taskId: 'rates-report',
  maxCost: 0.01,
  currency: 'EUR',
  usdRate: 0.92,
  onEvent: (event) => {
    if (event.event === 'guard_trigger' || event.event === 'run_end') logs.listener(event);
  },
});
const messages: { role: 'user' | 'assistant' | 'tool'; content: string | null }[] = [
  { role: 'user', content: 'Fetch the EUR/USD rate.' },
];

try {
  for (;;) {
    const call = guard.beforeCall({ model: 'gpt-4o-mini', messages, maxOutputTokens: 512 });
    const reply = await model({
      messages,
      tools: [],
      signal: call.signal,
      round: call.round,
      maxOutputTokens: 512,
    });
    const usage = reply.usage as { prompt_tokens: number; completion_tokens: number };
    const toolCalls = reply.message.tool_calls ?? [];
    call.end({
      usage: { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens },
      toolCalls: toolCalls.map((c) => ({ id: c.id, name: c.function.name, arguments: c.function.arguments })),
      text: reply.message.content,
    });
    messages.push({ role: 'assistant', content: reply.message.content });
    for (const toolCall of toolCalls) {
      const result = '1.0842';
      guard.recordToolResult({ toolCallId: toolCall.id, result });
      messages.push({ role: 'tool', content: result });
    }
  }
} catch (error) {
  if (!isGuardError(error)) throw error;
  console.log(`stopped: ${error.code} after call ${error.round}; spent ${guard.cost.toFixed(6)} EUR`);
  console.log(`retry? ${error.advice.retryable}: ${error.advice.reason}`);
}
