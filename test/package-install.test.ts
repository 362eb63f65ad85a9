import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';
import { node22, npmCli } from './helpers/node22.js';

// The packed tarball installed into an empty project, as a user's `npm install loopguard` does, once under
// the Node running the tests (20 in CI) and once under a Node 22 with the built-in node:sqlite.
const work = mkdtempSync(join(tmpdir(), 'loopguard-package-'));

function pack(): string {
  // dist/ comes from the global setup: scripts are skipped, so packing does not build a second time.
  const result = spawnSync(
    process.execPath,
    [npmCli, 'pack', '--ignore-scripts', '--pack-destination', work, '--json'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`npm pack failed: ${result.stderr}`);
  const [{ filename }] = JSON.parse(result.stdout) as [{ filename: string }];
  return join(work, filename);
}

const run = (node: string, cwd: string, args: readonly string[]) => {
  const result = spawnSync(node, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_PATH: '' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** Every file under `folder` whose name passes `test`, as paths from it. */
function filesUnder(folder: string, test: (name: string) => boolean): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((path) =>
    test(path.split('/').pop() ?? path),
  );
}

/** The SDK each adapter's types name (and the OpenTelemetry API of the otel sink), as a user of it has. */
const sdkOf: Readonly<Record<string, string>> = {
  'loopguard/otel': '@opentelemetry/api',
  'loopguard/adapters/openai': 'openai',
  'loopguard/adapters/anthropic': '@anthropic-ai/sdk',
  'loopguard/adapters/langchain': '@langchain/core',
  'loopguard/adapters/openai-agents': '@openai/agents',
  'loopguard/adapters/mcp': '@modelcontextprotocol/sdk',
};

/** tsc on one file of the project: strict, nodenext, skipLibCheck off, Node's types only. */
const typecheck = (project: string, file: string) =>
  run(process.execPath, project, [
    join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'),
    '--noEmit',
    '--strict',
    '--skipLibCheck',
    'false',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--target',
    'es2022',
    '--types',
    'node',
    '--typeRoots',
    join(repoRoot, 'node_modules', '@types'),
    file,
  ]);

const tarball = pack();
const storeScript = `
  import { createGuard } from 'loopguard';
  import { createSqliteSink, openSqliteEventReader } from 'loopguard/stores/sqlite';
  try {
    const sink = createSqliteSink({ path: 'events.db' });
    const guard = createGuard({ onEvent: sink.listener, taskId: 'first-task' });
    guard.beforeCall().end({ text: 'hello' });
    sink.close();
    const reader = openSqliteEventReader('events.db');
    const events = await reader.taskEvents('first-task');
    await reader.close();
    console.log('stored', events.map((event) => event.event).join(','));
  } catch (error) {
    console.log('refused', error.code, error.message);
  }`;

// dist/ is bundled with shared chunks: a class must be one class from every subpath, so an error thrown by one
// subpath is an instance of the classes the root entry exports.
const identityScript = `
  import * as root from 'loopguard';
  import { createDashboard } from 'loopguard/dashboard';
  import { openStoreForRead, StoreError } from 'loopguard/stores/sqlite';
  const thrown = (call) => {
    try {
      call();
    } catch (error) {
      return error;
    }
    throw new Error('no error thrown');
  };
  const dashboard = thrown(() => createDashboard({}));
  const store = thrown(() => openStoreForRead('missing.db'));
  console.log(dashboard.code, dashboard instanceof root.ConfigError, dashboard instanceof root.LoopguardError);
  console.log(store.code, store instanceof StoreError, store instanceof root.LoopguardError);
  console.log(Object.getPrototypeOf(StoreError) === root.LoopguardError);`;

// The dashboard's page lives in dashboard/ at the package root, found from whichever chunk holds the code.
const dashboardScript = `
  import { createServer } from 'node:http';
  import { createDashboard } from 'loopguard/dashboard';
  import { openSqliteEventReader } from 'loopguard/stores/sqlite';
  const reader = openSqliteEventReader('events.db');
  const server = createServer(createDashboard({ reader }).listener).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  for (const path of ['/', '/assets/app.js', '/assets/uPlot.min.css']) {
    const response = await fetch(\`http://127.0.0.1:\${server.address().port}\${path}\`);
    console.log(path, response.status, response.headers.get('content-type'), (await response.text()).length > 100);
  }
  server.close();
  await reader.close();`;

describe.each([
  ['the Node running the tests', process.execPath],
  ['Node 22', node22()],
])('the packed tarball installed into an empty project under %s', (_label, node) => {
  const version = run(node, work, ['--version']).stdout.trim();
  const [major = 0, minor = 0] = version.slice(1).split('.').map(Number);
  const builtInSqlite = major >= 24 || (major === 23 && minor >= 4) || (major === 22 && minor >= 13);
  const project = join(work, `project-${version}`);
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    '{ "name": "empty-project", "private": true, "type": "module" }\n',
  );
  let install = { code: null as number | null, stdout: '', stderr: '' };
  let installSeconds = 0;
  beforeAll(() => {
    const started = performance.now();
    install = run(node, project, [npmCli, 'install', '--no-audit', '--no-fund', '--prefer-offline', tarball]);
    installSeconds = (performance.now() - started) / 1000;
  }, 300_000);
  const modules = join(project, 'node_modules');

  it(`installs without compiling anything or fetching a database driver (${version})`, () => {
    expect(install.stderr).not.toMatch(/gyp|prebuild/i);
    expect(install.code).toBe(0);
    expect(existsSync(join(modules, 'loopguard', 'dist', 'index.js'))).toBe(true);
    for (const driver of ['better-sqlite3', 'ioredis', 'pg'])
      expect(existsSync(join(modules, driver)), driver).toBe(false);
    expect(filesUnder(modules, (name) => name.endsWith('.node'))).toEqual([]);
    console.info(`npm install of the tarball under Node ${version}: ${installSeconds.toFixed(1)} s`);
  });

  it('imports the library and runs loopguard --help from node_modules/.bin', () => {
    const imported = run(node, project, [
      '--input-type=module',
      '-e',
      "const { createGuard } = await import('loopguard'); console.log(typeof createGuard);",
    ]);
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toBe('function\n');
    const help = run(node, project, [join(modules, '.bin', 'loopguard'), '--help']);
    expect(help.stderr).toBe('');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: loopguard \[options\] \[command\]/);
    expect(help.stdout).toContain('\n  store ');
  });

  it(
    builtInSqlite
      ? 'opens a SQLite store on the built-in node:sqlite, with no better-sqlite3 installed'
      : 'says how to install better-sqlite3 when a SQLite store is opened',
    () => {
      writeFileSync(join(project, 'store.mjs'), storeScript);
      const result = run(node, project, ['store.mjs']);
      expect(result.stderr).toBe('');
      if (builtInSqlite) {
        expect(result.stdout).toBe('stored run_start,llm_request,llm_response\n');
        const report = run(node, project, [
          join(modules, '.bin', 'loopguard'),
          'report',
          'daily',
          '--db',
          'events.db',
        ]);
        expect(report.stderr).toBe('');
        expect(report.code).toBe(0);
        expect(report.stdout).toMatch(/│ \d{4}-\d{2}-\d{2} │ +│ +│ 1 +│ 1 +│/);
        writeFileSync(join(project, 'dashboard.mjs'), dashboardScript);
        const page = run(node, project, ['dashboard.mjs']);
        expect(page.stderr).toBe('');
        expect(page.stdout).toBe(
          [
            '/ 200 text/html; charset=utf-8 true',
            '/assets/app.js 200 text/javascript; charset=utf-8 true',
            '/assets/uPlot.min.css 200 text/css; charset=utf-8 true',
            '',
          ].join('\n'),
        );
      } else {
        expect(result.stdout).toBe(
          'refused LOOPGUARD_STORE_DRIVER_MISSING the SQLite store needs Node 22.13 or later (its built-in node:sqlite) or, on Node 20, better-sqlite3: npm install better-sqlite3@12\n',
        );
        expect(existsSync(join(project, 'events.db'))).toBe(false);
      }
    },
  );

  it('shares one class per error across subpaths: an error from one is an instance of the root export', () => {
    writeFileSync(join(project, 'identity.mjs'), identityScript);
    const result = run(node, project, ['identity.mjs']);
    expect(result.stderr).toBe('');
    const storeCode = builtInSqlite ? 'LOOPGUARD_STORE_MISSING' : 'LOOPGUARD_STORE_DRIVER_MISSING';
    expect(result.stdout).toBe(`LOOPGUARD_INVALID_OPTIONS true true\n${storeCode} true true\ntrue\n`);
  });

  it('typechecks an import of every subpath export with skipLibCheck off, with no driver and no driver types', () => {
    const installed = JSON.parse(readFileSync(join(modules, 'loopguard', 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const subpaths = Object.keys(installed.exports)
      .filter((subpath) => subpath !== './package.json')
      .map((subpath) => subpath.replace(/^\./, 'loopguard'));
    expect(subpaths.length).toBeGreaterThan(15);
    // Without its SDK no adapter is any use, so these are typechecked with the SDKs installed (linked from this
    // repository's node_modules): never a database driver, never @types.
    const withSdk = subpaths.filter((subpath) => sdkOf[subpath] !== undefined);
    const alone = subpaths.filter((subpath) => sdkOf[subpath] === undefined);
    expect(alone).toEqual(
      expect.arrayContaining(['loopguard', 'loopguard/budget', 'loopguard/stores/redis']),
    );
    const importing = (list: readonly string[]) =>
      list.map((subpath, index) => `import * as m${index} from '${subpath}';\n`).join('') +
      `export const modules = [${list.map((_, index) => `m${index}`).join(', ')}];\n` +
      "import { createGuard } from 'loopguard';\nimport { createSqliteSink } from 'loopguard/stores/sqlite';\n" +
      "export const guard = createGuard({ onEvent: createSqliteSink({ path: 'x.db' }).listener });\n";
    writeFileSync(join(project, 'use.ts'), importing(alone));
    const bare = typecheck(project, 'use.ts');
    expect(bare.stdout).toBe('');
    expect(bare.code).toBe(0);
    const links = [...new Set(withSdk.map((subpath) => sdkOf[subpath] as string))].map((sdk) => {
      const link = join(modules, sdk);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(join(repoRoot, 'node_modules', sdk), link, 'dir');
      return link;
    });
    try {
      writeFileSync(join(project, 'use-sdks.ts'), importing(withSdk));
      const checked = typecheck(project, 'use-sdks.ts');
      expect(checked.stdout).toBe('');
      expect(checked.code).toBe(0);
    } finally {
      for (const link of links) rmSync(link);
    }
    for (const types of ['better-sqlite3', 'ioredis', 'pg', '@types'])
      expect(existsSync(join(modules, types)), types).toBe(false);
  }, 300_000);
});
