import type { ChatLine, ChatMessage, ChatSection } from './chat-message.js';
import { monospaceTable } from './monospace-table.js';

/** Bytes of a custom bot's request body: Feishu refuses a larger one (its limit is 20 KB). */
export const FEISHU_BODY_BYTES = 20_000;

// Card markdown reads tags such as <at> and <font>: text of ours must not open one.
const escapeTags = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

function line(spans: ChatLine): string {
  return spans
    .map((span) =>
      typeof span === 'string'
        ? escapeTags(span)
        : 'code' in span
          ? `\`${span.code.replace(/`/g, "'")}\``
          : `**${escapeTags(span.bold)}**`,
    )
    .join('');
}

function element(section: ChatSection): { tag: 'markdown'; content: string } {
  if (section.kind === 'lines') return { tag: 'markdown', content: section.lines.map(line).join('\n') };
  const text = section.kind === 'table' ? monospaceTable(section.table) : section.text;
  return { tag: 'markdown', content: `\`\`\`\n${text}\n\`\`\`` };
}

/**
 * A Feishu / Lark custom bot body: an interactive card with the title in a red (alert) or blue header and
 * one markdown element per section; tables and charts go in code blocks so their columns line up.
 */
export function feishuPayload(message: ChatMessage): string {
  return JSON.stringify({
    msg_type: 'interactive',
    card: {
      config: { wide_screen_mode: true },
      header: {
        title: { tag: 'plain_text', content: message.title },
        template: message.severity === 'alert' ? 'red' : 'blue',
      },
      elements: message.sections.map(element),
    },
  });
}
