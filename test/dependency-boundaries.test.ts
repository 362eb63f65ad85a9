import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RunStateName } from '../src/events/run-state-name.js';
import type { RunState } from '../src/guard/run-state.js';
import { repoRoot } from './helpers/cli.js';

interface Import {
  readonly file: string;
  readonly specifier: string;
  readonly typeOnly: boolean;
}

const src = join(repoRoot, 'src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Static imports, re-exports and import() calls, with whether they are erased at build.
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const imports: Import[] = sourceFiles(src).flatMap((path) => {
  const file = relative(repoRoot, path);
  return [...readFileSync(path, 'utf8').matchAll(importPattern)].map((match) => ({
    file,
    specifier: (match[2] ?? match[3]) as string,
    typeOnly: match[1] !== undefined,
  }));
});

const importersOf = (specifier: string, runtimeOnly = true) =>
  imports
    .filter((entry) => entry.specifier === specifier && !(runtimeOnly && entry.typeOnly))
    .map((entry) => entry.file);

describe('dependency boundaries of the source', () => {
  it('finds the imports it checks', () => {
    expect(importersOf('commander').length).toBeGreaterThan(3);
    expect(importersOf('./sqlite-database.js', false)).toContain('src/stores/sqlite/queries.ts');
  });

  it('imports the CLI-only libraries only from src/cli', () => {
    // cli-table3 is not one: loopguard/report draws its tables with it (a table renderer is not ours to write).
    for (const library of ['commander', 'cli-progress']) {
      expect(
        importersOf(library).filter((file) => !file.startsWith('src/cli/')),
        library,
      ).toEqual([]);
    }
  });

  it('loads a SQLite driver only in the driver seam of the SQLite store, and only on first use', () => {
    // The store's code is written against its own SqliteDatabase type: no driver's types, no driver import.
    expect(importersOf('better-sqlite3', false)).toEqual([]);
    expect(importersOf('node:sqlite', false)).toEqual([]);
    const requirers = sourceFiles(src)
      .filter((path) => /\(\s*'(better-sqlite3|node:sqlite)'\s*\)/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(repoRoot, path));
    expect(requirers).toEqual(['src/stores/sqlite/load-driver.ts']);
  });

  it('keeps the events free of the guard', () => {
    expect(
      imports.filter((entry) => entry.file.startsWith('src/events/') && entry.specifier.includes('/guard/')),
    ).toEqual([]);
  });

  it('uses globalThis.crypto in core code, node:crypto at most at the edges', () => {
    // The gateway's access check hashes and compares credentials synchronously, per request: node:crypto. So
    // does its conversation index, which needs an incremental hash it can copy (WebCrypto's is async and whole).
    // The dashboard (a Node server, which reads its files from disk) hashes its page's inline script once, at start.
    const edges = [
      'src/cli/',
      'src/stores/sqlite/',
      'src/proxy/policy/',
      'src/proxy/conversation-index.ts',
      'src/dashboard/',
    ];
    expect(
      [...importersOf('node:crypto', false), ...importersOf('crypto', false)].filter(
        (file) => !edges.some((edge) => file.startsWith(edge)),
      ),
    ).toEqual([]);
  });

  it('names the same run states in the events as in the guard', () => {
    expectTypeOf<RunStateName>().toEqualTypeOf<RunState>();
  });

  it('layers the folders: each imports only its own layer and those below, features never each other', () => {
    // Lower layers first. A folder may import its own folder and any folder of a lower layer; within the
    // shared layer (stores, budget, report) and the core layers, folders may import each other only downwards
    // as listed. Features (adapters, agent, dashboard, notify, proxy, replay) import the core and the shared
    // layer, never another feature; the CLI, the package's index and the scripted model server sit on top.
    const layers: readonly (readonly string[])[] = [
      ['errors.ts', 'guard-error-codes.ts', 'retry-advice.ts', 'utils', 'secrets'],
      ['events'],
      ['wire', 'pricing', 'signature'],
      ['detectors'],
      ['guard', 'tools'],
      ['stores', 'budget', 'report'],
      ['adapters', 'agent', 'dashboard', 'notify', 'proxy', 'replay'],
      // The scripted model server plays transcripts (replay's format) through the agent's chat types: a tool
      // made of features, like the CLI, and imported by nothing but the CLI and the tests.
      ['cli', 'index.ts', 'testing'],
    ];
    const features = new Set(layers[6]);
    const layerOf = new Map(layers.flatMap((names, layer) => names.map((name) => [name, layer] as const)));
    const folderOf = (path: string) => path.replace(/^src\//, '').split('/')[0] as string;
    const problems: string[] = [];
    for (const entry of imports) {
      if (!entry.specifier.startsWith('.')) continue;
      const from = folderOf(entry.file);
      const to = folderOf(
        relative(repoRoot, join(repoRoot, entry.file, '..', entry.specifier)).replace(/\.js$/, '.ts'),
      );
      if (from === to) continue;
      const fromLayer = layerOf.get(from);
      const toLayer = layerOf.get(to);
      if (fromLayer === undefined || toLayer === undefined) {
        problems.push(`${entry.file}: folder ${fromLayer === undefined ? from : to} is in no layer`);
        continue;
      }
      const sideways = fromLayer === toLayer && features.has(from);
      if (toLayer > fromLayer || sideways)
        problems.push(`${entry.file} imports ${entry.specifier} (${from} → ${to})`);
    }
    expect(problems).toEqual([]);
  });

  it('lets a feature reach a part of another area that has its own entry only through that index', () => {
    // A store driver (stores/sqlite, stores/postgres, stores/redis), an SDK adapter, the gateway's policy,
    // server and metrics: each is an entry of its own, its index.ts what it offers and the rest its own
    // business, so a feature that reaches into it is tied to how it is built (replay once opened PostgreSQL
    // through the store's pool, sink and schema files).
    const entries = sourceFiles(src)
      .filter((path) => path.endsWith('/index.ts'))
      .map((path) => relative(repoRoot, path).replace(/\/index\.ts$/, '/'))
      .filter((folder) => folder.split('/').length > 3);
    expect(entries).toEqual(expect.arrayContaining(['src/stores/postgres/', 'src/adapters/openai/']));
    const features = ['adapters', 'agent', 'dashboard', 'notify', 'proxy', 'replay'];
    const problems: string[] = [];
    for (const entry of imports) {
      if (!entry.specifier.startsWith('.')) continue;
      const target = relative(repoRoot, join(repoRoot, entry.file, '..', entry.specifier)).replace(
        /\.js$/,
        '.ts',
      );
      if (!features.includes(entry.file.split('/')[1] as string)) continue;
      const area = `src/${entry.file.split('/')[1]}/`;
      const part = entries.find((folder) => target.startsWith(folder) && !folder.startsWith(area));
      if (part && target !== `${part}index.ts`) problems.push(`${entry.file} imports ${entry.specifier}`);
    }
    expect(problems).toEqual([]);
  });

  it('has no cycle between the files at the root of src/ (the error base, its codes, the retry advice)', () => {
    // The retry advice is keyed by the trip codes, and every GuardError carries advice: the codes live in a
    // file of their own, so neither imports the other.
    const rootEdges = new Set(
      imports
        .filter((entry) => !entry.file.slice('src/'.length).includes('/') && entry.specifier.startsWith('./'))
        .map((entry) => `${entry.file} → src/${entry.specifier.slice(2).replace(/\.js$/, '.ts')}`),
    );
    expect(rootEdges).toContain('src/retry-advice.ts → src/guard-error-codes.ts');
    const cycles = [...rootEdges].filter((edge) => {
      const [from, to] = edge.split(' → ');
      return rootEdges.has(`${to} → ${from}`);
    });
    expect(cycles).toEqual([]);
  });
});
