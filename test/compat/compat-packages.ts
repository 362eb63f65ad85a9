import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** This folder: its package.json pins the current SDK majors, installed into its own node_modules. */
export const compatDir = fileURLToPath(new URL('./', import.meta.url));

/**
 * The packages that this folder's package.json installs (the Node binaries aside): imports of these from
 * loopguard's own sources and tests resolve here instead of the repo's pinned devDependencies.
 */
export const compatPackages: readonly string[] = Object.keys(
  (JSON.parse(readFileSync(`${compatDir}package.json`, 'utf8')) as { dependencies: Record<string, string> })
    .dependencies,
);

/** The package a bare import names (`@scope/name/sub` → `@scope/name`), or undefined for a path or `node:` id. */
export function packageNameOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
