import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { createProxy, type ProxyOptions } from '../src/proxy/index.js';
import type { ScriptedHandlerOptions } from '../src/testing/index.js';
import { fetchProxy } from './helpers/fetch-proxy.js';

/**
 * Memory mode holds a run idle past `parkIdleRunsAfterMs` as its snapshot and restores it on its next call.
 * Nothing about the run may change with it: these tests run the same agent through a proxy that parks between
 * every request and one that never parks, and compare. Fake timers move the clock and the proxy's sweep.
 */

const PARK_MS = 5_000;

function setup(
  script: ScriptedHandlerOptions['script'],
  extra: Partial<ProxyOptions> = {},
  handler: Partial<ScriptedHandlerOptions> = {},
) {
  const made = fetchProxy(
    script,
    { parkIdleRunsAfterMs: PARK_MS, runIdleTimeoutMs: 600_000, ...extra },
    handler,
  );
  const post = (body: unknown, runId: string) =>
    made.post('/v1/chat/completions', body, { 'x-loopguard-run-id': runId });
  return { ...made, post };
}

const readFile = { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] };
const endsOf = (events: readonly GuardEvent[]) => events.filter((event) => event.event === 'run_end');

interface AgentResult {
  readonly statuses: number[];
  readonly lastError: { code: string } | undefined;
  readonly parkedBetween: (number | undefined)[];
}

/**
 * An agent that sends only its new messages (the run's own state carries the history) and gets the same
 * page every time, waiting `gapMs` before each next request.
 */
async function loopingAgent(
  post: ReturnType<typeof setup>['post'],
  proxy: ReturnType<typeof setup>['proxy'],
  runId: string,
  gapMs: number,
): Promise<AgentResult> {
  const statuses: number[] = [];
  const parkedBetween: (number | undefined)[] = [];
  let pending: unknown[] = [{ role: 'user', content: 'Summarise notes.txt' }];
  let lastError: { code: string } | undefined;
  for (let round = 1; round <= 6; round++) {
    const response = await post({ model: 'gpt-4o-mini', messages: pending }, runId);
    statuses.push(response.status);
    if (response.status !== 200) {
      lastError = ((await response.json()) as { error: { code: string } }).error;
      break;
    }
    const message = ((await response.json()) as { choices: { message: { tool_calls: { id: string }[] } }[] })
      .choices[0]?.message;
    pending = [message, { role: 'tool', tool_call_id: message?.tool_calls[0]?.id, content: 'the same page' }];
    await vi.advanceTimersByTimeAsync(gapMs);
    parkedBetween.push(proxy.parkedRuns);
  }
  return { statuses, lastError, parkedBetween };
}

describe('memory mode: idle runs parked as snapshots', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes on with a parked run where it was: the loop trips at the same request as in a run never parked', async () => {
    const parking = setup([readFile, readFile, readFile, readFile, readFile]);
    const live = setup([readFile, readFile, readFile, readFile, readFile], { parkIdleRunsAfterMs: null });
    const parked = await loopingAgent(parking.post, parking.proxy, 'agent', 2 * PARK_MS + 1_000);
    const kept = await loopingAgent(live.post, live.proxy, 'agent', 2 * PARK_MS + 1_000);

    expect(parked.lastError?.code).toBe('GUARD_LOOP_DETECTED');
    expect(parked.statuses).toEqual(kept.statuses);
    expect(parked.lastError).toEqual(kept.lastError);
    // Parked after every answer (the sweep runs every 5 s, so a gap of 11 s holds one past the limit); the
    // never-parking proxy held it live throughout.
    expect(parked.parkedBetween).toEqual(parked.parkedBetween.map(() => 1));
    expect(kept.parkedBetween).toEqual(kept.parkedBetween.map(() => 0));
    expect(parking.scripted.requests).toHaveLength(live.scripted.requests.length);
    // One run: started once, its rounds, tokens and cost carried across every restore. (Not its requests'
    // reservations: a restored run counts its history anew on its next call, as a fleet instance does, so
    // an estimate may differ; billed usage settles it.)
    const runStarts = parking.events.filter((event) => event.event === 'run_start');
    expect(runStarts).toHaveLength(1);
    const responses = (events: readonly GuardEvent[]) =>
      events
        .filter((event) => event.event === 'llm_response' || event.event === 'guard_trigger')
        .map((event) => [event.event, event.round, event.token_usage, event.cost, event.detector]);
    expect(responses(parking.events).length).toBeGreaterThan(3);
    expect(responses(parking.events)).toEqual(responses(live.events));
    await parking.proxy.close();
    await live.proxy.close();
  });

  it("ends a run idle past its limit while parked, once, abandoned, with the run's own totals", async () => {
    const { post, proxy, events } = setup([readFile, { content: 'done' }], { runIdleTimeoutMs: 120_000 });
    const first = await post({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }, 'idle');
    expect(first.status).toBe(200);
    await vi.advanceTimersByTimeAsync(PARK_MS + 1_000);
    expect(proxy.parkedRuns).toBe(1);
    expect(endsOf(events)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(120_000);
    const ends = endsOf(events);
    expect(ends).toMatchObject([{ run_id: 'idle', state: 'abandoned', round: 1 }]);
    expect(ends[0]?.error_message).toMatch(/no call, result or message for \d+ ms \(idleTimeoutMs 120000\)/);
    expect(ends[0]?.token_usage?.total).toBeGreaterThan(0);
    expect(ends[0]?.cost).toBeGreaterThan(0);
    expect(proxy.openRuns).toBe(0);
    expect(proxy.parkedRuns).toBe(0);
    // Called again, it starts afresh, as a live run ended idle does.
    const again = await post({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }, 'idle');
    expect(again.status).toBe(200);
    expect(events.filter((event) => event.event === 'run_start')).toHaveLength(2);
    await proxy.close();
    expect(endsOf(events)).toHaveLength(2);
  });

  it('ends a parked run called after its idle limit, before the sweep came to it, and starts a new one', async () => {
    // Idle limit 12 s, parked after 5 s, the sweep every 5 s: called again at 13 s, between two sweeps.
    const runIdleTimeoutMs = 12_000;
    const parking = setup([readFile, readFile], { runIdleTimeoutMs });
    const live = setup([readFile, readFile], { runIdleTimeoutMs, parkIdleRunsAfterMs: null });
    const ask = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] };
    for (const { post } of [parking, live]) expect((await post(ask, 'late')).status).toBe(200);
    await vi.advanceTimersByTimeAsync(13_000);
    expect(parking.proxy.parkedRuns).toBe(1);
    for (const { post } of [parking, live]) expect((await post(ask, 'late')).status).toBe(200);
    const story = (events: readonly GuardEvent[]) =>
      events
        .filter((event) => ['run_start', 'llm_response', 'run_end'].includes(event.event))
        .map((event) => [event.event, event.round, event.state]);
    expect(story(parking.events)).toEqual(story(live.events));
    expect(endsOf(parking.events)).toMatchObject([{ run_id: 'late', state: 'abandoned' }]);
    await parking.proxy.close();
    await live.proxy.close();
  });

  it('keeps refusing a failed run with its trip while it is parked, without calling the model', async () => {
    const { post, proxy, scripted, events } = setup([readFile, readFile, readFile, readFile]);
    const tripped = await loopingAgent(post, proxy, 'failed', 1_000);
    expect(tripped.lastError?.code).toBe('GUARD_LOOP_DETECTED');
    const sent = scripted.requests.length;
    await vi.advanceTimersByTimeAsync(PARK_MS * 2);
    expect(proxy.parkedRuns).toBe(1);
    const retry = await post(
      { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Summarise notes.txt' }] },
      'failed',
    );
    expect(retry.status).toBe(400);
    expect(((await retry.json()) as { error: { code: string } }).error.code).toBe('GUARD_LOOP_DETECTED');
    expect(scripted.requests).toHaveLength(sent);
    expect(endsOf(events)).toHaveLength(1);
    await proxy.close();
    // Its run_end went out when it failed; closing sends no second one.
    expect(endsOf(events)).toHaveLength(1);
  });

  it('never parks a run with a call in flight: a slow stream is settled on the live run, then parked', async () => {
    const { post, proxy, events } = setup(
      [{ content: 'one two three four five six seven eight' }],
      {},
      { chunkDelayMs: 3_000 },
    );
    const response = await post(
      { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'count' }], stream: true },
      'slow',
    );
    expect(response.status).toBe(200);
    const reading = response.text();
    await vi.advanceTimersByTimeAsync(2 * PARK_MS + 1_000);
    expect(proxy.parkedRuns).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await reading).toContain('[DONE]');
    await vi.advanceTimersByTimeAsync(2 * PARK_MS + 1_000);
    expect(proxy.parkedRuns).toBe(1);
    await proxy.close();
    const [end] = endsOf(events);
    expect(end?.token_usage?.completion).toBeGreaterThan(0);
    expect(end?.cost).toBeGreaterThan(0);
  });

  it('ends the runs it holds parked when the proxy closes, each with one run_end', async () => {
    const { post, proxy, events } = setup([readFile, readFile]);
    for (const runId of ['a', 'b'])
      expect(
        (await post({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: runId }] }, runId)).status,
      ).toBe(200);
    await vi.advanceTimersByTimeAsync(PARK_MS + 1_000);
    expect(proxy.parkedRuns).toBe(2);
    await proxy.close();
    expect(
      endsOf(events)
        .map((event) => [event.run_id, event.state, event.error_message])
        .sort(),
    ).toEqual([
      ['a', 'abandoned', 'the proxy closed'],
      ['b', 'abandoned', 'the proxy closed'],
    ]);
  });

  it('parks runs that went idle together a batch at a time, serving the event loop in between', async () => {
    const runs = 1_500;
    const { post, proxy } = setup(Array.from({ length: runs }, () => ({ content: 'done' })));
    for (let index = 0; index < runs; index++)
      expect(
        (await post({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }, `run-${index}`))
          .status,
      ).toBe(200);
    // The synchronous advance runs the sweep up to its first turn of the event loop (setImmediate, not faked
    // here): one batch of 256 parked, the rest after.
    vi.advanceTimersByTime(PARK_MS + 1_000);
    expect(proxy.parkedRuns).toBe(256);
    for (let turn = 0; turn < 20 && proxy.parkedRuns !== runs; turn++)
      await new Promise((resolve) => setImmediate(resolve));
    expect(proxy.parkedRuns).toBe(runs);
    expect(proxy.openRuns).toBe(runs);
    await proxy.close();
  });

  it('names a bad parkIdleRunsAfterMs', () => {
    expect(() => createProxy({ parkIdleRunsAfterMs: 0 })).toThrow(
      'createProxy: `parkIdleRunsAfterMs` must be a positive integer',
    );
  });
});
