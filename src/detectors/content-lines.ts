/** The characters and lines of a reply as the content-loop scan reads them. */

export const isDigit = (code: number) => code >= 48 && code <= 57;
export const isBlank = (code: number) =>
  code === 32 ||
  (code >= 9 && code <= 13) ||
  code === 0xa0 ||
  code === 0x3000 ||
  (code >= 0x2000 && code <= 0x200b);

/** Letters of any script; digits, punctuation, symbols, box drawing and emoji halves are not. */
export function isLetter(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return !(code >= 0x2000 && code <= 0x2bff) && !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfe0f;
}

/** Characters that may follow a sentence's end before the blank: closing quotes, brackets, emphasis. */
export const closing = new Set([34, 39, 41, 93, 42, 95, 0x201d, 0x2019, 0xbb]);
/** Characters after which a number stands alone (`attempt 3`, `(3`, `#3`); after others it is part of a name (`usr_45`, `v2`). */
export const beforeAlone = new Set([40, 91, 35, 34, 39, 36, 0x201c, 0x2018]);

/**
 * What a line is, from its first characters: `text` is read; a fence opens or closes code; headings,
 * list items, table rows, blockquotes and code-like lines (`{`, `<`…) are `skip`ped and break a
 * repetition, since their repeated syntax is structure, not a loop. `undefined`: more characters needed.
 */
export function classifyLine(
  head: string,
  final: boolean,
  fence: string,
): 'text' | 'skip' | 'fence' | undefined {
  const first = head[0] as string;
  if (first === '`' || first === '~') {
    let run = 0;
    while (head[run] === first) run++;
    if (run >= 3) return fence === '' || fence === first ? 'fence' : 'skip';
    if (run === head.length && !final) return undefined;
  }
  if (fence !== '') return 'skip';
  switch (first) {
    case '#': {
      let run = 0;
      while (head[run] === '#') run++;
      if (run === head.length) return final ? 'skip' : undefined;
      return head[run] === ' ' || head[run] === '\t' ? 'skip' : 'text';
    }
    case '>':
    case '|':
    case '{':
    case '}':
    case '[':
    case ']':
    case '<':
      return 'skip';
    case '-':
    case '*':
    case '+':
      if (head.length === 1) return final ? 'text' : undefined;
      return head[1] === ' ' || head[1] === '\t' ? 'skip' : 'text';
  }
  if (isDigit(first.charCodeAt(0))) {
    let run = 0;
    while (run < head.length && isDigit(head.charCodeAt(run))) run++;
    if (run === head.length) return final ? 'text' : undefined;
    const mark = head[run];
    if (mark !== '.' && mark !== ')') return 'text';
    if (run + 1 === head.length) return final ? 'text' : undefined;
    return head[run + 1] === ' ' || head[run + 1] === '\t' ? 'skip' : 'text';
  }
  return 'text';
}
