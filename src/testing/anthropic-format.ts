import { pieces, type ScriptedReply, toolCallsOf } from './reply.js';

function blocksOf(reply: ScriptedReply) {
  const blocks: (
    | { type: 'text'; text: string }
    | { type: 'tool_use'; id: string; name: string; input: unknown; text: string }
  )[] = [];
  if (reply.turn.content) blocks.push({ type: 'text', text: reply.turn.content });
  for (const call of toolCallsOf(reply, 'toolu_'))
    blocks.push({ type: 'tool_use', id: call.id, name: call.name, input: call.input, text: call.text });
  return blocks;
}

// Anthropic's input_tokens exclude cache reads; OpenAI-style prompt_tokens include them.
function inputTokens(reply: ScriptedReply) {
  const cached = reply.usage.cached_tokens ?? 0;
  return {
    input_tokens: reply.usage.prompt_tokens - cached,
    cache_read_input_tokens: cached,
    cache_creation_input_tokens: 0,
  };
}

/** A `message` object for a scripted turn. */
export function anthropicMessage(reply: ScriptedReply): Record<string, unknown> {
  const blocks = blocksOf(reply);
  return {
    id: `msg_scripted_${reply.round}`,
    type: 'message',
    role: 'assistant',
    model: reply.model,
    content: blocks.map((block) =>
      block.type === 'text'
        ? block
        : { type: 'tool_use', id: block.id, name: block.name, input: block.input },
    ),
    stop_reason: blocks.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { ...inputTokens(reply), output_tokens: reply.usage.completion_tokens },
  };
}

/** SSE events of a streamed message: usage split between `message_start` and `message_delta`. */
export function anthropicEvents(reply: ScriptedReply): string[] {
  const blocks = blocksOf(reply);
  const event = (type: string, data: Record<string, unknown>) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const frames = [
    event('message_start', {
      message: {
        id: `msg_scripted_${reply.round}`,
        type: 'message',
        role: 'assistant',
        model: reply.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { ...inputTokens(reply), output_tokens: 1 },
      },
    }),
  ];
  blocks.forEach((block, index) => {
    if (block.type === 'text') {
      frames.push(event('content_block_start', { index, content_block: { type: 'text', text: '' } }));
      for (const piece of pieces(block.text))
        frames.push(event('content_block_delta', { index, delta: { type: 'text_delta', text: piece } }));
    } else {
      frames.push(
        event('content_block_start', {
          index,
          content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} },
        }),
      );
      for (const piece of pieces(block.text, 2)) {
        frames.push(
          event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } }),
        );
      }
    }
    frames.push(event('content_block_stop', { index }));
  });
  frames.push(
    event('message_delta', {
      delta: {
        stop_reason: blocks.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn',
        stop_sequence: null,
      },
      usage: { output_tokens: reply.usage.completion_tokens },
    }),
  );
  frames.push(event('message_stop', {}));
  return frames;
}
