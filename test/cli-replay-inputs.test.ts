import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAgent } from '../src/agent/run-agent.js';
import { createJsonLinesSink } from '../src/events/json-lines-sink.js';
import { createOtelSink } from '../src/events/otel-sink.js';
import { createScriptedModel } from '../src/testing/scripted-model.js';
import { defineTool } from '../src/tools/define-tool.js';
import { familyCorpus } from './corpus/families/index.js';
import { scoreRun } from './corpus/families/score-run.js';
import { fixture, repoRoot, runCli } from './helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-replay-inputs-'));
const detectionOnly = join(work, 'detection-only.json');
writeFileSync(detectionOnly, '{"maxRounds": null, "maxTokens": null, "maxDurationMs": null}');

const cleanCsv = defineTool({
  name: 'clean_csv',
  run: ({ path }: { path: string }) => `${path}: 980 rows kept`,
});
const loopingModel = () =>
  createScriptedModel((round) => ({
    toolCalls: [{ name: 'clean_csv', arguments: { path: `/srv/sales.csv${' '.repeat(round % 3)}` } }],
  }));

interface Verdict {
  id: string;
  tripped: boolean;
  state: string;
  code: string | null;
  round: number | null;
  rounds: number;
  outcome?: string | null;
}
const jsonLines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('loopguard replay given an event log', () => {
  it('says in one line that it holds events, not runs, and what to do instead; exit code 2', async () => {
    const path = join(work, 'events.jsonl');
    const sink = createJsonLinesSink({ path });
    await runAgent({
      model: loopingModel().model,
      modelName: 'gpt-4o-mini',
      task: 'Tidy up the sales CSV.',
      tools: [cleanCsv],
      guard: { runId: 'logged', onEvent: sink.listener },
    });
    await sink.close();
    expect(readFileSync(path, 'utf8').trim().split('\n').length).toBeGreaterThan(10);
    const result = await runCli(['replay', path]);
    expect(result.code).toBe(2);
    const errors = result.stderr.trim().split('\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`${path} is a loopguard event log`);
    expect(errors[0]).toContain('Record runs with the transcript sink (createTranscriptSink');
    expect(errors[0]).toContain('loopguard trace');
    expect(result.stdout).toContain('0 runs, 0 stopped');
  });
});

describe('loopguard replay --labels', () => {
  it('scores the shared examples as a table', async () => {
    const result = await runCli([
      'replay',
      fixture('examples.jsonl'),
      '--labels',
      fixture('examples.labels.jsonl'),
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/loops caught\s*│ 4\/4 \(100%\)/);
    expect(result.stdout).toMatch(/caught in time \(by loop_from \+ 2\)\s*│ 4\/4 \(100%\)/);
    expect(result.stdout).toMatch(/false positives \(legit runs stopped\)\s*│ 0\/4 \(0%\)/);
    expect(result.stdout).toMatch(/wasted calls per caught loop\s*│ 0\.50/);
  });

  it('gives the same score as the family corpus bench, from the corpus files, in --json', async () => {
    const result = await runCli([
      'replay',
      join(repoRoot, 'test/corpus/families.jsonl'),
      '--labels',
      join(repoRoot, 'test/corpus/families.labels.jsonl'),
      '--policy',
      detectionOnly,
      '--json',
    ]);
    expect(result.code).toBe(0);
    const lines = jsonLines(result.stdout);
    const { score } = lines.at(-1) as { score: Record<string, unknown> };
    const verdicts = lines.slice(0, -1) as Verdict[];
    const expected = familyCorpus.map(scoreRun);
    const count = (outcome: string) => expected.filter((entry) => entry.outcome === outcome).length;
    expect(score).toMatchObject({
      loops: expected.filter((entry) => entry.run.label === 'loop').length,
      caughtInTime: count('caught'),
      late: count('late'),
      early: count('early'),
      missed: count('missed'),
      falsePositives: count('false-positive'),
      unlabelled: 0,
      notFound: [],
    });
    const outcomes = new Map(expected.map((entry) => [entry.run.id, entry.outcome]));
    for (const verdict of verdicts) expect(verdict.outcome, verdict.id).toBe(outcomes.get(verdict.id));
  });

  it('names the bad line of a labels file, with exit code 2', async () => {
    const labels = join(work, 'bad.labels.jsonl');
    writeFileSync(labels, '{"id":"a","label":"loop","loop_from":2}\n{"id":"b","label":"maybe"}\n');
    const result = await runCli(['replay', fixture('examples.jsonl'), '--labels', labels]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${labels}:2: \`label\``);
    expect(result.stdout).toBe('');
  });

  it('counts labelled runs it did not see and judged runs without a label', async () => {
    const labels = join(work, 'partial.labels.jsonl');
    writeFileSync(
      labels,
      '{"id":"ping-pong","label":"loop","loop_from":3}\n{"id":"not-in-input","label":"legit","loop_from":null}\n',
    );
    const result = await runCli(['replay', fixture('examples.jsonl'), '--labels', labels]);
    expect(result.stdout).toContain(
      '1 labelled runs were not judged (not in the input, or not readable): not-in-input',
    );
    expect(result.stdout).toContain('7 judged runs have no label and are not scored');
  });
});

describe('loopguard replay of OpenTelemetry GenAI spans (OTLP JSON)', () => {
  it('replays the conversations another instrumentation recorded, and scores them', async () => {
    const result = await runCli([
      'replay',
      fixture('otlp/genai-semconv.json'),
      '--labels',
      fixture('otlp/genai-semconv.labels.jsonl'),
      '--json',
    ]);
    expect(result.code).toBe(0);
    const lines = jsonLines(result.stdout);
    expect(lines.slice(0, -1)).toEqual([
      expect.objectContaining({
        id: '5b8aa5a2d2c872e8321cf37308d69df2',
        tripped: true,
        code: 'GUARD_LOOP_DETECTED',
        detector: 'repeated_action',
        round: 3,
        rounds: 4,
        outcome: 'caught',
      }),
      expect.objectContaining({
        id: '9f0c2e41b7aa4d0e8c5d7e1f2a3b4c5d',
        tripped: false,
        rounds: 4,
        outcome: 'passed',
      }),
    ]);
    expect(lines.at(-1).score).toMatchObject({ loops: 1, caughtInTime: 1, falsePositives: 0 });
    expect(result.stderr).toContain('OpenTelemetry spans (OTLP JSON): 2 runs');
    expect(result.stderr).toContain('1 traces hold no chat spans and were left out');
  });

  describe('exported by loopguard’s own OTel sink through the OTLP/HTTP exporter', () => {
    const file = join(work, 'spans.jsonl');
    const live: { id: string; rounds: number; state: string; code: string | undefined; tokens: number }[] =
      [];

    beforeAll(async () => {
      const bodies: string[] = [];
      const server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', () => {
          bodies.push(body);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{}');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`;
      const provider = new BasicTracerProvider({
        spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter({ url }))],
      });
      const sink = createOtelSink({ tracer: provider.getTracer('loopguard') });
      const runs = [
        { runId: 'otel-limit', model: loopingModel().model, guard: { maxRounds: 2 } },
        {
          runId: 'otel-done',
          model: createScriptedModel([
            { toolCalls: [{ name: 'clean_csv', arguments: { path: '/srv/a.csv' } }] },
            { content: 'Cleaned.' },
          ]).model,
          guard: {},
        },
      ];
      for (const run of runs) {
        const result = await runAgent({
          model: run.model,
          modelName: 'gpt-4o-mini',
          task: 'Tidy up the sales CSV.',
          tools: [cleanCsv],
          guard: { ...run.guard, runId: run.runId, agentName: 'cleaner', onEvent: sink.listener },
        });
        live.push({
          id: run.runId,
          rounds: result.rounds,
          state: result.state,
          code: result.error?.code,
          tokens: result.usage.promptTokens + result.usage.completionTokens,
        });
      }
      await provider.forceFlush();
      await provider.shutdown();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // One export request per line, as a collector's file exporter writes them.
      writeFileSync(file, `${bodies.map((body) => JSON.stringify(JSON.parse(body))).join('\n')}\n`);
    });

    it('rebuilds each run from its spans and says what the spans did not hold', async () => {
      const policy = join(work, 'two-rounds.json');
      writeFileSync(policy, '{"maxRounds": 2}');
      const result = await runCli(['replay', file, '--json', '--policy', policy]);
      expect(result.code).toBe(0);
      const verdicts = new Map(
        (jsonLines(result.stdout) as Verdict[]).map((verdict) => [verdict.id, verdict]),
      );
      expect(live).toMatchObject([
        { id: 'otel-limit', rounds: 2, state: 'failed', code: 'GUARD_ROUND_LIMIT' },
        { id: 'otel-done', rounds: 2, state: 'completed', code: undefined },
      ]);
      expect(verdicts.get('otel-limit')).toMatchObject({
        tripped: true,
        code: 'GUARD_ROUND_LIMIT',
        round: 2,
        rounds: 2,
      });
      expect(verdicts.get('otel-done')).toMatchObject({ tripped: false, state: 'completed', rounds: 2 });
      expect(result.stderr).toContain('OpenTelemetry spans (OTLP JSON): 2 runs');
      expect(result.stderr).toContain(
        '2 of 2 runs recorded no messages (no gen_ai.input.messages): rebuilt from chat and execute_tool spans',
      );
      expect(result.stderr).toMatch(/3 tool results were not recorded and count as all different/);
    });

    it('takes each call’s billed usage from its span: the replayed runs used the live tokens', async () => {
      const store = join(work, 'spans.db');
      await runCli(['replay', file, '--db', store]);
      const daily = JSON.parse((await runCli(['report', 'daily', '--db', store, '--json'])).stdout);
      expect(daily[0].calls).toBe(4);
      expect(daily[0].tokens).toBe(live.reduce((sum, run) => sum + run.tokens, 0));
    });
  });
});
