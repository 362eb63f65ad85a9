import { createOpenAI } from '@ai-sdk/openai';
import {
  AIMessage,
  type BaseMessage,
  HumanMessage,
  SystemMessage,
  ToolMessage,
} from '@langchain/core/messages';
import { ChatOpenAI } from '@langchain/openai';
import type { AgentInputItem } from '@openai/agents';
import { OpenAIProvider, setTracingDisabled, withTrace } from '@openai/agents';
import { generateText, jsonSchema, type ModelMessage, type ToolSet, tool, wrapLanguageModel } from 'ai';
import OpenAI from 'openai';
import { guardMiddleware } from '../../src/adapters/ai-sdk/guard-middleware.js';
import { GuardCallbackHandler } from '../../src/adapters/langchain/guard-callback-handler.js';
import { guardChatModel } from '../../src/adapters/langchain/guard-chat-model.js';
import { guardModelProvider } from '../../src/adapters/openai-agents/guard-model.js';
import { createGuard } from '../../src/guard/guard.js';
import type { TranscriptMessage } from '../../src/replay/transcript.js';
import type { ScriptedServer } from '../../src/testing/scripted-server.js';
import { messageText, toolCallsOfMessage, toolResultText } from '../../src/wire/index.js';
import {
  CONVERSATION_HEADER,
  type Conversation,
  modelOf,
  PARITY_OPTIONS,
  type PathVerdict,
  play,
  TranscriptClock,
  TURN_HEADER,
} from './verdict-paths.js';

// How each SDK's user holds a corpus conversation (chat messages as recorded): the user's task and other
// speakers' messages, the model's turns (text and tool calls), and each tool result as the text replay reads
// from it. Each path plays the conversation as the OpenAI adapter's path does (test/helpers/verdict-paths.ts):
// one guard per conversation, one call per recorded assistant turn with the history before it, the real SDK
// against the scripted model, a text answer not ending the run.

/** The arguments of a recorded call as an SDK holds them: parsed JSON, else the text as it is. */
function argumentsOf(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** What a recorded message says, read as replay reads it; `''` when it says nothing. */
const saidBy = (message: TranscriptMessage) => messageText(message.content) ?? '';

/** The tool names each call id of the history answers to, for SDKs whose results name their tool. */
function callNames(history: readonly TranscriptMessage[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const message of history)
    if (message.role === 'assistant')
      for (const call of toolCallsOfMessage(message)) if (call.id) names.set(call.id, call.name);
  return names;
}

/** A guard of one conversation on the transcript's clock, and its verdict when every call went through. */
function conversationGuard(run: Conversation) {
  const clock = new TranscriptClock();
  const guard = createGuard({ ...PARITY_OPTIONS, runId: run.key, taskId: run.key, now: clock.now });
  const ended = () => (guard.state === 'failed' ? guard.error?.code : undefined);
  return { clock, guard, ended };
}

/** A `fetch` that names the conversation and the turn being played, for the scripted model. */
function turnFetch(run: Conversation, turn: { value: number }): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(CONVERSATION_HEADER, run.key);
    headers.set(TURN_HEADER, String(turn.value));
    return fetch(input, { ...init, headers });
  };
}

/** The system prompt of a history, for the AI SDK's `system` option. */
export function aiSdkSystem(history: readonly TranscriptMessage[]): string | undefined {
  const system = history.filter((message) => message.role === 'system').map(saidBy);
  return system.length === 0 ? undefined : system.join('\n');
}

/**
 * The history as AI SDK messages (the system prompt apart). A message's `name` has no place in them: every
 * user message is the user's. The SDK refuses a call with no result in the history, so such a call (a
 * recorded agent that moved on without it) is left out: the reader reads a turn's calls only to name the
 * results that answer them.
 */
export function aiSdkMessages(history: readonly TranscriptMessage[]): ModelMessage[] {
  const names = callNames(history);
  const answered = new Set(history.map((message) => message.tool_call_id));
  return history.flatMap((message): ModelMessage[] => {
    if (message.role === 'user') return [{ role: 'user', content: saidBy(message) }];
    if (message.role === 'tool') {
      const id = message.tool_call_id ?? '';
      return [
        {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: id,
              toolName: names.get(id) ?? message.name ?? 'tool',
              output: {
                type: message.is_error === true ? 'error-text' : 'text',
                value: toolResultText(message.content),
              },
            },
          ],
        },
      ];
    }
    if (message.role !== 'assistant') return [];
    const text = saidBy(message);
    return [
      {
        role: 'assistant',
        content: [
          ...(text === '' ? [] : [{ type: 'text' as const, text }]),
          ...toolCallsOfMessage(message)
            .filter((call) => answered.has(call.id))
            .map((call) => ({
              type: 'tool-call' as const,
              toolCallId: call.id ?? '',
              toolName: call.name,
              input: argumentsOf(call.arguments),
            })),
        ],
      },
    ];
  });
}

/** Every tool the conversation calls, declared without `execute`: a step ends with the model's calls. */
function declaredTools(run: Conversation): ToolSet {
  const names = new Set<string>();
  for (const message of run.messages)
    if (message.role === 'assistant') for (const call of toolCallsOfMessage(message)) names.add(call.name);
  return Object.fromEntries(
    [...names].map((name) => [
      name,
      tool({
        description: name,
        inputSchema: jsonSchema<Record<string, unknown>>({ type: 'object', additionalProperties: true }),
      }),
    ]),
  );
}

/** (d) The AI SDK middleware: `generateText` (one step) on `wrapLanguageModel` over @ai-sdk/openai's chat model. */
export async function aiSdkVerdict(run: Conversation, upstream: ScriptedServer): Promise<PathVerdict> {
  const { clock, guard, ended } = conversationGuard(run);
  const provider = createOpenAI({ baseURL: upstream.openAIBaseURL, apiKey: 'sk-parity' });
  const model = wrapLanguageModel({
    model: provider.chat(modelOf(run)),
    middleware: guardMiddleware(guard, { endRunOnAnswer: false }),
  });
  const tools = declaredTools(run);
  return play(
    run,
    clock,
    (history, turn) => {
      const system = aiSdkSystem(history);
      return generateText({
        model,
        tools,
        ...(system === undefined ? {} : { system }),
        messages: aiSdkMessages(history),
        maxRetries: 0,
        headers: { [CONVERSATION_HEADER]: run.key, [TURN_HEADER]: String(turn) },
      });
    },
    ended,
  );
}

/**
 * The history as Agents SDK input items, as its runner writes them: assistant text as a message item, each
 * call a `function_call` item, each result a `function_call_result` whose output is `{ type: 'text' }`. A
 * message's `name` has no place in them.
 */
export function agentsItems(history: readonly TranscriptMessage[]): AgentInputItem[] {
  const names = callNames(history);
  return history.flatMap((message): AgentInputItem[] => {
    if (message.role === 'system') return [{ role: 'system', content: saidBy(message) }];
    if (message.role === 'user') return [{ role: 'user', content: saidBy(message) }];
    if (message.role === 'tool') {
      const id = message.tool_call_id ?? '';
      return [
        {
          type: 'function_call_result',
          callId: id,
          name: names.get(id) ?? message.name ?? 'tool',
          status: 'completed',
          // A failed tool threw: the runner writes its error as the SDK's default error function does.
          output: {
            type: 'text',
            text:
              message.is_error === true
                ? `An error occurred while running the tool. Please try again. Error: Error: ${toolResultText(message.content)}`
                : toolResultText(message.content),
          },
        },
      ];
    }
    if (message.role !== 'assistant') return [];
    const text = saidBy(message);
    const calls = toolCallsOfMessage(message);
    return [
      // A turn that said nothing and called nothing is still a turn: an empty message item.
      ...(text === '' && calls.length > 0
        ? []
        : [
            {
              type: 'message' as const,
              role: 'assistant' as const,
              status: 'completed' as const,
              content: [{ type: 'output_text' as const, text }],
            },
          ]),
      ...calls.map((call) => ({
        type: 'function_call' as const,
        callId: call.id ?? '',
        name: call.name,
        arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {}),
        status: 'completed' as const,
      })),
    ];
  });
}

/** (e) The Agents SDK model: the guarded provider's chat-completions model of @openai/agents, asked directly. */
export async function agentsVerdict(run: Conversation, upstream: ScriptedServer): Promise<PathVerdict> {
  const { clock, guard, ended } = conversationGuard(run);
  const turn = { value: 0 };
  const provider = new OpenAIProvider({
    openAIClient: new OpenAI({
      baseURL: upstream.openAIBaseURL,
      apiKey: 'sk-parity',
      maxRetries: 0,
      fetch: turnFetch(run, turn),
    }),
    useResponses: false,
  });
  const model = await guardModelProvider(provider, guard, { endRunOnAnswer: false }).getModel(modelOf(run));
  // The SDK's model opens a span in the run's trace, as its runner would; no trace leaves the process.
  setTracingDisabled(true);
  return withTrace(`parity ${run.key}`, () =>
    play(
      run,
      clock,
      (history, made) => {
        turn.value = made;
        return model.getResponse({
          input: agentsItems(history),
          modelSettings: {},
          tools: [],
          outputType: 'text',
          handoffs: [],
          tracing: false,
        });
      },
      ended,
    ),
  );
}

/** The history as LangChain messages: a human or AI message keeps its `name` (the speaker). */
export function langchainMessages(history: readonly TranscriptMessage[]): BaseMessage[] {
  return history.flatMap((message): BaseMessage[] => {
    const name = typeof message.name === 'string' ? { name: message.name } : {};
    if (message.role === 'system') return [new SystemMessage(saidBy(message))];
    if (message.role === 'user') return [new HumanMessage({ content: saidBy(message), ...name })];
    if (message.role === 'tool')
      return [
        new ToolMessage({
          content: toolResultText(message.content),
          tool_call_id: message.tool_call_id ?? '',
          ...(message.is_error === true ? { status: 'error' as const } : {}),
        }),
      ];
    if (message.role !== 'assistant') return [];
    const toolCalls = toolCallsOfMessage(message).map((call) => ({
      id: call.id ?? '',
      name: call.name,
      args: argumentsOf(call.arguments) as Record<string, unknown>,
      type: 'tool_call' as const,
    }));
    return [new AIMessage({ content: saidBy(message), tool_calls: toolCalls, ...name })];
  });
}

/** ChatOpenAI of @langchain/openai on the scripted model, naming each request's conversation and turn. */
function chatModel(run: Conversation, upstream: ScriptedServer, turn: { value: number }): ChatOpenAI {
  return new ChatOpenAI({
    model: modelOf(run),
    apiKey: 'sk-parity',
    maxRetries: 0,
    configuration: { baseURL: upstream.openAIBaseURL, fetch: turnFetch(run, turn) },
  });
}

/** (f) LangChain's guarded chat model (`guardChatModel`), invoked with the history. */
export async function langchainModelVerdict(
  run: Conversation,
  upstream: ScriptedServer,
): Promise<PathVerdict> {
  const { clock, guard, ended } = conversationGuard(run);
  const turn = { value: 0 };
  const model = guardChatModel(chatModel(run, upstream, turn), guard, { endRunOnAnswer: false });
  return play(
    run,
    clock,
    (history, made) => {
      turn.value = made;
      return model.invoke(langchainMessages(history));
    },
    ended,
  );
}

/** (g) LangChain's callback handler (`GuardCallbackHandler`) on a plain ChatOpenAI, invoked with the history. */
export async function langchainHandlerVerdict(
  run: Conversation,
  upstream: ScriptedServer,
): Promise<PathVerdict> {
  const { clock, guard, ended } = conversationGuard(run);
  const turn = { value: 0 };
  const model = chatModel(run, upstream, turn);
  const handler = new GuardCallbackHandler(guard, { endRunOnAnswer: false });
  return play(
    run,
    clock,
    (history, made) => {
      turn.value = made;
      return model.invoke(langchainMessages(history), { callbacks: [handler] });
    },
    ended,
  );
}
