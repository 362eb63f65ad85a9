/** The reference loop: tools with envelopes, an idempotent cache, a final tool, the nudge escalation. */
import { defineTool, runAgent } from 'loopguard';
import { createScriptedModel } from 'loopguard/testing';

let lookups = 0;
const lookupRate = defineTool({
  name: 'lookup_rate',
  description: 'Returns an exchange rate.',
  parameters: { type: 'object', properties: { pair: { type: 'string' } }, required: ['pair'] },
  idempotent: true,
  run: async ({ pair }: { pair: string }) => {
    lookups++;
    return { pair: pair.trim(), rate: 1.0842 };
  },
});
const fileReport = defineTool({
  name: 'file_report',
  description: 'Files the report; this ends the task.',
  final: true,
  run: async ({ rate }: { rate: number }) => `report filed with rate ${rate}`,
});

const { model, requests } = createScriptedModel([
  { toolCalls: [{ name: 'lookup_rate', arguments: { pair: 'EUR/USD' } }] },
  { toolCalls: [{ name: 'lookup_rate', arguments: { pair: 'EUR/USD ' } }] },
  { toolCalls: [{ name: 'file_report', arguments: { rate: 1.0842 } }] },
  { content: 'This turn is never requested: file_report was final.' },
]);

const result = await runAgent({
  model,
  modelName: 'gpt-4o-mini',
  task: 'File the FX report with the EUR/USD rate.',
  tools: [lookupRate, fileReport],
  guard: { maxRounds: 8, loop: { escalation: 'nudge' } },
});
console.log(`state: ${result.state}, output: ${JSON.stringify(result.output)}`);
console.log(
  `model calls: ${requests.length}, tool runs of lookup_rate: ${lookups} (second call served from the cache)`,
);
console.log(`cost: $${result.cost.toFixed(6)}`);
