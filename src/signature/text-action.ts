import type { ToolCallInput } from './action-signature.js';

// `<function=execute_bash><parameter=command>ls</parameter></function>`: prompt-based function calling.
const functionPattern = /<function=([\w.-]+)>([\s\S]*?)(?:<\/function>|$)/;
const parameterPattern = /<parameter=([\w.-]+)>([\s\S]*?)(?:<\/parameter>|(?=<parameter=)|$)/g;
// A fenced block: ```bash … ``` (the language names the tool).
const fencePattern = /```([\w+-]*)[^\S\n]*\n([\s\S]*?)```/g;

/**
 * The action a text agent writes into its message, when it acts in text (ReAct, mini-swe-agent, SWE-agent,
 * prompt-based function calling): the last fenced code block, or a `<function=…>` call. The thought around it is
 * commentary. `undefined` when the text holds no action.
 * @example textAction('THOUGHT: look.\n```bash\nls -la\n```') // { name: 'bash', arguments: { code: 'ls -la' } }
 */
export function textAction(text: string): ToolCallInput | undefined {
  const call = functionPattern.exec(text);
  if (call) {
    const parameters: Record<string, string> = {};
    for (const parameter of (call[2] ?? '').matchAll(parameterPattern)) {
      parameters[parameter[1] as string] = (parameter[2] ?? '').trim();
    }
    return { name: call[1] as string, arguments: parameters };
  }
  let last: RegExpMatchArray | undefined;
  for (const block of text.matchAll(fencePattern)) last = block;
  if (!last) return undefined;
  const code = (last[2] ?? '').trim();
  if (code === '') return undefined;
  return { name: last[1] || 'code', arguments: { code } };
}
