import { pieces, type ScriptedReply, toolCallsOf } from './reply.js';

const created = () => Math.floor(Date.now() / 1000);

function usageOf(reply: ScriptedReply) {
  const { prompt_tokens, completion_tokens, cached_tokens } = reply.usage;
  return {
    prompt_tokens,
    completion_tokens,
    total_tokens: prompt_tokens + completion_tokens,
    prompt_tokens_details: { cached_tokens: cached_tokens ?? 0 },
  };
}

/** A `chat.completion` object for a scripted turn. */
export function openAICompletion(reply: ScriptedReply): Record<string, unknown> {
  const calls = toolCallsOf(reply, 'call_');
  return {
    id: `chatcmpl-scripted-${reply.round}`,
    object: 'chat.completion',
    created: created(),
    model: reply.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.turn.content ?? null,
          refusal: null,
          ...(calls.length > 0
            ? {
                tool_calls: calls.map((call) => ({
                  id: call.id,
                  type: 'function',
                  function: { name: call.name, arguments: call.text },
                })),
              }
            : {}),
        },
        logprobs: null,
        finish_reason: calls.length > 0 ? 'tool_calls' : 'stop',
      },
    ],
    usage: usageOf(reply),
  };
}

/** SSE frames of a `chat.completion.chunk` stream, with a final usage chunk when asked for. */
export function openAIChunks(reply: ScriptedReply, includeUsage: boolean): string[] {
  const calls = toolCallsOf(reply, 'call_');
  const base = {
    id: `chatcmpl-scripted-${reply.round}`,
    object: 'chat.completion.chunk',
    created: created(),
    model: reply.model,
  };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  const frames = [chunk({ role: 'assistant', content: '' })];
  for (const piece of pieces(reply.turn.content ?? '')) frames.push(chunk({ content: piece }));
  calls.forEach((call, index) => {
    frames.push(
      chunk({
        tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }],
      }),
    );
    for (const piece of pieces(call.text, 2))
      frames.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  frames.push(chunk({}, calls.length > 0 ? 'tool_calls' : 'stop'));
  if (includeUsage)
    frames.push(`data: ${JSON.stringify({ ...base, choices: [], usage: usageOf(reply) })}\n\n`);
  frames.push('data: [DONE]\n\n');
  return frames;
}
