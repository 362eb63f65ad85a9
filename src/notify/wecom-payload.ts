import { type ChatLine, type ChatMessage, type ChatSection, tableLines } from './chat-message.js';

/** Bytes of `markdown.content`: WeCom refuses longer content (errcode 40058). */
export const WECOM_CONTENT_BYTES = 4_096;

function line(spans: ChatLine): string {
  return spans
    .map((span) =>
      typeof span === 'string'
        ? span
        : 'code' in span
          ? `\`${span.code.replace(/`/g, "'")}\``
          : `**${span.bold}**`,
    )
    .join('');
}

function block(section: ChatSection): string {
  // WeCom's markdown has no lists, tables or code blocks: one quoted line per row, and no chart.
  if (section.kind === 'chart') return '';
  const lines = section.kind === 'lines' ? section.lines : tableLines(section.table, section.keyColumns);
  return lines.map((spans) => `> ${line(spans)}`).join('\n');
}

/** A WeCom group robot body: the `markdown` msgtype, the title in bold (orange for an alert), quoted lines. */
export function wecomPayload(message: ChatMessage): string {
  const title =
    message.severity === 'alert'
      ? `**<font color="warning">${message.title}</font>**`
      : `**${message.title}**`;
  const content = [title, ...message.sections.map(block).filter(Boolean)].join('\n');
  return JSON.stringify({ msgtype: 'markdown', markdown: { content } });
}

/** True when the content of a body from {@link wecomPayload} is within WeCom's 4096 bytes. */
export function wecomFits(body: string): boolean {
  const parsed = JSON.parse(body) as { markdown: { content: string } };
  return Buffer.byteLength(parsed.markdown.content) <= WECOM_CONTENT_BYTES;
}
