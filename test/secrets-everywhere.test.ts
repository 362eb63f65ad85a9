import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { isGuardError } from '../src/errors.js';
import { createJsonLinesSink } from '../src/events/json-lines-sink.js';
import { createOtelSink } from '../src/events/otel-sink.js';
import { secretKinds } from '../src/secrets/scrub-secrets.js';
import { createGuard } from '../src/guard/guard.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { secretSamples } from './helpers/secret-samples.js';

describe('no secret leaves the process', () => {
  it(`covers at least 20 kinds (${secretKinds.length} listed)`, () => {
    expect(new Set(secretSamples.map(([kind]) => kind)).size).toBeGreaterThanOrEqual(20);
    expect(secretKinds.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps every sample out of SQLite, JSON lines, OpenTelemetry and the trip error', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'loopguard-secrets-'));
    const store = createSqliteSink({ path: join(folder, 'events.db') });
    const logs = createJsonLinesSink({ path: join(folder, 'events.jsonl') });
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const traces = createOtelSink({ tracer: provider.getTracer('test') });
    const trips: unknown[] = [];
    for (const [kind, text] of secretSamples) {
      const guard = createGuard({
        runId: `run-${kind}-${trips.length}`,
        onEvent: [store.listener, logs.listener, traces.listener],
      });
      try {
        for (let round = 1; round <= 4; round++) {
          guard.beforeCall({ model: 'gpt-4o-mini' }).end({
            toolCalls: [{ id: `c${round}`, name: 'deploy', arguments: { command: text } }],
          });
          guard.recordToolResult({ toolCallId: `c${round}`, result: `Error: ${text}`, isError: true });
        }
      } catch (error) {
        trips.push(error);
      }
    }
    store.close();
    await logs.close();
    traces.end();
    const db = new Database(join(folder, 'events.db'), { readonly: true });
    const stored = JSON.stringify(db.prepare('SELECT * FROM events').all());
    db.close();
    const outputs = {
      sqlite: stored,
      'json lines': readFileSync(join(folder, 'events.jsonl'), 'utf8'),
      opentelemetry: JSON.stringify(
        exporter
          .getFinishedSpans()
          .map((span) => ({ attributes: span.attributes, events: span.events, status: span.status })),
      ),
      'trip errors': JSON.stringify(trips.map((trip) => (isGuardError(trip) ? trip.toJSON() : String(trip)))),
    };
    expect(trips.every(isGuardError)).toBe(true);
    for (const [sink, output] of Object.entries(outputs)) {
      expect(output, sink).toContain('[redacted]');
      for (const [kind, , secret] of secretSamples)
        expect(output.includes(secret), `${kind} in ${sink}`).toBe(false);
    }
  });
});
