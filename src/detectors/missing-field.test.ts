import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { missingFieldOf, providesField, stillMissingField } from './missing-field.js';

describe('missingFieldOf', () => {
  it('reads the field a validator says is missing, in the forms validators print', () => {
    expect(
      missingFieldOf('{"code":"SCHEMA_VALIDATION","message":"missing required field: buyer.npwp"}'),
    ).toBe('npwp');
    expect(missingFieldOf('missing required field: guests[].document_number')).toBe('document_number');
    expect(missingFieldOf("jsonschema.exceptions.ValidationError: 'osm_way_id' is a required property")).toBe(
      'osm_way_id',
    );
    expect(
      missingFieldOf(
        '1 validation error for Order\nunit_price\n  Field required [type=missing, input_value={}]',
      ),
    ).toBe('unit_price');
    expect(missingFieldOf('errors: ["line 12: missing field `owner`"]')).toBe('owner');
    expect(missingFieldOf('Error: Order item unit_price is required')).toBe('unit_price');
    expect(missingFieldOf('Missing mandatory field: resolutionStatus (status Resolved requires it)')).toBe(
      'resolutionstatus',
    );
    expect(missingFieldOf("Missing required value for field 'incident_resolution'!")).toBe(
      'incident_resolution',
    );
  });

  it('names none where an error names no field', () => {
    expect(missingFieldOf('HTTP 503 service unavailable')).toBeUndefined();
    expect(missingFieldOf('Full-width punctuation is required.')).toBeUndefined();
    expect(missingFieldOf('Required field missing')).toBeUndefined();
  });
});

describe('providesField', () => {
  it('finds the key anywhere in the arguments, case and separators aside, with a value', () => {
    expect(providesField('{"buyer":{"name":"Karya","npwp":"01.234"}}', 'npwp')).toBe(true);
    expect(providesField('{"guests":[{"documentNumber":"X1"}]}', 'document_number')).toBe(true);
    expect(providesField('{"buyer":{"name":"Karya"},"note":"npwp to follow"}', 'npwp')).toBe(false);
    expect(providesField('{"buyer":{"npwp":null}}', 'npwp')).toBe(false);
    expect(providesField('{"buyer":{"npwp":""}}', 'npwp')).toBe(false);
  });

  it('says the field is still missing only when the error names one the call did not give', () => {
    const error = 'missing required field: buyer.npwp';
    expect(stillMissingField(error, '{"buyer":{"name":"Karya"}}')).toBe('npwp');
    expect(stillMissingField(error, '{"buyer":{"name":"Karya","npwp":"01.234"}}')).toBeUndefined();
    expect(stillMissingField('timeout', '{"buyer":{}}')).toBeUndefined();
  });
});

/**
 * A purchase order sent again and again, each time tidied another way (a contact line, a priority, a version),
 * rejected for the same missing field.
 */
function resends(count: number, addFieldAt?: number): TranscriptMessage[] {
  const tweaks = [
    { contact: 'procurement desk' },
    { priority: 'high' },
    { version: 2 },
    { remarks: 'please confirm' },
    { contact: 'buyer office' },
  ];
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Order 900 kg of cane from the supplier.' },
  ];
  for (let attempt = 0; attempt < count; attempt++) {
    const buyer =
      addFieldAt !== undefined && attempt >= addFieldAt
        ? { name: 'Karya Rotan', npwp: '01.234.567.8-901.000' }
        : { name: 'Karya Rotan' };
    const rejected = addFieldAt === undefined || attempt < addFieldAt;
    messages.push(
      ...callTurn({
        id: `po${attempt}`,
        name: 'a2a_call',
        args: JSON.stringify({
          agent: 'cane.supplier',
          message: { type: 'purchase_order', body: { kg: 900, buyer, ...tweaks[attempt % tweaks.length] } },
          idempotency_key: `k-${attempt}-${(attempt * 7919) % 9973}`,
        }),
        result: JSON.stringify(
          rejected
            ? {
                message_id: `01J${(attempt * 104729) % 999983}X`,
                type: 'rejection',
                body: {
                  status: 'rejected',
                  rejection_id: `rej_${(attempt * 7907).toString(36)}q`,
                  error: {
                    code: 'SCHEMA_VALIDATION',
                    path: 'buyer.npwp',
                    message: 'missing required field: buyer.npwp',
                  },
                },
              }
            : {
                message_id: `01J${attempt}Y`,
                type: 'order_ack',
                body: { status: 'confirmed', po: 'PO-7781' },
              },
        ),
      }),
    );
  }
  return messages;
}

describe('a request sent again still without the field its rejection names', () => {
  it('is a retry storm however each resend was tidied', () => {
    const verdict = loopVerdictOf('resends', resends(5));
    expect(verdict).toMatchObject({ tripped: true, detector: 'retry_storm' });
    expect(verdict.reason).toContain('still without the field its error names (npwp)');
  });

  it('is no storm once the field is added after one rejection', () => {
    expect(loopVerdictOf('field-added', resends(4, 1)).tripped).toBe(false);
  });
});
