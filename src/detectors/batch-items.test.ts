import { describe, expect, it } from 'vitest';
import { detect } from '../../test/helpers/steps.js';
import { cycle } from './cycle.js';

/** A tracked change as a document tool acknowledges one: a fresh change id and time each time. */
const receipt = (change: string, second: number) =>
  `{"change_id":"chg_${change}","tracked":true,"author":"redline_agent","at":"2026-11-18T14:13:${second}.000Z"}`;

const redline = (clause: string, change: string, second: number) => ({
  tool: 'redline_apply',
  args: {
    doc_id: 'MSA-NW-v3',
    clause,
    replacement: 'fees paid in the 12 months preceding the claim',
    comment: 'Playbook §2.1',
  },
  result: receipt(change, second),
});

const read = (clause: string, text: string, second: number) => ({
  tool: 'clause_get',
  args: { doc_id: 'MSA-NW-v3', clause },
  result: `{"clause":"${clause}","text":"${text}","retrieved_at":"2026-11-18T14:13:${second}.000Z"}`,
});

describe('batch work over items named by a short value', () => {
  it('takes the same long text applied to other clauses, each acknowledged alike, for work', () => {
    const turns = [
      redline('limitation_of_liability', 'e21972', 30),
      redline('indemnification', 'f4e2ff', 34),
      read('governing_law', 'governed by the laws of Delaware', 39),
      redline('data_protection', 'd0aeb5', 40),
      redline('termination_for_convenience', '997ed3', 42),
      read('auto_renewal', 'renews for successive 3-year terms', 47),
    ];
    expect(detect(cycle(), turns).detection).toBeUndefined();
  });

  it('still trips on the same clauses redlined again in the same cycle', () => {
    const turns = [
      redline('limitation_of_liability', 'e21972', 30),
      read('governing_law', 'governed by the laws of Delaware', 39),
      redline('limitation_of_liability', 'd0aeb5', 40),
      read('governing_law', 'governed by the laws of Delaware', 47),
      redline('limitation_of_liability', 'a1b2c3', 50),
    ];
    expect(detect(cycle(), turns).detection?.detector).toBe('cycle');
  });
});
