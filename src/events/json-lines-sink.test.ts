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
