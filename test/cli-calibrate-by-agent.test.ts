import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GuardOptions } from '../src/guard/options.js';
import type { GatewayPolicy, RunLabels } from '../src/proxy/gateway-policy.js';
import { loadGatewayPolicy } from '../src/proxy/policy/load-gateway-policy.js';
import { startScriptedServer } from '../src/testing/index.js';
import { type CliResult, runCli } from './helpers/cli.js';
import { startProxy } from './helpers/proxy-process.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-calibrate-by-agent-'));
const store = join(work, 'history.db');
const limitCodes = ['GUARD_ROUND_LIMIT', 'GUARD_TIME_LIMIT', 'GUARD_TOKEN_LIMIT', 'GUARD_BUDGET_LIMIT'];

/** One agent's recorded history: legitimate runs of a few tool calls each, then a final answer. */
interface AgentHistory {
  readonly agent: string;
  readonly taskType?: string | undefined;
  readonly runs: number;
  readonly model: string;
  /** Prompt tokens of a run's first call; each later call's prompt grows by `promptStep`. */
  readonly firstPrompt: number;
  readonly promptStep: number;
  readonly completion: number;
  /** Milliseconds between two messages. */
  readonly pace: number;
}

const cheap: AgentHistory = {
  agent: 'support-bot',
  taskType: 'triage',
  runs: 24,
  model: 'gpt-4o-mini',
  firstPrompt: 300,
  promptStep: 100,
  completion: 50,
  pace: 1_000,
};
const dear: AgentHistory = {
  agent: 'research-bot',
  taskType: 'research',
  runs: 24,
  model: 'gpt-4o',
  firstPrompt: 600,
  promptStep: 300,
  completion: 150,
  pace: 3_000,
};
// Too few runs for a suggestion of its own, and no task type.
const rare: AgentHistory = { ...cheap, agent: 'audit-bot', taskType: undefined, runs: 5 };

/** Writes the agent's runs as transcripts with real timestamps: 3 to 6 calls a run, every call distinct. */
function writeHistory(history: AgentHistory): string {
  let clock = Date.UTC(2026, 10, 20, 9);
  const at = () => {
    clock += history.pace;
    return new Date(clock).toISOString();
  };
  const lines: string[] = [];
  for (let run = 0; run < history.runs; run++) {
    const id = `${history.agent}-${String(run).padStart(2, '0')}`;
    const messages: Record<string, unknown>[] = [
      { role: 'system', content: `You are ${history.agent}.`, timestamp: at() },
      { role: 'user', content: `Request ${id}.`, timestamp: at() },
    ];
    const calls = 3 + (run % 4);
    for (let call = 0; call < calls; call++) {
      const usage = {
        prompt_tokens: history.firstPrompt + call * history.promptStep,
        completion_tokens: history.completion,
      };
      if (call === calls - 1) {
        messages.push({
          role: 'assistant',
          content: `Done with ${id}.`,
          model: history.model,
          usage,
          timestamp: at(),
        });
        continue;
      }
      const callId = `${id}-c${call}`;
      messages.push({
        role: 'assistant',
        content: null,
        model: history.model,
        usage,
        tool_calls: [
          {
            id: callId,
            type: 'function',
            function: { name: 'lookup', arguments: JSON.stringify({ record: `${id}/${call}` }) },
          },
        ],
        timestamp: at(),
      });
      messages.push({
        role: 'tool',
        tool_call_id: callId,
        content: `record ${id}/${call}: found`,
        timestamp: at(),
      });
    }
    lines.push(JSON.stringify({ id, messages }));
  }
  const path = join(work, `${history.agent}.jsonl`);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** The guard options the gateway gives a run with these labels, before the run's own names. */
function optionsOf(gateway: GatewayPolicy, labels: RunLabels): GuardOptions {
  const options = gateway.baseGuardOptionsFor?.(labels);
  if (!options) throw new Error('the gateway policy gives no base options');
  return options;
}

/** A plain guard policy file. */
function policyFile(name: string, options: Record<string, unknown>): string {
  const path = join(work, name);
  writeFileSync(path, JSON.stringify(options));
  return path;
}

interface Verdict {
  id: string;
  tripped: boolean;
  code: string | null;
}
const verdicts = (result: CliResult): Verdict[] =>
  result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Verdict);

interface GroupJson {
  name: string;
  runs: number;
  suggested: Record<string, number> | null;
  leftOut: string[];
  spread: { cost: { p50: number; high: number; max: number } };
}

const transcripts = new Map<AgentHistory, string>();

beforeAll(async () => {
  // The history, recorded into a real SQLite store under each agent's name, with no limit in the way.
  for (const history of [cheap, dear, rare]) {
    const file = writeHistory(history);
    transcripts.set(history, file);
    const labels = policyFile(`record-${history.agent}.json`, {
      agentName: history.agent,
      ...(history.taskType ? { taskType: history.taskType } : {}),
      maxRounds: null,
      maxTokens: null,
      maxDurationMs: null,
    });
    const recorded = await runCli(['replay', file, '--policy', labels, '--db', store, '--json']);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(verdicts(recorded).every((verdict) => !verdict.tripped)).toBe(true);
  }
}, 60_000);

describe('loopguard calibrate --by agent', () => {
  const written = join(work, 'gateway-policy.json');
  let text: CliResult;
  let policy: { agents: Record<string, Record<string, number>> } & Record<string, unknown>;

  beforeAll(async () => {
    text = await runCli(['calibrate', '--db', store, '--by', 'agent', '--out', written]);
    policy = JSON.parse(readFileSync(written, 'utf8'));
  });

  it('suggests limits per agent, each saying how many runs it rests on', () => {
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('suggested per agent (p95 × 1.5, each from at least 20 runs of its own):');
    expect(text.stdout).toMatch(/^ {2}support-bot \(24 runs\): \{"maxRounds":/m);
    expect(text.stdout).toMatch(/^ {2}research-bot \(24 runs\): \{"maxRounds":/m);
    expect(text.stdout).toContain('suggested policy for all runs (p95 × 1.5, from 53 runs');
    expect(text.stdout).toContain(
      `written to ${written}: a gateway policy with the overrides under "agents"; use it with loopguard proxy --policy ${written}`,
    );
  });

  it('gives the agent with too few runs no suggestion, and says why', () => {
    expect(text.stdout).toContain(
      '  audit-bot (5 runs): no suggestion from 5 completed runs, fewer than the minimum of 20 (--min-runs): the p95 of 5 runs is simply the largest of them',
    );
    expect(Object.keys(policy.agents).sort()).toEqual(['research-bot', 'support-bot']);
  });

  it("sizes the cheap agent's limits far below the dear one's", () => {
    const support = policy.agents['support-bot'] as Record<string, number>;
    const research = policy.agents['research-bot'] as Record<string, number>;
    expect(research.maxCost).toBeGreaterThan(10 * (support.maxCost as number));
    for (const limit of ['maxTokens', 'maxDurationMs'])
      expect(research[limit], limit).toBeGreaterThan(support[limit] as number);
    // The written defaults for everyone else sit between the two: sized on all runs.
    expect(policy.maxCost).toBeGreaterThan(support.maxCost as number);
  });

  it('writes a file the gateway policy loader reads, each agent getting its own options', async () => {
    const gateway = await loadGatewayPolicy(written);
    expect(optionsOf(gateway, { runId: 'r', agent: 'support-bot' }).maxCost).toBe(
      policy.agents['support-bot']?.maxCost,
    );
    expect(optionsOf(gateway, { runId: 'r', agent: 'someone-else' }).maxCost).toBe(policy.maxCost);
  });

  it('is in force at the gateway: the same gpt-4o call passes as the dear agent and is refused as the cheap one', async () => {
    const upstream = await startScriptedServer({ script: () => ({ content: 'hello from upstream' }) });
    const proxy = await startProxy(
      work,
      ['--upstream', `${upstream.url}/v1`, '--policy', written, '--db', join(work, 'gateway.db')],
      {},
    );
    try {
      const call = (agent: string) =>
        fetch(`${proxy.url}/v1/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: 'Bearer sk-test',
            'x-loopguard-agent': agent,
            'x-loopguard-run-id': `gateway-${agent}`,
          },
          body: JSON.stringify({
            model: 'gpt-4o',
            messages: [{ role: 'user', content: 'Summarise the paper.' }],
          }),
        });
      const dearCall = await call('research-bot');
      expect(dearCall.status).toBe(200);
      const cheapCall = await call('support-bot');
      const refusal = await cheapCall.text();
      expect(cheapCall.status, refusal).toBeGreaterThanOrEqual(400);
      expect(refusal).toContain('GUARD_BUDGET_LIMIT');
      expect(upstream.requests).toHaveLength(1);
    } finally {
      expect(await proxy.stop()).toBe(0);
      await upstream.close();
    }
  });

  it('replays each agent’s history under the limits the gateway gives that agent: no run is stopped', async () => {
    const gateway = await loadGatewayPolicy(written);
    for (const history of [cheap, dear, rare]) {
      const options = optionsOf(gateway, { runId: 'r', agent: history.agent });
      const file = policyFile(`effective-${history.agent}.json`, options as Record<string, unknown>);
      const replay = await runCli(['replay', transcripts.get(history) as string, '--policy', file, '--json']);
      expect(replay.code, replay.stderr).toBe(0);
      const results = verdicts(replay);
      expect(results).toHaveLength(history.runs);
      for (const verdict of results) expect(verdict.tripped, `${verdict.id}: ${verdict.code}`).toBe(false);
    }
  });

  it("stops the dear agent's runs under the cheap agent's limits: the limits are the agent's own", async () => {
    const gateway = await loadGatewayPolicy(written);
    const options = optionsOf(gateway, { runId: 'r', agent: 'support-bot' });
    const file = policyFile('support-bot-limits.json', options as Record<string, unknown>);
    const replay = await runCli(['replay', transcripts.get(dear) as string, '--policy', file, '--json']);
    const results = verdicts(replay);
    expect(results).toHaveLength(dear.runs);
    for (const verdict of results) expect(limitCodes, verdict.id).toContain(verdict.code);
  });
});

describe('loopguard calibrate --by agent --json', () => {
  it('gives every agent its runs, spreads and suggestion (null below --min-runs)', async () => {
    const result = await runCli(['calibrate', '--db', store, '--by', 'agent', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const calibration = JSON.parse(result.stdout) as {
      by: string;
      minRuns: number;
      enoughRuns: boolean;
      overall: { runs: number };
      suggestions: GroupJson[];
    };
    expect(calibration).toMatchObject({ by: 'agent', minRuns: 20, enoughRuns: true, overall: { runs: 53 } });
    const byName = new Map(calibration.suggestions.map((group) => [group.name, group]));
    expect([...byName.keys()]).toEqual(['support-bot', 'research-bot', 'audit-bot']);
    expect(byName.get('audit-bot')).toMatchObject({ runs: 5, suggested: null });
    expect(byName.get('audit-bot')?.leftOut[0]).toMatch(/^no suggestion from 5 completed runs/);
    const support = byName.get('support-bot') as GroupJson;
    const research = byName.get('research-bot') as GroupJson;
    // The history's two agents cost about 40× apart per run.
    const ratio = research.spread.cost.p50 / support.spread.cost.p50;
    expect(ratio).toBeGreaterThan(35);
    expect(ratio).toBeLessThan(50);
    expect(support.suggested?.maxCost).toBeLessThan((research.suggested?.maxCost as number) / 10);
  });
});

describe('loopguard calibrate --min-runs', () => {
  it('suggests nothing for all runs below the minimum, says why, and writes no file', async () => {
    const out = join(work, 'not-written.json');
    const result = await runCli(['calibrate', '--db', store, '--min-runs', '100', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'no suggested policy: no suggestion from 53 completed runs, fewer than the minimum of 100 (--min-runs): a p95 of 53 runs says little about the runs to come',
    );
    expect(result.stdout).toContain(`nothing written to ${out}: no suggestion rests on at least 100 runs`);
    expect(() => readFileSync(out)).toThrow(/ENOENT/);
  });

  it('refuses a minimum that is not a whole number of runs', async () => {
    const result = await runCli(['calibrate', '--db', store, '--min-runs', '2.5']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('--min-runs');
    expect(result.stderr).toContain('expected a whole number of runs, at least 1, got "2.5"');
  });
});

describe('loopguard calibrate --by task-type', () => {
  it('suggests per task type under taskTypes, counting runs without one in the global figures only', async () => {
    const out = join(work, 'task-types.json');
    const result = await runCli(['calibrate', '--db', store, '--by', 'task-type', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^ {2}triage \(24 runs\): /m);
    expect(result.stdout).toMatch(/^ {2}research \(24 runs\): /m);
    expect(result.stdout).toContain('5 runs without a task type: in the figures for all runs only');
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(Object.keys(written.taskTypes).sort()).toEqual(['research', 'triage']);
    expect(written.taskTypes.research.maxCost).toBeGreaterThan(10 * written.taskTypes.triage.maxCost);
    expect(optionsOf(await loadGatewayPolicy(out), { runId: 'r', taskType: 'triage' }).maxCost).toBe(
      written.taskTypes.triage.maxCost,
    );
  });
});
