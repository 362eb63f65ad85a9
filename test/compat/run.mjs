// Runs the adapters' end-to-end tests against the current SDK majors installed in this folder, under the
// Node 22 that this folder installs (openai 7, ai 7 and @ai-sdk/* 4 need Node 22 or later). Plain JavaScript:
// it starts under whatever Node runs `npm test` (20 in CI) and hands the tests to Node 22.
// Usage: node test/compat/run.mjs [vitest arguments]
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const compatDir = fileURLToPath(new URL('./', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const lockFile = `${compatDir}package-lock.json`;
// npm writes this copy of the lock file into node_modules on every install: older than the lock, stale.
const installedLock = `${compatDir}node_modules/.package-lock.json`;
const minimumNode = 22;

function fail(message) {
  console.error(`test:compat: ${message}`);
  process.exit(2);
}

function install() {
  console.log('test:compat: installing the SDKs in test/compat (npm ci)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: compatDir, stdio: 'inherit' });
  if (result.status !== 0) fail(`npm ci in ${compatDir} failed (exit ${result.status ?? result.signal})`);
}

/** The Node binary to test with: the registry's node-<platform>-<arch> package, or this Node if new enough. */
function nodeBinary() {
  const packaged = `${compatDir}node_modules/node-${process.platform}-${process.arch}/bin/node`;
  if (existsSync(packaged)) return packaged;
  if (Number(process.versions.node.split('.')[0]) >= minimumNode) return process.execPath;
  return fail(
    `no Node ${minimumNode} for ${process.platform}-${process.arch}: test/compat installs one for linux-x64 ` +
      `and linux-arm64 only. Run this script with Node ${minimumNode} or later.`,
  );
}

if (!existsSync(installedLock) || statSync(installedLock).mtimeMs < statSync(lockFile).mtimeMs) install();
const node = nodeBinary();
const vitest = `${repoRoot}node_modules/vitest/vitest.mjs`;
if (!existsSync(vitest)) fail(`${vitest} is missing: run npm ci in ${repoRoot} first`);
// Typecheck first: this folder's files see the current SDKs' types, as an ai 7 or openai 7 user's code does.
console.log('test:compat: typechecking test/compat against the SDKs installed there');
const typecheck = spawnSync(
  process.execPath,
  [`${repoRoot}node_modules/typescript/bin/tsc`, '-p', `${compatDir}tsconfig.json`],
  { cwd: repoRoot, stdio: 'inherit' },
);
if (typecheck.status !== 0) process.exit(typecheck.status ?? 1);
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`test:compat: Node ${version} (${node})`);
const result = spawnSync(
  node,
  [vitest, 'run', '--config', `${compatDir}vitest.config.ts`, ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
