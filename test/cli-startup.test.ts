import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { commands } from '../src/cli/command-list.js';
import { repoRoot } from './helpers/cli.js';
import { spawnRecordingModules } from './helpers/resolved-modules.js';

// Which modules a command line loads, as a module resolve hook in the real process reports them. Start-up
// time is a whole-process figure for bench/; this holds the structure that keeps it low, without timing.
const work = mkdtempSync(join(tmpdir(), 'loopguard-startup-'));

/**
 * The source modules a command line loads: dist/ is bundled, so the files loaded are the entry and chunks,
 * and esbuild heads each source module's code in them with its path (`// src/cli/main.ts`).
 */
function modulesOf(...args: string[]): { stdout: string; modules: string[] } {
  const { result, urls } = spawnRecordingModules([join(repoRoot, 'dist/cli/main.js'), ...args], repoRoot);
  const root = pathToFileURL(repoRoot).href;
  const files = urls.filter((url) => url.startsWith(root)).map((url) => url.slice(root.length));
  // A module whose imports esbuild hoisted above another's code is headed twice in its chunk.
  const modules = new Set(
    files.flatMap((file) => {
      if (!file.startsWith('dist/')) return [file];
      const text = readFileSync(join(repoRoot, file), 'utf8');
      return [...text.matchAll(/^\/\/ (src\/\S+\.ts)$/gm)].map((match) => match[1] as string);
    }),
  );
  return { stdout: result.stdout, modules: [...modules] };
}

describe('CLI start-up', () => {
  it('answers --version from two small modules, before commander or anything else loads', () => {
    for (const flag of ['--version', '-V']) {
      const { stdout, modules } = modulesOf(flag);
      expect(stdout).toBe('0.1.0\n');
      expect(modules.sort()).toEqual(['src/cli/main.ts', 'src/cli/version.ts']);
    }
  });

  it('loads for report --help only the report command, not SQLite, the tokenizer or the other commands', () => {
    const { stdout, modules } = modulesOf('report', '--help');
    expect(stdout).toContain('Usage: loopguard report');
    expect(modules).toContain('src/cli/report-command.ts');
    const others = modules.filter(
      (module) =>
        /src\/cli\/(replay|trace|calibrate|notify|alert|store|mock-llm)-command\.ts$/.test(module) ||
        /better-sqlite3|gpt-tokenizer|genai-prices|src\/replay\/|src\/testing\//.test(module),
    );
    expect(others).toEqual([]);
  });

  it('lists every command in the root help without loading any command module', () => {
    for (const args of [['--help'], ['help']]) {
      const { stdout, modules } = modulesOf(...args);
      for (const name of Object.keys(commands)) expect(stdout, name).toMatch(new RegExp(`\\n  ${name} `));
      expect(
        modules.filter((module) =>
          /-command\.ts$|src\/stores\/(?!sqlite\/store-error)|src\/(replay|guard)\//.test(module),
        ),
      ).toEqual([]);
    }
  });

  it('prints the root help from four small modules: no error classes, secret scrubbing or command module', () => {
    const { stdout, modules } = modulesOf('--help');
    expect(stdout).toContain('Usage: loopguard [options] [command]');
    expect(modules.sort()).toEqual([
      'src/cli/command-list.ts',
      'src/cli/main.ts',
      'src/cli/run-cli.ts',
      'src/cli/version.ts',
    ]);
  });

  it('still loads the error classes when a command fails, and exits 2 for a usage error', () => {
    const result = spawnSync(
      process.execPath,
      [join(repoRoot, 'dist/cli/main.js'), 'trace', 'no-such-task', '--db', join(work, 'missing.db')],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^loopguard: .*missing\.db/);
  });

  it('loads for help of one command that command only', () => {
    const { stdout, modules } = modulesOf('help', 'trace');
    expect(stdout).toContain('Usage: loopguard trace');
    expect(modules.filter((module) => module.endsWith('-command.ts'))).toEqual(['src/cli/trace-command.ts']);
  });
});

describe('the root help table', () => {
  it.each(Object.keys(commands))(
    'gives %s the description and arguments its module registers',
    async (name) => {
      const entry = commands[name];
      const program = new Command();
      (await entry?.load())?.(program);
      const [command] = program.commands;
      expect(command?.name()).toBe(name);
      expect(entry?.summary).toBe(command?.description());
      const term = program.createHelp().subcommandTerm(command as Command);
      expect(`${name} ${entry?.term}`.trimEnd()).toBe(term);
    },
  );
});
