import type { HistoryMessage } from '../../wire/index.js';
import type { LanguageModelCallOptions, LanguageModelPromptPart } from './language-model-spec.js';

type Prompt = LanguageModelCallOptions['prompt'];

/** A tool result's output as the history holds it: its value (text, JSON or content parts), else the output itself. */
function outputContent(output: NonNullable<LanguageModelPromptPart['output']>): unknown {
  return 'value' in output ? output.value : output;
}

/**
 * An AI SDK prompt (the language-model specification's messages) as the chat history the shared conversation
 * reader takes: text parts as text parts, `tool-call` parts as the turn's `tool_calls`, and each `tool-result`
 * part as a `tool` message answering its call. An `error-text`/`error-json` output is an error; any other
 * output leaves it to the result's text, as replay reads a result that carries no flag (a tool that returns
 * an error message rather than throwing). Parts the reader does not read (files, approvals) pass as they are.
 */
export function promptHistory(prompt: Prompt): HistoryMessage[] {
  const messages: HistoryMessage[] = [];
  for (const message of prompt) {
    if (typeof message.content === 'string') {
      messages.push({ role: message.role, content: message.content });
      continue;
    }
    if (message.role === 'tool') {
      for (const part of message.content) {
        if (part.type !== 'tool-result' || part.output === undefined) continue;
        messages.push({
          role: 'tool',
          tool_call_id: part.toolCallId,
          name: part.toolName,
          content: outputContent(part.output),
          ...(part.output.type === 'error-text' || part.output.type === 'error-json'
            ? { is_error: true }
            : {}),
        });
      }
      continue;
    }
    const calls = message.content.filter((part) => part.type === 'tool-call');
    messages.push({
      role: message.role,
      // Reasoning is not what the model said to anyone: its `text` parts are its answer.
      content: message.content.filter((part) => part.type !== 'tool-call' && part.type !== 'reasoning'),
      ...(calls.length === 0
        ? {}
        : {
            tool_calls: calls.map((call) => ({
              id: call.toolCallId,
              type: 'function',
              function: { name: call.toolName, arguments: call.input },
            })),
          }),
    });
  }
  return messages;
}
