import { describe, expect, it } from 'vitest';
import type { DailyRow } from '../stores/event-reader.js';
import { lineText } from './chat-message.js';
import { anomalyLines, dailyAnomalies, daysBefore } from './daily-anomalies.js';

const day = '2026-11-30';

function row(
  date: string,
  agentName: string,
  trips: number,
  cost = 0,
  currency: string | null = 'USD',
): DailyRow {
  return {
    date,
    taskType: null,
    agentName,
    model: null,
    calls: 1,
    tokens: 100,
    cost,
    currency,
    trips: trips ? { GUARD_LOOP_DETECTED: trips } : {},
  };
}

/** An agent's rows for the 7 days before `day` (oldest first) and the day itself. */
function history(
  agent: string,
  before: readonly number[],
  today: number,
  costs?: { before: number[]; today: number },
) {
  const dates = daysBefore(day, 7).reverse();
  return [
    ...dates.map((date, index) => row(date, agent, before[index] ?? 0, costs?.before[index] ?? 0)),
    row(day, agent, today, costs?.today ?? 0),
  ];
}

describe('dailyAnomalies', () => {
  it('flags 0 → 5 trips but not 0 → 1 or 0 → 2', () => {
    const rows = [
      ...history('jumpy', [0, 0, 0, 0, 0, 0, 0], 5),
      ...history('calm', [0, 0, 0, 0, 0, 0, 0], 1),
      ...history('calm2', [0, 0, 0, 0, 0, 0, 0], 2),
    ];
    expect(dailyAnomalies(rows, day)).toEqual([
      { agent: 'jumpy', day, metric: 'trips', currency: null, value: 5, median: 0 },
    ]);
  });

  it('needs both the absolute increase and the factor: 40 → 43 is not news, 2 → 5 is', () => {
    const rows = [
      ...history('busy', [40, 38, 41, 40, 42, 39, 40], 43),
      ...history('rising', [2, 2, 1, 3, 2, 2, 2], 5),
    ];
    expect(dailyAnomalies(rows, day).map((anomaly) => anomaly.agent)).toEqual(['rising']);
  });

  it('counts a day without events as 0, so the median of an agent active 3 days in 7 is 0', () => {
    const rows = history('weekly', [4, 0, 0, 4, 0, 0, 4], 4).filter(
      (entry) => entry.date === day || entry.trips.GUARD_LOOP_DETECTED,
    );
    expect(dailyAnomalies(rows, day)).toMatchObject([
      { agent: 'weekly', metric: 'trips', value: 4, median: 0 },
    ]);
  });

  it('compares cost in each currency on its own, with its own minimum', () => {
    const rows = [
      ...history('spender', [0, 0, 0, 0, 0, 0, 0], 0, {
        before: [1.2, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2],
        today: 7.2,
      }),
      ...history('thrifty', [0, 0, 0, 0, 0, 0, 0], 0, {
        before: [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1],
        today: 0.9,
      }),
    ];
    expect(dailyAnomalies(rows, day)).toEqual([
      { agent: 'spender', day, metric: 'cost', currency: 'USD', value: 7.2, median: 1.2 },
    ]);
    expect(dailyAnomalies(rows, day, { minCostIncrease: 0.5 }).map((anomaly) => anomaly.agent)).toEqual([
      'spender',
      'thrifty',
    ]);
  });

  it('says it in one line per agent', () => {
    const rows = history('cleaner', [1, 1, 1, 1, 1, 1, 1], 5, {
      before: [1.2, 1.2, 1.2, 1.2, 1.2, 1.2, 1.2],
      today: 7.2,
    });
    expect(anomalyLines(dailyAnomalies(rows, day)).map(lineText)).toEqual([
      'unusual day for cleaner on 2026-11-30: cost 7.200 USD (usually 1.200, 6.0×); 5 trips (usually 1, 5.0×), against the median of the 7 days before',
    ]);
  });
});
