import { type ChatLine, type ChatMessage, type ChatSection, tableLines } from './chat-message.js';

/** Bytes of a custom robot's request body: DingTalk refuses a larger one (errcode 460101). */
export const DINGTALK_BODY_BYTES = 20_000;

// DingTalk's markdown has headings, bold, links, lists and quotes, but no code: an identifier is bold.
function line(spans: ChatLine): string {
  return spans
    .map((span) => (typeof span === 'string' ? span : `**${'code' in span ? span.code : span.bold}**`))
    .join('');
}

function block(section: ChatSection): string {
  // No code block, so no monospace: a table becomes one list item per row, and a chart is left out.
  if (section.kind === 'chart') return '';
  const lines = section.kind === 'lines' ? section.lines : tableLines(section.table, section.keyColumns);
  return lines.map((spans) => `- ${line(spans)}`).join('\n');
}

/** A DingTalk custom robot body: the `markdown` msgtype, the title as its heading and each line a list item. */
export function dingtalkPayload(message: ChatMessage): string {
  const text = [`### ${message.title}`, ...message.sections.map(block).filter(Boolean)].join('\n\n');
  return JSON.stringify({ msgtype: 'markdown', markdown: { title: message.title, text } });
}
