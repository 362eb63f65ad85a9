/**
 * Shared budgets: agents on different machines share one team budget per day. Each guard checks its own
 * run's gates, then reserves the call's worst case in the shared scope (all or nothing), then settles the
 * real cost. With REDIS_URL set the ledger is Redis: run this on two machines at once and together they
 * stay within the day's $0.01. Without it, the two agents of this process share an in-memory ledger. The
 * model is the scripted one unless OPENAI_API_KEY is set.
 */
import { createGuard, isGuardError } from 'loopguard';
import {
  createMemoryBudgetLedger,
  createRedisBudgetLedger,
  dailyScope,
  withSharedBudget,
} from 'loopguard/budget';
import { startScriptedServer } from 'loopguard/testing';
import OpenAI from 'openai';

const redisUrl = process.env.REDIS_URL;
const ledger = redisUrl ? createRedisBudgetLedger({ url: redisUrl }) : createMemoryBudgetLedger();
const teamBudget = (now: number) => [dailyScope('team:support', 0.01, now)];
const server = process.env.OPENAI_API_KEY
  ? undefined
  : await startScriptedServer({ script: (round) => ({ content: `Draft reply ${round}: refund approved.` }) });
const client = new OpenAI(server ? { baseURL: server.openAIBaseURL, apiKey: 'scripted' } : {});

async function agent(ticket: string): Promise<void> {
  const guard = createGuard({ maxCost: 0.05, runId: `${ticket}-${process.pid}` });
  const shared = withSharedBudget(guard, { ledger, scopes: teamBudget });
  const messages: OpenAI.ChatCompletionMessageParam[] = [
    { role: 'user', content: `Answer ticket ${ticket}.` },
  ];
  for (let turn = 1; turn <= 20; turn++) {
    try {
      const call = await shared.beforeCall({ model: 'gpt-4o', messages, maxOutputTokens: 300 });
      const completion = await client.chat.completions.create(
        { model: 'gpt-4o', messages, max_tokens: 300 },
        { signal: call.signal },
      );
      const text = completion.choices[0]?.message.content ?? '';
      await call.end({
        text,
        usage: {
          promptTokens: completion.usage?.prompt_tokens ?? 0,
          completionTokens: completion.usage?.completion_tokens ?? 0,
        },
      });
      messages.push({ role: 'assistant', content: text }, { role: 'user', content: 'Shorter, please.' });
    } catch (error) {
      if (!isGuardError(error)) throw error;
      console.log(`${ticket}: ${turn - 1} calls, then ${error.code} in ${String(error.evidence.scope)}`);
      return;
    }
  }
  console.log(`${ticket}: 20 calls`);
}

await Promise.all([agent('T-1001'), agent('T-1002')]);
const [scope] = teamBudget(Date.now());
const usage = await ledger.usage(scope?.key ?? '');
console.log(
  `${scope?.key}: $${usage.spentUsd.toFixed(6)} spent of $${scope?.limitUsd}, $${usage.reservedUsd} held`,
);
await ledger.close();
await server?.close();
