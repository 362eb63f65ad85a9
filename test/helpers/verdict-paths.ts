import { readFileSync } from 'node:fs';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { guardOpenAI } from '../../src/adapters/openai/guard-openai.js';
import { createGuard } from '../../src/guard/guard.js';
import type { GuardOptions } from '../../src/guard/options.js';
import type { GatewayPolicy } from '../../src/proxy/gateway-policy.js';
import { createProxy, type GatewayProxy } from '../../src/proxy/index.js';
import { type ServedProxy, serveProxy } from '../../src/proxy/server/serve-proxy.js';
import { createUndiciUpstream } from '../../src/proxy/server/undici-upstream.js';
import { replayTranscript } from '../../src/replay/replay-transcript.js';
import { toTranscript } from '../../src/replay/to-transcript.js';
import { parseTranscripts, type TranscriptMessage } from '../../src/replay/transcript.js';
import { scriptFromTranscript } from '../../src/testing/script-from-transcript.js';
import type { ScriptedTurn } from '../../src/testing/scripted-model.js';
import { type ScriptedServer, startScriptedServer } from '../../src/testing/scripted-server.js';
import { corpus as cases } from '../corpus/cases.js';
import { holdoutCorpus } from '../corpus/holdout/index.js';
import { peerScenarios } from '../corpus/peers.js';

/** One conversation of `test/corpus`, as `replay` reads it. */
export interface Conversation {
  /** `set/id`: unique across the corpora. */
  readonly key: string;
  readonly set: 'families' | 'holdout' | 'cases' | 'peers';
  /** The family (families), peer family (peers) or label (holdout, cases): the strata of a subset. */
  readonly stratum: string;
  readonly messages: readonly TranscriptMessage[];
  /** Another speaker takes part: a `name` on any message, or a user message after the model's first turn. */
  readonly multiSpeaker: boolean;
  /** Its messages carry times: the gateway's one clock must follow it alone. */
  readonly timed: boolean;
}

/** Where a path stopped the conversation: after how many calls (none: it never stopped) and with which code. */
export interface PathVerdict {
  /** LLM calls made before the stop; `null` when every call of the transcript went through. */
  readonly stoppedAfter: number | null;
  /** The trip code (`completed` for a run a final tool ended without a trip); `null` when not stopped. */
  readonly code: string | null;
}

/** The guard options of every path: the corpus tests' (round, token and time limits off), no idle end. */
export const PARITY_OPTIONS: Readonly<GuardOptions> = Object.freeze({
  maxRounds: null,
  maxTokens: null,
  maxDurationMs: null,
  idleTimeoutMs: null,
});

const corpusFile = (name: string) => new URL(`../corpus/${name}`, import.meta.url);

function isMultiSpeaker(messages: readonly TranscriptMessage[]): boolean {
  const first = messages.findIndex((message) => message.role === 'assistant');
  return messages.some(
    (message, index) =>
      typeof message.name === 'string' || (first >= 0 && index > first && message.role === 'user'),
  );
}

function conversation(
  set: Conversation['set'],
  id: string,
  stratum: string,
  messages: readonly unknown[],
): Conversation {
  const typed = messages as readonly TranscriptMessage[];
  return {
    key: `${set}/${id}`,
    set,
    stratum,
    messages: typed,
    multiSpeaker: isMultiSpeaker(typed),
    timed: typed.some((message) => message.timestamp !== undefined),
  };
}

/** Every conversation of `test/corpus`: families.jsonl (as replay reads the file), holdout, cases, peers. */
export function corpusConversations(): Conversation[] {
  const families = parseTranscripts(readFileSync(corpusFile('families.jsonl'), 'utf8'), 'families.jsonl');
  if (families.issues.length > 0) throw new Error(`families.jsonl: ${families.issues[0]?.message}`);
  const familyOf = new Map(
    readFileSync(corpusFile('families.labels.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; note: string })
      .map((label) => [label.id, /^\[([^\]]+)\]/.exec(label.note)?.[1] ?? 'unknown']),
  );
  const peers = peerScenarios.map((scenario) => {
    const transcript = toTranscript({ id: scenario.id, messages: scenario.messages }, scenario.id);
    if (!('messages' in transcript)) throw new Error(`${scenario.id}: ${transcript.message}`);
    return conversation('peers', scenario.id, scenario.family, transcript.messages);
  });
  return [
    ...families.runs.map((run) =>
      conversation('families', run.id, familyOf.get(run.id) ?? 'unknown', run.messages),
    ),
    ...holdoutCorpus.map((run) => conversation('holdout', run.id, run.label, run.messages)),
    ...cases.map((run) => conversation('cases', run.id, run.label, run.messages)),
    ...peers,
  ];
}

/** (a) The library's replay. */
export function replayVerdict(run: Conversation): PathVerdict {
  const verdict = replayTranscript({ id: run.key, messages: run.messages, source: run.key }, PARITY_OPTIONS);
  if (!verdict.tripped) return { stoppedAfter: null, code: null };
  return { stoppedAfter: verdict.round, code: verdict.code ?? verdict.state };
}

/** The fields a client sends: what replay adds to a message (usage, model, time, refusal) stays out. */
function wireMessage(message: TranscriptMessage): ChatCompletionMessageParam {
  const { usage: _usage, model: _model, timestamp: _timestamp, refused: _refused, ...sent } = message;
  return sent as unknown as ChatCompletionMessageParam;
}

const timeOf = (message: TranscriptMessage): number | undefined =>
  typeof message.timestamp === 'number'
    ? message.timestamp
    : typeof message.timestamp === 'string'
      ? Date.parse(message.timestamp)
      : undefined;

/** A clock the live paths read: set to each call's recorded time before the call, as replay's clock is. */
export class TranscriptClock {
  value = Date.parse('2026-01-01T00:00:00Z');
  readonly now = () => this.value;
  /** Moves the clock to the time of the messages up to `index` (the last stamped one), as replay does. */
  at(messages: readonly TranscriptMessage[], index: number): void {
    for (let at = index; at >= 0; at--) {
      const time = timeOf(messages[at] as TranscriptMessage);
      if (time !== undefined && !Number.isNaN(time)) {
        this.value = time;
        return;
      }
    }
  }
}

/** Names the conversation a request plays, for the scripted model. */
export const CONVERSATION_HEADER = 'x-verdict-conversation';
/**
 * Names the assistant turn a request asks for, when an SDK may not send one assistant message per turn (a
 * turn with text and calls becomes two items in the Agents SDK); without it, the history's assistant
 * messages are counted.
 */
export const TURN_HEADER = 'x-verdict-turn';

/** The scripted model for the whole corpus: each request answered with its conversation's next assistant turn. */
export async function startCorpusModel(runs: readonly Conversation[]): Promise<ScriptedServer> {
  const scripts = new Map(
    runs.map((run) => [
      run.key,
      scriptFromTranscript({ id: run.key, messages: run.messages, source: run.key }),
    ]),
  );
  return startScriptedServer({
    script: (_turn, request): ScriptedTurn => {
      const key = String(request.headers[CONVERSATION_HEADER]);
      const messages = (request.body.messages ?? []) as readonly { role?: unknown }[];
      const turnHeader = request.headers[TURN_HEADER];
      const made =
        turnHeader === undefined
          ? messages.filter((message) => message.role === 'assistant').length
          : Number(turnHeader);
      const turn = scripts.get(key)?.[made];
      if (!turn) throw new Error(`no scripted turn ${made + 1} for ${key}`);
      return turn;
    },
  });
}

/**
 * The code of a refusal as the OpenAI client throws it (the adapter's OpenAIError, the gateway's APIError).
 * A call refused because a final tool completed the run is `completed`, as replay says it.
 */
export function codeOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'GUARD_RUN_CLOSED') return 'completed';
  if (typeof code === 'string' && code.startsWith('GUARD_')) return code;
  throw error;
}

/**
 * Plays a conversation's assistant turns as calls of `create`, each with the history before it and the
 * turn's number (from 0). When every call went through, `ended` says whether the run stopped on the last
 * answer (a reply that loops inside itself), as replay counts it.
 */
export async function play(
  run: Conversation,
  clock: TranscriptClock,
  create: (history: readonly TranscriptMessage[], turn: number) => Promise<unknown>,
  ended: () => string | undefined,
): Promise<PathVerdict> {
  let made = 0;
  for (let index = 0; index < run.messages.length; index++) {
    const message = run.messages[index] as TranscriptMessage;
    if (message.role !== 'assistant') continue;
    clock.at(run.messages, index);
    try {
      await create(run.messages.slice(0, index), made);
    } catch (error) {
      return { stoppedAfter: made, code: codeOf(error) };
    }
    made++;
  }
  const code = ended();
  return code === undefined ? { stoppedAfter: null, code: null } : { stoppedAfter: made, code };
}

/** The model a conversation's first answer names (the scripted model answers any). */
export const modelOf = (run: Conversation) =>
  run.messages.find((message) => message.role === 'assistant')?.model ?? 'gpt-4o-mini';

/**
 * (b) The OpenAI adapter: a guard per conversation, the official client against the scripted model. The
 * transcript goes on after the model's text answers, so a text answer does not end the run.
 */
export async function adapterVerdict(run: Conversation, upstream: ScriptedServer): Promise<PathVerdict> {
  const clock = new TranscriptClock();
  const guard = createGuard({ ...PARITY_OPTIONS, runId: run.key, taskId: run.key, now: clock.now });
  const client = guardOpenAI(
    new OpenAI({
      baseURL: upstream.openAIBaseURL,
      apiKey: 'sk-parity',
      maxRetries: 0,
      defaultHeaders: { [CONVERSATION_HEADER]: run.key },
    }),
    guard,
    { endRunOnAnswer: false },
  );
  return play(
    run,
    clock,
    (history) => client.chat.completions.create({ model: modelOf(run), messages: history.map(wireMessage) }),
    () => (guard.state === 'failed' ? guard.error?.code : undefined),
  );
}

/** The real gateway in this process over a socket, on the scripted model, with {@link PARITY_OPTIONS}. */
export interface ParityGateway {
  readonly served: ServedProxy;
  readonly proxy: GatewayProxy;
  /** The code each run was halted with, by run id. */
  readonly halts: Map<string, string>;
  close(): Promise<void>;
}

/** Starts the gateway every conversation of the gateway paths goes through. */
export async function startParityGateway(upstream: ScriptedServer, clock: TranscriptClock) {
  const policy: GatewayPolicy = {
    // Each conversation is its own client (its own key): two corpus conversations may open alike, with the
    // same tool call ids, which a client's own agents never do (their ids are generated).
    identify: (headers) => ({ clientId: String(headers.authorization ?? '') }),
    guardOptionsFor: (labels) => ({
      ...PARITY_OPTIONS,
      runId: labels.runId,
      ...(labels.taskId === undefined ? {} : { taskId: labels.taskId }),
    }),
    budgetScopesFor: () => [],
  };
  const halts = new Map<string, string>();
  const proxy = createProxy({
    upstream: createUndiciUpstream(),
    openAIBaseUrl: upstream.url,
    policy,
    now: clock.now,
    parkIdleRunsAfterMs: null,
    onEvent: (event) => {
      if (event.event === 'guard_trigger' && event.action === 'halt' && event.code)
        halts.set(event.run_id, event.code);
    },
  });
  const served = await serveProxy((request) => proxy.exchange(request), { port: 0 });
  return {
    served,
    proxy,
    halts,
    close: async () => {
      await served.close();
      await proxy.close();
    },
  } satisfies ParityGateway;
}

/**
 * (c) The gateway: the official client through it, with `x-loopguard-run-id` naming the run, or without
 * (the gateway tells the run by the history).
 */
export async function gatewayVerdict(
  run: Conversation,
  gateway: ParityGateway,
  clock: TranscriptClock,
  header: boolean,
): Promise<PathVerdict> {
  const client = new OpenAI({
    baseURL: `${gateway.served.url}/v1`,
    apiKey: `sk-parity-${run.key}`,
    maxRetries: 0,
    defaultHeaders: {
      [CONVERSATION_HEADER]: run.key,
      ...(header ? { 'x-loopguard-run-id': run.key } : {}),
    },
  });
  let runId: string | undefined;
  return play(
    run,
    clock,
    async (history) => {
      const { response } = await client.chat.completions
        .create({ model: modelOf(run), messages: history.map(wireMessage) })
        .withResponse();
      runId = response.headers.get('x-loopguard-run-id') ?? undefined;
    },
    () => (runId === undefined ? undefined : gateway.halts.get(runId)),
  );
}

/**
 * Runs `work` over `runs`, `width` at a time, for the runs without times; runs with times go one by one
 * afterwards (a gateway has one clock, which each of them moves).
 */
export async function eachConversation<T>(
  runs: readonly Conversation[],
  width: number,
  work: (run: Conversation) => Promise<T>,
): Promise<Map<string, T>> {
  const results = new Map<string, T>();
  const untimed = runs.filter((run) => !run.timed);
  let next = 0;
  const lane = async () => {
    while (next < untimed.length) {
      const run = untimed[next++] as Conversation;
      results.set(run.key, await work(run));
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  for (const run of runs) if (run.timed) results.set(run.key, await work(run));
  return results;
}

/**
 * A deterministic, stratified part of the corpus: every conversation with another speaker, every one named in
 * `always`, and the first `perStratum` of every set and stratum (family, peer family or label) by key.
 */
export function representativeConversations(
  runs: readonly Conversation[],
  perStratum: number,
  always: ReadonlySet<string>,
): Conversation[] {
  const taken = new Map<string, number>();
  return [...runs]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .filter((run) => {
      const stratum = `${run.set}/${run.stratum}`;
      const count = taken.get(stratum) ?? 0;
      const first = count < perStratum;
      if (first) taken.set(stratum, count + 1);
      return run.multiSpeaker || always.has(run.key) || first;
    });
}
