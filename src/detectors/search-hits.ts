import { movesPager } from '../signature/action-meaning.js';
import type { ActionKey } from '../signature/action-signature.js';
import { partsOf } from '../signature/content-shape.js';
import { metadataChurn } from '../signature/metadata-churn.js';
import { mintedIdsOnly } from '../signature/minted-ids.js';
import { sameContentOf, shapeOf, shapesAlike } from '../signature/observation-compare.js';
import { otherIds } from '../signature/other-ids.js';
import { parsedArgumentsOf } from '../signature/parsed-arguments.js';
import { isSearchTextKey, searchWordsOf } from '../signature/search-text.js';
import { movesTimeWindow } from '../signature/time-window.js';
import { httpHeadersEnd } from '../signature/value-forms.js';
import { objectMemo } from '../utils/object-memo.js';
import { sameBesideAskEcho } from './ask-echo.js';
import { asksNothingElse, echoesOwnAsk, sameIdsAsked, sameItemAsked } from './asked-values.js';
import { otherOperations } from './other-operations.js';
import { rowsApart, sortedRows } from './sorted-rows.js';
import type { Step, StepObservation } from './types.js';

/** Results this long or longer can be a search's hits; a shorter one may be an acknowledgement any call gets. */
export const HITS_MIN_LENGTH = 80;

/**
 * A search's result with the search words it echoes taken out: what its hits are, whatever it was asked;
 * `null` for a call with no search text, or a result that is short, failed or "nothing found". A long result's
 * hits are those of its kept head.
 */
export function hitsOf(action: ActionKey, result: StepObservation | null | undefined): Listing | null {
  if (!result || result.empty || result.failed) return null;
  if (result.text.length < HITS_MIN_LENGTH) return null;
  // A result is read with its own call, on every later turn the window compares it with: worked out once.
  const known = hits.get(result);
  if (known !== undefined && known.action === action) return known.hits;
  const found = readHits(action, result);
  hits.set(result, { action, hits: found });
  return found;
}

const hits = objectMemo<StepObservation, { readonly action: ActionKey; readonly hits: Listing | null }>(
  'hits',
);

/** A text compared as a listing (a search's hits, a result's rows sorted), its shape and parts read once. */
export interface Listing {
  readonly text: string;
  /** The listing is a long result's kept head: compared with another only as far as both reach. */
  readonly cut?: boolean;
  /** The listing is a text's lines in another order, as they stand (`SortedRows.plain`). */
  readonly plain?: boolean;
}

function readHits(action: ActionKey, result: StepObservation): Listing | null {
  const words = searchWordsOf(action);
  if (words === null) return null;
  let text = result.text;
  // Canonical arguments hold a search text lower-cased: the echo is found whatever its case. A search for one
  // id (`4130`, `SUP510975`) keeps it: a hit naming the id asked for is that item, and another id's hit is news.
  // An API echoes it in its links too, encoded (`?q=email%3Adana.k%40example.com`, `q=miso+ramen`).
  for (const word of words)
    if (word.trim().length > 0 && !searchedId.test(word))
      for (const echo of echoesOf(word)) text = text.replace(new RegExp(escapeRegExp(echo), 'gi'), '');
  // A hit's ranking score is the wording's as much as the hit's: reworded, the same hits come back scored anew.
  text = text.replace(rankingScore, '$1');
  // So is the count of everything that matched (`4 of 33 passages`, `"total_hits": 33`): other words match more.
  text = text.replace(totalMatches, '$1$2');
  if (result.tail !== undefined) return { text, cut: true };
  // Nothing taken out: the result is its own listing, and what is worked out for one (its shape, its parts) is
  // worked out and kept once for both.
  return text === result.text ? result : { text };
}

/** A search text as a result may echo it: as asked, and encoded in a link's query (`%20` or `+` for a space). */
function echoesOf(word: string): string[] {
  const encoded = encodeURIComponent(word);
  if (encoded === word) return [word];
  const plus = encoded.replaceAll('%20', '+');
  return plus === encoded ? [word, encoded] : [word, encoded, plus];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A ranking score beside its key (`"score":0.8161`, `_score: 12.3`, `relevance=0.52`, `(score 8.88)`, a report's
 * `SCORE ......: 0.649` with dot leaders, markdown's `score **0.815**`, Elasticsearch's `"max_score":15.9`): the number, to blank.
 */
const rankingScore =
  /("?\b_?(?:score|max_?score|relevance|similarity|distance|rank_?score)"?(?:\s*\.{2,})?(?:\s*[:=]\s*|\s+)(?:\*\*|__|`)?)-?\d+(?:\.\d+)?(?:e-?\d+)?/gi;

/**
 * How many hits matched in all, beside the ones shown (`4 of 33 passages`, `showing 10 / 2,140 results`,
 * `"total_hits": 33`, Elasticsearch's `"total":{"value":33`): the number, to blank. A bare `total` may count the rows shown.
 */
const totalMatches =
  /(\b\d+\s+(?:of|\/)\s+)\d[\d,]*(?=\s+(?:passages|results|hits|matches|documents|docs|chunks|records|items|entries)\b)|("?\b(?:total_?(?:hits|results|matches)|num_?found|hits_?total)"?\s*[:=]\s*|"total"\s*:\s*\{\s*"value"\s*:\s*)\d+/gi;

/** A search text that is one id: a single token of four characters or more with a digit in it. */
const searchedId = /^(?=\S*\d)\S{4,}$/;

/** True when a search's text is one id ({@link searchedId}). */
function searchesForId(action: ActionKey): boolean {
  return searchWordsOf(action)?.some((word) => searchedId.test(word)) ?? false;
}

/** A call's arguments as an object, or `null` for arguments that are no JSON object. */
function argumentsOf(action: ActionKey): Record<string, unknown> | null {
  const value = parsedArgumentsOf(action);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * True when two searches differ, beside their words, only in options one of them adds (`sort`, `page_size`):
 * an option both give with other values (`shelf: S1` → `shelf: S2`) is a sweep, whose same hits are an answer.
 */
function noSweep(a: ActionKey, b: ActionKey): boolean {
  const left = argumentsOf(a);
  const right = argumentsOf(b);
  if (left === null || right === null) return false;
  for (const key of Object.keys(left)) {
    if (isSearchTextKey(a.tool, key) || !(key in right)) continue;
    if (JSON.stringify(left[key]) === JSON.stringify(right[key])) continue;
    // How many hits to return (`max_results` 10 → 200) sweeps nothing: when the same hits come back, the limit
    // was never reached.
    if (sizeLimitKey.test(key) && typeof left[key] === 'number' && typeof right[key] === 'number') continue;
    return false;
  }
  return true;
}

/** A key that caps how many hits or rows come back (`limit`, `max_results`, `top_k`, `page_size`). */
const sizeLimitKey =
  /^(?:limit|max_?(?:results|hits|rows|items|records|count)|top_?[kn]|k|n|size|page_?size|per_?page|num_?results|count)$/i;

/**
 * True when an earlier turn searched the same tool, however worded and filtered, and came back with the very
 * same hits: only a metadata line beside them (the time it took, the server, a query id), values incidental by
 * form, or scores recomputed to within a jitter may differ.
 */
export function sameHits(earlier: Step, action: ActionKey, hits: Listing): boolean {
  if (earlier.actions.length !== 1 || earlier.actions[0]?.tool !== action.tool) return false;
  const asked = earlier.actions[0] as ActionKey;
  if (!noSweep(asked, action)) return false;
  const before = hitsOf(asked, earlier.observations[0]);
  if (before === null) return false;
  // A search for one id answered with that id is about that item, however its form masks the id as incidental.
  if (searchesForId(action) && echoesOwnAsk(action, asked, hits)) return false;
  // Kept heads are compared value by value, never with a part set aside as metadata: what is left out of a head
  // may be where the two differ.
  // The same hits in another order are compared row by row as far as both heads reach too.
  if (before.cut || hits.cut) {
    const [head, other] = commonReach(before, hits);
    if (sameContentOf(head, other)) return true;
    const left = rowsOf(head);
    const right = left === null ? null : rowsOf(other);
    return left !== null && right !== null && sameContentOf(left, right);
  }
  if (alikeHits(before, hits)) return true;
  // The same rows served in another order (a ranking that reshuffles ties): a listing compared row by row.
  const left = rowsOf(before);
  const right = left === null ? null : rowsOf(hits);
  return left !== null && right !== null && alikeHits(left, right);
}

/**
 * Two listings as far as both reach, each ended at its last whole entry (a `}` or a line's end): the kept heads of
 * long answers end where their limit fell, which an echo of other words moves.
 */
function commonReach(a: Listing, b: Listing): [Listing, Listing] {
  const reach = Math.min(a.text.length, b.text.length);
  const ended = (text: string) => {
    const head = text.slice(0, reach);
    return { text: head.slice(0, Math.max(head.lastIndexOf('}'), head.lastIndexOf('\n')) + 1) };
  };
  return [ended(a.text), ended(b.text)];
}

/**
 * The same hits: word for word, or with only a metadata line, incidental values or jittering scores changed.
 * `oneShape` false: the two are known to have other shapes, and are not shaped to be compared.
 */
function alikeHits(before: Listing, hits: Listing, oneShape = true): boolean {
  return (
    before.text === hits.text ||
    metadataChurn(partsOf(before), partsOf(hits), 1) ||
    (oneShape && sameContentOf(before, hits))
  );
}

/** Listings' rows sorted ({@link sortRows}), by listing. */
const rows = objectMemo<Listing, Listing | null>('rows');

/** {@link sortRows} of a listing, worked out once a listing. */
function rowsOf(listing: Listing): Listing | null {
  let known = rows.get(listing);
  if (known === undefined) {
    known = sortedRows(listing.text);
    rows.set(listing, known);
  }
  return known;
}

/** Results this long are content (a page of rows, a frame, a document), not an acknowledgement any call gets. */
export const ANSWER_MIN_LENGTH = 200;

/** Lengths two answers may differ by, as a share of the longer, and still be the same rows with other values. */
const ANSWER_LENGTH_SLACK = 0.1;

/** Values a shorter result holds, none incidental by form, from which it is a table of figures: content too. */
const TABLE_MIN_VALUES = 8;

/** Results shorter than this are read as content only when they hold {@link TABLE_MIN_VALUES} values. */
const TABLE_MIN_LENGTH = 100;

/**
 * True when a result is content: a long body (an HTTP envelope aside), or a shorter one that is a table of figures
 * (five rows of counts and sums: no acknowledgement holds that many values); not failed, not "nothing found".
 */
function isAnswer(result: StepObservation): boolean {
  if (result.empty || result.failed) return false;
  const headersEnd = httpHeadersEnd(result.text);
  const body = result.text.length - Math.max(headersEnd, 0);
  if (body >= ANSWER_MIN_LENGTH) return true;
  if (body < TABLE_MIN_LENGTH) return false;
  const { values, incidental } = shapeOf(result);
  let figures = 0;
  for (let at = 0; at < values.length; at++)
    if ((incidental & (1 << at)) === 0 && ++figures >= TABLE_MIN_VALUES) return true;
  return false;
}

/** Two asks about one item (an id both name, in any spelling, and both answers name) answered alike, churn aside. */
function sameItemAnswer(
  earlier: ActionKey,
  before: StepObservation,
  action: ActionKey,
  now: StepObservation,
): boolean {
  return (
    sameItemAsked(action, earlier, now, before) &&
    !movesPager(action) &&
    !movesTimeWindow(action) &&
    shapesAlike(before, now, true)
  );
}

/**
 * True when another call of a tool got back the same long content as an earlier one, whatever it asked: word for
 * word, the same rows in another order, values incidental by form aside. What the second asked differently (a
 * rewritten filter, code run again spelled otherwise) brought nothing new. Short results count only as one item's
 * answer asked again: distinct writes acknowledged alike are batch work; so are calls naming other operations of
 * one tool (a click, then a text typed, the screen the same after both).
 */
export function sameAnswer(
  earlier: ActionKey,
  before: StepObservation,
  action: ActionKey,
  now: StepObservation,
  churn = false,
): boolean {
  if (earlier.tool !== action.tool) return false;
  const long = isAnswer(now) && isAnswer(before);
  // A short answer is compared only as one item's, asked again otherwise (an option added, its id spelled
  // `TB_299-RF`): a reading of it served alike, churn aside. Most calls of a tool ask about other items, and are
  // told apart by that first, before anything else is read.
  if (!long) {
    if (churn || now.failed || now.empty || before.failed || before.empty) return false;
    if (!sameItemAsked(action, earlier, now, before) || !asksNothingElse(action, earlier)) return false;
    if (echoesOwnAsk(action, earlier, now) || echoesOwnAsk(earlier, action, before)) return false;
    return !otherOperations(earlier, action) && sameItemAnswer(earlier, before, action, now);
  }
  if (echoesOwnAsk(action, earlier, now) || echoesOwnAsk(earlier, action, before))
    // An answer that repeats its ask says the same as another when the rest of both does (a quote re-asked).
    return churn && !otherOperations(earlier, action) && sameBesideAskEcho(earlier, before, action, now);
  if (otherOperations(earlier, action)) return false;
  if (shapesAlike(before, now, churn)) return !otherIds(before, now);
  // Another ask about the same items answered with the same content but for ids minted for this answer (a plan
  // id, a request id) and when and how long: nothing the ask changed reached the answer. Asks about other items
  // acknowledged alike (a flag set on one parcel, then the next) are batch work.
  if (!churn && sameIdsAsked(earlier, action) && mintedIdsOnly(before.text, now.text)) return true;
  // Two asks about one item, an id both name and both answers name (a brief reworded to the same sub-agent),
  // answered alike but for fields that churn (its run id, the time and tool calls it took). Not another page or
  // span of time of one item (a hive's weight hour by hour): there the values that changed are the answer.
  if (!churn && sameItemAnswer(earlier, before, action, now)) return true;
  // The same rows in another order are as long, values aside: only those are sorted and compared.
  const longer = Math.max(before.text.length, now.text.length);
  if (Math.abs(before.text.length - now.text.length) > longer * ANSWER_LENGTH_SLACK) return false;
  // Rows that cannot be alike in any order are told apart before either is sorted (see rowsApart).
  const whole = before.tail === undefined && now.tail === undefined;
  if (whole && shapeOf(before).symbols !== shapeOf(now).symbols && rowsApart(before, now)) return false;
  const left = before.tail === undefined ? rowsOf(before) : null;
  const right = left === null || now.tail !== undefined ? null : rowsOf(now);
  if (left === null || right === null || left.text === before.text) return false;
  // Lines in another order hash the same symbols into their shape: two results whose sums differ (read with
  // their shapes above) have sorted rows of other shapes, which are then not shaped.
  const oneShape = !(left.plain && right.plain && shapeOf(before).symbols !== shapeOf(now).symbols);
  return alikeHits(left, right, oneShape);
}
