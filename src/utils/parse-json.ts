import type { ParseError } from 'jsonc-parser';
import { requireOnFirstUse } from './first-use.js';

// Needed only to place a syntax error: loaded on the first text that is not JSON.
const loadJsonc = requireOnFirstUse<typeof import('jsonc-parser')>('jsonc-parser');

/** The outcome of {@link parseJson}: a value, or where and why the text is not JSON. */
export type ParsedJson =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly line: number; readonly column: number; readonly message: string };

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text.charCodeAt(index) === 10) {
      line++;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function words(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * Parses strict JSON with `JSON.parse`; on failure locates the first syntax error (line, column) with
 * jsonc-parser, since Node's own messages do not always give a position.
 */
export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const { parse, printParseErrorCode } = loadJsonc();
    const errors: ParseError[] = [];
    parse(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
    const first = errors[0];
    if (!first) return { ok: false, line: 1, column: 1, message: (error as Error).message };
    const { line, column } = lineAndColumn(text, first.offset);
    return { ok: false, line, column, message: words(printParseErrorCode(first.error)) };
  }
}
