import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGuard } from '../guard/guard.js';
import { createJsonLinesSink } from './json-lines-sink.js';

describe('createJsonLinesSink', () => {
  it('appends one JSON object per event to a file', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'loopguard-jsonl-')), 'events.jsonl');
    const sink = createJsonLinesSink({ path });
    const guard = createGuard({ runId: 'r-1', onEvent: sink.listener });
    guard.beforeCall({ model: 'gpt-4o-mini' }).end({ usage: { promptTokens: 10, completionTokens: 2 } });
    guard.complete();
    await sink.close();
    const lines = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.event)).toEqual(['run_start', 'llm_request', 'llm_response', 'run_end']);
    expect(lines[2]).toMatchObject({ run_id: 'r-1', token_usage: { prompt: 10, completion: 2, total: 12 } });
  });
});

describe('createJsonLinesSink secrets', () => {
  it('never writes API keys or Authorization headers', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'loopguard-jsonl-')), 'events.jsonl');
    const sink = createJsonLinesSink({ path });
    sink.listener({
      event: 'llm_response',
      task_id: 't',
      run_id: 'r',
      round: 1,
      timestamp: 1,
      error_message:
        'upstream said 401 for headers {"Authorization":"Bearer sk-ant-api03-abcdefghijklmnopqrstu","x-api-key":"k-9f8e7d6c5b4a"}',
      action_signature: 'http_get({"url":"https://api.example/v1?api_key=abcd1234efgh5678"})',
    });
    await sink.close();
    const text = readFileSync(path, 'utf8');
    for (const secret of ['sk-ant-api03-abcdefghijklmnopqrstu', 'k-9f8e7d6c5b4a', 'abcd1234efgh5678']) {
      expect(text).not.toContain(secret);
    }
    expect(JSON.parse(text).error_message).toContain('[redacted]');
  });
});
