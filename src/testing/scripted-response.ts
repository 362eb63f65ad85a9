import type { WireResponse, WireToolCall, WireUsage } from '../wire/index.js';
import type { ScriptedTurn } from './scripted-model.js';

/**
 * The tool calls of a scripted turn with their ids (the turn's, else `<prefix><round>_<n>`) and arguments as
 * JSON text, which is how both wire formats and the in-process model carry them.
 */
export function scriptedToolCalls(turn: ScriptedTurn, round: number, prefix: string): WireToolCall[] {
  return (turn.toolCalls ?? []).map((call, index) => ({
    id: call.id ?? `${prefix}${round}_${index + 1}`,
    name: call.name,
    arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {}),
  }));
}

/** What the scripted server answers for one turn, for the wire writers to put into either API's shape. */
export interface ScriptedResponseOptions {
  readonly model: string;
  /** OpenAI-style usage: `prompt_tokens` includes `cached_tokens`. */
  readonly usage: NonNullable<ScriptedTurn['usage']>;
  /** 1-based round, which names the generated tool call ids. */
  readonly round: number;
  /** Prefix of generated tool call ids: `call_` for OpenAI, `toolu_` for Anthropic. */
  readonly toolCallIdPrefix: string;
}

/** A scripted turn as a {@link WireResponse}. */
export function scriptedResponse(turn: ScriptedTurn, options: ScriptedResponseOptions): WireResponse {
  const usage: WireUsage = {
    promptTokens: options.usage.prompt_tokens,
    completionTokens: options.usage.completion_tokens,
    cachedPromptTokens: options.usage.cached_tokens ?? 0,
    cacheWritePromptTokens: 0,
  };
  return {
    model: options.model,
    text: turn.content ?? null,
    toolCalls: scriptedToolCalls(turn, options.round, options.toolCallIdPrefix),
    usage,
    finishReason: null,
  };
}
