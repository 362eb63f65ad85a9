import { createServer } from 'node:net';
import { answerBenchQueries } from './gateway-child.js';

/**
 * The far end of the hop probe (see gateway-hop-probe.ts): a raw TCP server that, on each read holding the
 * end of a message (a line feed), answers with the monotonic time (ns) at which that read reached it.
 * `hrtime` is the machine's monotonic clock, the same in every process, so the sender can subtract.
 */
async function startHopPeer(): Promise<string> {
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => {
      const arrived = process.hrtime.bigint();
      if (data[data.length - 1] === 0x0a) socket.write(`${arrived}\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the hop peer has no TCP address');
  return `tcp://127.0.0.1:${address.port}`;
}

// Forked by the bench: `gateway-hop-peer.ts child`, its address reported over IPC.
if (process.send && process.argv[2] === 'child') {
  const url = await startHopPeer();
  answerBenchQueries();
  process.send({ url });
}
