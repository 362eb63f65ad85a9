import type OpenAI from 'openai';
import type { ScriptedServerOptions } from '../../src/testing/index.js';

/** A response header of an SDK error (a `Headers` object in this SDK version, a record in older ones). */
export function headerOf(
  error: InstanceType<typeof OpenAI.APIError>,
  name: string,
): string | null | undefined {
  const headers = error.headers as unknown;
  if (headers instanceof Headers) return headers.get(name);
  return (headers as Record<string, string> | undefined)?.[name];
}

/** A model that writes 10 tokens, or, asked to `Spend`, all its `max_tokens`: a call that spends what it may. */
export const spendingModel: ScriptedServerOptions['script'] = (_round, request) => {
  const body = request.body as { max_tokens?: number; messages: { content: string }[] };
  const spend = body.messages[0]?.content === 'Spend';
  const completion = spend ? (body.max_tokens ?? 10) : 10;
  return { content: 'hello', usage: { prompt_tokens: 20, completion_tokens: completion } };
};

/** A streamed chat call of `runId` in task `taskId` through the gateway at `url`, as the agent of `clientKey`. */
export function streamedTaskCall(
  url: string,
  clientKey: string,
  runId: string,
  taskId: string,
): Promise<string> {
  return fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${clientKey}`,
      'x-loopguard-run-id': runId,
      'x-loopguard-task-id': taskId,
    },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      max_tokens: 400,
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: `work on ${taskId}` }],
    }),
  }).then((response) => response.text());
}
