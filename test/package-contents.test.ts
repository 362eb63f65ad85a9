import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

// What `npm pack` would publish, from the dist/ the global setup built (scripts skipped: no second build).
async function packedFiles(): Promise<string[]> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { stdout } = await promisify(execFile)(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [pack] = JSON.parse(stdout) as [{ files: { path: string }[] }];
  return pack.files.map((file) => file.path);
}

describe('the published package', () => {
  it('ships the MIT licence and every file its source maps point at', async () => {
    const files = await packedFiles();
    expect(files).toContain('LICENSE');
    expect(readFileSync(join(repoRoot, 'LICENSE'), 'utf8')).toMatch(
      /^MIT License\n\nCopyright \(c\) 2026 the loopguard authors\n/,
    );
    expect(files).toContain('dist/index.js');
    const shipped = new Set(files);
    // A map whose sources are not in the package sends a debugger to files that do not exist. The build
    // emits none (tsconfig.build.json); a map left by an older build in dist/ shows up here.
    const dangling = files
      .filter((file) => file.endsWith('.map'))
      .flatMap((map) => {
        const { sources } = JSON.parse(readFileSync(join(repoRoot, map), 'utf8')) as { sources: string[] };
        return sources
          .map((source) => normalize(join(dirname(map), source)))
          .filter((source) => !shipped.has(source))
          .map((source) => `${map} → ${source} (rm -rf dist and build again)`);
      });
    expect(dangling).toEqual([]);
  }, 60_000);

  it('names its repository, and every relative link of README and docs/ reaches a packed file', async () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const repository = 'https://github.com/loopguard/loopguard';
    expect(manifest.repository).toEqual({ type: 'git', url: `git+${repository}.git` });
    expect(manifest.homepage).toBe(`${repository}#readme`);
    expect(manifest.bugs).toEqual({ url: `${repository}/issues` });
    const shipped = new Set(await packedFiles());
    const pages = ['README.md', ...[...shipped].filter((file) => /^docs\/[^/]+\.md$/.test(file))];
    expect(pages.length).toBeGreaterThan(10);
    const links = pages.flatMap((page) =>
      [...readFileSync(join(repoRoot, page), 'utf8').matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
        .map((match) => match[1] as string)
        .filter((target) => !/^[a-z]+:/.test(target))
        .map((target) => ({ page, target, file: normalize(join(dirname(page), target)) })),
    );
    expect(links.filter((link) => link.page === 'README.md').length).toBeGreaterThan(10);
    // docs/ may point at examples/ in the repository (the registry's page resolves them there); README and
    // a page of docs/ pointing at another page or image of docs/ must work from the installed package too.
    const dangling = links.filter(
      (link) => (link.page === 'README.md' || link.file.startsWith('docs/')) && !shipped.has(link.file),
    );
    expect(dangling).toEqual([]);
  }, 60_000);

  it('declares the database drivers as optional peers, so that a plain install compiles nothing', () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      devDependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    for (const driver of ['better-sqlite3', 'ioredis', 'pg']) {
      expect(manifest.dependencies[driver], driver).toBeUndefined();
      expect(manifest.optionalDependencies?.[driver], driver).toBeUndefined();
      expect(manifest.peerDependencies[driver], driver).toMatch(/^\^\d+\.0\.0$/);
      expect(manifest.peerDependenciesMeta[driver], driver).toEqual({ optional: true });
      // The repository's own tests run every store on Node 20.
      expect(manifest.devDependencies[driver], driver).toMatch(/^\d+\.\d+\.\d+$/);
    }
    expect(manifest.peerDependencies['better-sqlite3']).toBe('^12.0.0');
  });
});
