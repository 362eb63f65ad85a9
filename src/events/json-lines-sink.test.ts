import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/helpers/cli.js';
import { createGuard } from '../guard/guard.js';
import { createJsonLinesSink } from './json-lines-sink.js';
import { SinkWriteError } from './sink-write-error.js';

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

describe('createJsonLinesSink on a failing disk', () => {
  // /dev/full answers every write with ENOSPC: a real full disk, from the kernel.
  it('keeps the agent running, reports once and counts every lost line', async () => {
    const errors: unknown[] = [];
    const sink = createJsonLinesSink({
      path: '/dev/full',
      bufferBytes: 256,
      onError: (error) => errors.push(error),
    });
    const guard = createGuard({ runId: 'r-full', maxRounds: null, loop: false, onEvent: sink.listener });
    for (let round = 0; round < 50; round++) {
      guard.beforeCall({ model: 'gpt-4o-mini' }).end({ usage: { promptTokens: 10, completionTokens: 2 } });
    }
    guard.complete();
    sink.flush();
    await sink.close();
    expect(guard.state).toBe('completed');
    // The failure once, then at close what was lost in all.
    expect(errors).toHaveLength(2);
    expect(SinkWriteError.isInstance(errors[0])).toBe(true);
    expect((errors[0] as SinkWriteError).message).toContain('/dev/full');
    expect((errors[0] as SinkWriteError).message).toContain('ENOSPC');
    expect(sink.written).toBe(0);
    expect(sink.dropped).toBe(1 + 50 * 2 + 1);
    expect((errors[1] as SinkWriteError).message).toBe(
      `closing /dev/full: ${1 + 50 * 2 + 1} event lines were dropped in all`,
    );
  });

  it('drops the oldest whole lines beyond maxPendingBytes', () => {
    const sink = createJsonLinesSink({
      path: '/dev/full',
      bufferBytes: 100,
      maxPendingBytes: 1_000,
      onError: () => {},
    });
    const event = { event: 'tool_call', task_id: 't', run_id: 'r', round: 1, timestamp: 1 } as const;
    for (let index = 0; index < 100; index++) sink.listener(event);
    expect(sink.dropped).toBeGreaterThan(80);
    expect(sink.dropped).toBeLessThan(100);
    void sink.close();
    expect(sink.dropped).toBe(100);
  });

  it('never throws from its timer or exit hook: the process exits 0', async () => {
    const script = `
      import { createGuard, createJsonLinesSink } from ${JSON.stringify(`${repoRoot}dist/index.js`)};
      const sink = createJsonLinesSink({ path: '/dev/full', flushIntervalMs: 5, onError: () => {} });
      const guard = createGuard({ maxRounds: null, loop: false, onEvent: sink.listener });
      for (let round = 0; round < 25; round++) guard.beforeCall({ model: 'gpt-4o-mini' }).end({ usage: { promptTokens: 1, completionTokens: 1 } });
      setTimeout(() => { console.log('dropped so far', sink.dropped); }, 50);
    `;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('dropped so far 0');
  });

  it('survives a stream that fails (EPIPE-like errors) and counts the lines', async () => {
    const stream = new Writable({
      write(_chunk, _encoding, callback) {
        callback(new Error('EPIPE: broken pipe'));
      },
    });
    const errors: unknown[] = [];
    const sink = createJsonLinesSink({ stream, onError: (error) => errors.push(error) });
    sink.listener({ event: 'run_start', task_id: 't', run_id: 'r', round: 0, timestamp: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    sink.listener({ event: 'run_end', task_id: 't', run_id: 'r', round: 0, timestamp: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(sink.dropped).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
