import { InvalidArgumentError } from 'commander';
import { UsageError } from './usage-error.js';

// What `loopguard proxy` reads from its command line: the flags' type and their parsers, apart from the
// command that serves with them.

/** The flags of `loopguard proxy`, as commander hands them over. */
export interface ProxyFlags {
  readonly port: number;
  readonly host: string;
  readonly upstream: string;
  readonly anthropicUpstream: string;
  readonly policy?: string;
  readonly db: string;
  readonly store: string;
  readonly maxBodyBytes: number;
  readonly parkIdleAfter?: number | null;
  readonly upstreamKeyEnv: string[];
  readonly allowOrigin: string[];
  readonly observe?: boolean;
  readonly transcripts?: string;
  readonly observeExceptMoney?: boolean;
}

/** `--port`: a TCP port from 0 to 65535. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65_535)
    throw new InvalidArgumentError(`expected a port 0–65535, got "${value}".`);
  return port;
}

/**
 * `--upstream` and the per-API base URLs: an http(s) URL.
 * `--upstream http://127.0.0.1:8080/v1` is what an SDK's baseURL looks like; the proxy wants the origin and adds `/v1/…` itself.
 */
export function parseBaseUrl(value: string): string {
  if (!/^https?:\/\/[^\s/]+/i.test(value))
    throw new InvalidArgumentError(`expected an http(s) URL such as https://api.openai.com, got "${value}".`);
  return value.replace(/\/+$/, '').replace(/\/v1$/, '');
}

/**
 * `--allow-origin`, repeatable: each an origin the gateway answers browsers from.
 * A page's origin as browsers send it: scheme, host and port, nothing after.
 */
export function collectOrigin(value: string, previous: string[]): string[] {
  if (!/^https?:\/\/[^\s/]+$/i.test(value))
    throw new InvalidArgumentError(`expected an origin such as https://app.example, got "${value}".`);
  return [...previous, value];
}

/**
 * `--park-idle-after`: milliseconds, or `off`.
 * `off` keeps every run live; otherwise the milliseconds a run waits idle before it is held as its snapshot.
 */
export function parseParkAfter(value: string): number | null {
  if (value === 'off') return null;
  const ms = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(ms) || ms <= 0)
    throw new InvalidArgumentError(`expected a whole number of milliseconds or off, got "${value}".`);
  return ms;
}

/** `--store`: the run store to share runs through. */
export function parseStore(value: string): string {
  if (value !== 'memory' && !/^rediss?:\/\/\S+$/.test(value))
    throw new InvalidArgumentError(`expected memory or a redis://host:port URL, got "${value}".`);
  return value;
}

/** `--upstream-key-env`, repeatable: `API=VARIABLE`. */
export function collectKeyEnv(value: string, previous: string[]): string[] {
  if (!/^((openai|anthropic)=)?[A-Za-z_][A-Za-z0-9_]*$/.test(value))
    throw new InvalidArgumentError(
      `expected an environment variable name, optionally after openai= or anthropic=, got "${value}".`,
    );
  return [...previous, value];
}

/** Upstream keys by API, read from the variables `--upstream-key-env` names; the values are never printed. */
export function upstreamKeys(specs: readonly string[]): { openAIKey?: string; anthropicKey?: string } {
  const keys: { openAIKey?: string; anthropicKey?: string } = {};
  for (const spec of specs) {
    const [named, variable] = spec.includes('=') ? (spec.split('=') as [string, string]) : [undefined, spec];
    const api =
      named ?? (/anthropic/i.test(variable) ? 'anthropic' : /openai/i.test(variable) ? 'openai' : undefined);
    if (api === undefined)
      throw new UsageError(
        `--upstream-key-env ${spec}: say which API the key is for (openai=${spec} or anthropic=${spec})`,
      );
    const value = process.env[variable]?.trim();
    if (!value)
      throw new UsageError(`--upstream-key-env ${spec}: the environment variable ${variable} is not set`);
    if (api === 'openai') keys.openAIKey = value;
    else keys.anthropicKey = value;
  }
  return keys;
}
