import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// A module resolve hook, registered in the child process. It runs on the loader's own thread and appends each URL
// to a file before the module loads: a write to stderr from that thread could still be on its way when a process
// that answers at once (`--version`) exits.
const work = mkdtempSync(join(tmpdir(), 'loopguard-resolved-'));
const hook = join(work, 'hook.mjs');
writeFileSync(
  hook,
  `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.LOOPGUARD_RESOLVED_FILE, result.url + '\\n');
  return result;
}\n`,
);
const register = join(work, 'register.mjs');
writeFileSync(
  register,
  `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hook).href)});\n`,
);
let runs = 0;

/** Runs `node <args>` in `cwd` with the hook registered: its result, and the URL of every ES module it resolved. */
export function spawnRecordingModules(
  args: readonly string[],
  cwd: string,
): { readonly result: SpawnSyncReturns<string>; readonly urls: readonly string[] } {
  const file = join(work, `resolved-${runs++}.txt`);
  writeFileSync(file, '');
  const result = spawnSync(process.execPath, ['--import', register, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, LOOPGUARD_RESOLVED_FILE: file },
  });
  return { result, urls: readFileSync(file, 'utf8').split('\n').filter(Boolean) };
}
