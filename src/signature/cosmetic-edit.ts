import type { ActionKey } from './action-signature.js';
import { NOT_JSON, parsedArgumentsOf } from './parsed-arguments.js';

/** The argument pairs editing tools replace text with: Claude Code's `Edit`, SWE-agent's and OpenHands' editor. */
const EDIT_PAIRS: readonly (readonly [string, string])[] = [
  ['old_string', 'new_string'],
  ['old_str', 'new_str'],
  ['search', 'replace'],
];

// Comments in the languages agents edit most: `/* … */`, `{- … -}`, a line's `// …` and `# …`, and `-- …` opening the
// text (within a line, `--` is an option's end: `git checkout -- path`). Arguments
// reach here with their white space collapsed (line breaks too), so a line comment is known only where it ends
// the text or stands before the code the other side holds.
const blockComment = /\/\*[\s\S]*?\*\/|\{-[\s\S]*?-\}/g;
const lineComment = /(?:^|\s)(?:\/\/|#)|^--(?=\s)/;
const whiteSpace = /\s+/g;

/** A text with its block comments set aside and its white space collapsed. */
function codeOf(text: string): string {
  return text.replace(blockComment, ' ').replace(whiteSpace, ' ').trim();
}

/** A text with the line comment that ends it set aside (`x = 1 // why` → `x = 1`). */
function withoutTrailingComment(text: string): string {
  const at = text.search(lineComment);
  return at < 0 ? text : text.slice(0, at).trim();
}

/** True when `longer` is `shorter` with a line comment before or after it (`# why status = :ok`). */
function commentAdded(shorter: string, longer: string): boolean {
  if (shorter === '' || shorter.length >= longer.length) return false;
  if (longer.startsWith(shorter)) return trailingComment.test(longer.slice(shorter.length).trimStart());
  if (longer.endsWith(shorter))
    return openingComment.test(longer.slice(0, longer.length - shorter.length).trim());
  return false;
}
/** A comment after code (`// why`, `# why`); `--` there is an option's end. */
const trailingComment = /^(?:\/\/|#)/;
/** A comment before code, which may also be `-- why`. */
const openingComment = /^(?:\/\/|#|--\s)/;

/** True when two pieces of code differ only in comments and white space. */
function sameCode(old: string, next: string): boolean {
  const a = codeOf(old);
  const b = codeOf(next);
  if (a.replace(whiteSpace, '') === b.replace(whiteSpace, '')) return true;
  const bareA = withoutTrailingComment(a);
  const bareB = withoutTrailingComment(b);
  if (bareA !== '' && bareA.replace(whiteSpace, '') === bareB.replace(whiteSpace, '')) return true;
  return commentAdded(a, b) || commentAdded(b, a);
}

/**
 * True when a call edits text by replacing a string with another that differs only in comments and white space
 * (`cm > 140 -> 4` → `cm > 140 -> 4 // exceptional`): the program does what it did, so its tests will say what
 * they said. An edit that changes a character of code, or a call that is no such edit, is not cosmetic.
 */
export function cosmeticEdit(action: ActionKey): boolean {
  if (!action.arguments.includes('"old') && !action.arguments.includes('"search"')) return false;
  const parsed = parsedArgumentsOf(action);
  if (parsed === NOT_JSON || typeof parsed !== 'object' || parsed === null) return false;
  const args = parsed as Record<string, unknown>;
  for (const [before, after] of EDIT_PAIRS) {
    const old = args[before];
    const next = args[after];
    if (typeof old === 'string' && typeof next === 'string') return old !== next && sameCode(old, next);
  }
  return false;
}
