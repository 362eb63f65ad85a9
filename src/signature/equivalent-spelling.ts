import { isoDates } from './date-spelling.js';

/** Query parameters that only say where a link was found (campaign tags, click ids), never what it names. */
const trackingParameter =
  /([?&])(?:utm_[a-z_]*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|ref|ref_src|ref_url|spm)=[^&"#\s]*/gi;
/** A URL's scheme and `www.`, and its fragment (`#details`), which the browser never sends: the same page. */
const urlScheme = /"https?:\/\/(?:www\.)?/gi;
const urlFragment = /(?<="https?:\/\/[^"\s#]*)#[^"\s]*(?=")/gi;
/** A SQL block comment, anywhere in the arguments. */
const blockComment = /\/\*(?!\*)(?:[^*]|\*(?!\/))*\*\//g;
/** `./`, `//` and `/./` inside a path, and a `/` that ends one: the same file or document. */
const pathNoise = /(?<![:/])\/(?:\.?\/)+|(?<=")\.\/|\/(?=")/g;
/** What a piece of {@link pathNoise} stands for: one `/` inside a path, nothing at its start or end. */
const pathPart = (match: string) => (match.length > 1 && match !== './' ? '/' : '');
/** An argument set to `false` or `null`: the default spelled out (`"verbose":false`), asking for nothing. */
const unsetArgument = /,"[^"\\]*":(?:false|null)(?=[,}])|(?<=\{)"[^"\\]*":(?:false|null)(?:,|(?=\}))/g;

/**
 * The canonical arguments with what never changes a request's meaning set aside: tracking parameters in a URL, its
 * scheme, `www.` and fragment, SQL block comments, `./` and `//` and a trailing `/` in a path, flags spelled out as
 * `false` or `null`, a date's spelling. Only what a text holds is looked for: most arguments come back as they are.
 */
export function equivalentSpelling(text: string): string {
  let out = text;
  if (out.includes('=') && (out.includes('?') || out.includes('&'))) {
    out = out
      .replace(trackingParameter, '$1')
      .replace(/\?&+/g, '?')
      .replace(/&&+/g, '&')
      .replace(/[?&]+(?=["#])/g, '');
  }
  if (out.includes('://')) out = out.replace(urlFragment, '').replace(urlScheme, '"https://');
  if (out.includes('/*')) out = out.replace(blockComment, ' ');
  if (out.includes('//') || out.includes('./') || out.includes('/"')) out = out.replace(pathNoise, pathPart);
  if (out.includes(':false') || out.includes(':null')) out = out.replace(unsetArgument, '');
  if (out.includes('.') || out.includes('/')) out = isoDates(out);
  return out;
}
