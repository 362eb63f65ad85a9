import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import OpenAI from 'openai';
import { startProxy } from '../test/helpers/proxy-process.js';
import { built } from './built.js';
import { LITELLM_MASTER_KEY, LITELLM_VERSION, litellmMissing, startLitellm } from './gateway-litellm.js';
import { writeGatewayPeerTable } from './gateway-peer-table.js';

/**
 * One budget, 50 agents in flight (issue 33, point 8): the probe of test/proxy-underestimate.test.ts (an
 * upstream that bills 812 prompt tokens a call, 30 ms a call so every agent's call is in flight at once, the
 * official SDK with its retries on, each agent calling until refused, at most 4 calls) run against loopguard's
 * budgets and against LiteLLM's own budgets that run without a database, reporting what the upstream billed as
 * a share of the budget. Portkey's open-source gateway has no budget to set (budgets are on its hosted virtual
 * keys). Run: `npx tsx bench/gateway-budget-peers.ts` (needs `npm run build`; LiteLLM rows need
 * `sh bench/litellm/setup.sh`).
 */

const { startScriptedServer } = await built<typeof import('../src/testing/index.js')>('testing/index.js');

const BILLED = { prompt_tokens: 812, completion_tokens: 20 };
/** gpt-4o-mini, USD per token: what loopguard's policy and LiteLLM's bundled cost map both price it at. */
const PRICE = { input: 0.15e-6, output: 0.6e-6 };
const billedUsd = BILLED.prompt_tokens * PRICE.input + BILLED.completion_tokens * PRICE.output;
const BUDGET_USD = 0.005;
const AGENTS = 50;
const CALLS_PER_AGENT = 4;

/** Where the budget figures are written for docs/gateway.md's peer table. */
export const BUDGET_FIGURES_FILE = fileURLToPath(new URL('./figures/gateway-budget.json', import.meta.url));

/** One gateway's budget under 50 agents. */
export interface BudgetOutcome {
  readonly setup: string;
  /** Calls the upstream answered (what the provider bills). */
  readonly upstreamCalls: number;
  readonly billedUsd: number;
  /** Billed as a share of the budget, %. */
  readonly percentOfBudget: number;
  /** Refusals the agents saw, by status and code. */
  readonly refusals: Readonly<Record<string, number>>;
}

type Gateway = { readonly url: string; stop(): Promise<unknown> };

/** 50 agents, each calling until refused (at most 4 calls); `runIdOf` names each call's loopguard run. */
async function agents(
  url: string,
  runIdOf: (agent: number, call: number) => string,
): Promise<Record<string, number>> {
  const refusals: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: AGENTS }, async (_, agent) => {
      // LiteLLM's master key; loopguard passes it on to the upstream, which reads no key.
      const client = new OpenAI({ baseURL: `${url}/v1`, apiKey: LITELLM_MASTER_KEY, maxRetries: 2 });
      for (let call = 0; call < CALLS_PER_AGENT; call++) {
        try {
          await client.chat.completions.create(
            {
              model: 'gpt-4o-mini',
              messages: [{ role: 'user', content: `Check batch ${agent}.${call} for duplicates.` }],
              max_tokens: 50,
            },
            { headers: { 'x-loopguard-run-id': runIdOf(agent, call) } },
          );
        } catch (error) {
          if (!(error instanceof OpenAI.APIError)) throw error;
          const code = (error.error as { code?: string; type?: string } | undefined)?.code ?? error.type;
          const key = `${error.status} ${code ?? ''}`.trim();
          refusals[key] = (refusals[key] ?? 0) + 1;
          return;
        }
      }
    }),
  );
  return refusals;
}

/** A new run per call, as header-less single calls are (LiteLLM ignores the header). */
const runPerCall = (agent: number, call: number) => `budget-${agent}-${call}`;

async function measure(
  setup: string,
  upstream: { requests: readonly unknown[] },
  start: () => Promise<Gateway>,
  runIdOf = runPerCall,
): Promise<BudgetOutcome> {
  const gateway = await start();
  try {
    const before = upstream.requests.length;
    const refusals = await agents(gateway.url, runIdOf);
    const upstreamCalls = upstream.requests.length - before;
    const billed = upstreamCalls * billedUsd;
    return {
      setup,
      upstreamCalls,
      billedUsd: Math.round(billed * 1e7) / 1e7,
      percentOfBudget: Math.round((1_000 * billed) / BUDGET_USD) / 10,
      refusals,
    };
  } finally {
    await gateway.stop();
  }
}

function loopguardProxy(directory: string, upstream: string, name: string, policy: object) {
  return async (): Promise<Gateway> => {
    const policyFile = join(directory, `${name}.json`);
    writeFileSync(policyFile, JSON.stringify(policy));
    const args = ['--upstream', upstream, '--policy', policyFile, '--db', join(directory, `${name}.db`)];
    return startProxy(directory, args, {});
  };
}

const unlimited = { maxRounds: null, maxTokens: null, maxDurationMs: null, loop: false };

/** Runs every setup in turn against one scripted upstream; LiteLLM's rows only when its venv is there. */
export async function measureBudgetPeers(): Promise<{ outcomes: BudgetOutcome[]; notes: string[] }> {
  const upstream = await startScriptedServer({
    script: () => ({ content: 'Checked: no duplicates.', usage: BILLED }),
    faults: () => ({ latencyMs: 30 }),
  });
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-budget-peers-'));
  const notes = [
    'Portkey 1.15.2 (open-source gateway): no budget to set; its budgets belong to the hosted app',
  ];
  const outcomes: BudgetOutcome[] = [];
  try {
    outcomes.push(
      await measure(
        'loopguard: globalPerDay (memory ledger), a run per call',
        upstream,
        loopguardProxy(directory, upstream.url, 'global', {
          ...unlimited,
          maxCost: null,
          budgets: { globalPerDay: BUDGET_USD },
        }),
      ),
      await measure(
        'loopguard: maxCost of one run all 50 agents share',
        upstream,
        loopguardProxy(directory, upstream.url, 'one-run', { ...unlimited, maxCost: BUDGET_USD }),
        () => 'one-shared-run',
      ),
    );
    const missing = litellmMissing();
    if (missing) notes.push(missing);
    else {
      const origin = upstream.url;
      outcomes.push(
        await measure(
          `LiteLLM ${LITELLM_VERSION}: provider budget (router_settings.provider_budget_config, in memory)`,
          upstream,
          () =>
            startLitellm(
              origin,
              `router_settings:\n  provider_budget_config:\n    openai:\n      budget_limit: ${BUDGET_USD}\n      time_period: 1d`,
            ),
        ),
        await measure(
          `LiteLLM ${LITELLM_VERSION}: whole-proxy budget (litellm_settings.max_budget, no database)`,
          upstream,
          () => startLitellm(origin, `litellm_settings:\n  max_budget: ${BUDGET_USD}\n  budget_duration: 1d`),
        ),
      );
      notes.push(
        "LiteLLM's key, team and user budgets need its PostgreSQL database through Prisma, whose engine binaries are fetched at run time (this machine cannot): not run",
      );
    }
  } finally {
    await upstream.close();
    rmSync(directory, { recursive: true, force: true });
  }
  return { outcomes, notes };
}

/** Measures, prints the table and writes the figures file (unless `LOOPGUARD_BENCH_FIGURES=0`). */
export async function reportBudgetPeers(): Promise<void> {
  const { outcomes, notes } = await measureBudgetPeers();
  console.log(
    `one budget of $${BUDGET_USD}, ${AGENTS} agents in flight (each until refused, at most ${CALLS_PER_AGENT} calls, SDK retries on), an upstream billing $${billedUsd.toFixed(7)} a call (812 prompt tokens) after 30 ms:`,
  );
  const table = new Table({
    head: ['gateway and budget', 'calls billed', 'billed USD', '% of budget', 'refusals'],
    style: { head: [], border: [] },
  });
  for (const row of outcomes)
    table.push([
      row.setup,
      String(row.upstreamCalls),
      row.billedUsd.toFixed(6),
      `${row.percentOfBudget.toFixed(1)}%`,
      Object.entries(row.refusals)
        .map(([code, count]) => `${count}× ${code}`)
        .join(', ') || 'none',
    ]);
  console.log(table.toString());
  for (const note of notes) console.log(`not measured: ${note}`);
  if (process.env.LOOPGUARD_BENCH_FIGURES === '0') return;
  mkdirSync(join(BUDGET_FIGURES_FILE, '..'), { recursive: true });
  const figures = {
    measuredAt: new Date().toISOString(),
    budgetUsd: BUDGET_USD,
    agents: AGENTS,
    callsPerAgent: CALLS_PER_AGENT,
    billedUsdPerCall: billedUsd,
    outcomes,
    notes,
  };
  writeFileSync(BUDGET_FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(
    `figures written to ${BUDGET_FIGURES_FILE}; peer table rewritten in ${writeGatewayPeerTable()}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await reportBudgetPeers();
