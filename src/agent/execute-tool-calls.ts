import type { Guard } from '../guard/guard.js';
import { parseArguments } from '../signature/canonicalize.js';
import type { ToolDefinition } from '../tools/define-tool.js';
import { failed, type ToolResultEnvelope } from '../tools/envelope.js';
import type { ToolCallCache } from '../tools/tool-call-cache.js';
import type { ChatMessage, ChatToolCall } from './chat-types.js';

function argumentsOf(call: ChatToolCall): Record<string, unknown> | undefined {
  const parsed = parseArguments(call.function.arguments);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

/**
 * Runs one turn's tool calls in parallel: unknown tools and bad JSON become failed envelopes, idempotent
 * tools go through the per-run cache, every result is reported to the guard. Returns the tool messages.
 */
export async function executeToolCalls(
  calls: readonly ChatToolCall[],
  tools: ReadonlyMap<string, ToolDefinition>,
  guard: Guard,
  cache: ToolCallCache,
): Promise<ChatMessage[]> {
  const round = guard.rounds;
  const results = await Promise.all(
    calls.map(async (call): Promise<ToolResultEnvelope> => {
      const started = guard.options.now();
      const tool = tools.get(call.function.name);
      const args = argumentsOf(call);
      let result: ToolResultEnvelope;
      if (!tool) {
        result = failed(`unknown tool ${call.function.name}`, `use one of: ${[...tools.keys()].join(', ')}`);
      } else if (!args) {
        result = failed('arguments are not a JSON object', 'send the arguments as a JSON object');
      } else {
        const execute = () => tool.run(args, { signal: guard.options.signal, runId: guard.runId, round });
        result = tool.idempotent
          ? (await cache.run(guard.signatureOf({ name: tool.name, arguments: args }).hash, round, execute))
              .result
          : await execute();
      }
      guard.recordToolResult({
        toolCallId: call.id,
        name: call.function.name,
        result,
        isFinal: result.is_final || (tool?.final === true && result.status === 'succeeded'),
        latencyMs: guard.options.now() - started,
      });
      return result;
    }),
  );
  return results.map((result, index) => ({
    role: 'tool',
    tool_call_id: calls[index]?.id,
    content: JSON.stringify(result),
  }));
}
