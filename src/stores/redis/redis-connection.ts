import { z } from 'zod';
import { ConfigError } from '../../errors.js';
import { toConfigIssues } from '../../guard/options-schema.js';
import { loadIoredis } from './load-ioredis.js';
import type { RedisClient } from './redis-client.js';

/** How to reach Redis: shared by the Redis run store and the Redis budget ledger. */
export interface RedisConnectionOptions {
  /** `redis://[user:password@]host:port[/db]` or `rediss://…`. Give this or `client`. */
  readonly url?: string;
  /**
   * An ioredis client of your own (Sentinel, TLS, shared pool). Give this or `url`. It is not closed by
   * `close()`; give it `enableOfflineQueue: false` and `maxRetriesPerRequest: 0` for the same fail-fast
   * behaviour as a client made from `url`.
   */
  readonly client?: RedisClient;
  /** Put before every key, so several fleets or tests share one Redis. @default 'loopguard:' */
  readonly keyPrefix?: string;
  /**
   * How long a command waits for a connection that is being made before it fails. A refused connection
   * (Redis down, nothing listening) fails at once; this bounds a host that does not answer. @default 5000
   */
  readonly connectTimeoutMs?: number;
  /** How long a command waits for Redis's answer before it fails. @default 2000 */
  readonly commandTimeoutMs?: number;
}

/** A Lua script run with EVALSHA, loaded on first use and again after a restart emptied Redis's script cache. */
export interface LuaScript {
  readonly name: string;
  readonly lua: string;
}

/** One Redis client with bounded waits, whose failures come out as the caller's own typed error. */
export interface RedisConnection {
  readonly keyPrefix: string;
  /** Runs `script` with its keys and arguments, atomically (Redis runs one script at a time). */
  evalScript(
    script: LuaScript,
    keys: readonly string[],
    args: readonly (string | number)[],
  ): Promise<unknown>;
  /** Releases the client it made (a client passed in is left open). */
  close(): Promise<void>;
}

/** Builds the caller's error for an unreachable or failing Redis. */
export type UnavailableError = (message: string, cause: unknown) => Error;

const positiveInteger = z
  .number({ error: 'must be a positive integer' })
  .int({ error: 'must be a positive integer' })
  .positive({ error: 'must be a positive integer' });

/** The connection options' schema; stores extend it with their own fields. */
export const redisConnectionShape = {
  url: z
    .string({ error: 'must be a redis:// or rediss:// URL' })
    .regex(/^rediss?:\/\/[^\s]+$/, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  client: z
    .custom<RedisClient>(
      (value) =>
        typeof value === 'object' && value !== null && typeof (value as RedisClient).evalsha === 'function',
      { error: 'must be an ioredis client' },
    )
    .optional(),
  keyPrefix: z.string({ error: 'must be a string' }).optional(),
  connectTimeoutMs: positiveInteger.optional(),
  commandTimeoutMs: positiveInteger.optional(),
};

/**
 * Validates options against `schema` (which includes {@link redisConnectionShape}); throws a ConfigError
 * naming the option, with `source` (the factory's name) in front.
 */
export function parseRedisOptions<Options>(
  schema: z.ZodType<Options>,
  input: unknown,
  source: string,
): Options {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', toConfigIssues(parsed.error, input), { source });
  }
  const value = parsed.data as { url?: unknown; client?: unknown };
  if ((value.url === undefined) === (value.client === undefined)) {
    throw new ConfigError(
      'LOOPGUARD_INVALID_OPTIONS',
      [{ path: 'url', message: 'or `client` is required (exactly one of them)' }],
      { source },
    );
  }
  return parsed.data;
}

/** `host:port` of a URL, never its password: messages travel into logs and HTTP answers. */
function addressOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'the configured URL';
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An error that says Redis is down now (refused, reset, unknown host), as opposed to a connect that timed
 * out: ioredis times a connect with a timer, which a busy event loop (a tokenizer loading, a starved CPU)
 * fires before the socket's own connect event is read. That attempt is retried, so it is waited out.
 */
const isDown = (error: unknown) => (error as { code?: unknown } | undefined)?.code !== 'ETIMEDOUT';

/**
 * Opens (or wraps) an ioredis client that never makes a caller hang: no offline queue, no resending of a
 * command after a dropped connection (a resent compare-and-set could apply twice), a command waits at most
 * `connectTimeoutMs` for a connection being made and `commandTimeoutMs` for its answer, and while Redis is
 * known to be down commands fail at once. Reconnects in the background, so service resumes by itself.
 */
export function openRedisConnection(
  options: RedisConnectionOptions,
  unavailable: UnavailableError,
): RedisConnection {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const commandTimeoutMs = options.commandTimeoutMs ?? 2_000;
  const owned = options.client === undefined;
  const where = options.url === undefined ? 'Redis' : `Redis at ${addressOf(options.url)}`;
  let client: RedisClient;
  if (options.client) client = options.client;
  else {
    const RedisClient = loadIoredis();
    client = new RedisClient(options.url as string, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: connectTimeoutMs,
      commandTimeout: commandTimeoutMs,
      retryStrategy: (times) => Math.min(times * 100, 1_000),
    });
  }
  let lastError: unknown;
  let closed = false;
  // Errors already in the caller's type, passed on as they are.
  const produced = new WeakSet<object>();
  const fail = (message: string, cause: unknown): Error => {
    const error = unavailable(message, cause);
    produced.add(error);
    return error;
  };
  const onError = (error: unknown) => {
    lastError = error;
  };
  const onReady = () => {
    lastError = undefined;
  };
  client.on('error', onError);
  client.on('ready', onReady);

  let waiting: Promise<void> | undefined;
  const waitForReady = (): Promise<void> => {
    if (client.status === 'ready') return Promise.resolve();
    if (closed || client.status === 'end') {
      return Promise.reject(fail(`${where}: the connection is closed`, lastError));
    }
    // Down since the last attempt: answer now rather than make every caller wait for the next one.
    const between = client.status === 'reconnecting' || client.status === 'close';
    if (lastError !== undefined && isDown(lastError) && between) {
      return Promise.reject(fail(`${where} is unreachable: ${messageOf(lastError)}`, lastError));
    }
    if (client.status === 'wait') client.connect().catch(() => undefined);
    // One wait shared by every caller, so 50 concurrent calls add 3 listeners, not 150.
    waiting ??= new Promise<void>((resolve, reject) => {
      const finish = (error?: unknown) => {
        clearTimeout(timer);
        client.off('ready', ready);
        client.off('error', failed);
        client.off('end', ended);
        waiting = undefined;
        if (error === undefined) resolve();
        else reject(fail(`${where} is unreachable: ${messageOf(error)}`, error));
      };
      const ready = () => finish();
      const failed = (error: unknown) => {
        if (isDown(error)) finish(error);
      };
      const ended = () => finish(new Error('the connection ended'));
      const timer = setTimeout(
        () => finish(new Error(`no connection within ${connectTimeoutMs} ms (connectTimeoutMs)`)),
        connectTimeoutMs,
      );
      client.once('ready', ready);
      client.on('error', failed);
      client.once('end', ended);
    });
    return waiting;
  };

  // A client passed in has its own settings; bound its commands here.
  const bounded = <T>(command: Promise<T>): Promise<T> => {
    if (owned) return command;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${commandTimeoutMs} ms (commandTimeoutMs)`)),
        commandTimeoutMs,
      );
    });
    return Promise.race([command, timeout]).finally(() => clearTimeout(timer));
  };

  const shas = new Map<LuaScript, string>();
  const load = async (script: LuaScript): Promise<string> => {
    const sha = (await bounded(client.script('LOAD', script.lua))) as string;
    shas.set(script, sha);
    return sha;
  };

  return {
    keyPrefix: options.keyPrefix ?? 'loopguard:',
    async evalScript(script, keys, args) {
      try {
        await waitForReady();
        const sha = shas.get(script) ?? (await load(script));
        try {
          return await bounded(client.evalsha(sha, keys.length, ...keys, ...args));
        } catch (error) {
          // A restarted Redis has an empty script cache.
          if (!messageOf(error).startsWith('NOSCRIPT')) throw error;
          return await bounded(client.evalsha(await load(script), keys.length, ...keys, ...args));
        }
      } catch (error) {
        if (error instanceof Error && produced.has(error)) throw error;
        // The connection dropped between the ready check and the command (ioredis: "Stream isn't
        // writeable"): Redis is as unreachable as when the check sees it down, and says so the same way.
        if (client.status !== 'ready' || /stream isn't writeable/i.test(messageOf(error)))
          throw unavailable(`${where} is unreachable: ${messageOf(error)}`, error);
        throw unavailable(`${where} failed running ${script.name}: ${messageOf(error)}`, error);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      client.off('ready', onReady);
      if (!owned) {
        client.off('error', onError);
        return;
      }
      try {
        await bounded(client.quit());
      } catch {
        client.disconnect();
      }
    },
  };
}
