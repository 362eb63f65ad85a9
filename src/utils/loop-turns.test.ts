import { describe, expect, it } from 'vitest';
import { nextTurn, takeTurn } from './loop-turns.js';

/** Resolves once every waiter queued so far, and the immediates queued with them, has run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('takeTurn', () => {
  it('gives each turn of the loop to one waiter, in order, with what else waits served between two', async () => {
    const order: string[] = [];
    takeTurn(() => order.push('first slice'));
    takeTurn(() => order.push('second slice'));
    // Another client's work queued after both slices: a plain immediate of the same turn.
    setImmediate(() => order.push('other request'));
    await settled();
    expect(order).toEqual(['first slice', 'other request', 'second slice']);
  });

  it('lets a cancelled waiter take no turn', async () => {
    const order: string[] = [];
    const cancel = takeTurn(() => order.push('cancelled'));
    takeTurn(() => order.push('kept'));
    setImmediate(() => order.push('other request'));
    cancel();
    await settled();
    expect(order).toEqual(['kept', 'other request']);
  });

  it('interleaves two pieces of sliced work a turn each, as they asked', async () => {
    const order: string[] = [];
    const work = async (name: string) => {
      for (let slice = 0; slice < 3; slice++) {
        order.push(`${name}${slice}`);
        await nextTurn();
      }
    };
    await Promise.all([work('a'), work('b')]);
    expect(order).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2']);
  });

  it('serves an HTTP request between the slices of a long piece of work', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      let slices = 0;
      let running = true;
      const work = (async () => {
        while (running) {
          slices++;
          await nextTurn();
        }
      })();
      const answer = await fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
      const slicesBy = slices;
      running = false;
      await work;
      expect(answer).toBe('ok');
      // The work kept going while the request was served: it did not hold the loop, nor was it held.
      expect(slicesBy).toBeGreaterThan(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
