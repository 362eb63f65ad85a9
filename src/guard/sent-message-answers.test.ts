import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/** The counterparty's answer to the `turn`th request: rejected for a missing tax number, or confirmed. */
function counterpartyAnswer(turn: number, confirmed: boolean): string {
  return JSON.stringify({
    message_id: `01J${(turn * 104729 + 7) % 999983}Q`,
    nonce: `n${(turn * 7919).toString(36)}x`,
    from: 'rheinmach/sales-agent',
    type: confirmed ? 'confirmation' : 'rejection',
    body: confirmed
      ? { status: 'confirmed', order: 'PO-88412' }
      : {
          status: 'rejected',
          rejection_id: `rej_${(turn * 7907 + 11).toString(36)}z`,
          error: { code: 'SCHEMA_VALIDATION', message: 'missing required field: buyer.tax_number' },
        },
  });
}

/**
 * A purchase order sent to another agent with `send_message`: the tool only acknowledges delivery, the agent's
 * answer arrives as its own chat message. From `fixedAt` on the order carries the tax number it asks for.
 */
function orders(count: number, fixedAt = Number.POSITIVE_INFINITY): TranscriptMessage[] {
  const tweaks = [
    { contact: 'procurement desk' },
    { priority: 'high' },
    { version: 2 },
    { remarks: 'tidied' },
  ];
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Buy the DMG Mori lathe from the broker agent; sign once it is confirmed.' },
  ];
  for (let turn = 0; turn < count; turn++) {
    const buyer = turn >= fixedAt ? { name: 'Atölye', tax_number: 'TR-4410987' } : { name: 'Atölye' };
    messages.push(
      ...callTurn({
        id: `m${turn}`,
        name: 'send_message',
        args: JSON.stringify({
          to: 'rheinmach/sales-agent',
          type: 'purchase_order',
          body: { price: 88000, buyer, ...tweaks[turn % tweaks.length] },
          idempotency_key: `${(turn * 2654435761) % 4294967291}`,
        }),
        result: JSON.stringify({
          accepted: true,
          message_id: `MSG${(turn * 48271) % 2147483647}`,
          delivery: 'queued',
        }),
      }),
      { role: 'user', name: 'rheinmach_sales', content: counterpartyAnswer(turn, turn >= fixedAt) },
    );
  }
  return messages;
}

describe("another agent's answer to a message the model sent", () => {
  it("is read as the send's result: the same rejection again and again is a retry storm", () => {
    expect(loopVerdictOf('orders', orders(5))).toMatchObject({ tripped: true, detector: 'retry_storm' });
  });

  it('lets an order through that gives the missing field after one rejection', () => {
    expect(loopVerdictOf('orders', orders(3, 1)).tripped).toBe(false);
  });

  it("leaves a person's message after a tool's acknowledgement a message", () => {
    const messages = orders(1).map((message) =>
      message.role === 'user' && 'name' in message
        ? { role: 'user' as const, content: 'Any news? Keep me posted.' }
        : message,
    );
    const repeated = [...messages, ...messages.slice(1), ...messages.slice(1)];
    expect(loopVerdictOf('asks', repeated).tripped).toBe(false);
  });
});
