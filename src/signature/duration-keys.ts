/**
 * Keys whose value churns by what the key says: how long something took (`executionTimeMsec`, `poll_ms`), and the
 * counters inside a rate limit's object (`"ratelimit":{…}`). Read by the observation shape's key rules.
 */

// How long something took, in any tool's spelling (`executionTimeMsec`, `queryTimeMs`, `processing_time_s`,
// `latencyMillis`, `render-duration`): it moves with every call whatever was asked. A time left or an ETA is how
// far something got, and stays a value.
const durationKeyPattern =
  /(?:latency|duration|elapsed|took|rtt|time)[-_]?(?:ms|msecs?|millis|milliseconds|us|usecs?|micros|ns|nanos|s|secs?|seconds|taken)$|(?:latency|duration|elapsed|(?:response|execution|exec|query|processing|compute|wall|server|render|fetch|load|round_?trip)[-_]?time)$/;
const countdownPattern = /remaining|left|eta|until|timeout|deadline|ttl/;
// A key that names its unit (`exec_ms`, `poll_ms`, `inferenceMs`, `scan_secs`): a time measured, whatever it
// measured. Read on the key as written: `items` is no `…Ms`.
const unitKeyPattern =
  /[a-z0-9][-_](?:ms|msecs?|millis|us|ns|secs?|seconds)$|[a-z0-9](?:Ms|Msecs?|Millis|Secs?|Seconds)$/;

/**
 * False when `text[from, end)` does not end with `suffix` (lower case ASCII), its characters lower-cased; true
 * when it does, or when a character past ASCII stands there (its lower case may be ASCII: `\u212A` is `k`).
 */
function mayEndWith(text: string, from: number, end: number, suffix: string): boolean {
  if (end - from < suffix.length) return false;
  for (let index = 1; index <= suffix.length; index++) {
    const code = text.charCodeAt(end - index);
    if (code >= 128) return true;
    if ((code >= 65 && code <= 90 ? code | 32 : code) !== suffix.charCodeAt(suffix.length - index))
      return false;
  }
  return true;
}

/**
 * False for most words no duration key ends like: the pattern's every match ends with a unit (`ms`, `secs`,
 * `millis`, `taken`, …) or with `latency`, `duration`, `elapsed` or `time`, so a word's last characters rule most
 * words out (`dropped`, `matched`, `results`) without a lower-cased copy.
 */
function mayBeDurationKey(text: string, from: number, end: number): boolean {
  const code = text.charCodeAt(end - 1);
  if (code >= 128) return true;
  const last = code | 32;
  if (last === 100) return mayEndWith(text, from, end, 'elapsed');
  if (last === 121) return mayEndWith(text, from, end, 'latency');
  if (last === 101) return mayEndWith(text, from, end, 'time');
  if (last === 110) return mayEndWith(text, from, end, 'duration') || mayEndWith(text, from, end, 'taken');
  // …c: msec, usec, sec
  if (last === 99) return mayEndWith(text, from, end, 'ec');
  if (last !== 115) return false;
  // …s: a unit (ms, msecs, millis, milliseconds, us, usecs, micros, ns, nanos, secs, seconds) or `s` after a
  // separator or a stem's last letter (tooks, times, latencys, durations, elapseds, rtts).
  const second = text.charCodeAt(end - 2);
  if (second >= 128) return true;
  return secondsBeforeS.has(second >= 65 && second <= 90 ? second | 32 : second);
}
const secondsBeforeS = new Set([...'mcidounykte-_'].map((character) => character.charCodeAt(0)));

/** True when a word of 4–6 characters may be a duration's key by its unit after a separator (`t_ms`, `ranMs`). */
export function shortUnitKey(text: string, from: number, end: number): boolean {
  const length = end - from;
  if (length < 4 || length > 6 || text.charCodeAt(end - 1) !== 115) return false;
  const glue = text.charCodeAt(end - 3);
  return glue === 95 || glue === 45 || text.charCodeAt(end - 2) === 77;
}

/** True when `text[from, end)` names how long something took; most words end otherwise and are not sliced. */
export function durationKey(text: string, from: number, end: number): boolean {
  if (end - from < 4) return false;
  if (end - from < 7)
    return (
      shortUnitKey(text, from, end) &&
      unitKeyPattern.test(text.slice(from, end)) &&
      !countdownPattern.test(text.slice(from, end).toLowerCase())
    );
  if (!mayBeDurationKey(text, from, end)) return false;
  const written = text.slice(from, end);
  const key = written.toLowerCase();
  return (durationKeyPattern.test(key) || unitKeyPattern.test(written)) && !countdownPattern.test(key);
}

// An object that holds a rate limit's or quota's counters (`"ratelimit":{"limit":1000,"remaining":311,…}`,
// `"_rate":{…}`): every value in it moves with every call whatever was asked.
const rateObjectPattern = /^_?(?:x[-_]?)?(?:rate[-_]?limits?|rate|quotas?|throttl(?:e|ing))$/;

/** True when `text[start, end)`, the word before a `{`, names a rate limit's object. */
export function rateObjectKey(text: string, start: number, end: number): boolean {
  if (end - start < 4 || end - start > 16) return false;
  return rateObjectPattern.test(text.slice(start, end).toLowerCase());
}
