import {
  writeAnthropicMessage,
  writeAnthropicMessageStream,
  writeOpenAIChatCompletion,
  writeOpenAIChatStream,
  writeOpenAIResponse,
  writeOpenAIResponsesStream,
} from '../wire/index.js';
import { frameStream } from './frame-stream.js';
import type { ScriptedApi } from './scripted-api.js';
import type { ScriptedTurn } from './scripted-model.js';
import { scriptedResponse } from './scripted-response.js';

/** What {@link scriptedAnswer} writes. */
export interface ScriptedAnswerOptions {
  readonly api: ScriptedApi;
  readonly turn: ScriptedTurn;
  readonly model: string;
  readonly usage: NonNullable<ScriptedTurn['usage']>;
  readonly round: number;
  readonly stream: boolean;
  /** An OpenAI stream's `stream_options.include_usage`. */
  readonly includeUsage: boolean;
  /** Unix milliseconds, for OpenAI's `created`. */
  readonly now: number;
  readonly chunkDelayMs?: number | undefined;
  readonly streamPieces?: number | undefined;
  readonly cutAfterChunks?: number | undefined;
}

const sseHeaders = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
};

/** The HTTP answer for a scripted turn in the request's API: a JSON body, or an SSE stream written by the wire writers. */
export function scriptedAnswer(options: ScriptedAnswerOptions): Response {
  const { api, round } = options;
  const response = scriptedResponse(options.turn, {
    model: options.model,
    usage: options.usage,
    round,
    toolCallIdPrefix: api === 'anthropic' ? 'toolu_' : 'call_',
  });
  const pieces = options.streamPieces ? { textPieces: options.streamPieces } : {};
  const openAI = { id: `chatcmpl-scripted-${round}`, created: Math.floor(options.now / 1000) };
  const responses = { id: `resp_scripted_${round}`, createdAt: Math.floor(options.now / 1000) };
  const anthropic = { id: `msg_scripted_${round}` };
  if (!options.stream) {
    if (api === 'openai') return Response.json(writeOpenAIChatCompletion(response, openAI));
    if (api === 'openai-responses') return Response.json(writeOpenAIResponse(response, responses));
    return Response.json(writeAnthropicMessage(response, anthropic));
  }
  const frames =
    api === 'openai'
      ? writeOpenAIChatStream(response, { ...openAI, includeUsage: options.includeUsage, ...pieces })
      : api === 'openai-responses'
        ? writeOpenAIResponsesStream(response, { ...responses, ...pieces })
        : writeAnthropicMessageStream(response, { ...anthropic, ...pieces });
  const body = frameStream(frames, { delayMs: options.chunkDelayMs, cutAfterFrames: options.cutAfterChunks });
  return new Response(body, { headers: sseHeaders });
}
