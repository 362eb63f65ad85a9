import { normalizeUsage } from '../pricing/normalize-usage.js';
import type { Transcript } from '../replay/transcript.js';
import { toolCallsOfMessage } from '../wire/index.js';
import type { ScriptedTurn } from './scripted-model.js';

/** Text of an assistant message: its string, or its text blocks joined as Anthropic's reader joins them; `null` when it has none. */
function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const texts = content
    .map((part: unknown) => (typeof part === 'string' ? part : (part as { text?: unknown } | null)?.text))
    .filter((text): text is string => typeof text === 'string');
  return texts.length > 0 ? texts.join('') : null;
}

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
        content: textOf(message.content),
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
