import { actedAt, neverActed, type PeerRule, readRun, sortedJson } from './read-run.js';

/**
 * Reference model, in our own code, of OpenClaw's tool-loop detection (src/agents/tool-loop-detection.ts)
 * as src/agents/tool-loop-detection.test.ts pins it down, with the guard enabled (it is off by default).
 * Before a tool call runs, the last 30 calls of the same run (one inbound message starts a run) are checked:
 * - 10 failures in a row naming the tool as unavailable: critical (blocked);
 * - 30 calls of one tool with no progress (the same arguments and result, or a churn through at least two
 *   argument variants that each give a stable result): critical, the global circuit breaker;
 * - a polling tool (`process` poll or log, `command_status`) answering the same 20 times: critical; 10: a
 *   warning;
 * - two calls alternating 20 times (counting the one proposed) with stable results on both sides:
 *   critical; 10, or unstable results: a warning;
 * - any other call with the same arguments and result 20 times: critical; the same arguments 10 times: a
 *   warning.
 * Results are hashed the way OpenClaw does: `exec` by status, exit code and output (not its durations,
 * pids or working directories); message sends without their per-call ids and timestamps; everything else
 * by its details and text. A warning lets the call run, a critical verdict blocks it: `round` is the call
 * whose tool call is blocked.
 *
 * Transcripts carry OpenClaw's result details the way its JSON results do: as the JSON text of the tool
 * message. The argument-churn threshold follows the tests (a bounded number of one-off probes allowed).
 */

interface CallRecord {
  readonly id: string;
  readonly toolName: string;
  readonly argsHash: string;
  resultHash?: string;
  unknownTool?: string;
}

type Level = 'warning' | 'critical';

const historySize = 30;
const warningThreshold = 10;
const criticalThreshold = 20;
const breakerThreshold = 30;
const unknownToolThreshold = 10;
const stableVariantCalls = 3;

const sendActions = new Set([
  'send',
  'broadcast',
  'reply',
  'thread-reply',
  'sendWithEffect',
  'sendAttachment',
  'upload-file',
  'sticker',
  'poll',
]);
const volatileKeys = new Set([
  'messageId',
  'message_id',
  'messageIds',
  'platformMessageId',
  'platformMessageIds',
  'fileId',
  'file_id',
  'fileKey',
  'pollId',
  'poll_id',
  'receipt',
  'runId',
  'idempotencyKey',
  'ts',
  'timestamp',
  'sentAt',
  'deliveredAt',
  'createdAt',
]);
const providerSendTools = new Set(['telegram', 'discord', 'slack', 'whatsapp', 'feishu']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function withoutVolatileIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVolatileIds);
  if (!isObject(value)) return value;
  const deliveredMessage =
    typeof value.id === 'string' &&
    typeof value.text === 'string' &&
    (typeof value.direction === 'string' ||
      typeof value.senderId === 'string' ||
      typeof value.accountId === 'string' ||
      isObject(value.conversation));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !volatileKeys.has(key) && !(key === 'id' && deliveredMessage))
      .map(([key, item]) => [key, withoutVolatileIds(item)]),
  );
}

const isPoll = (name: string, args: unknown) =>
  name === 'command_status' ||
  (name === 'process' && isObject(args) && (args.action === 'poll' || args.action === 'log'));

function isSend(name: string, args: unknown): boolean {
  if (name === 'sessions_send') return true;
  if (name === 'message')
    return isObject(args) && typeof args.action === 'string' && sendActions.has(args.action);
  return providerSendTools.has(name);
}

function unknownToolIn(text: string): string | undefined {
  const match =
    /unknown tool[:\s]+["']?([a-z0-9_.-]+)["']?/i.exec(text) ??
    /tool\s+["']?([a-z0-9_.-]+)["']?\s+(?:not found|is not available)/i.exec(text);
  return match?.[1]?.toLowerCase();
}

function outcomeHash(name: string, args: unknown, text: string, isError: boolean): string | undefined {
  if (isError) return `error:${text}`;
  let details: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(text);
    if (isObject(value)) details = value;
  } catch {
    // Plain text results have no details.
  }
  if (details.status === 'blocked' && details.deniedReason === 'tool-loop') return undefined;
  if (name === 'exec' && typeof details.status === 'string') {
    const status = details.status;
    if (status === 'running') return sortedJson({ status, tail: details.tail ?? '' });
    if (status === 'completed' || status === 'failed') {
      const output =
        typeof details.aggregated === 'string' && details.aggregated !== '' ? details.aggregated : text;
      return sortedJson({
        status,
        exitCode: typeof details.exitCode === 'number' ? details.exitCode : null,
        timedOut: details.timedOut === true,
        output,
      });
    }
  }
  if (name === 'process' && isPoll(name, args)) {
    const { status, exitCode, exitSignal, aggregated, totalLines, totalChars, truncated } = details;
    return sortedJson({ status, exitCode, exitSignal, aggregated, totalLines, totalChars, truncated, text });
  }
  if (isSend(name, args)) return sortedJson(withoutVolatileIds(details));
  return sortedJson({ details, text });
}

function noProgressStreak(history: readonly CallRecord[], toolName: string, argsHash: string): number {
  let streak = 0;
  let latest: string | undefined;
  for (let index = history.length - 1; index >= 0; index--) {
    const record = history[index] as CallRecord;
    if (record.toolName !== toolName || record.argsHash !== argsHash || !record.resultHash) continue;
    if (latest === undefined) latest = record.resultHash;
    else if (record.resultHash !== latest) break;
    streak++;
  }
  return streak;
}

function churnStreak(history: readonly CallRecord[], toolName: string): number {
  const variants = new Map<string, { result: string; calls: number }>();
  let total = 0;
  for (let index = history.length - 1; index >= 0; index--) {
    const record = history[index] as CallRecord;
    if (record.toolName !== toolName) break;
    if (!record.resultHash) continue;
    const seen = variants.get(record.argsHash);
    if (seen && seen.result !== record.resultHash) break;
    variants.set(record.argsHash, { result: record.resultHash, calls: (seen?.calls ?? 0) + 1 });
    total++;
  }
  const stable = [...variants.values()].filter((variant) => variant.calls >= stableVariantCalls);
  const stableCalls = stable.reduce((sum, variant) => sum + variant.calls, 0);
  return stable.length >= 2 && total - stableCalls <= Math.floor(total / 10) ? total : 0;
}

function unknownToolStreak(history: readonly CallRecord[], toolName: string): number {
  let streak = 0;
  let missing: string | undefined;
  for (let index = history.length - 1; index >= 0; index--) {
    const record = history[index] as CallRecord;
    if (record.toolName !== toolName || !record.unknownTool) break;
    if (missing === undefined) missing = record.unknownTool;
    else if (record.unknownTool !== missing) break;
    streak++;
  }
  return streak;
}

function pingPong(history: readonly CallRecord[], current: string): { count: number; stable: boolean } {
  const last = history.at(-1);
  if (!last) return { count: 0, stable: false };
  const other = [...history.slice(0, -1)]
    .reverse()
    .find((record) => record.argsHash !== last.argsHash)?.argsHash;
  if (other === undefined) return { count: 0, stable: false };
  let tail = 0;
  for (let index = history.length - 1; index >= 0; index--) {
    if ((history[index] as CallRecord).argsHash !== (tail % 2 === 0 ? last.argsHash : other)) break;
    tail++;
  }
  if (tail < 2 || current !== other) return { count: 0, stable: false };
  const results = new Map<string, string>();
  let stable = true;
  for (const record of history.slice(history.length - tail)) {
    if (!record.resultHash) {
      stable = false;
      break;
    }
    const first = results.get(record.argsHash);
    if (first === undefined) results.set(record.argsHash, record.resultHash);
    else if (first !== record.resultHash) {
      stable = false;
      break;
    }
  }
  return { count: tail + 1, stable: stable && results.size === 2 };
}

function detect(
  history: readonly CallRecord[],
  toolName: string,
  args: unknown,
  argsHash: string,
): Level | null {
  if (unknownToolStreak(history, toolName) >= unknownToolThreshold) return 'critical';
  const noProgress = noProgressStreak(history, toolName, argsHash);
  if (Math.max(noProgress, churnStreak(history, toolName)) >= breakerThreshold) return 'critical';
  const poll = isPoll(toolName, args);
  if (poll && noProgress >= criticalThreshold) return 'critical';
  if (poll && noProgress >= warningThreshold) return 'warning';
  const alternation = pingPong(history, argsHash);
  if (alternation.count >= criticalThreshold && alternation.stable) return 'critical';
  if (alternation.count >= warningThreshold) return 'warning';
  if (!poll && noProgress >= criticalThreshold) return 'critical';
  const sameArguments = history.filter((record) => record.argsHash === argsHash).length;
  return !poll && sameArguments >= warningThreshold ? 'warning' : null;
}

/** OpenClaw's verdict on a run (loop detection enabled). */
export const openclawRule: PeerRule = (messages) => {
  let history: CallRecord[] = [];
  const calls = new Map<string, { name: string; args: unknown }>();
  for (const event of readRun(messages)) {
    if (event.kind === 'user') {
      history = [];
      continue;
    }
    if (event.kind === 'tool') {
      const record = history.find((item) => item.id === event.id);
      const call = calls.get(event.id);
      if (!record || !call) continue;
      const hash = outcomeHash(call.name, call.args, event.text, event.isError);
      if (hash !== undefined) record.resultHash = hash;
      const missing = event.isError ? unknownToolIn(event.text) : undefined;
      if (missing !== undefined) record.unknownTool = missing;
      continue;
    }
    for (const call of event.calls) {
      const argsHash = `${call.name}:${sortedJson(call.args)}`;
      if (detect(history, call.name, call.args, argsHash) === 'critical') return actedAt(event.round);
      calls.set(call.id, { name: call.name, args: call.args });
      history.push({ id: call.id, toolName: call.name, argsHash });
      if (history.length > historySize) history = history.slice(-historySize);
    }
  }
  return neverActed;
};
