import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchProcess, freePort, stopChild, waitForHttp } from './gateway-processes.js';

/**
 * LiteLLM's proxy (`litellm[proxy]` from PyPI, pinned in bench/litellm/requirements.txt, installed into
 * `.venv-litellm` by bench/litellm/setup.sh) as a bench contender: `litellm --config FILE --port N`, one
 * process as `litellm` starts it (no `--num_workers`), no database, started offline.
 */

const root = fileURLToPath(new URL('../', import.meta.url));

/** The `litellm` entry point of the bench's own virtual environment. */
export const LITELLM_BIN = join(root, '.venv-litellm', 'bin', 'litellm');

/** The pinned version, read from bench/litellm/requirements.txt (the one place it is written). */
export const LITELLM_VERSION =
  /litellm\[proxy\]==(\S+)/.exec(
    readFileSync(fileURLToPath(new URL('./litellm/requirements.txt', import.meta.url)), 'utf8'),
  )?.[1] ?? 'unknown';

/**
 * The proxy's master key: LiteLLM refuses to start without one (or with a weak one), and checks it on every
 * request, as in a deployment; clients send it as their bearer token. A bench value, not a secret.
 */
export const LITELLM_MASTER_KEY = `sk-bench-${'0123456789abcdef'.repeat(4)}`;

/** Why LiteLLM cannot run here, or `undefined` when it can. */
export function litellmMissing(): string | undefined {
  return existsSync(LITELLM_BIN)
    ? undefined
    : `LiteLLM: .venv-litellm is absent; run \`sh bench/litellm/setup.sh\` once (needs Python 3.10 to 3.14 and PyPI) to add its rows`;
}

/**
 * Environment that keeps LiteLLM offline: no telemetry, the model cost map bundled with the package rather
 * than fetched from GitHub at start, no `.env` or proxy settings of the machine's user.
 */
const offline = {
  LITELLM_TELEMETRY: 'False',
  LITELLM_LOCAL_MODEL_COST_MAP: 'True',
  LITELLM_LOG: 'ERROR',
  LITELLM_DONT_SHOW_FEEDBACK_BOX: 'True',
  DISABLE_ADMIN_UI: 'True',
  NO_DOCS: 'True',
  HF_HUB_OFFLINE: '1',
  TOKENIZERS_PARALLELISM: 'false',
  PYTHONDONTWRITEBYTECODE: '1',
};

/** The `model_list` entry that sends `gpt-4o-mini` to `upstream` as an OpenAI-compatible API. */
function modelList(upstream: string): string {
  return [
    'model_list:',
    '  - model_name: gpt-4o-mini',
    '    litellm_params:',
    '      model: openai/gpt-4o-mini',
    `      api_base: ${upstream}/v1`,
    '      api_key: sk-bench-not-a-real-key',
  ].join('\n');
}

/**
 * Starts LiteLLM's proxy in front of `upstream` (an origin) with `extraConfig` (YAML sections after the
 * model list, such as a budget). Resolves once it answers its liveness route; throws with its output otherwise.
 */
export async function startLitellm(upstream: string, extraConfig = ''): Promise<BenchProcess> {
  const missing = litellmMissing();
  if (missing) throw new Error(missing);
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-litellm-'));
  const config = join(directory, 'config.yaml');
  writeFileSync(config, `${modelList(upstream)}\n${extraConfig}\n`);
  const port = await freePort();
  const child = spawn(
    LITELLM_BIN,
    ['--config', config, '--host', '127.0.0.1', '--port', String(port), '--telemetry', 'False'],
    {
      cwd: directory,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', HOME: directory, LITELLM_MASTER_KEY, ...offline },
    },
  );
  let output = '';
  const keep = (piece: Buffer) => {
    output = (output + piece.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, true);
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/health/liveliness`, child, 180_000);
  } catch (error) {
    await stop();
    throw new Error(`LiteLLM did not start: ${(error as Error).message}\n${output}`);
  }
  return {
    url,
    child,
    memory: () => Promise.reject(new Error('LiteLLM reports no memory to the bench')),
    stats: () => Promise.reject(new Error('LiteLLM reports no counts to the bench')),
    startProfile: () => Promise.reject(new Error('LiteLLM is not profiled by the bench')),
    stopProfile: () => Promise.reject(new Error('LiteLLM is not profiled by the bench')),
    stop,
  };
}
