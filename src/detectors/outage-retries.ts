import { pagerValues } from '../signature/action-meaning.js';
import type { ActionKey } from '../signature/action-signature.js';

/** What {@link sameOutage} compares of a failed call: its tool, whether it was an outage, what it asked. */
export interface OutageRetry {
  readonly tool: string;
  readonly outage: boolean;
  /** Key-value pairs of the arguments (`id="BR-7"`), as the retry-storm state keeps them. */
  readonly pairs: readonly string[];
  /** The values the call moved a pager with, joined: another page is another request, however it fails. */
  readonly pager?: string | undefined;
}

/** The pager values of a call, joined (see {@link OutageRetry.pager}). */
export function pagerOf(action: ActionKey): string {
  return pagerValues(action).join('\u0000');
}

/** The text values of a call's arguments, whatever key holds them: `{"id":"BR-7"}` and `{"ref":"BR-7"}` ask for one thing. */
function valuesOf(pairs: readonly string[]): Set<string> {
  const values = new Set<string>();
  for (const pair of pairs) {
    const cut = pair.indexOf('=');
    // A long text's word pairs (`key~…`) and flags (`true`, small numbers) name nothing on their own.
    if (cut < 0) continue;
    const value = pair.slice(cut + 1);
    // `BR-7` and `br-7` name one record: the case an id is written in is how it was typed, not what it asks.
    if (value.length >= 5 && value.startsWith('"')) values.add(value.toLowerCase());
  }
  return values;
}

/**
 * True when two failed calls of one tool are one dependency's outage met again: both errors say it is down or
 * throttled (in whatever wording: a 503, a refused connection, a gateway's timeout), the calls ask for the same thing
 * under any key (an id, a name, a path) and on the same page, however the rest of the request was reshaped.
 */
export function sameOutage(earlier: OutageRetry, current: OutageRetry): boolean {
  if (!earlier.outage || !current.outage || earlier.tool !== current.tool) return false;
  if ((earlier.pager ?? '') !== (current.pager ?? '')) return false;
  const asked = valuesOf(current.pairs);
  for (const value of valuesOf(earlier.pairs)) if (asked.has(value)) return true;
  return false;
}
