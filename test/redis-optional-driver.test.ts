import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

/** The built package in a fresh folder whose node_modules has every package of this repo but ioredis. */
function installWithoutIoredis(): string {
  const root = mkdtempSync(join(tmpdir(), 'loopguard-no-ioredis-'));
  cpSync(join(repoRoot, 'dist'), join(root, 'dist'), { recursive: true });
  cpSync(join(repoRoot, 'package.json'), join(root, 'package.json'));
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name.startsWith('.') || name === 'ioredis') continue;
    symlinkSync(join(repoRoot, 'node_modules', name), join(root, 'node_modules', name), 'dir');
  }
  return root;
}

describe('an install without ioredis', () => {
  const root = installWithoutIoredis();

  it('cannot resolve ioredis from the package (the setup is real)', () => {
    expect(() => createRequire(join(root, 'dist', 'index.js')).resolve('ioredis')).toThrow();
  });

  it('imports loopguard/budget and loopguard/stores/redis, and says how to install ioredis on first use', () => {
    const script = `
      const { createRedisRunStore, MISSING_IOREDIS_MESSAGE } = await import('loopguard/stores/redis');
      const { createMemoryBudgetLedger, createRedisBudgetLedger } = await import('loopguard/budget');
      const memory = createMemoryBudgetLedger();
      console.log(JSON.stringify(await memory.usage('x')));
      for (const open of [
        () => createRedisRunStore({ url: 'redis://127.0.0.1:6379' }),
        () => createRedisBudgetLedger({ url: 'redis://127.0.0.1:6379' }),
      ]) {
        try {
          open();
          console.log('opened');
        } catch (error) {
          console.log(error.name, error.code, error.message === MISSING_IOREDIS_MESSAGE);
        }
      }`;
    writeFileSync(join(root, 'open-redis.mjs'), script);
    const result = spawnSync(process.execPath, ['open-redis.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_PATH: '' },
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n')).toEqual([
      '{"spentUsd":0,"reservedUsd":0}',
      'RunStoreError LOOPGUARD_RUN_STORE_UNAVAILABLE true',
      'BudgetLedgerError LOOPGUARD_BUDGET_UNAVAILABLE true',
    ]);
  });
});
