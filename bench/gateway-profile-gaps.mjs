// Reads what the gateway's loop thread ran in its longest stretches between two turns of the loop: give it the
// CPU profile (LOOPGUARD_BENCH_PROFILE=DIR, best with LOOPGUARD_BENCH_PROFILE_INTERVAL=100) and the stretches
// the probe listed (LOOPGUARD_BENCH_GAPS_FILE=FILE) of one run of gateway-hostile-kinds.ts, and it prints the
// call tree (inclusive milliseconds of samples) of the longest stretches after the first request.
// Usage: `node bench/gateway-profile-gaps.mjs PROFILE GAPS [stretches=3] [minMs=0.3]`.
import { readFileSync } from 'node:fs';

const [, , profileFile, gapsFile, count = '3', minMs = '0.3'] = process.argv;
if (!profileFile || !gapsFile) {
  console.error('usage: node bench/gateway-profile-gaps.mjs PROFILE GAPS [stretches] [minMs]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(profileFile, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const nameOf = ({ callFrame }) =>
  `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/.*\/(dist|node_modules)\//, '$1/')}:${callFrame.lineNumber + 1}`;
const stackOf = (id) => {
  const frames = [];
  for (let at = id; at !== undefined; at = parent.get(at)) frames.push(nodes.get(at));
  return frames.reverse().filter((frame) => frame.callFrame.functionName !== '(root)');
};
let time = profile.startTime;
const samples = profile.samples.map((id, index) => {
  time += profile.timeDeltas[index];
  return { id, time };
});
samples.forEach((sample, index) => {
  sample.ms = ((samples[index + 1]?.time ?? sample.time) - sample.time) / 1000;
});
const firstRequest =
  samples.find((sample) =>
    stackOf(sample.id).some((frame) => frame.callFrame.functionName === 'guardedExchange'),
  )?.time ?? 0;
const gaps = readFileSync(gapsFile, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))
  .filter((gap) => gap.to > firstRequest)
  .sort((a, b) => b.cpu - a.cpu)
  .slice(0, Number(count));
for (const gap of gaps) {
  const inside = samples.filter((sample) => sample.time >= gap.from && sample.time < gap.to);
  const sampled = inside.reduce((sum, sample) => sum + sample.ms, 0);
  console.log(
    `\n${gap.cpu.toFixed(1)} ms of thread CPU, ${((gap.to - gap.from) / 1000).toFixed(1)} ms wall, ${sampled.toFixed(1)} ms sampled`,
  );
  const root = { ms: 0, children: new Map() };
  for (const sample of inside) {
    let node = root;
    for (const frame of stackOf(sample.id)) {
      const name = nameOf(frame);
      if (!node.children.has(name)) node.children.set(name, { name, ms: 0, children: new Map() });
      node = node.children.get(name);
      node.ms += sample.ms;
    }
  }
  const show = (node, depth) => {
    for (const child of [...node.children.values()].sort((a, b) => b.ms - a.ms)) {
      if (child.ms < Number(minMs)) continue;
      console.log(`${'  '.repeat(depth)}${child.ms.toFixed(2)} ${child.name}`);
      show(child, depth + 1);
    }
  };
  show(root, 0);
}
