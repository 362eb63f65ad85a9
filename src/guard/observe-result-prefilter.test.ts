import { describe, expect, it } from 'vitest';
import { observeResult } from './observe-result.js';

// The failure, pending and empty-table patterns run only on texts that hold one of their words: every branch of
// each must still be read.
const read = (text: string) => observeResult({ result: `ok so far\n${text}` }).observation;

describe('observeResult behind its word checks', () => {
  it('reads a failure from every branch of the failure pattern', () => {
    for (const text of [
      'Error: disk full',
      'FATAL boom',
      'Exception in thread',
      'panic: nil map',
      '✖ 3 problems',
      '❌ deploy',
      'process exited with code 2',
      'non-zero exit',
      'connection refused',
      'ECONNRESET by peer',
      'ETIMEDOUT',
      'EAI_AGAIN',
      'ENOTFOUND api.example',
      'could not resolve host',
      'name or service not known',
      'temporary failure in name resolution',
      'request timed out',
      'no route to host',
      'network is unreachable',
      'EHOSTUNREACH',
      'broken pipe',
      'service unavailable',
      'bad gateway',
      'gateway timeout',
      'too many requests',
      'rate limited',
      'bash: foo: command not found',
      'permission denied',
      'no such file or directory',
      'HTTP/1.1 503',
      'status code 429',
      '502 Bad Gateway',
      'build failed',
      'failed to connect',
      'SyntaxError: oops',
      '{"exit_code": 1}',
      '{"returncode": 2}',
      '{"ok": false}',
      '{"success":false}',
      '{"valid" : false}',
      '{"passed": false, "n": 3}',
      '{"errors":["x"]}',
      '{"status":"failed"}',
      '{"error":"nope"}',
    ])
      expect([text, read(text).failed]).toEqual([text, true]);
    expect(read('cleaned 3 files').failed).toBe(false);
  });

  it('reads a pending status and an empty table', () => {
    for (const text of [
      'status: pending',
      'still running',
      'waiting for approval',
      'in progress',
      '45% done',
    ])
      expect([text, read(text).pending]).toEqual([text, true]);
    expect(read('all done').pending).toBe(false);
    for (const text of ['(0 rows)', 'Empty set (0.00 sec)', 'no rows selected', '0 rows returned'])
      expect([text, observeResult({ result: `id | name\n${text}` }).observation.empty]).toEqual([text, true]);
  });
});
