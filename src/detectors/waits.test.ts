import { describe, expect, it } from 'vitest';
import { actionSignature } from '../signature/action-signature.js';
import { isWaitAction } from './wait-action.js';

const waits = (name: string, args: unknown) => isWaitAction(actionSignature({ name, arguments: args }));

describe('isWaitAction', () => {
  it.each([
    ['sleep', { seconds: 30 }],
    ['wait_for_pipeline', { pipeline_id: 99120, timeout_s: 300 }],
    ['bash', { command: 'sleep 30 && kubectl get job migrate -o json' }],
    ['python', { code: 'import time; time.sleep(5); print(status())' }],
    ['shell', { command: 'timeout 60 ./poll.sh' }],
    ['job_status', { id: 'train-7', wait_seconds: 60 }],
    ['gh', { args: 'run watch 8812 --wait' }],
  ])('%s %j waits', (name, args) => expect(waits(name, args)).toBe(true));

  it.each([
    ['terminal', { command: 'pip install torch==2.2.1 --timeout 60' }],
    ['bash', { command: 'npm test' }],
    ['http_get', { url: 'https://example.com/await' }],
    ['job_status', { id: 'train-7', wait_seconds: 0 }],
  ])('%s %j does not', (name, args) => expect(waits(name, args)).toBe(false));
});

describe('a command that is only a wait', () => {
  it.each([
    ['step', { action: 'wait1' }],
    ['step', { action: 'wait' }],
    ['env', { command: 'sleep 5s' }],
  ])('%s %j waits', (name, args) => expect(waits(name, args)).toBe(true));

  it.each([
    ['step', { action: 'wait for the kettle' }],
    ['search', { q: 'waiting list' }],
    ['step', { action: 'look at the waiter' }],
  ])('%s %j does not', (name, args) => expect(waits(name, args)).toBe(false));
});
