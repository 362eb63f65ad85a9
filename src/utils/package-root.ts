import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * The folder of loopguard's own `package.json`: the one place that finds files shipped beside the code
 * (`dashboard/`). A module's own path says nothing about it once built: the published dist/ is bundled, and
 * this code sits in whichever chunk esbuild put it in, at a depth that is not the source's.
 */
export function packageRoot(): string {
  if (root !== undefined) return root;
  const start = dirname(fileURLToPath(import.meta.url));
  for (let folder = start; ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && isLoopguardManifest(manifest)) {
      root = folder;
      return folder;
    }
    if (dirname(folder) === folder) throw new Error(`no package.json of loopguard above ${start}`);
  }
}

function isLoopguardManifest(path: string): boolean {
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { name?: unknown }).name === 'loopguard';
  } catch {
    return false;
  }
}
