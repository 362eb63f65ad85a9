/** True for the characters `\s` matches in a regular expression. */
export function isSpace(code: number): boolean {
  // Printable ASCII and Latin-1 letters first: most characters are decided by one comparison.
  if (code > 32 && code < 160) return false;
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Trims and collapses every run of white space to one space; returns the same string when nothing changes. */
export function collapseWhitespace(text: string): string {
  const length = text.length;
  let index = 0;
  while (index < length && isSpace(text.charCodeAt(index))) index++;
  let changed = index > 0;
  let out = '';
  let segmentStart = index;
  for (; index < length; index++) {
    const code = text.charCodeAt(index);
    if (!isSpace(code)) continue;
    let end = index + 1;
    while (end < length && isSpace(text.charCodeAt(end))) end++;
    if (end === length) return out + text.slice(segmentStart, index);
    if (end - index > 1 || code !== 32) {
      out += `${text.slice(segmentStart, index)} `;
      segmentStart = end;
      changed = true;
    }
    index = end - 1;
  }
  return changed ? out + text.slice(segmentStart) : text;
}
