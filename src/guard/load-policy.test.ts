import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors.js';
import { loadPolicy, parsePolicy, parseYamlPolicy, policyFormatOf } from './load-policy.js';

async function configError(run: () => unknown): Promise<ConfigError> {
  try {
    await run();
  } catch (error) {
    if (ConfigError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const work = mkdtempSync(join(tmpdir(), 'loopguard-policy-'));

describe('policies with comments (JSONC)', () => {
  it('reads line and block comments', () => {
    const text = [
      '{',
      '  // the nightly cleanup needs more rounds than the default',
      '  "maxRounds": 15,',
      '  /* dollars */ "maxCost": 0.5,',
      '  "prices": { "gpt-4.1": { "inputPerMTok": 2, "outputPerMTok": 8 } }',
      '}',
    ].join('\n');
    expect(parsePolicy(text, 'policy.jsonc')).toEqual({
      maxRounds: 15,
      maxCost: 0.5,
      prices: { 'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8 } },
    });
  });

  it('names file, line and column of a syntax error and of a bad option', async () => {
    const syntax = await configError(() =>
      parsePolicy('{\n  // limits\n  "maxRounds": 3 "maxCost": 1\n}', 'p.json'),
    );
    expect(syntax.message).toBe('p.json:3:18: invalid JSON: comma expected');
    const option = await configError(() => parsePolicy('{\n  // limits\n  "maxRounds": -1\n}', 'p.json'));
    expect(option.message).toBe('p.json:3:3: `maxRounds` must be a positive integer, got -1');
  });

  it('finds options under keys that hold dots, and places each of several issues', async () => {
    const text =
      '{\n  "prices": {\n    "gpt-4.1": { "inputPerMTok": -2, "outputPerMTok": 8 }\n  },\n  "colour": 1\n}';
    const error = await configError(() => parsePolicy(text, 'p.json'));
    expect(error.message).toBe(
      'p.json: `prices.gpt-4.1.inputPerMTok` must be a number of US dollars per million tokens from 0 to 10000, got -2 (line 3, column 18); ' +
        '`colour` is not a known option (line 5, column 3)',
    );
  });

  it('keeps a __proto__ key as data', async () => {
    const error = await configError(() => parsePolicy('{"__proto__": {"maxRounds": 1}}', 'p.json'));
    expect(error.message).toContain('`__proto__` is not a known option');
  });
});

describe('YAML policies', () => {
  it('reads a YAML policy with comments, null turning a limit off', async () => {
    const text = [
      '# nightly cleanup',
      'maxRounds: 15 # more than the default',
      'maxDurationMs: null',
      'maxCost: 0.5',
      'loop:',
      '  escalation: nudge',
      'tools:',
      '  search:',
      '    coreArgs: [query]',
    ].join('\n');
    expect(await parseYamlPolicy(text, 'policy.yaml')).toEqual({
      maxRounds: 15,
      maxDurationMs: null,
      maxCost: 0.5,
      loop: { escalation: 'nudge' },
      tools: { search: { coreArgs: ['query'] } },
    });
  });

  it('names file, line and column of a syntax error, a duplicate key and a bad option', async () => {
    const syntax = await configError(() => parseYamlPolicy('maxRounds: 3\nloop:\n  window: [4\n', 'p.yaml'));
    expect(syntax.message).toMatch(/^p\.yaml:\d+:\d+: invalid YAML: /);
    const duplicate = await configError(() => parseYamlPolicy('maxRounds: 3\nmaxRounds: 4\n', 'p.yaml'));
    expect(duplicate.message).toMatch(/^p\.yaml:2:1: invalid YAML: Map keys must be unique/);
    const option = await configError(() =>
      parseYamlPolicy('# limits\nmaxRounds: 3\ntools:\n  clean_csv:\n    coreArgs: path\n', 'p.yaml'),
    );
    expect(option.message).toBe(
      'p.yaml:5:5: `tools.clean_csv.coreArgs` must be an array of argument names, got "path"',
    );
  });

  it('refuses an alias bomb instead of expanding it', async () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from({ length: 8 }, (_, index) => {
        const name = String.fromCharCode(98 + index);
        const previous = String.fromCharCode(97 + index);
        return `${name}: &${name} [*${previous}, *${previous}, *${previous}, *${previous}, *${previous}, *${previous}, *${previous}, *${previous}, *${previous}, *${previous}]`;
      }),
    ].join('\n');
    const error = await configError(() => parseYamlPolicy(bomb, 'bomb.yaml'));
    expect(error.message).toMatch(/^bomb\.yaml: invalid YAML: .*alias/i);
  });
});

describe('loadPolicy', () => {
  it('reads by extension: .yaml and .yml as YAML, anything else as JSON with comments', async () => {
    expect(policyFormatOf('a/policy.YML')).toBe('yaml');
    expect(policyFormatOf('policy.json')).toBe('json');
    const yaml = join(work, 'policy.yml');
    writeFileSync(yaml, 'maxRounds: 7 # seven\n');
    const jsonc = join(work, 'policy.json');
    writeFileSync(jsonc, '{ "maxRounds": 7 /* seven */ }');
    expect(await loadPolicy(yaml)).toEqual({ maxRounds: 7 });
    expect(await loadPolicy(jsonc)).toEqual({ maxRounds: 7 });
    const missing = await configError(() => loadPolicy(join(work, 'nope.yaml')));
    expect(missing.message).toBe(`${join(work, 'nope.yaml')}: file not found`);
  });

  it('loads the YAML parser only through a dynamic import', () => {
    const source = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
    expect(source('./load-policy.ts')).toContain("await import('./policy-yaml.js')");
    expect(source('./load-policy.ts')).not.toMatch(/from '(yaml|\.\/policy-yaml\.js)'/);
    expect(source('./policy-yaml.ts')).toMatch(/from 'yaml'/);
  });
});
