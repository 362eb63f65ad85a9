/**
 * One machine of a fleet, as a child process of the fleet test: `agents` concurrent agents, each calling the
 * model (the scripted server, through the official OpenAI client) until its budget says stop. Modes:
 * - `guarded`: every call reserves its worst case in the shared scope through the Redis ledger first;
 * - `naive`: check-then-charge, as LiteLLM does: read the scope's spend, call if it is under the limit,
 *   then add the cost;
 * - `hold`: one agent reserves and starts a call that does not answer, then waits to be killed.
 * Prints `ready`, waits for `go` on stdin, runs, and prints one JSON line with what it spent.
 *
 * Usage: node --import tsx test/helpers/fleet-agents.ts '<json FleetAgentsInput>'
 */
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import OpenAI from 'openai';
import { createRedisBudgetLedger } from '../../src/budget/redis-budget-ledger.js';
import { withSharedBudget } from '../../src/budget/with-shared-budget.js';
import { isGuardError } from '../../src/errors.js';
import { createGuard } from '../../src/guard/guard.js';

/** What the fleet test passes to one process. */
export interface FleetAgentsInput {
  readonly mode: 'guarded' | 'naive' | 'hold';
  readonly name: string;
  readonly redisUrl: string;
  readonly keyPrefix: string;
  readonly scope: { readonly key: string; readonly limitUsd: number; readonly retainMs: number };
  readonly baseURL: string;
  readonly agents: number;
  readonly callsPerAgent: number;
  readonly model: string;
  readonly maxOutputTokens: number;
  readonly prompt: string;
  readonly reservationTtlMs?: number;
}

/** What one process reports. */
export interface FleetAgentsOutput {
  readonly name: string;
  /** The real cost of every call made, USD, as the guards priced them from the usage the server reported. */
  readonly spentUsd: number;
  readonly calls: number;
  /** Calls refused by the shared budget (guarded) or skipped because the spend read was at the limit (naive). */
  readonly stopped: number;
}

const input = JSON.parse(process.argv[2] ?? '{}') as FleetAgentsInput;
const client = new OpenAI({ baseURL: input.baseURL, apiKey: 'test', maxRetries: 0 });
const messages = [{ role: 'user' as const, content: input.prompt }];
const ledger = createRedisBudgetLedger({ url: input.redisUrl, keyPrefix: input.keyPrefix });
const redis = new Redis(input.redisUrl);
const naiveKey = `${input.keyPrefix}naive:${input.scope.key}`;

let spentUsd = 0;
let calls = 0;
let stopped = 0;

async function complete(signal: AbortSignal) {
  const response = await client.chat.completions.create(
    { model: input.model, messages, max_tokens: input.maxOutputTokens },
    { signal },
  );
  return {
    text: response.choices[0]?.message.content ?? null,
    usage: {
      promptTokens: response.usage?.prompt_tokens ?? 0,
      completionTokens: response.usage?.completion_tokens ?? 0,
    },
  };
}

async function guardedAgent(index: number): Promise<void> {
  const guard = createGuard({ maxCost: 100, runId: `${input.name}-${index}` });
  const shared = withSharedBudget(guard, {
    ledger,
    scopes: [input.scope],
    ...(input.reservationTtlMs === undefined ? {} : { reservationTtlMs: input.reservationTtlMs }),
  });
  for (let round = 0; round < input.callsPerAgent; round++) {
    let call: Awaited<ReturnType<typeof shared.beforeCall>>;
    try {
      call = await shared.beforeCall({
        model: input.model,
        messages,
        maxOutputTokens: input.maxOutputTokens,
      });
    } catch (error) {
      if (!isGuardError(error) || error.code !== 'GUARD_BUDGET_LIMIT') throw error;
      stopped++;
      return;
    }
    if (input.mode === 'hold') {
      process.stdout.write(`held ${call.reservationId}\n`);
      await complete(call.signal);
      return;
    }
    const before = guard.cost;
    await call.end(await complete(call.signal));
    spentUsd += guard.cost - before;
    calls++;
  }
}

async function naiveAgent(index: number): Promise<void> {
  // The same guard prices each call; only the shared budget is kept the naive way.
  const guard = createGuard({ maxCost: 100, runId: `${input.name}-${index}` });
  for (let round = 0; round < input.callsPerAgent; round++) {
    const spentMicro = Number((await redis.get(naiveKey)) ?? 0);
    if (spentMicro >= input.scope.limitUsd * 1e6) {
      stopped++;
      return;
    }
    const ticket = guard.beforeCall({ model: input.model, messages, maxOutputTokens: input.maxOutputTokens });
    const before = guard.cost;
    ticket.end(await complete(ticket.signal));
    const cost = guard.cost - before;
    await redis.incrby(naiveKey, Math.ceil(cost * 1e6));
    spentUsd += cost;
    calls++;
  }
}

async function main(): Promise<void> {
  await redis.ping();
  process.stdout.write('ready\n');
  const lines = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => lines.once('line', () => resolve()));
  lines.close();
  const agent = input.mode === 'naive' ? naiveAgent : guardedAgent;
  await Promise.all(Array.from({ length: input.agents }, (_, index) => agent(index)));
  const output: FleetAgentsOutput = { name: input.name, spentUsd, calls, stopped };
  process.stdout.write(`${JSON.stringify(output)}\n`);
  await ledger.close();
  await redis.quit();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
