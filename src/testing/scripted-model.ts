import type { ChatToolCall, ModelFunction, ModelReply, ModelRequest } from '../agent/chat-types.js';
import { countPromptTokens } from '../pricing/count-tokens.js';
import { scriptedToolCalls } from './scripted-response.js';

/** One scripted assistant turn: text and/or tool calls, optional usage (else counted from the request). */
export interface ScriptedTurn {
  readonly content?: string | null;
  readonly toolCalls?: readonly {
    readonly name: string;
    readonly arguments: unknown;
    readonly id?: string | undefined;
  }[];
  /** OpenAI-style usage: `prompt_tokens` includes `cached_tokens`. */
  readonly usage?: {
    readonly prompt_tokens: number;
    readonly completion_tokens: number;
    readonly cached_tokens?: number;
  };
  readonly model?: string;
}

/** A script: fixed turns, or a function of the round (1-based) and request. */
export type Script = readonly ScriptedTurn[] | ((round: number, request: ModelRequest) => ScriptedTurn);

/** A model function that replays a script and records every request. */
export interface ScriptedModel {
  readonly model: ModelFunction;
  readonly requests: ModelRequest[];
}

/** Options of {@link createScriptedModel}. */
export interface ScriptedModelOptions {
  /** Reported model name. @default 'gpt-4o-mini' */
  readonly modelName?: string;
  /** Completion tokens reported when a turn gives no usage. @default 60 */
  readonly completionTokens?: number;
}

/**
 * The one fake allowed in tests and demos: a model that plays scripted turns. Usage, when a turn has none,
 * is the real token count of the request plus `completionTokens`.
 * @example const { model, requests } = createScriptedModel([{ toolCalls: [{ name: 'clean_csv', arguments: { path: 'a' } }] }, { content: 'done' }]);
 */
export function createScriptedModel(script: Script, options: ScriptedModelOptions = {}): ScriptedModel {
  const requests: ModelRequest[] = [];
  const model: ModelFunction = async (request) => {
    requests.push({ ...request, messages: [...request.messages] });
    if (request.signal.aborted) throw request.signal.reason;
    const round = requests.length;
    const turn = typeof script === 'function' ? script(round, request) : script[round - 1];
    if (!turn)
      throw new Error(
        `scripted model has no turn ${round} (script has ${(script as ScriptedTurn[]).length})`,
      );
    const toolCalls: ChatToolCall[] = scriptedToolCalls(turn, round, 'call_').map((call) => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    }));
    const reply: ModelReply = {
      message: { content: turn.content ?? null, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) },
      model: turn.model ?? options.modelName ?? 'gpt-4o-mini',
      usage: turn.usage ?? {
        prompt_tokens: countPromptTokens(
          request.messages,
          request.tools.length > 0 ? request.tools : undefined,
        ),
        completion_tokens: options.completionTokens ?? 60,
      },
    };
    return reply;
  };
  return { model, requests };
}

export { scriptFromTranscript } from './script-from-transcript.js';
