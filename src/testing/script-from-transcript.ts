import { normalizeUsage } from '../pricing/normalize-usage.js';
import type { Transcript } from '../replay/transcript.js';
import { messageText, toolCallsOfMessage } from '../wire/index.js';
import type { ScriptedTurn } from './scripted-model.js';

function usageOf(usage: unknown): ScriptedTurn['usage'] {
  const read = normalizeUsage(usage);
  if (!read) return undefined;
  // Cache writes have no field in a scripted turn; they stay in the prompt total, as uncached input.
  return {
    prompt_tokens: read.promptTokens,
    completion_tokens: read.completionTokens,
    ...(read.cachedPromptTokens ? { cached_tokens: read.cachedPromptTokens } : {}),
  };
}

/**
 * The assistant turns of a recorded run, as a script: text, tool calls as replay reads them (OpenAI
 * `tool_calls`, a legacy `function_call`, Anthropic `tool_use` blocks), the recorded usage in any shape
 * replay reads, and the model.
 * @example const server = await startScriptedServer({ script: scriptFromTranscript(run) });
 */
export function scriptFromTranscript(run: Transcript): ScriptedTurn[] {
  return run.messages
    .filter((message) => message.role === 'assistant')
    .map((message) => {
      const usage = usageOf(message.usage);
      return {
        content: messageText(message.content),
        toolCalls: toolCallsOfMessage(message).map((call) => ({
          id: call.id,
          name: call.name,
          arguments: call.arguments,
        })),
        ...(usage ? { usage } : {}),
        ...(message.model ? { model: message.model } : {}),
      };
    });
}
