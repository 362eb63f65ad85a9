import { stripVTControlCharacters } from 'node:util';
import type { StepObservation } from '../detectors/types.js';
import { contentLines } from '../signature/content-lines.js';
import { canonicalizeObservation, hashObservation, isEmptyObservation } from '../signature/observation.js';
import { safeStringify } from '../signature/raw-text.js';
import { keptEnd, tailDigest } from '../signature/tail-digest.js';
import { readEnvelope } from '../tools/envelope.js';
import { readMcpToolResult } from '../wire/mcp-tool-result.js';
import { statusColumnGoing } from './status-column.js';

/** A tool result as reported to the guard. */
export interface ToolResultInput {
  /** Id of the tool call this answers; without it the first open call of the same name is used. */
  readonly toolCallId?: string | undefined;
  readonly name?: string | undefined;
  /** The result: an envelope, any JSON value, or text. */
  readonly result: unknown;
  /** The call failed. @default read from the envelope, else from an error-looking text */
  readonly isError?: boolean | undefined;
  /** The run is done. @default read from the envelope, else the tool policy's `final` */
  readonly isFinal?: boolean | undefined;
  readonly latencyMs?: number | undefined;
}

/** A tool result read into what the detectors compare plus the envelope flags. */
export interface ReadResult {
  readonly observation: StepObservation;
  readonly failed: boolean;
  readonly final: boolean | undefined;
}

// "Error: (none)", "error: null", "Errors: 0": a report that says there was no error.
const NO_ERROR = String.raw`(?!s?\s*[:=]?\s*(?:\(none\)|none\b|null\b|nil\b|n/a\b|0\b|false\b|-|""))`;

// A 5xx status with its reason: `503 Service Unavailable`; a bare `500 rows` is no status.
const SERVER_ERROR = String.raw`5\d\d\s+(?:internal server error|not implemented|bad gateway|service unavailable|gateway time-?out|http version not supported|insufficient storage)`;

const errorTextPattern = new RegExp(
  String.raw`^\s*(?:error${NO_ERROR}|exception|traceback \(most recent call last\)|fatal|failed|failure)\b|^\s*(?:HTTP\/\d(?:\.\d)?|HTTP)\s+5\d\d\b|^\s*${SERVER_ERROR}`,
  'i',
);

// What a failing command or call prints somewhere in its output, when nothing flags it: exit codes, network
// errors, HTTP 429/5xx, an error line. Used for loop detection only; events keep the explicit flags.
const failureTextPattern = new RegExp(
  [
    // An error word at a line's start, or the glyph a CLI prints before a failure (`✖ 3 problems`, `✗ build`,
    // `❌ deploy`), its colour codes aside.
    String.raw`(?:^|\n)(?:\u001b\[[\d;]*m)*\s*(?:(?:error${NO_ERROR}|fatal|exception|panic|traceback \(most recent call last\))\b|[✖✗✘❌])`,
    String.raw`\b(?:exit(?:ed)?(?: with)? (?:code|status)[:= ]*[1-9]\d*|(?:return|completion|condition) code(?: is| was)?[:= ]*0*[1-9]\d*|rc ?[:=] ?0*[1-9]\d*|non-zero exit|connection (?:refused|reset|timed out|closed)|(?:request|upstream|gateway|read|connect|connection|socket) time-?out(?! *[:=])|time-?out (?:after|exceeded|expired)|econnrefused|econnreset|etimedout|eai_again|enotfound|could not resolve|name or service not known|temporary failure in name resolution|timed out|no route to host|(?:host|network|server|service) (?:is )?unreachable|ehostunreach|enetunreach|broken pipe|service unavailable|bad gateway|gateway time-?out|too many requests|rate.?limit(?:ed|_exceeded)?(?![-_](?:remaining|reset|limit|used|policy)|s?"?\s*[:=])|command not found|permission denied|no such file or directory)\b`,
    String.raw`\b(?:http\/\d(?:\.\d)?|http|status(?: code)?)[\s:=]*(?:429|5\d\d)\b|\b${SERVER_ERROR}|\b429 too many requests`,
    // A request the server refused (`HTTP 400 Bad Request`, 401, 403, 422 …) opening the answer; a 404 or 410 says
    // what was asked for is not there, which is an answer.
    String.raw`^\s*(?:http\/\d(?:\.\d)?|http)\s+4(?:0[0-35-9]|1[1-9]|2[0-8])\b`,
    String.raw`\berror:${NO_ERROR}`,
    String.raw`\b(?:validation|check|build|tests?|request|upload|deploy(?:ment)?|job|task) failed\b`,
    // `failed to match`, `Failed to connect to …`: what a tool says when it could not do what was asked.
    String.raw`(?<!\b(?:none|nothing|never) )\bfailed to [a-z]`,
    // `SyntaxError:`, `requests.exceptions.ConnectTimeout` is read by `exception`; no `\w*` run to backtrack over.
    String.raw`\w(?:error|exception):`,
    // A notebook's traceback heading: `google.api_core.exceptions.ServiceUnavailable    Traceback (most recent call last)`.
    String.raw`\w {3,}traceback \(most recent call last\)`,
    String.raw`"(?:exit_?code|exit_?status|return_?code|returncode)"\s*:\s*[1-9]`,
    String.raw`"(?:ok|success|valid|passed)"\s*:\s*false`,
    // A validator's list of errors with something in it: `"errors":["section 5: …"]`.
    String.raw`"errors"\s*:\s*\[\s*["{]`,
    String.raw`"status"\s*:\s*"(?:error|failed|failure)"`,
    // A refusal that opens the answer (`REJECTED batch of 7: record SP-D1-01 …`).
    String.raw`^\s*rejected\b`,
    // A SOAP fault (`<soap:Fault><faultcode>soap:Server</faultcode>…`).
    '<(?:[a-z]+:)?fault>',
    // A one-line answer that is a log line at the error level (`2026-11-23T12:51:06Z ERROR codis_upload: …`).
    String.raw`^[^\s]+(?: [^\s]+)?\s+(?:error|fatal|critical)\b[^\n]*$`,
    // The same in XML (`<Response status="ERROR">`).
    String.raw`\bstatus="(?:error|failed|failure)"`,
    // A link that is down, in a device's or a transport's words: `comms failure - no carrier`, `Database connection
    // failure`, `node 12 did not respond in time`, `SSL_connect: SSL_ERROR_SYSCALL`, `curl: (35) …`.
    String.raw`\b(?:(?:connection|communications?|comms?|link|network|carrier|transport) (?:failure|lost)|no carrier|(?:did not|didn't) respond (?:in|within|after) \d+|not responding|ssl_error_[a-z_]+)\b|(?:^|\n)curl: \(\d+\)`,
    String.raw`"error"\s*:\s*["{]`,
    // A request refused as malformed, by its type (`"type": "BadRequest"`) or by the field it lacks.
    String.raw`"(?:type|code|error_?type|kind)"\s*:\s*"(?:bad_?request|validation_?error|invalid_?request(?:_error)?|unprocessable(?:_?entity)?)"`,
    String.raw`\bmissing (?:required|mandatory) (?:value|field|property|parameter|argument)`,
    // A checker's negative verdict (`UNSUPPORTED chk_… reason: …`, `"verdict": "unsupported"`): the check failed.
    String.raw`^\s*(?:unsupported|refuted|not supported)\b|"(?:verdict|outcome|check_?result)"\s*:\s*"(?:unsupported|refuted|fail|failed|rejected|invalid)"`,
  ].join('|'),
  // Matched against lower-cased text: a case-sensitive pattern runs faster than one with `i`.
  '',
);

/**
 * Words one of which every match of {@link failureTextPattern} holds (an HTTP or a status code only with a 429 or
 * 5xx, a flag set to false only under its key): a text with none is no failure, and this pattern, whose every
 * branch starts with a literal, skips through a text far faster than the other, whose branches start with word
 * boundaries. With {@link quotedFailureWords}, which holds the quoted ones; keep the three in step.
 */
const failureWords =
  /error|fail|fatal|exception|panic|traceback|[✖✗✘❌]|exit|connection |econn|timed|time-?out|eai_again|enotfound|could not resolve|not known|no route|unreach|broken pipe|unavailable|gateway|too many|rate.?limit|not found|permission denied|no such file|429|5\d\d|return.?code|returncode|completion code|condition code|\brc ?[:=]|carrier|lost|respond|curl: \(|rejected|fault>|bad_?request|validation_?error|invalid_?request|unprocessable|missing (?:required|mandatory)|unsupported|refuted|not supported|http\/\d(?:\.\d)? 4|http 4/;

/**
 * The words of {@link failureWords} that start with a quote (`"ok"`, `"success"`, `"valid"`, `"passed"`, a
 * verdict's `"invalid"`), looked
 * for apart: as a branch of that pattern, the quote that JSON has everywhere sent its scan down every branch.
 */
const quotedFailureWords = /"(?:ok|success|valid|passed|invalid)"/;

/** True when a result reads like a failure: its head or its tail carries an error. */
function readsLikeFailure(edges: readonly string[]): boolean {
  // Errors stand at the start (`Error: …`, an exit code) or the end (a traceback's last line, `ERROR: …`): the
  // middle of a long listing is not read, which keeps the cost of a 64 KB result that of 1 KB.
  // A text without a quote holds none of the quoted words: the search for one quote skips what the pattern's scan
  // of every character costs.
  for (const edge of edges)
    if (
      (failureWords.test(edge) || (edge.includes('"') && quotedFailureWords.test(edge))) &&
      failureTextPattern.test(edge)
    )
      return true;
  return false;
}

/** The parts of a result that are read for words, lower-cased once: the whole of a short one, the ends of a long one. */
function edgesOf(text: string): string[] {
  if (text.length <= 1_024) return [text.toLowerCase()];
  return [text.slice(0, 512).toLowerCase(), text.slice(-512).toLowerCase()];
}

// What a status says while the thing asked about is still going: a job queued, a rollout waiting, checks pending;
// the key may be a compound (`dispatchState`, `job_status`).
const pendingPattern =
  /(?:\b|[a-z_])(?:status|state|phase)\W{0,4}(?:pending|running|in.?progress|queued|waiting|starting|provisioning|creating|initializing|scheduled)\b|\bstill (?:running|pending|in progress|waiting|processing|queued)\b|\bwaiting for\b|\bpending\b|\bin progress\b|(?<![\d.])(?:\d|[1-9]\d)(?:\.\d+)?\s?%/;

/** Words one of which every match of {@link pendingPattern} holds, looked for first (see {@link failureWords}). */
const pendingWords = /stat|phase|still |waiting for|pending|in progress|%/;

/**
 * A state printed alone on an answer's first line, as a command-line tool asked for a state prints it (`airflow dags
 * state …` answers `running`, then its log lines).
 */
const bareStateLine =
  /^\s*(?:queued|running|pending|in[ _-]?progress|scheduled|waiting|starting|up_for_retry|deferred)\s*(?:\n|$)/;

/** True when a result says the thing asked about is still going; read where failures are read. */
function readsLikePending(edges: readonly string[]): boolean {
  if (bareStateLine.test(edges[0] as string)) return true;
  for (const edge of edges) if (pendingWords.test(edge) && pendingPattern.test(edge)) return true;
  return false;
}

// "Nothing found" in the words tools use: `Found 0 results.`, `No results found for "…"`, `Could not find [X].`,
// `{"articles":[],"total":0}`. The query a result echoes does not matter; a list with something in it does.
const emptyTextPattern =
  /^\W*(?:[\w.-]+:\s+)?(?:found\s+)?(?:0|no|zero)\s+(?:search\s+|matching\s+)?(?:results?|matches|match|items?|records?|rows?|hits?|documents?|entries|articles?|files?|pages?|lines?|events?|logs?)\b(?:\s+(?:were\s+|was\s+)?found)?|^\W*no [a-z]+ (?:were |was )?found\b|^\W*nothing (?:found|matched)\b|^\W*could not find\b|^\W*no (?:matching|such) (?:results?|records?|items?|documents?|articles?|files?|pages?)\b/;
// What database clients print for a query that matched nothing, under the column header: psql's `(0 rows)`,
// MySQL's `Empty set`, Oracle's `no rows selected`.
const emptyTablePattern = /\(0 rows\)|(?:^|\n)\s*empty set\b|\bno rows selected\b|\b0 rows returned\b/;
const emptyJsonPattern =
  /"(?:results|items|data|hits|rows|records|documents|matches|articles|entries)"\s*:\s*\[\s*\]/;

/**
 * True when a short result, lower-cased, says nothing was found, in words or as an empty list with no other list
 * filled.
 */
function readsEmpty(lower: string): boolean {
  if (emptyTextPattern.test(lower)) return true;
  // Every table's "nothing" names its rows or an empty set: most results need not be scanned for one.
  if ((lower.includes('rows') || lower.includes('empty set')) && emptyTablePattern.test(lower)) return true;
  // An empty list is written with a `[`: a text without one is not scanned for it.
  if (!lower.includes('[') || !emptyJsonPattern.test(lower)) return false;
  // The service's own notes (`"messages":[{"type":"INFO","text":"Your search completed in 3.81 seconds"}]`) are
  // no hits; any other list with something in it is.
  const rest = lower.replace(serviceNotesPattern, '');
  return !/\[\s*[{"\d]/.test(rest) && !/"(?:total|count)"\s*:\s*[1-9]/.test(rest);
}

const serviceNotesPattern = /"(?:messages|warnings|notices)"\s*:\s*\[[^\]]*\]/g;

/** Characters of a result kept for evidence and nudges; a run snapshot carries a window of them. */
export const OBSERVATION_TEXT_LIMIT = 1_024;

/**
 * A copy that does not keep the whole string alive: V8's slices point into their parent, so a 1 KiB slice of a
 * 64 KB result held all 64 KB for as long as the run remembered it.
 */
function flatCopy(text: string): string {
  // Slicing a concatenation flattens it into a new string first: one copy of the kept part, nothing more.
  return ` ${text}`.slice(1);
}

/** The envelope of a result, or `undefined`; a result whose getters throw has none. */
function envelopeOf(result: unknown): ReturnType<typeof readEnvelope> {
  try {
    return readEnvelope(result);
  } catch {
    return undefined;
  }
}

/**
 * Where the rest of a long result starts: at the start of the line that the kept text's limit falls in, so a head
 * whose values grew or shrank by a character (`$0.0016` → `$0.00069`) does not shift every character of the rest.
 * A limit that falls in a line longer than half the kept text cuts there.
 */
function tailStart(text: string): number {
  const lineStart = text.lastIndexOf('\n', OBSERVATION_TEXT_LIMIT - 1) + 1;
  return lineStart >= OBSERVATION_TEXT_LIMIT / 2 ? lineStart : OBSERVATION_TEXT_LIMIT;
}

/** A result's answer (inside an MCP envelope, colours taken out) and its flags: failed, final. */
function flagsOf(input: ToolResultInput): {
  readonly result: unknown;
  readonly failed: boolean;
  readonly final: boolean | undefined;
} {
  // An MCP tool's answer is the text inside its envelope: that is what is compared and read for failure.
  const mcp = readMcpToolResult(input.result);
  const answer = mcp === undefined ? input.result : mcp.text;
  // A terminal's colours (`\u001b[32mINFO\u001b[0m`) are how a line was shown, not what it says: glued to a time
  // stamp or a word they would make each a new token.
  const result =
    typeof answer === 'string' && answer.includes('\u001b') ? stripVTControlCharacters(answer) : answer;
  const envelope = envelopeOf(result);
  const failed =
    input.isError ??
    (mcp?.isError ||
      (envelope
        ? envelope.status === 'failed'
        : typeof result === 'string' && errorTextPattern.test(result.slice(0, 64))));
  return { result, failed: Boolean(failed), final: input.isFinal ?? envelope?.is_final };
}

/**
 * A tool result's flags only (failure and finality, read as {@link observeResult} reads them), for a guard whose
 * loop detection is off: its events need them, and nothing compares the result, so it is neither hashed nor read.
 */
export function readResultFlags(input: ToolResultInput): ReadResult {
  const { failed, final } = flagsOf(input);
  return { observation: { hash: '', text: '', failed, empty: false }, failed, final };
}

/** Reads a tool result: failure and finality from explicit flags, then the envelope, then the text. */
export function observeResult(input: ToolResultInput): ReadResult {
  const { result, failed, final } = flagsOf(input);
  const text = typeof result === 'string' ? result : safeStringify(result);
  const edges = edgesOf(text);
  return {
    observation: {
      hash: hashObservation(result),
      tail: text.length > OBSERVATION_TEXT_LIMIT ? tailDigest(text, tailStart(text)) : undefined,
      text:
        text.length > OBSERVATION_TEXT_LIMIT
          ? flatCopy(text.slice(0, keptEnd(text, OBSERVATION_TEXT_LIMIT)))
          : text,
      lines: text.length > OBSERVATION_TEXT_LIMIT ? contentLines(text) : undefined,
      failed: failed || readsLikeFailure(edges),
      pending: readsLikePending(edges) || statusColumnGoing(text),
      empty:
        text.length <= 240 &&
        // A result this short is read whole: its one edge is the whole text lower-cased.
        ((text.length <= 80 && isEmptyObservation(canonicalizeObservation(result))) ||
          readsEmpty(edges[0] as string)),
    },
    failed,
    final,
  };
}
