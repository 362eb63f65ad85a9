import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Guard } from '../../guard/guard.js';
import { GuardBinding, type GuardSource } from '../../guard/guard-scope.js';
import { overrideProperties } from '../override-property.js';

type CallTool = Client['callTool'];
type CallToolResult = Awaited<ReturnType<CallTool>>;

/** Options of {@link guardMcpClient}. */
export interface GuardMcpOptions {
  /**
   * Tools whose identical calls may share one result within the run. By default the tools the server
   * marks `readOnlyHint` or `idempotentHint` in `tools/list`.
   */
  readonly cacheableTools?: readonly string[];
}

function isError(result: CallToolResult): boolean {
  return (result as { isError?: boolean }).isError === true;
}

function resultText(result: CallToolResult): unknown {
  const content = (result as { content?: { type: string; text?: string }[] }).content;
  if (!Array.isArray(content)) return result;
  return content.map((part) => (part.type === 'text' ? (part.text ?? '') : JSON.stringify(part))).join('\n');
}

/** The results one run shares: calls in flight and settled results, by canonical signature. */
interface RunCache {
  readonly inFlight: Map<string, Promise<CallToolResult>>;
  readonly settled: Map<string, CallToolResult>;
}

/**
 * Wraps an MCP client for guarded runs: identical `tools/call` requests (same canonical signature, so
 * whitespace, key order and volatile values do not matter) to idempotent or read-only tools are sent once
 * per run, concurrent ones included, and errors are never cached; every result is fed to the run's guard as
 * a tool result (once: the LLM adapter reading the same result from the next request does not count it
 * again). `guard` is one run's guard or a factory; a guard set by `withGuard` comes first.
 * @example const tools = guardMcpClient(client, guard); await tools.callTool({ name: 'read_file', arguments: { path } });
 */
export function guardMcpClient<C extends Client>(
  client: C,
  guard: GuardSource,
  options: GuardMcpOptions = {},
): C {
  const original = client.callTool.bind(client) as CallTool;
  const binding = new GuardBinding(guard);
  const caches = new WeakMap<Guard, RunCache>();
  const cacheOf = (run: Guard): RunCache => {
    let cache = caches.get(run);
    if (!cache) {
      cache = { inFlight: new Map(), settled: new Map() };
      caches.set(run, cache);
    }
    return cache;
  };
  let cacheable: Promise<Set<string>> | undefined;
  const cacheableTools = () => {
    cacheable ??= options.cacheableTools
      ? Promise.resolve(new Set(options.cacheableTools))
      : client
          .listTools()
          .then(
            (listed) =>
              new Set(
                listed.tools
                  .filter(
                    (tool) =>
                      tool.annotations?.readOnlyHint === true || tool.annotations?.idempotentHint === true,
                  )
                  .map((tool) => tool.name),
              ),
          )
          .catch(() => new Set<string>());
    return cacheable;
  };

  const callTool: CallTool = async (params, resultSchema, requestOptions) => {
    const guard = binding.guard();
    const { inFlight, settled } = cacheOf(guard);
    const record = (result: CallToolResult) =>
      guard.recordToolResult({ name: params.name, result: resultText(result), isError: isError(result) });
    if (!(await cacheableTools()).has(params.name)) {
      const result = await original(params, resultSchema, requestOptions);
      record(result);
      return result;
    }
    const key = guard.signatureOf({ name: params.name, arguments: params.arguments ?? {} }).hash;
    const done = settled.get(key);
    if (done) {
      record(done);
      return done;
    }
    let pending = inFlight.get(key);
    if (!pending) {
      pending = original(params, resultSchema, requestOptions).then((result) => {
        if (!isError(result)) settled.set(key, result);
        return result;
      });
      inFlight.set(key, pending);
      pending.then(
        () => inFlight.delete(key),
        () => inFlight.delete(key),
      );
    }
    const result = await pending;
    record(result);
    return result;
  };
  return overrideProperties(client, { callTool }, { bind: true });
}
