import type { ToolCallInput } from './action-signature.js';

// `<function=execute_bash><parameter=command>ls</parameter></function>`: prompt-based function calling.
const functionPattern = /<function=([\w.-]+)>([\s\S]*?)(?:<\/function>|$)/;
const parameterPattern = /<parameter=([\w.-]+)>([\s\S]*?)(?:<\/parameter>|(?=<parameter=)|$)/g;
// The ReAct format of LangChain's and CrewAI's text agents: `Action: search` on one line, `Action Input: {…}` after
// it, up to the `Observation:` the framework appends (or the end of the message).
const reactPattern =
  /^[^\S\n]*Action[^\S\n]*:[^\S\n]*(.+?)[^\S\n]*\n[^\S\n]*Action[^\S\n]+Input[^\S\n]*:([\s\S]*?)(?=\n[^\S\n]*Observation[^\S\n]*:|$(?![\s\S]))/gim;
// A fenced block: ```bash … ``` (the language names the tool).
const fencePattern = /```([\w+-]*)[^\S\n]*\n([\s\S]*?)```/g;

/** An `Action Input`: its JSON object when it is one (CrewAI, tool-calling prompts), else the text as `input`. */
function reactInput(raw: string): Record<string, unknown> {
  const input = raw
    .trim()
    .replace(/^```\w*\n?|\n?```$/g, '')
    .trim();
  if (input.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(input);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // Not JSON after all: the text is the input.
    }
  }
  return { input };
}

// The ReAct paper's and environment agents' one-line form, with no `Action Input`: `Action: Search[Apple]`, `Action:
// go to cabinet 3`, `Action: wait1`.
const actionLinePattern = /^[^\S\n]*Action[^\S\n]*:[^\S\n]*(\S.*?)[^\S\n]*$/gim;
const bracketedPattern = /^([\w .-]+?)\s*\[([\s\S]*)\]$/;

/** The last one-line `Action:` of a message as a call: `Search[Apple]` as `Search`, a command as `action`. */
function actionLine(text: string): ToolCallInput | undefined {
  let last: RegExpMatchArray | undefined;
  for (const match of text.matchAll(actionLinePattern)) last = match;
  const command = (last?.[1] ?? '').replace(/^[`'"]+|[`'"]+$/g, '').trim();
  if (command === '') return undefined;
  const bracketed = bracketedPattern.exec(command);
  if (bracketed)
    return { name: (bracketed[1] as string).trim(), arguments: { input: bracketed[2] as string } };
  return { name: 'action', arguments: { input: command } };
}

/** The last `Action:` / `Action Input:` pair of a ReAct message, or its last one-line `Action:`, or undefined. */
function reactAction(text: string): ToolCallInput | undefined {
  if (!text.includes('Action')) return undefined;
  let last: RegExpMatchArray | undefined;
  for (const match of text.matchAll(reactPattern)) last = match;
  if (!last) return /Action[^\S\n]+Input/i.test(text) ? undefined : actionLine(text);
  const name = (last[1] ?? '').replace(/^[`'"[\s]+|[`'"\]\s]+$/g, '');
  if (name === '') return undefined;
  return { name, arguments: reactInput(last[2] ?? '') };
}

/**
 * The action a text agent writes into its message, when it acts in text (ReAct, mini-swe-agent, SWE-agent,
 * prompt-based function calling): a `<function=…>` call, the last `Action:` / `Action Input:` pair (LangChain's
 * and CrewAI's ReAct agents), or the last fenced code block. The thought around it is commentary. `undefined` when
 * the text holds no action.
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
  const react = reactAction(text);
  if (react) return react;
  let last: RegExpMatchArray | undefined;
  for (const block of text.matchAll(fencePattern)) last = block;
  if (!last) return undefined;
  const code = (last[2] ?? '').trim();
  if (code === '') return undefined;
  return { name: last[1] || 'code', arguments: { code } };
}
