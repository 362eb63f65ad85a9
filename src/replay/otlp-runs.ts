import { spanConversation } from './genai-messages.js';
import type { OtlpSpan } from './otlp-spans.js';
import type { Transcript, TranscriptMessage, TranscriptToolCall } from './transcript.js';

/** Runs rebuilt from spans, and sentences on what the spans did not hold. */
export interface OtlpRuns {
  readonly runs: Transcript[];
  readonly notes: string[];
}

const chatOperations = new Set(['chat', 'text_completion', 'generate_content']);

function operationOf(span: OtlpSpan): string | undefined {
  const operation = span.attributes['gen_ai.operation.name'];
  if (typeof operation === 'string') return operation;
  if (span.name.startsWith('chat ')) return 'chat';
  if (span.name.startsWith('execute_tool')) return 'execute_tool';
  return undefined;
}

const stringAttribute = (span: OtlpSpan, key: string) =>
  typeof span.attributes[key] === 'string' ? (span.attributes[key] as string) : undefined;
const numberAttribute = (span: OtlpSpan, key: string) =>
  typeof span.attributes[key] === 'number' && Number.isFinite(span.attributes[key])
    ? (span.attributes[key] as number)
    : undefined;

/** The usage a chat span recorded, as `replay` reads it (OpenAI's form: `prompt_tokens` include cached). */
function usageOf(span: OtlpSpan): Record<string, unknown> | undefined {
  const input = numberAttribute(span, 'gen_ai.usage.input_tokens');
  if (input === undefined) return undefined;
  const cached = numberAttribute(span, 'gen_ai.usage.cache_read.input_tokens') ?? 0;
  return {
    prompt_tokens: input,
    completion_tokens: numberAttribute(span, 'gen_ai.usage.output_tokens') ?? 0,
    ...(cached > 0 ? { prompt_tokens_details: { cached_tokens: cached } } : {}),
  };
}

/** The arguments inside loopguard's own `loopguard.action_signature` (`tool({...canonical args})`). */
function signatureArguments(signature: string | undefined): string | undefined {
  if (!signature?.endsWith(')')) return undefined;
  const open = signature.indexOf('(');
  return open < 0 ? undefined : signature.slice(open + 1, -1);
}

/** Groups spans into runs: by `gen_ai.conversation.id`, found on the span or an ancestor, else by trace. */
function groupRuns(spans: readonly OtlpSpan[]): Map<string, OtlpSpan[]> {
  const byId = new Map(spans.map((span) => [`${span.traceId}/${span.spanId}`, span]));
  const keys = new Map<OtlpSpan, string>();
  const keyOf = (span: OtlpSpan, depth = 0): string => {
    const known = keys.get(span);
    if (known !== undefined) return known;
    const own = stringAttribute(span, 'gen_ai.conversation.id');
    const parent = span.parentSpanId ? byId.get(`${span.traceId}/${span.parentSpanId}`) : undefined;
    const key = own ?? (parent && depth < 64 ? keyOf(parent, depth + 1) : span.traceId);
    keys.set(span, key);
    return key;
  };
  const runs = new Map<string, OtlpSpan[]>();
  for (const span of spans) {
    const key = keyOf(span);
    const list = runs.get(key) ?? [];
    list.push(span);
    runs.set(key, list);
  }
  return runs;
}

/** What a span-only run lacked, counted over the file. */
interface Gaps {
  resultsMissing: number;
  runsWithoutMessages: number;
  callsWithoutUsage: number;
}

/** Assistant messages and tool results rebuilt from chat and `execute_tool` spans alone. */
function fromSpans(chats: readonly OtlpSpan[], tools: readonly OtlpSpan[], gaps: Gaps): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [];
  chats.forEach((chat, index) => {
    const next = chats[index + 1];
    const round = numberAttribute(chat, 'loopguard.round');
    const own = tools.filter((tool) => {
      const toolRound = numberAttribute(tool, 'loopguard.round');
      if (round !== undefined && toolRound !== undefined) return toolRound === round;
      return tool.startMs >= chat.startMs && (next === undefined || tool.startMs < next.startMs);
    });
    const calls: TranscriptToolCall[] = own.map((tool) => ({
      id: stringAttribute(tool, 'gen_ai.tool.call.id') ?? `span-${tool.spanId}`,
      type: 'function',
      function: {
        name: stringAttribute(tool, 'gen_ai.tool.name') ?? tool.name.replace(/^execute_tool\s*/, ''),
        arguments:
          stringAttribute(tool, 'gen_ai.tool.call.arguments') ??
          signatureArguments(stringAttribute(tool, 'loopguard.action_signature')) ??
          '{}',
      },
    }));
    const usage = usageOf(chat);
    if (!usage) gaps.callsWithoutUsage++;
    const model =
      stringAttribute(chat, 'gen_ai.response.model') ?? stringAttribute(chat, 'gen_ai.request.model');
    messages.push({
      role: 'assistant',
      content: null,
      ...(model ? { model } : {}),
      ...(usage ? { usage } : {}),
      ...(calls.length > 0 ? { tool_calls: calls } : {}),
      timestamp: chat.endMs,
    });
    own.forEach((tool, position) => {
      const result = stringAttribute(tool, 'gen_ai.tool.call.result');
      // Without the result, each one is a distinct text: no loop is claimed on results never seen.
      if (result === undefined) gaps.resultsMissing++;
      messages.push({
        role: 'tool',
        tool_call_id: (calls[position] as TranscriptToolCall).id as string,
        content: result ?? `[result not recorded: span ${tool.spanId}]`,
        ...(tool.statusCode === 2 ? { is_error: true } : {}),
        timestamp: tool.endMs,
      });
    });
  });
  return messages;
}

/** The conversation the last chat span recorded, with each call's usage, model and time put back. */
function fromConversation(
  chats: readonly OtlpSpan[],
  conversation: { input: TranscriptMessage[]; output: TranscriptMessage[] },
  gaps: Gaps,
): TranscriptMessage[] {
  const messages = [...conversation.input, ...conversation.output];
  const assistants = messages.flatMap((message, index) => (message.role === 'assistant' ? [index] : []));
  // The i-th answer from the end came from the i-th chat span from the end.
  for (let back = 1; back <= Math.min(assistants.length, chats.length); back++) {
    const index = assistants[assistants.length - back] as number;
    const chat = chats[chats.length - back] as OtlpSpan;
    const usage = usageOf(chat);
    if (!usage) gaps.callsWithoutUsage++;
    const model =
      stringAttribute(chat, 'gen_ai.response.model') ?? stringAttribute(chat, 'gen_ai.request.model');
    messages[index] = {
      ...(messages[index] as TranscriptMessage),
      ...(model ? { model } : {}),
      ...(usage ? { usage } : {}),
      timestamp: chat.endMs,
    };
  }
  return messages;
}

/** The trip code loopguard's own OTel sink put on the run span (`guard_trigger` events that halted). */
function tripCode(spans: readonly OtlpSpan[]): string | undefined {
  for (const span of spans) {
    for (const event of span.events) {
      if (event.name !== 'guard_trigger' || event.attributes['loopguard.action'] === 'nudge') continue;
      const code = event.attributes['loopguard.code'];
      if (typeof code === 'string' && code !== '') return code;
    }
  }
  return undefined;
}

/**
 * Rebuilds runs from GenAI spans: one run per `gen_ai.conversation.id` (else per trace). When a chat span
 * recorded the conversation (`gen_ai.input.messages`/`gen_ai.output.messages`, or OpenLLMetry's
 * `gen_ai.prompt.N`/`gen_ai.completion.N`), the run is that conversation; otherwise it is rebuilt from the
 * spans, one assistant message per chat span with its `execute_tool` calls, and `notes` say what was missing.
 * A halt loopguard recorded on the run becomes a refused call at the end, as the transcript sink writes it.
 */
export function otlpRuns(spans: readonly OtlpSpan[], source: string): OtlpRuns {
  const runs: Transcript[] = [];
  const notes: string[] = [];
  const gaps: Gaps = { resultsMissing: 0, runsWithoutMessages: 0, callsWithoutUsage: 0 };
  let withoutCalls = 0;
  for (const [id, group] of groupRuns(spans)) {
    const byStart = [...group].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
    const chats = byStart.filter((span) => chatOperations.has(operationOf(span) ?? ''));
    const tools = byStart.filter((span) => operationOf(span) === 'execute_tool');
    if (chats.length === 0) {
      withoutCalls++;
      continue;
    }
    let conversation: ReturnType<typeof spanConversation>;
    for (let index = chats.length - 1; index >= 0 && !conversation; index--)
      conversation = spanConversation((chats[index] as OtlpSpan).attributes);
    let messages: TranscriptMessage[];
    if (conversation) messages = fromConversation(chats, conversation, gaps);
    else {
      gaps.runsWithoutMessages++;
      messages = fromSpans(chats, tools, gaps);
    }
    const code = tripCode(group);
    if (code) messages.push({ role: 'assistant', content: null, refused: code });
    runs.push({ id, messages, source: `${source} (${id})` });
  }
  if (gaps.runsWithoutMessages > 0) {
    notes.push(
      `${gaps.runsWithoutMessages} of ${runs.length} runs recorded no messages (no gen_ai.input.messages): rebuilt from chat and execute_tool spans, tool arguments from gen_ai.tool.call.arguments or loopguard.action_signature` +
        (gaps.resultsMissing > 0
          ? `; ${gaps.resultsMissing} tool results were not recorded and count as all different, so loops that repeat the same result are not seen (record runs with the transcript sink for a full backtest)`
          : ''),
    );
  }
  if (gaps.callsWithoutUsage > 0)
    notes.push(
      `${gaps.callsWithoutUsage} LLM calls carry no gen_ai.usage.*: the token and money gates count their prompts locally, or not at all`,
    );
  if (withoutCalls > 0) notes.push(`${withoutCalls} traces hold no chat spans and were left out`);
  return { runs, notes };
}
