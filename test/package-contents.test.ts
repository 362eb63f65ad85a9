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
});
