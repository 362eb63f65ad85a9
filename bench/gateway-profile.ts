import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where a gateway process spends its CPU: reads the V8 CPU profiles a bench run wrote
 * (`LOOPGUARD_BENCH_PROFILE=DIR npx tsx bench/gateway-bench.ts`: the loopguard process records one profile of
 * the side-by-side phase and one of the conversations) and prints the functions with the most self time, and
 * the loopguard source files with the most total (inclusive) time. Usage:
 * `npx tsx bench/gateway-profile.ts DIR [top]`.
 */

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly children?: number[];
}

interface CpuProfile {
  readonly nodes: ProfileNode[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

/** One function's share of the samples. */
export interface HotFunction {
  readonly name: string;
  readonly where: string;
  readonly selfPercent: number;
}

function where(node: ProfileNode): string {
  const url = node.callFrame.url.replace(/^file:\/\//, '');
  return url ? `${relative(process.cwd(), url)}:${node.callFrame.lineNumber + 1}` : '(native)';
}

/** Samples where the process was busy: the idle ones say nothing about where the time goes. */
function busySamples(profile: CpuProfile): number[] {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  return profile.samples.filter((id) => !idle.has(id));
}

/** The functions with the most self time in one profile, by percent of the busy samples. */
export function hotFunctions(profile: CpuProfile, top = 25): HotFunction[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const samples = busySamples(profile);
  for (const id of samples) {
    const node = byId.get(id);
    if (!node) continue;
    const key = `${node.callFrame.functionName || '(anonymous)'}\t${where(node)}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const total = samples.length || 1;
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, count]) => {
      const [name = '', at = ''] = key.split('\t');
      return { name, where: at, selfPercent: (100 * count) / total };
    });
}

/** Inclusive time per loopguard source file (`src/…`), by percent of the busy samples. */
export function hotFiles(profile: CpuProfile, top = 20): { file: string; percent: number }[] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  const samples = busySamples(profile);
  for (const id of samples) {
    const files = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)?.callFrame.url ?? '';
      const index = Math.max(url.indexOf('/src/'), url.indexOf('/dist/'));
      if (index !== -1) files.add(url.slice(index + 1));
    }
    for (const file of files) inclusive.set(file, (inclusive.get(file) ?? 0) + 1);
  }
  const total = samples.length || 1;
  return [...inclusive.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([file, count]) => ({ file, percent: (100 * count) / total }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const directory = process.argv[2];
  if (!directory) throw new Error('usage: npx tsx bench/gateway-profile.ts DIR [top]');
  const top = Number(process.argv[3] ?? 25);
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(directory, file), 'utf8')) as CpuProfile;
    console.log(`\n${file}: ${busySamples(profile).length} busy samples\nself time:`);
    for (const hot of hotFunctions(profile, top))
      console.log(`  ${hot.selfPercent.toFixed(1).padStart(5)}%  ${hot.name}  ${hot.where}`);
    console.log('inclusive time by loopguard file:');
    for (const hot of hotFiles(profile, top))
      console.log(`  ${hot.percent.toFixed(1).padStart(5)}%  ${hot.file}`);
  }
}
