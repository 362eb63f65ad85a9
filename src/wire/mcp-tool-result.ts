import { toolResultText } from './tool-result-text.js';
import { isRecord } from './wire-values.js';

/** What an MCP tool call answered: its content as text, and whether it says it failed. */
export interface McpToolResult {
  readonly text: string;
  readonly isError: boolean;
}

/** Kinds of content block an MCP tool result holds (2025-06-18 schema). */
const MCP_BLOCKS: ReadonlySet<unknown> = new Set(['text', 'image', 'audio', 'resource', 'resource_link']);

/** True when `value` is a `CallToolResult`: a `content` list of typed blocks, nothing else but its known fields. */
function isCallToolResult(value: unknown): value is Record<string, unknown> & { content: unknown[] } {
  if (!isRecord(value) || !Array.isArray(value.content)) return false;
  for (const key of Object.keys(value))
    if (key !== 'content' && key !== 'isError' && key !== 'structuredContent' && key !== '_meta')
      return false;
  for (const block of value.content) if (!isRecord(block) || !MCP_BLOCKS.has(block.type)) return false;
  return true;
}

/** Where a JSON text's first key is `content`: only such texts are parsed to look for an MCP result. */
const MCP_TEXT = /^\s*\{\s*"content"\s*:\s*\[/;

/**
 * An MCP `CallToolResult` (`{"content":[{"type":"text","text":"…"}],"isError":false}`), given as an object or as
 * its JSON text, read as the text its blocks hold (the structured content when no block has any); `undefined`
 * for any other result. An agent's MCP client hands the model this envelope as it is: what the tool said is the
 * text inside it, escaped once more, where its request ids and timings would otherwise hide from the reader.
 */
export function readMcpToolResult(result: unknown): McpToolResult | undefined {
  let value = result;
  if (typeof result === 'string') {
    if (!MCP_TEXT.test(result)) return undefined;
    try {
      value = JSON.parse(result);
    } catch {
      return undefined;
    }
  }
  if (!isCallToolResult(value)) return undefined;
  let text = toolResultText(value.content);
  if (text === '' && value.structuredContent !== undefined)
    text = JSON.stringify(value.structuredContent) ?? '';
  return { text, isError: value.isError === true };
}
