// Runs the SQLite store's tests under a Node 22 whose built-in node:sqlite serves the store (the rest of the
// suite runs them on better-sqlite3 under Node 20). Plain JavaScript: it starts under whatever Node runs
// `npm test` and hands the tests to Node 22, the registry's node-<platform>-<arch> at test/compat's version.
// Usage: node test/run-node-sqlite.mjs [vitest arguments]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const files = ['src/stores/sqlite', 'test/cli-store.test.ts'];

function node22() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major >= 24 || (major === 22 && minor >= 13)) return process.execPath;
  const name = `node-${process.platform}-${process.arch}`;
  const compat = join(repoRoot, 'test', 'compat', 'node_modules', name, 'bin', 'node');
  if (existsSync(compat)) return compat;
  const pinned = JSON.parse(readFileSync(join(repoRoot, 'test', 'compat', 'package.json'), 'utf8'));
  const version = pinned.optionalDependencies[name];
  if (!version) {
    console.error(`test:node-sqlite: no Node 22 for ${name}; run this script with Node 22.13 or later`);
    process.exit(2);
  }
  const folder = join(tmpdir(), `loopguard-${name}-${version}`);
  const binary = join(folder, 'node_modules', name, 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), '{"private":true}\n');
  const npmCli = join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
  const install = spawnSync(
    process.execPath,
    [npmCli, 'install', '--no-audit', '--no-fund', `${name}@${version}`],
    {
      cwd: folder,
      stdio: 'inherit',
    },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
  return binary;
}

const node = node22();
console.log(
  `test:node-sqlite: Node ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()} (${node})`,
);
const result = spawnSync(
  node,
  [join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...files, ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      LOOPGUARD_SQLITE_DRIVER: 'node:sqlite',
      LOOPGUARD_TEST_RESULTS: 'test/node-sqlite-results.json',
    },
  },
);
process.exit(result.status ?? 1);
