import { describe, expect, it } from 'vitest';
import { observeResult } from '../guard/observe-result.js';
import { actionKey } from './action-signature.js';
import { asksForm, onlyFormatMoved, sameValuesOtherForm } from './answer-format.js';

const record = (args: Record<string, unknown>) => actionKey({ name: 'lot_get', arguments: args });
const answer = (text: string) => observeResult({ result: text }).observation;

const json = answer(
  '{"ok":true,"data":{"lot":"LOT-MSK-2611-07","variety":"Arabica (SL14)","kg_parchment":3120,"screen":"15","cup_score":"80.50"},"_meta":{"request_id":"857c61b2-a348-73e4","took_ms":15,"at":"2026-11-22T08:00:01Z"}}',
);
const xml = answer(
  '<?xml version="1.0"?>\n<record generated="2026-11-22T08:00:16Z" trace="9a65d752-f6e1-d92e">\n  <lot>LOT-MSK-2611-07</lot>\n  <variety>Arabica (SL14)</variety>\n  <kg_parchment>3120</kg_parchment>\n  <screen>15</screen>\n  <cup_score>80.50</cup_score>\n  <server host="lims-b" ms="468"/>\n</record>',
);
const text = answer(
  'lot...............: LOT-MSK-2611-07\nvariety...........: Arabica (SL14)\nkg_parchment......: 3120\nscreen............: 15\ncup_score.........: 80.50\n-- edge-fra-3 2026-11-22T08:00:46Z 871ms req=b88a3ffc --',
);

describe('answer forms', () => {
  it('tells a call that asks only another form of its answer from one that asks something else', () => {
    expect(asksForm(record({ id: 'LOT-1', format: 'xml' }))).toBe(true);
    expect(asksForm(record({ id: 'LOT-1' }))).toBe(false);
    expect(
      onlyFormatMoved(record({ id: 'LOT-1', format: 'xml' }), record({ id: 'LOT-1', format: 'json' })),
    ).toBe(true);
    expect(
      onlyFormatMoved(
        record({ id: 'LOT-1', output_format: 'json_pretty' }),
        record({ id: 'LOT-1', output_format: 'yaml' }),
      ),
    ).toBe(true);
    expect(
      onlyFormatMoved(record({ id: 'LOT-2', format: 'xml' }), record({ id: 'LOT-1', format: 'json' })),
    ).toBe(false);
    // A template is no form's name: it asks for other content.
    expect(
      onlyFormatMoved(
        record({ id: 'LOT-1', format: '{lot} {cup_score}' }),
        record({ id: 'LOT-1', format: 'json' }),
      ),
    ).toBe(false);
  });

  it('reads one record in JSON, XML and a text screen as the same values, its envelope aside', () => {
    expect(sameValuesOtherForm(json, xml)).toBe(true);
    expect(sameValuesOtherForm(xml, text)).toBe(true);
    // A value changed is other content, whatever the form.
    expect(sameValuesOtherForm(json, answer(text.text.replace('80.50', '82.25')))).toBe(false);
    // A record with fewer than three plain values says too little to tell.
    expect(
      sameValuesOtherForm(answer('lot: LOT-1\nbags: 12'), answer('<lot>LOT-1</lot><bags>12</bags>')),
    ).toBe(false);
  });
});
