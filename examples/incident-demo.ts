/**
 * The incident from the brief, end to end: a sub-agent that "cleans sales data" calls its cleaning tool
 * again and again, the path differing only by trailing spaces. Every call succeeds, so nothing alerts.
 * Run once without a guard (capped at 200 rounds) and once with the default guard.
 */
import Table from 'cli-table3';
import { createMemorySink, createPriceBook, defineTool, type RunAgentResult, runAgent } from 'loopguard';
import { createScriptedModel } from 'loopguard/testing';

const modelName = 'gpt-4o';
const cap = 200;

const cleanCsv = defineTool({
  name: 'clean_csv',
  description: 'Removes malformed rows from a CSV file.',
  parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  run: async ({ path }: { path: string }) => `${path.trim()}: 980 rows kept, 20 malformed rows removed`,
});

function loopingModel() {
  return createScriptedModel(
    (round) => ({
      toolCalls: [{ name: 'clean_csv', arguments: { path: `/srv/sales.csv${' '.repeat(round % 3)}` } }],
    }),
    { modelName },
  );
}

const task = 'Tidy up the sales CSV at /srv/sales.csv, then write a short report.';

const unguardedEvents = createMemorySink();
const unguarded = await runAgent({
  model: loopingModel().model,
  modelName,
  task,
  tools: [cleanCsv],
  guard: {
    maxRounds: cap,
    maxDurationMs: null,
    callTimeoutMs: null,
    maxTokens: null,
    loop: false,
    onEvent: unguardedEvents.listener,
  },
});
const guarded = await runAgent({ model: loopingModel().model, modelName, task, tools: [cleanCsv] });

// Project the unguarded run to the six hours of the incident at 2.5 s per call, the prompt growing as it
// did in the capped run until it fills gpt-4o's 128k context window.
const price = createPriceBook().priceOf(modelName);
if (!price) throw new Error(`no price for ${modelName}`);
const calls = (6 * 3600) / 2.5;
const prompts = unguardedEvents.events
  .filter((event) => event.event === 'llm_response')
  .map((event) => event.token_usage?.prompt ?? 0);
const firstPrompt = prompts[0] ?? 0;
const growth = ((prompts.at(-1) ?? 0) - firstPrompt) / Math.max(1, prompts.length - 1);
let projectedTokens = 0;
for (let round = 0; round < calls; round++)
  projectedTokens += Math.min(firstPrompt + growth * round, 128_000) + 60;
const projectedCost = (projectedTokens * price.inputPerMTok) / 1_000_000;

const money = (value: number) => `$${value.toFixed(4)}`;
const row = (label: string, result: RunAgentResult) => [
  label,
  result.rounds,
  (result.usage.promptTokens + result.usage.completionTokens).toLocaleString('en-US'),
  money(result.cost),
  result.error ? `${result.error.code}` : result.state,
];
const table = new Table({
  head: ['run', 'LLM calls', 'tokens', `cost (${modelName})`, 'ended with'],
  style: { head: [], border: [] },
});
table.push(row(`no guard (capped at ${cap})`, unguarded), row('default guard', guarded));

console.log(`Task: ${task}`);
console.log(
  'The model calls clean_csv with "/srv/sales.csv", "/srv/sales.csv ", "/srv/sales.csv  ", ...; every call succeeds.\n',
);
console.log(table.toString());
if (guarded.error) {
  console.log(
    `\nWhere and why the guard stopped: after LLM call ${guarded.error.round}, ${guarded.error.code}`,
  );
  console.log(`  ${guarded.error.message}`);
  console.log(
    `  evidence: rounds ${guarded.error.evidence.rounds?.join(', ')} → ${guarded.error.evidence.signatures?.join(', ')}`,
  );
  console.log(
    `  retry advice: ${guarded.error.advice.retryable ? 'retry' : 'do not retry'}: ${guarded.error.advice.reason}`,
  );
}
console.log(
  `\nSaved against the capped run: ${unguarded.rounds - guarded.rounds} LLM calls, ${money(unguarded.cost - guarded.cost)}.`,
);
console.log(
  `Left alone for the six hours of the incident (~${calls.toLocaleString('en-US')} calls at 2.5 s), the loop would have burned ~${Math.round(projectedTokens / 1e6).toLocaleString('en-US')}M tokens, about $${projectedCost.toFixed(0)}.`,
);
