import { VERSION as anthropicVersion } from '@anthropic-ai/sdk/version';
import { wrapLanguageModel } from 'ai';
import { VERSION as openaiVersion } from 'openai/version';
import { describe, expect, it } from 'vitest';
import { compatDir } from './compat-packages.js';
import { resolvedVersionsId } from './compat-resolve.js';

type ResolvedVersions = Record<string, { file: string; version: string | undefined }>;

const majorOf = (version: string | undefined) => Number(version?.split('.')[0]);
const minorOf = (version: string | undefined) => Number(version?.split('.')[1]);

// The current majors at the time of writing; the repo's devDependencies pin the majors before them.
const expected = [
  ['openai', 7, 0],
  ['ai', 7, 0],
  ['@ai-sdk/provider', 4, 0],
  ['@ai-sdk/openai', 4, 0],
  ['@openai/agents', 0, 20],
  ['@anthropic-ai/sdk', 1, 15],
  ['@langchain/openai', 1, 6],
] as const;

describe('the compat run', () => {
  it('runs under Node 22 or later', () => {
    expect(majorOf(process.versions.node)).toBeGreaterThanOrEqual(22);
  });

  it.each(expected)('resolves %s from test/compat at %i.%i or later', async (name, major, minor) => {
    const versions = ((await import(/* @vite-ignore */ resolvedVersionsId)) as { default: ResolvedVersions })
      .default;
    const resolved = versions[name];
    expect(resolved?.file).toContain(`${compatDir}node_modules/`);
    expect(majorOf(resolved?.version)).toBe(major);
    expect(minorOf(resolved?.version)).toBeGreaterThanOrEqual(minor);
  });

  it('imports the SDKs at those versions', () => {
    expect(majorOf(openaiVersion)).toBe(7);
    expect(anthropicVersion).toMatch(/^1\.(1[5-9]|[2-9]\d)\./);
    // ai 7 wraps a model into the v4 language-model specification; ai 6 into v3.
    const wrapped = wrapLanguageModel({
      model: {
        specificationVersion: 'v3',
        provider: 'compat',
        modelId: 'none',
        supportedUrls: {},
        doGenerate: () => Promise.reject(new Error('not called')),
        doStream: () => Promise.reject(new Error('not called')),
      },
      middleware: {},
    });
    expect(wrapped.specificationVersion).toBe('v4');
  });
});
