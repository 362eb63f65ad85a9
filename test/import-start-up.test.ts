import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { policySchema } from '../src/index.js';
import { builtOnFirstUse } from '../src/utils/first-use.js';
import { repoRoot } from './helpers/cli.js';
import { spawnRecordingModules } from './helpers/resolved-modules.js';

// Which packages a process that imports the built root entry has loaded: ES modules as a module resolve hook
// reports them, CommonJS ones (the lazy loaders `require` them) from the require cache. Start-up time is a
// whole-process figure for bench/; this holds the structure that keeps it low, without timing.
const index = pathToFileURL(join(repoRoot, 'dist/index.js')).href;

const heavy = [
  'zod',
  '@pydantic/genai-prices',
  'jsonc-parser',
  'eventsource-parser',
  'yaml',
  'gpt-tokenizer',
];

/** The packages (under node_modules) loaded by a process that imports the root entry, then runs `then`. */
function packagesLoaded(then = ''): string[] {
  const script = `const loopguard = await import(${JSON.stringify(index)});
${then}
const { createRequire } = await import('node:module');
console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));`;
  const { result, urls } = spawnRecordingModules(['--input-type=module', '-e', script], repoRoot);
  expect(result.status, result.stderr).toBe(0);
  const esm = urls
    .filter((url) => url.startsWith('file:'))
    .map((url) => decodeURIComponent(url.slice('file://'.length)));
  const cjs = JSON.parse(result.stdout.trim().split('\n').at(-1) as string) as string[];
  const names = [...esm, ...cjs].flatMap((path) => {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
    return match ? [match[1] as string] : [];
  });
  return [...new Set(names)].sort();
}

describe("import('loopguard')", () => {
  it('loads none of the heavy libraries until a function needs them', () => {
    expect(packagesLoaded().filter((name) => heavy.includes(name))).toEqual([]);
  });

  it('loads each on the first use that needs it (the check sees them when they are there)', () => {
    const loaded = packagesLoaded(`
loopguard.createGuard({ maxCost: 1, model: 'gpt-4o-mini' });
loopguard.parsePolicy('{ "maxRounds": 3 // a comment\\n}');
await loopguard.parseYamlPolicy('maxRounds: 3');`);
    expect(loaded).toEqual(expect.arrayContaining(['zod', '@pydantic/genai-prices', 'jsonc-parser', 'yaml']));
    expect(loaded).not.toContain('eventsource-parser');
  });
});

describe('policySchema, built on first use', () => {
  it('validates, extends and composes as the zod schema it stands for', () => {
    expect(policySchema.safeParse({ maxRounds: 3 }).success).toBe(true);
    expect(policySchema.safeParse({ maxRounds: 0 }).success).toBe(false);
    expect(policySchema instanceof z.ZodObject).toBe(true);
    expect(Object.keys(policySchema.shape)).toContain('maxCost');
    const extended = policySchema.extend({ team: z.string() });
    expect(extended.safeParse({ maxRounds: 3, team: 'infra' }).success).toBe(true);
    expect(extended.safeParse({ maxRounds: 3 }).success).toBe(false);
    const nested = z.object({ policy: policySchema });
    expect(nested.safeParse({ policy: { maxCost: -1 } }).error?.issues[0]?.path).toEqual([
      'policy',
      'maxCost',
    ]);
  });

  it('builds nothing until first touched, then once', () => {
    let builds = 0;
    const value = builtOnFirstUse(() => {
      builds++;
      return { size: 2, double: (n: number) => n * 2 };
    });
    expect(builds).toBe(0);
    expect(value.double(value.size)).toBe(4);
    expect('size' in value).toBe(true);
    expect(Object.keys(value)).toEqual(['size', 'double']);
    expect({ ...value }.size).toBe(2);
    expect(builds).toBe(1);
  });
});
