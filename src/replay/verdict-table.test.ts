import Table from 'cli-table3';
import { describe, expect, it } from 'vitest';
import type { ReplayVerdict } from './replay-transcript.js';
import { VerdictTable } from './verdict-table.js';

const stopped: ReplayVerdict = {
  id: 'incident-trailing-space',
  tripped: true,
  state: 'failed',
  code: 'GUARD_LOOP_DETECTED',
  detector: 'repeated_action',
  round: 3,
  rounds: 4,
  reason: 'run incident-trailing-space: clean_csv({"path":"/srv/sales.csv"}) repeated 3 times',
};
const ok: ReplayVerdict = {
  ...stopped,
  id: 'pagination',
  tripped: false,
  state: 'completed',
  code: null,
  detector: null,
  round: null,
  reason: null,
};

describe('VerdictTable', () => {
  it('prints row by row exactly what cli-table3 prints for the same widths', () => {
    const table = new VerdictTable();
    const streamed = `${table.head()}${table.row(stopped)}${table.row(ok)}${table.foot()}`;
    const reference = new Table({
      head: ['run', 'verdict', 'code', 'detector', 'stopped after', 'reason'],
      colWidths: [26, 9, 21, 19, 20, 92],
      style: { head: [], border: [] },
    });
    reference.push(
      [
        'incident-trailing-space',
        'STOPPED',
        'GUARD_LOOP_DETECTED',
        'repeated_action',
        'round 3 of 4',
        stopped.reason as string,
      ],
      ['pagination', 'ok', '', '', '4 rounds', ''],
    );
    expect(streamed).toBe(`${reference.toString()}\n`);
  });

  it('wraps a long id inside its cell and blanks control characters', () => {
    const row = new VerdictTable().row({ ...ok, id: `${'a'.repeat(30)}\u001b[2J` });
    const lines = row.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^│ a{24} │ ok /);
    expect(lines[2]).toMatch(/^│ a{6} \[2J {15}│ {9}│/);
    expect(row).not.toContain('\u001b');
  });

  it('scrubs a key before cutting the reason, so no part of it is printed', () => {
    const key = `sk-proj-${'A1b2C3d4'.repeat(4)}`;
    const row = new VerdictTable().row({
      ...stopped,
      reason: `${'x'.repeat(70)} call({"api_key":"${key}"})`,
    });
    expect(row).not.toContain('sk-proj-A1b2');
    expect(row).not.toContain('A1b2C3d4');
  });
});
