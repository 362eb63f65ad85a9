import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from './cli.js';

/** npm's own script, run under whichever Node a test picks. */
export const npmCli = join(
  dirname(process.execPath),
  '..',
  'lib',
  'node_modules',
  'npm',
  'bin',
  'npm-cli.js',
);

const hasBuiltInSqlite = (version: string) => {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major >= 24 || (major === 23 && minor >= 4) || (major === 22 && minor >= 13);
};

/**
 * A Node with the built-in node:sqlite: this one if it has it, else the registry's node-<platform>-<arch>
 * package at the version test/compat pins (test/compat's own install, or one kept in the temp folder).
 */
export function node22(): string {
  if (hasBuiltInSqlite(process.versions.node)) return process.execPath;
  const name = `node-${process.platform}-${process.arch}`;
  const compat = join(repoRoot, 'test', 'compat', 'node_modules', name, 'bin', 'node');
  if (existsSync(compat)) return compat;
  const pinned = JSON.parse(readFileSync(join(repoRoot, 'test', 'compat', 'package.json'), 'utf8')) as {
    optionalDependencies: Record<string, string>;
  };
  const version = pinned.optionalDependencies[name];
  if (!version) throw new Error(`test/compat/package.json pins no ${name}: no Node 22 for this platform`);
  const folder = join(tmpdir(), `loopguard-${name}-${version}`);
  const binary = join(folder, 'node_modules', name, 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), '{"private":true}\n');
  const install = spawnSync(
    process.execPath,
    [npmCli, 'install', '--no-audit', '--no-fund', '--no-save', `${name}@${version}`],
    { cwd: folder, encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`installing ${name}@${version} failed: ${install.stderr}`);
  return binary;
}
