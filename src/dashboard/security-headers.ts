import { createHash } from 'node:crypto';

/**
 * The page loads only its own files and talks only to its own API: no inline script but the page's one first
 * script, named by its hash, no inline style, no frames, no plugins, no forms posting elsewhere. Event strings
 * are put into the page as text, so this is the second line, should one ever be put in as markup.
 *
 * @param inlineScripts - the texts of the page's inline scripts, allowed by their SHA-256 and nothing else
 */
export function contentSecurityPolicy(inlineScripts: readonly string[] = []): string {
  const hashes = inlineScripts.map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The texts of a page's inline `<script>` elements (those without `src`). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Headers every answer of the dashboard carries, with the page's policy. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
}
