// Terminal columns of a string, measured as cli-table3 (through string-width 4) measures them, so tables
// keep the exact look they had when cli-table3 drew them: colour codes and control characters take no
// column, combining accents none, emoji and East Asian wide characters two.

// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what it removes
const colourCode = /\u001b\[(?:\d*;){0,5}\d*m/g;
// strip-ansi's pattern: CSI and OSC sequences.
const escapeSequence =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escape sequences are what it removes
  /[\u001B\u009B][[\]()#;?]*(?:(?:(?:(?:;[-a-zA-Z\d/#&.:=?%@~_]+)*|[a-zA-Z\d]+(?:;[-a-zA-Z\d/#&.:=?%@~_]*)*)?\u0007)|(?:(?:\d{1,4}(?:;\d{0,4})*)?[\dA-PR-TZcf-ntqry=><~]))/g;
const emoji =
  /\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)(?:\p{Emoji_Modifier}|\uFE0F)*(?:\u200D(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F?)(?:\p{Emoji_Modifier}|\uFE0F)*)*/gu;

/** East Asian Wide and Fullwidth code points (is-fullwidth-code-point 3). */
function isWide(code: number): boolean {
  return (
    code >= 0x1100 &&
    (code <= 0x115f ||
      code === 0x2329 ||
      code === 0x232a ||
      (code >= 0x2e80 && code <= 0x3247 && code !== 0x303f) ||
      (code >= 0x3250 && code <= 0x4dbf) ||
      (code >= 0x4e00 && code <= 0xa4c6) ||
      (code >= 0xa960 && code <= 0xa97c) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe10 && code <= 0xfe19) ||
      (code >= 0xfe30 && code <= 0xfe6b) ||
      (code >= 0xff01 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x1b000 && code <= 0x1b001) ||
      (code >= 0x1f200 && code <= 0x1f251) ||
      (code >= 0x20000 && code <= 0x3fffd))
  );
}

function lineWidth(line: string): number {
  let width = 0;
  for (const character of line.replace(escapeSequence, '').replace(emoji, '  ')) {
    const code = character.codePointAt(0) as number;
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) continue;
    if (code >= 0x300 && code <= 0x36f) continue;
    width += isWide(code) ? 2 : 1;
  }
  return width;
}

/** Columns the widest line of `text` takes in a terminal. */
export function displayWidth(text: string): number {
  let widest = 0;
  for (const line of text.replace(colourCode, '').split('\n')) widest = Math.max(widest, lineWidth(line));
  return widest;
}
