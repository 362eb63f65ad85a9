import { describe, expect, it } from 'vitest';
import { isGuardError } from '../errors.js';
import { createGuard } from './guard.js';

/** An answer as a service prints it: the same record under a fresh date and request id each time. */
function record(call: number, unit: string): string {
  const second = String(10 + call).padStart(2, '0');
  return `HTTP/1.1 200 OK\ndate: Thu, 03 Dec 2026 13:25:${second} GMT\nx-ratelimit-remaining: ${900 - call}\nx-request-id: 9b61-${(call * 7919).toString(16)}\n\n{"unit_id":"${unit}","make":"Actros 1845","odometer_km":286107,"status":"in service"}`;
}

/**
 * The call the guard refuses, or 0: a ReAct agent writing `Action:` / `Action Input:` in its text, its framework
 * answering `Observation: …` as the next message (LangChain's and CrewAI's text agents), or the same agent with
 * native tool calls.
 */
function refusedAt(unitOf: (call: number) => string, native: boolean): number {
  const guard = createGuard({ maxRounds: null, maxTokens: null });
  for (let call = 1; call <= 12; call++) {
    const unit = unitOf(call);
    try {
      const ticket = guard.beforeCall();
      if (native)
        ticket.end({
          toolCalls: [{ id: `c${call}`, name: 'telematics_unit', arguments: { unit_id: unit } }],
        });
      else
        ticket.end({
          text: `Thought: checking ${unit}.\nAction: telematics_unit\nAction Input: {"unit_id": "${unit}"}`,
        });
    } catch (error) {
      if (isGuardError(error)) return call;
      throw error;
    }
    if (native) guard.recordToolResult({ toolCallId: `c${call}`, result: record(call, unit) });
    else guard.recordMessage({ speaker: 'user', text: `Observation: ${record(call, unit)}` });
  }
  return 0;
}

describe('a ReAct agent acting in its text', () => {
  it('is stopped at the same call as the same loop made with tool calls, whatever churns in the observation', () => {
    const native = refusedAt(() => 'KH105', true);
    expect(native).toBeGreaterThan(0);
    expect(refusedAt(() => 'KH105', false)).toBe(native);
  });

  it('is not stopped while each action asks for another unit', () => {
    expect(refusedAt((call) => `KH${100 + call}`, false)).toBe(0);
  });
});

describe('a ReAct agent rewording one search', () => {
  const words = [
    'Gasunie Zelzate outage December',
    'Zelzate unplanned unavailability',
    'UMM Zelzate entry point capacity reduction',
    'Gasunie unavailability Zelzate border point',
    'zelzate maintenance notice december 2026',
  ];
  /** The same three hits each time, in an HTTP envelope with a fresh date and request id. */
  const answer = (query: string, call: number) =>
    `HTTP/1.1 200 OK\ndate: Tue, 01 Dec 2026 13:44:${String(10 + call)} GMT\nx-request-id: 8df84a41-b512-${4000 + call}\nserver-timing: app;dur=${160 + call}\n\n${JSON.stringify(
      {
        query,
        total: 3,
        hits: [
          { id: 'UMM-GTS-88213', title: 'Planned maintenance Zelzate IP' },
          { id: 'UMM-FLX-10452', title: 'Fluxys Zeebrugge send-out reduced' },
          { id: 'UMM-GTS-87990', title: 'Oude Statenzijl works extended' },
        ],
      },
    )}`;

  function refusedAt(native: boolean): number {
    const guard = createGuard({ maxRounds: null, maxTokens: null });
    for (const [index, query] of words.entries()) {
      const call = index + 1;
      try {
        const ticket = guard.beforeCall();
        if (native)
          ticket.end({
            toolCalls: [{ id: `c${call}`, name: 'umm_search', arguments: { query, limit: 10 } }],
          });
        else
          ticket.end({
            text: `Thought: try "${query}".\nAction: umm_search\nAction Input: {"query": "${query}", "limit": 10}`,
          });
      } catch (error) {
        if (isGuardError(error)) return call;
        throw error;
      }
      if (native) guard.recordToolResult({ toolCallId: `c${call}`, result: answer(query, call) });
      else guard.recordMessage({ speaker: 'user', text: `Observation: ${answer(query, call)}` });
    }
    return 0;
  }

  it("is stopped where the same searches made with tool calls are: the framework's label is no part of the answer", () => {
    const native = refusedAt(true);
    expect(native).toBeGreaterThan(0);
    expect(refusedAt(false)).toBe(native);
  });
});
