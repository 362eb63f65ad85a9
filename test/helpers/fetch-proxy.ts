import type { GuardEvent } from '../../src/events/types.js';
import { createFetchUpstream } from '../../src/proxy/fetch-upstream.js';
import { createProxy, type ProxyOptions } from '../../src/proxy/index.js';
import { createScriptedHandler, type ScriptedHandlerOptions } from '../../src/testing/index.js';

/**
 * A proxy in front of the scripted model, both fetch-style handlers (no sockets, so fake timers drive them):
 * the proxy, the scripted model, every event, and `post(path, body, headers)`.
 */
export function fetchProxy(
  script: ScriptedHandlerOptions['script'],
  extra: Partial<ProxyOptions> = {},
  handler: Partial<ScriptedHandlerOptions> = {},
) {
  const scripted = createScriptedHandler({ script, ...handler });
  const events: GuardEvent[] = [];
  const proxy = createProxy({
    upstream: createFetchUpstream(scripted),
    openAIBaseUrl: 'http://model.test/v1',
    anthropicBaseUrl: 'http://model.test',
    onEvent: (event) => events.push(event),
    ...extra,
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    proxy.fetch(
      new Request(`http://proxy.test${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return { scripted, events, proxy, post };
}
