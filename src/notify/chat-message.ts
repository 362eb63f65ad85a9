import type { TableData } from '../report/render.js';
import { monospaceTable } from './monospace-table.js';

/** A piece of a line: plain text, an identifier (shown as code where the chat has it) or bold text. */
export type ChatSpan = string | { readonly code: string } | { readonly bold: string };

/** One line of prose, as spans each platform renders in its own markup. */
export type ChatLine = readonly ChatSpan[];

/** A part of a message. A `chart` is only readable in a monospace font: chats without code blocks leave it out. */
export type ChatSection =
  | { readonly kind: 'lines'; readonly lines: readonly ChatLine[] }
  | {
      readonly kind: 'table';
      readonly table: TableData;
      /** Leading columns that name a row, in the list form of chats without code blocks. @default 1 */
      readonly keyColumns?: number;
    }
  | { readonly kind: 'chart'; readonly text: string };

/** A message for a team chat, before it takes a platform's format. */
export interface ChatMessage {
  readonly title: string;
  /** `alert` is drawn red where the chat has colours. */
  readonly severity: 'alert' | 'info';
  readonly sections: readonly ChatSection[];
  /** Structured fields the `generic` platform sends beside the text (trips, anomalies). */
  readonly data?: Readonly<Record<string, unknown>>;
}

/** The raw text of a line, without markup. */
export function lineText(line: ChatLine): string {
  return line
    .map((span) => (typeof span === 'string' ? span : 'code' in span ? span.code : span.bold))
    .join('');
}

/** A table as one line per row (`**key**: head value, …`), for chats without a monospace block. */
export function tableLines(table: TableData, keyColumns = 1): ChatLine[] {
  return table.rows.map((row) => {
    const key = row
      .slice(0, keyColumns)
      .filter((cell) => cell !== null && cell !== '')
      .join(' · ');
    const rest = row
      .slice(keyColumns)
      .map((cell, index) => (cell === null || cell === '' ? '' : `${table.head[index + keyColumns]} ${cell}`))
      .filter(Boolean)
      .join(', ');
    return rest ? [{ bold: key }, `: ${rest}`] : [{ bold: key }];
  });
}

/** The message as plain text: title, then each section, tables drawn in ASCII. */
export function plainText(message: ChatMessage): string {
  const parts = message.sections.map((section) =>
    section.kind === 'lines'
      ? section.lines.map(lineText).join('\n')
      : section.kind === 'table'
        ? monospaceTable(section.table)
        : section.text,
  );
  return [message.title, ...parts].filter(Boolean).join('\n\n');
}

function sectionUnits(section: ChatSection): number {
  return section.kind === 'lines'
    ? section.lines.length
    : section.kind === 'table'
      ? section.table.rows.length
      : section.text.split('\n').length;
}

/** Lines, table rows and chart lines in a message: what {@link truncateMessage} counts. */
export function messageUnits(message: ChatMessage): number {
  return message.sections.reduce((sum, section) => sum + sectionUnits(section), 0);
}

/**
 * The message cut to its first `keep` lines, rows and chart lines, with a last line saying how many were
 * left out and why (`note` gets that count). A table keeps its head; a chart cut short is left out whole.
 */
export function truncateMessage(
  message: ChatMessage,
  keep: number,
  note: (omitted: number) => string,
): ChatMessage {
  const total = messageUnits(message);
  if (keep >= total) return message;
  let room = keep;
  let kept = 0;
  const sections: ChatSection[] = [];
  for (const section of message.sections) {
    const units = sectionUnits(section);
    if (room >= units) {
      sections.push(section);
      room -= units;
      kept += units;
      continue;
    }
    if (room > 0 && section.kind === 'lines') {
      sections.push({ ...section, lines: section.lines.slice(0, room) });
      kept += room;
    }
    if (room > 0 && section.kind === 'table') {
      sections.push({
        ...section,
        table: { head: section.table.head, rows: section.table.rows.slice(0, room) },
      });
      kept += room;
    }
    room = 0;
  }
  return { ...message, sections: [...sections, { kind: 'lines', lines: [[note(total - kept)]] }] };
}
