import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { forkBenchChild } from './gateway-processes.js';

/** What one hop costs a message of one size on this machine. */
export interface HopFigures {
  readonly bytes: number;
  /** From the sender's write to the receiving process's read of the whole message, p50. */
  readonly p50Micros: number;
}

const samples = 300;

/**
 * What one more hop costs on this machine, without HTTP, parsing or any gateway: two Node processes, raw TCP
 * on 127.0.0.1, the time from one's `write` of a message to the other's read of it (the same monotonic clock
 * in both), at a request's pace (a millisecond apart, so each write finds the other process idle, as a
 * gateway finds its upstream). Every hop a gateway adds pays this once more for the request body; on a
 * virtual machine whose processes wake each other slowly, it grows with the body far faster than copying does.
 */
export async function measureHop(sizes: readonly number[]): Promise<HopFigures[]> {
  const peer = await forkBenchChild('./gateway-hop-peer.ts', []);
  const { port } = new URL(peer.url);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  try {
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    socket.setNoDelay(true);
    let answer: ((arrived: bigint) => void) | undefined;
    let held = '';
    socket.on('data', (data: Buffer) => {
      held += data.toString('latin1');
      const end = held.indexOf('\n');
      if (end < 0) return;
      const arrived = BigInt(held.slice(0, end));
      held = held.slice(end + 1);
      answer?.(arrived);
    });
    const figures: HopFigures[] = [];
    for (const bytes of sizes) {
      const message = Buffer.alloc(bytes, 0x61);
      message[bytes - 1] = 0x0a;
      const micros: number[] = [];
      for (let sample = -20; sample < samples; sample++) {
        const arrived = new Promise<bigint>((resolve) => {
          answer = resolve;
        });
        const sent = process.hrtime.bigint();
        socket.write(message);
        const at = await arrived;
        if (sample >= 0) micros.push(Number(at - sent) / 1_000);
        await sleep(1);
      }
      micros.sort((a, b) => a - b);
      figures.push({ bytes, p50Micros: micros[micros.length >> 1] ?? Number.NaN });
    }
    return figures;
  } finally {
    socket.destroy();
    await peer.stop();
  }
}
