import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { runCli } from './helpers/cli.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-alert-gateway-'));
const db = join(work, 'gateway.db');
const policy = join(work, 'gateway.yaml');
const GLOBAL_USD = 0.1;
const AGENT_USD = 0.05;
writeFileSync(policy, `budgets:\n  globalPerDay: ${GLOBAL_USD}\n  perAgentPerDay: ${AGENT_USD}\n`);

let scripted: ScriptedServer;
let proxy: ProxyProcess;
let receiver: WebhookReceiver;
beforeAll(async () => {
  // Every answer is billed for a large prompt, so a few calls reach the budgets.
  scripted = await startScriptedServer({
    script: () => ({ content: 'done', usage: { prompt_tokens: 100_000, completion_tokens: 500 } }),
  });
  proxy = await startProxy(work, ['--upstream', `${scripted.url}/v1`, '--policy', policy, '--db', db], {});
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  if (proxy.child.exitCode === null) await proxy.stop();
  await scripted.close();
  await receiver.close();
});

/** Calls through the gateway as `agent`, a new run each call, until the gateway refuses one. */
async function spendUntilRefused(agent: string): Promise<{ served: number; refusal: string }> {
  for (let call = 1; call <= 30; call++) {
    const response = await fetch(`${proxy.url}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-loopguard-agent': agent,
        'x-loopguard-run-id': `${agent}-${call}`,
      },
      body: JSON.stringify({
        model: 'gpt-4o-mini',
        max_tokens: 500,
        messages: [{ role: 'user', content: 'go' }],
      }),
    });
    const text = await response.text();
    if (response.status !== 200) return { served: call - 1, refusal: text };
  }
  throw new Error(`the gateway never refused ${agent}`);
}

describe('loopguard alert on a gateway that enforces its daily budgets', () => {
  it("posts the budgets the gateway's own policy file sets, from the calls it stored, beside its refusals", async () => {
    const support = await spendUntilRefused('support');
    const writer = await spendUntilRefused('writer');
    expect(support.served).toBeGreaterThan(0);
    expect(writer.served).toBeGreaterThan(0);
    expect(support.refusal).toContain('shared budget');
    // The gateway writes its events as it goes; they are in the store once it has stopped.
    expect(await proxy.stop()).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    const store = new Database(db, { readonly: true });
    const spent = Object.fromEntries(
      (
        store
          .prepare(
            `SELECT agent_name AS agent, SUM(cost) AS usd FROM events
             WHERE event = 'llm_response' AND currency = 'USD' GROUP BY agent_name`,
          )
          .all() as { agent: string; usd: number }[]
      ).map((row) => [row.agent, row.usd]),
    );
    store.close();
    const total = (spent.support ?? 0) + (spent.writer ?? 0);
    // What the gateway let through stays within each budget.
    expect(spent.support).toBeLessThanOrEqual(AGENT_USD);
    expect(total).toBeLessThanOrEqual(GLOBAL_USD);

    const hook = `${receiver.url}/gateway`;
    const alert = () =>
      runCli(['alert', '--db', db, '--webhook', hook, '--no-anomalies', '--policy', policy]);
    const first = await alert();
    expect(first).toMatchObject({ code: 0, stderr: '' });
    const bodies = receiver.json('/gateway') as {
      kind: string;
      trips?: { agent: string; code: string; count: number }[];
      crossings?: { scope: string; threshold: number; spentUsd: number; percentUsed: number }[];
    }[];
    // The refusals are trips; the spend the store holds is measured against the policy's budgets.
    expect(bodies.find((body) => body.kind === 'trip_alert')?.trips).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ agent: 'support', code: 'GUARD_BUDGET_LIMIT' }),
        expect.objectContaining({ agent: 'writer', code: 'GUARD_BUDGET_LIMIT' }),
      ]),
    );
    const crossings = bodies.find((body) => body.kind === 'budget_threshold')?.crossings ?? [];
    const expected = [
      ['global', total, GLOBAL_USD],
      ['agent:support', spent.support ?? 0, AGENT_USD],
      ['agent:writer', spent.writer ?? 0, AGENT_USD],
    ]
      .filter(([, usd, limit]) => (usd as number) >= 0.8 * (limit as number))
      .map(([scope, usd, limit]) => ({
        scope: `${scope}:${today}`,
        threshold: (usd as number) >= (limit as number) ? 100 : 80,
        spentUsd: expect.closeTo(usd as number, 9),
      }));
    expect(expected.length).toBeGreaterThan(0);
    expect(crossings).toMatchObject(expected);

    const again = await alert();
    expect(again.stdout.trim()).toBe('0 new trip(s); nothing to post');
    expect(receiver.json('/gateway')).toHaveLength(bodies.length);
  }, 60_000);
});
