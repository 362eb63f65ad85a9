import type { ChatLine, ChatMessage, ChatSection } from './chat-message.js';
import { monospaceTable } from './monospace-table.js';

/** Characters in one section block's text: Slack refuses a longer one with 400 invalid_blocks. */
export const SLACK_SECTION_CHARS = 3_000;
/** Blocks in one message, Slack's limit. */
export const SLACK_MAX_BLOCKS = 50;
/**
 * Characters of block text in one message. Slack documents 40,000 for a message, but refuses blocks from
 * about 13,000 characters with `msg_blocks_too_long` (slackapi/bolt-js#2509), so we stay under 12,000.
 */
export const SLACK_BLOCK_TEXT_CHARS = 12_000;

// Slack's mrkdwn treats these three as control characters everywhere, code blocks included.
const escapeMrkdwn = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function line(spans: ChatLine): string {
  return spans
    .map((span) =>
      typeof span === 'string'
        ? escapeMrkdwn(span)
        : 'code' in span
          ? `\`${escapeMrkdwn(span.code.replace(/`/g, "'"))}\``
          : `*${escapeMrkdwn(span.bold)}*`,
    )
    .join('');
}

/** Lines packed into section texts of at most SLACK_SECTION_CHARS, each wrapped by `fence` when given. */
function chunks(lines: readonly string[], fence: string): string[] {
  const room = SLACK_SECTION_CHARS - fence.length * 2 - 2;
  const texts: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const raw of lines) {
    const text = raw.length > room ? `${raw.slice(0, room - 1)}…` : raw;
    if (current.length > 0 && size + text.length + 1 > room) {
      texts.push(current.join('\n'));
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length + 1;
  }
  if (current.length > 0) texts.push(current.join('\n'));
  return texts.map((text) => (fence ? `${fence}\n${text}\n${fence}` : text));
}

function sectionTexts(section: ChatSection): string[] {
  if (section.kind === 'lines') return chunks(section.lines.map(line), '');
  const text = section.kind === 'table' ? monospaceTable(section.table) : section.text;
  return chunks(escapeMrkdwn(text).split('\n'), '```');
}

/**
 * A Slack incoming-webhook body: a header block with the title, then mrkdwn section blocks; tables and
 * charts go in code blocks so their columns line up. `text` is the notification fallback.
 */
export function slackPayload(message: ChatMessage): string {
  const blocks = [
    {
      type: 'header',
      // A header's plain text is limited to 150 characters.
      text: { type: 'plain_text', text: message.title.slice(0, 150), emoji: true },
    },
    ...message.sections
      .flatMap(sectionTexts)
      .map((text) => ({ type: 'section', text: { type: 'mrkdwn', text } })),
  ];
  return JSON.stringify({ text: message.title, blocks });
}

/** True when a body from {@link slackPayload} is within Slack's block count and text size. */
export function slackFits(body: string): boolean {
  const parsed = JSON.parse(body) as { blocks: { text: { text: string } }[] };
  const characters = parsed.blocks.reduce((sum, block) => sum + block.text.text.length, 0);
  return parsed.blocks.length <= SLACK_MAX_BLOCKS && characters <= SLACK_BLOCK_TEXT_CHARS;
}
