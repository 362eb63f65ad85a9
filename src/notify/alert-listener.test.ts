import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretSamples } from '../../test/helpers/secret-samples.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/helpers/webhook-receiver.js';
import { ConfigError } from '../errors.js';
import type { GuardEventListener } from '../events/types.js';
import { createGuard } from '../guard/guard.js';
import { type AlertListenerOptions, createAlertListener } from './alert-listener.js';

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const start = Date.UTC(2026, 10, 30, 9);
const minute = 60_000;

/** A clock the test moves by hand. */
function manualClock() {
  let time = start;
  return { now: () => time, set: (offset: number) => (time = start + offset) };
}

/** A real guard for one run that trips GUARD_ROUND_LIMIT on its second call. */
function tripRoundLimit(listener: GuardEventListener, agentName: string, runId: string, now: () => number) {
  const guard = createGuard({ agentName, runId, taskId: runId, maxRounds: 1, now, onEvent: listener });
  guard
    .beforeCall({ model: 'm' })
    .end({ model: 'm', text: 'thinking', usage: { promptTokens: 10, completionTokens: 5 } });
  expect(() => guard.beforeCall({ model: 'm' })).toThrow(/maxRounds/);
}

function alerts(path: string, options: Partial<AlertListenerOptions> = {}) {
  return createAlertListener({ webhook: `${receiver.url}${path}`, retries: 0, backoffMs: 1, ...options });
}

type Posted = {
  title: string;
  trips: { agent: string; code: string; count: number; runs: string[]; previousAlertAt: string | null }[];
  overflow: number;
  text: string;
};
const posted = (path: string) => receiver.json(path) as unknown as Posted[];

describe('createAlertListener', () => {
  it('posts the first trip at once and groups the repeats of an agent and code until the window has passed', async () => {
    const clock = manualClock();
    const listener = alerts('/grouping', { now: clock.now, windowMs: 10 * minute });
    tripRoundLimit(listener.listener, 'cleaner', 'run-1', clock.now);
    await listener.flush();
    expect(posted('/grouping')).toHaveLength(1);
    expect(posted('/grouping')[0]?.trips).toMatchObject([
      { agent: 'cleaner', code: 'GUARD_ROUND_LIMIT', count: 1 },
    ]);

    clock.set(1 * minute);
    tripRoundLimit(listener.listener, 'cleaner', 'run-2', clock.now);
    clock.set(2 * minute);
    tripRoundLimit(listener.listener, 'cleaner', 'run-3', clock.now);
    await listener.flush();
    expect(posted('/grouping')).toHaveLength(1);
    expect(listener.stats.pending).toBe(2);

    // Another agent is its own group: it does not wait for the cleaner's window.
    clock.set(3 * minute);
    tripRoundLimit(listener.listener, 'writer', 'run-4', clock.now);
    await listener.flush();
    expect(posted('/grouping')).toHaveLength(2);
    expect(posted('/grouping')[1]?.trips.map((trip) => trip.agent)).toEqual(['writer']);

    clock.set(10 * minute);
    await listener.flush();
    const third = posted('/grouping')[2];
    expect(third?.title).toBe('loopguard: 2 guard trips (cleaner)');
    expect(third?.trips).toMatchObject([
      {
        agent: 'cleaner',
        count: 2,
        runs: ['run-2', 'run-3'],
        previousAlertAt: new Date(start).toISOString(),
      },
    ]);
    expect(third?.text).toContain('since the last alert at 11-30 09:00:00');
    // Each trip is counted once, though its run_end repeats the code.
    expect(listener.stats).toEqual({ trips: 4, messages: 3, failedPosts: 0, dropped: 0, pending: 0 });
    await listener.close();
    expect(posted('/grouping')).toHaveLength(3);
  });

  it('puts trips that fall due together into one message, a row per agent and code, and posts the rest on close', async () => {
    const clock = manualClock();
    const listener = alerts('/together', { now: clock.now });
    tripRoundLimit(listener.listener, 'cleaner', 'run-1', clock.now);
    tripRoundLimit(listener.listener, 'writer', 'run-2', clock.now);
    tripRoundLimit(listener.listener, 'writer', 'run-3', clock.now);
    await listener.flush();
    expect(posted('/together')).toHaveLength(1);
    expect(posted('/together')[0]?.trips.map((trip) => [trip.agent, trip.count])).toEqual([
      ['writer', 2],
      ['cleaner', 1],
    ]);
    tripRoundLimit(listener.listener, 'writer', 'run-4', clock.now);
    await listener.close();
    expect(posted('/together')).toHaveLength(2);
    expect(posted('/together')[1]?.trips).toMatchObject([{ agent: 'writer', count: 1 }]);
    tripRoundLimit(listener.listener, 'writer', 'run-5', clock.now);
    expect(listener.stats.dropped).toBe(1);
  });

  it('keeps at most maxGroups groups waiting and posts the trips beyond them as a count', async () => {
    const listener = alerts('/bounded', { maxGroups: 2 });
    for (const agent of ['a', 'b', 'c', 'd'])
      tripRoundLimit(listener.listener, agent, `run-${agent}`, Date.now);
    await listener.close();
    const [message] = posted('/bounded');
    expect(message?.trips.map((trip) => trip.agent)).toEqual(['a', 'b']);
    expect(message?.overflow).toBe(2);
    expect(message?.text).toContain('… and 2 trip(s) of other agents and codes, not itemised');
  });

  it('sends Slack blocks whose code block lines up the table', async () => {
    const listener = alerts('/slack', { platform: 'slack' });
    tripRoundLimit(listener.listener, '清洗', 'run-1', Date.now);
    tripRoundLimit(listener.listener, 'writer-with-a-long-name', 'run-2', Date.now);
    await listener.close();
    const [body] = receiver.json('/slack') as {
      text: string;
      blocks: { type: string; text: { text: string } }[];
    }[];
    expect(body?.text).toBe('loopguard: 2 guard trips (2 agents)');
    expect(body?.blocks[0]).toMatchObject({
      type: 'header',
      text: { text: 'loopguard: 2 guard trips (2 agents)' },
    });
    const table = body?.blocks[1]?.text.text ?? '';
    expect(table.startsWith('```\nagent')).toBe(true);
    // Every row puts its column separators at the same display columns (清洗 takes four).
    const rows = table.split('\n').slice(1, -1);
    const bars = rows.map((row) => {
      const columns: number[] = [];
      let column = 0;
      for (const char of row) {
        if (char === '|' || char === '+') columns.push(column);
        column += /[\u4e00-\u9fff]/.test(char) ? 2 : 1;
      }
      return columns;
    });
    expect(new Set(bars.map((columns) => columns.join(','))).size).toBe(1);
    expect(body?.blocks[2]?.text.text).toContain('`清洗` `ROUND_LIMIT`: run run-1 exceeded maxRounds');
  });

  it('reports a dead webhook once, keeps its trips for the next window and says when it works again', async () => {
    const clock = manualClock();
    const errors: string[] = [];
    receiver.script('/flaky', [500, 500]);
    const listener = alerts('/flaky', {
      now: clock.now,
      windowMs: 5 * minute,
      onError: (error) => errors.push(String(error)),
    });
    tripRoundLimit(listener.listener, 'cleaner', 'run-1', clock.now);
    await listener.flush();
    clock.set(1 * minute);
    tripRoundLimit(listener.listener, 'writer', 'run-2', clock.now);
    await listener.flush();
    expect(listener.stats).toMatchObject({ messages: 0, failedPosts: 2, pending: 2 });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      `alerts: could not post to ${receiver.url}/flaky/… after 1 attempts: HTTP 500 {"error":"down"}; their trips wait for the next window`,
    );

    clock.set(5 * minute);
    tripRoundLimit(listener.listener, 'cleaner', 'run-3', clock.now);
    await listener.flush();
    const delivered = posted('/flaky').at(-1);
    expect(delivered?.trips.map((trip) => [trip.agent, trip.count])).toEqual([['cleaner', 2]]);
    expect(errors[1]).toContain('works again');
    clock.set(6 * minute);
    await listener.flush();
    expect(
      posted('/flaky')
        .at(-1)
        ?.trips.map((trip) => [trip.agent, trip.count]),
    ).toEqual([['writer', 1]]);
    expect(listener.stats).toMatchObject({ trips: 3, messages: 2, failedPosts: 2, dropped: 0, pending: 0 });
    await listener.close();
  });

  it('never throws into the agent, even with an unreachable webhook and an error handler that throws', async () => {
    const listener = createAlertListener({
      webhook: 'http://127.0.0.1:9/hook/secret-token',
      retries: 0,
      timeoutMs: 2_000,
      onError: () => {
        throw new Error('handler broke');
      },
    });
    tripRoundLimit(listener.listener, 'cleaner', 'run-1', Date.now);
    await listener.close();
    expect(listener.stats).toMatchObject({ trips: 1, messages: 0, failedPosts: 1, dropped: 1 });
  });

  it('scrubs secrets from the trip messages it posts', async () => {
    const [, , secret] = secretSamples[0] as readonly [string, string, string, string];
    const listener = alerts('/secrets');
    const guard = createGuard({ agentName: 'fetcher', onEvent: listener.listener, maxTokens: null });
    const call = (id: string) => {
      guard.beforeCall({ model: 'm' }).end({
        model: 'm',
        usage: { promptTokens: 10, completionTokens: 5 },
        toolCalls: [{ id, name: 'fetch_page', arguments: { url: 'https://example.com', token: secret } }],
      });
      guard.recordToolResult({ toolCallId: id, result: 'same page' });
    };
    for (const id of ['c1', 'c2', 'c3']) call(id);
    expect(() => guard.beforeCall({ model: 'm' })).toThrow();
    await listener.close();
    const body = receiver.requests
      .filter((request) => request.path === '/secrets')
      .map((request) => request.body)
      .join('');
    expect(body).toContain('GUARD_LOOP_DETECTED');
    expect(body).not.toContain(secret);
  });

  it('refuses bad options, naming them', () => {
    expect(() => createAlertListener({ webhook: 'ftp://example.com/x' })).toThrow(ConfigError);
    expect(() => createAlertListener({ webhook: 'not a url' })).toThrow(/`webhook` must be an http\(s\) URL/);
    expect(() => createAlertListener({ webhook: 'https://example.com', windowMs: -1 })).toThrow(/`windowMs`/);
    expect(() =>
      createAlertListener({ webhook: 'https://example.com', platform: 'telegram' as 'slack' }),
    ).toThrow(/`platform`/);
  });
});
