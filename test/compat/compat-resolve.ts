import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { compatDir, compatPackages, packageNameOf } from './compat-packages.js';

/** The id of a module that lists, for each compat package, the version an import from the repo gets. */
export const resolvedVersionsId = 'virtual:compat-resolved-versions';

/** The version in the package.json of `name` at or above `file`. */
function versionAbove(file: string, name: string): string | undefined {
  for (let folder = dirname(file); folder !== dirname(folder); folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const data = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (data.name === name) return data.version;
  }
  return undefined;
}

/**
 * Resolves the SDKs that loopguard's sources and tests import from this folder's node_modules, as if the
 * importing file lived here. Files inside a node_modules keep Node's own resolution, so an SDK's own
 * dependencies (and its peers, such as `@langchain/core` for `@langchain/openai`) come from here too and
 * every package sees one copy of each SDK.
 */
export function compatResolve(): Plugin {
  const redirected = new Set(compatPackages);
  // Vite resolves a bare import from the importer's folder only when the importer exists (else from the root).
  const importer = join(compatDir, 'package.json');
  const repoFile = join(compatDir, '..', '..', 'src', 'index.ts');
  return {
    name: 'loopguard-compat-resolve',
    enforce: 'pre',
    async resolveId(source, from, options) {
      if (source === resolvedVersionsId) return `\0${resolvedVersionsId}`;
      const name = packageNameOf(source);
      if (name === undefined || !redirected.has(name)) return null;
      if (from?.includes('/node_modules/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null)
        throw new Error(`${source} (imported by ${from}) is not installed in ${compatDir}`);
      return resolved;
    },
    async load(id) {
      if (id !== `\0${resolvedVersionsId}`) return null;
      // Resolved the way an import in src/ is, through this plugin: what the tests really get.
      const versions: Record<string, { file: string; version: string | undefined }> = {};
      for (const name of compatPackages) {
        // Some packages export subpaths only (the MCP SDK's "." names a file it does not ship).
        const resolved = await this.resolve(name, repoFile, { skipSelf: false }).catch(() => null);
        if (resolved !== null)
          versions[name] = { file: resolved.id, version: versionAbove(resolved.id, name) };
      }
      return `export default ${JSON.stringify(versions)};`;
    },
  };
}
