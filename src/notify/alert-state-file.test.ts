import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAlertState, loadAlertState, saveAlertState } from './alert-state-file.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-alert-state-'));

describe('the alert state file', () => {
  it('reads a file written before observe-only trips and budget thresholds as having none of them', () => {
    const path = join(work, 'older.json');
    const older = {
      version: 1,
      store: '/var/lib/agents/loopguard.db',
      since: '2026-12-01',
      cursor: 42,
      trips: {
        groups: {},
        lastSentAt: { '["cleaner","GUARD_LOOP_DETECTED"]': 1_764_900_000_000 },
        overflow: 0,
      },
      anomaliesPosted: { '2026-12-04': ['cleaner|trips|'] },
    };
    writeFileSync(path, JSON.stringify(older));
    expect(loadAlertState(path)).toEqual({
      ...older,
      observed: { groups: {}, lastSentAt: {}, overflow: 0 },
      budgetsPosted: {},
    });
  });

  it('keeps what it is given across a save and a load', () => {
    const path = join(work, 'round-trip.json');
    const state = createAlertState('/tmp/x.db', '2026-12-05');
    state.budgetsPosted = { '2026-12-05': ['global:2026-12-05@80'] };
    state.observed.lastSentAt['["cleaner","GUARD_LOOP_DETECTED"]'] = 1_764_900_000_000;
    saveAlertState(path, state);
    expect(loadAlertState(path)).toEqual(state);
  });

  it('names the field that is wrong in a damaged file', () => {
    const path = join(work, 'damaged.json');
    writeFileSync(
      path,
      JSON.stringify({ ...createAlertState('/tmp/x.db', '2026-12-05'), budgetsPosted: { '2026-12-05': 80 } }),
    );
    expect(() => loadAlertState(path)).toThrow(
      `${path} is not an alert state file (budgetsPosted.2026-12-05: `,
    );
  });
});
