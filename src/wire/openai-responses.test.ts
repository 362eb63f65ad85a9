import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GuardError } from '../errors.js';
import { countPromptTokens } from '../pricing/count-tokens.js';
import { readOpenAIResponsesRequest } from './openai-responses-request.js';
import { readOpenAIResponse } from './openai-responses-response.js';
import {
  accumulateOpenAIResponsesEvent,
  createOpenAIResponsesStreamState,
  finishOpenAIResponsesStream,
  readOpenAIResponsesStream,
} from './openai-responses-stream.js';
import { latestResponsesToolResults } from './openai-responses-tool-results.js';
import type {
  OpenAIResponse,
  OpenAIResponsesItem,
  OpenAIResponsesRequest,
} from './openai-responses-types.js';
import { writeOpenAIResponse, writeOpenAIResponsesStream } from './openai-responses-writer.js';
import { readSse } from './read-sse.js';
import { openAIResponsesTripErrorFrame } from './trip-error-body.js';
import { WireStreamError } from './wire-stream-error.js';
import type { WireResponse } from './wire-types.js';

const file = (name: string) => readFileSync(new URL(`../../test/fixtures/wire/${name}`, import.meta.url));
const json = <T>(name: string) => JSON.parse(file(name).toString('utf8')) as T;

/** The bytes of a fixture cut into pieces of `size`, so events and UTF-8 characters are split anywhere. */
function* piecesOf(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let index = 0; index < bytes.length; index += size) yield bytes.subarray(index, index + size);
}

// Written here in the shape OpenAI's function-calling guide shows (no recorded request with outputs was
// found, see test/fixtures/wire/README.md): the user's message, the model's reasoning and two function
// calls, and both outputs (one as content parts).
const history: OpenAIResponsesItem[] = [
  { role: 'user', content: 'What is the weather in Beijing and Paris?' },
  { type: 'reasoning', id: 'rs_1', summary: [{ type: 'summary_text', text: 'Two cities, two calls.' }] },
  { type: 'function_call', call_id: 'call_a', name: 'get_weather', arguments: '{"city":"Beijing"}' },
  { type: 'function_call', call_id: 'call_b', name: 'get_weather', arguments: '{"city":"Paris"}' },
  { type: 'function_call_output', call_id: 'call_a', output: '{"temp":21}' },
  {
    type: 'function_call_output',
    call_id: 'call_b',
    output: [
      { type: 'input_text', text: 'rain' },
      { type: 'input_image', image_url: 'data:image/png;base64,iVBORw0KGgo=' },
    ],
  },
];

describe('readOpenAIResponsesRequest', () => {
  it('reads instructions, string input, tools and the output cap', () => {
    const body: OpenAIResponsesRequest = {
      model: 'gpt-4.1',
      instructions: 'Be brief.',
      input: 'hi',
      tools: [{ type: 'function', name: 'get_weather', parameters: { type: 'object' } }],
      max_output_tokens: 200,
      stream: true,
    };
    const facts = readOpenAIResponsesRequest(body);
    expect(facts).toMatchObject({
      model: 'gpt-4.1',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'hi' },
      ],
      maxOutputTokens: 200,
      stream: true,
      includeUsage: true,
    });
    expect(facts.tools).toBe(body.tools);
  });

  it('counts function calls by their arguments and outputs by their text, the same view for the same item', () => {
    const first = readOpenAIResponsesRequest({ model: 'm', input: history });
    expect(first.messages[0]).toBe(history[0]);
    expect(first.messages[2]).toEqual({
      role: 'assistant',
      name: 'get_weather',
      content: '{"city":"Beijing"}',
    });
    expect(first.messages[4]).toEqual({ role: 'tool', tool_call_id: 'call_a', content: '{"temp":21}' });
    const second = readOpenAIResponsesRequest({
      model: 'm',
      input: [...history, { role: 'user', content: 'ok' }],
    });
    history.forEach((_item, index) => {
      expect(second.messages[index]).toBe(first.messages[index]);
    });
    // Arguments and outputs are prompt tokens: dropping them would undercount every tool round.
    const withoutTools = countPromptTokens(
      readOpenAIResponsesRequest({ input: history.slice(0, 1) }).messages,
    );
    expect(countPromptTokens(first.messages)).toBeGreaterThan(withoutTools + 10);
  });

  it('counts an input image as an image, not as its base64 text', () => {
    const image = { type: 'input_image', image_url: `data:image/png;base64,${'A'.repeat(200_000)}` };
    const facts = readOpenAIResponsesRequest({ input: [{ role: 'user', content: [image] }] });
    expect(countPromptTokens(facts.messages)).toBeLessThan(1_000);
  });
});

describe('latestResponsesToolResults', () => {
  it('reads the outputs after the last model turn, named after their calls', () => {
    expect(latestResponsesToolResults(history)).toEqual([
      { toolCallId: 'call_a', name: 'get_weather', text: '{"temp":21}', isError: undefined },
      {
        toolCallId: 'call_b',
        name: 'get_weather',
        text: expect.stringMatching(/^rain\n<image image\/png [g-v]{8}>$/),
        isError: undefined,
      },
    ]);
  });

  it('reads bare outputs sent with previous_response_id, and nothing once the model has answered', () => {
    expect(
      latestResponsesToolResults([{ type: 'function_call_output', call_id: 'call_x', output: 'done' }]),
    ).toEqual([{ toolCallId: 'call_x', name: undefined, text: 'done', isError: undefined }]);
    expect(latestResponsesToolResults([...history, { role: 'assistant', content: 'Sunny.' }])).toEqual([]);
    expect(latestResponsesToolResults('just text')).toEqual([]);
    expect(latestResponsesToolResults([{ role: 'user', content: 'hi' }])).toEqual([]);
  });
});

describe('readOpenAIResponse', () => {
  it('reads the recorded o3 function call after its reasoning item', () => {
    expect(readOpenAIResponse(json('openai-responses-function-call.json'))).toEqual({
      model: 'o3-2025-04-16',
      text: null,
      toolCalls: [
        {
          id: 'call_2mhz5FtwkZnzXQkTOMtYZpZH',
          name: 'semantic_scholar_search',
          arguments: '{"query":"machine learning","limit":10,"offset":0,"year":0}',
        },
      ],
      usage: { promptTokens: 114, completionTokens: 88, cachedPromptTokens: 0, cacheWritePromptTokens: 0 },
      finishReason: 'completed',
      // The answer's id: what a later request names as previous_response_id.
      id: 'resp_08c7eac45286fefb006a5f41b9009881a39f24f2b7f3b2f31c',
    });
  });

  it('reads the recorded text message', () => {
    expect(readOpenAIResponse(json('openai-responses-message.json'))).toEqual({
      model: 'gpt-5.6-sol',
      text: 'OK',
      toolCalls: [],
      usage: { promptTokens: 41, completionTokens: 5, cachedPromptTokens: 0, cacheWritePromptTokens: 0 },
      finishReason: 'completed',
      // The answer's id: what a later request names as previous_response_id.
      id: 'resp_0673f9b3b0bbc1c2006a91afc6af1087d28bd82134caca9fb6',
    });
  });

  it('reads cached and cache-write tokens as parts of the input, and why an answer is incomplete', () => {
    const response = {
      ...json<OpenAIResponse>('openai-responses-message.json'),
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
      usage: {
        input_tokens: 3000,
        input_tokens_details: { cached_tokens: 2048, cache_write_tokens: 100 },
        output_tokens: 32,
      },
    };
    expect(readOpenAIResponse(response)).toMatchObject({
      usage: {
        promptTokens: 3000,
        completionTokens: 32,
        cachedPromptTokens: 2048,
        cacheWritePromptTokens: 100,
      },
      finishReason: 'max_output_tokens',
    });
  });
});

describe('readOpenAIResponsesStream', () => {
  it('reads the recorded gpt-5.1 function-call stream, split anywhere', async () => {
    const bytes = file('openai-responses-stream-function-call.sse');
    for (const size of [1, 7, 64, bytes.length]) {
      expect(await readOpenAIResponsesStream(piecesOf(bytes, size))).toEqual({
        model: 'gpt-5.1-2025-11-13',
        text: null,
        toolCalls: [
          { id: 'call_2FQdm3Br7Qb35YUBSkDR7kue', name: 'get_weather', arguments: '{"city":"Beijing"}' },
        ],
        usage: { promptTokens: 45, completionTokens: 25, cachedPromptTokens: 0, cacheWritePromptTokens: 0 },
        finishReason: 'completed',
        // The answer's id: what a later request names as previous_response_id.
        id: 'resp_0775572d10a16b66006a8d85285ef487d2ae865d3657af7276',
      });
    }
  });

  it('reads the recorded text stream', async () => {
    expect(await readOpenAIResponsesStream([file('openai-responses-stream-text.sse')])).toEqual({
      model: 'gpt-4o-mini-2024-07-18',
      text: 'OK',
      toolCalls: [],
      usage: { promptTokens: 12, completionTokens: 2, cachedPromptTokens: 0, cacheWritePromptTokens: 0 },
      finishReason: 'completed',
      // The answer's id: what a later request names as previous_response_id.
      id: 'resp_sanitized_streaming',
    });
  });

  it('throws the recorded error event as a WireStreamError', async () => {
    const error = await readOpenAIResponsesStream([file('openai-responses-stream-error.sse')]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WireStreamError);
    expect(error).toMatchObject({
      type: 'insufficient_quota',
      message: expect.stringContaining('exceeded your current quota'),
    });
  });

  it('fails on response.failed, the recorded stream without its error event', async () => {
    const frames = file('openai-responses-stream-error.sse')
      .toString('utf8')
      .split('\n\n')
      .filter((frame) => frame !== '' && !frame.startsWith('event: error'))
      .map((frame) => `${frame}\n\n`);
    const error = await readOpenAIResponsesStream(frames).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'WireStreamError', type: 'insufficient_quota' });
  });

  it('keeps the function calls apart by output index, and arguments whole from .done', () => {
    const state = createOpenAIResponsesStreamState();
    accumulateOpenAIResponsesEvent(state, {
      type: 'response.output_item.added',
      output_index: 1,
      item: { type: 'function_call', call_id: 'c1', name: 'a', arguments: '' },
    });
    accumulateOpenAIResponsesEvent(state, {
      type: 'response.output_item.added',
      output_index: 2,
      item: { type: 'function_call', call_id: 'c2', name: 'b', arguments: '' },
    });
    accumulateOpenAIResponsesEvent(state, {
      type: 'response.function_call_arguments.delta',
      output_index: 2,
      delta: '{"y"',
    });
    accumulateOpenAIResponsesEvent(state, {
      type: 'response.function_call_arguments.delta',
      output_index: 1,
      delta: '{"x":1}',
    });
    accumulateOpenAIResponsesEvent(state, {
      type: 'response.function_call_arguments.done',
      output_index: 2,
      arguments: '{"y":2}',
    });
    expect(finishOpenAIResponsesStream(state).toolCalls).toEqual([
      { id: 'c1', name: 'a', arguments: '{"x":1}' },
      { id: 'c2', name: 'b', arguments: '{"y":2}' },
    ]);
  });
});

describe('writeOpenAIResponse and writeOpenAIResponsesStream', () => {
  const answer: WireResponse = {
    model: 'gpt-4.1-mini',
    text: 'Checking both.',
    toolCalls: [
      { id: 'call_1', name: 'get_weather', arguments: '{"city":"Beijing"}' },
      { id: 'call_2', name: 'get_weather', arguments: '{"city":"Paris"}' },
    ],
    usage: { promptTokens: 120, completionTokens: 30, cachedPromptTokens: 64, cacheWritePromptTokens: 0 },
    finishReason: 'completed',
  };

  it('write what the readers read back', async () => {
    expect(readOpenAIResponse(writeOpenAIResponse(answer, { id: 'resp_1', createdAt: 1 }))).toEqual({
      ...answer,
      id: 'resp_1',
    });
    const frames = writeOpenAIResponsesStream(answer, { id: 'resp_1', createdAt: 1, textPieces: 4 });
    expect(await readOpenAIResponsesStream(frames)).toEqual({ ...answer, id: 'resp_1' });
    const events = [];
    for await (const message of readSse(frames))
      events.push(JSON.parse(message.data) as { type: string; sequence_number: number });
    expect(events.map((event) => event.sequence_number)).toEqual(events.map((_event, index) => index));
    expect(events[0]?.type).toBe('response.created');
    expect(events.at(-1)?.type).toBe('response.completed');
  });
});

describe('openAIResponsesTripErrorFrame', () => {
  it('is an error event with the code at the top and the OpenAI error under error', async () => {
    const trip = new GuardError('GUARD_LOOP_DETECTED', 'run r-1 repeated search 3 times', {
      runId: 'r-1',
      round: 3,
    });
    const messages = [];
    for await (const message of readSse([openAIResponsesTripErrorFrame(trip, 5)])) messages.push(message);
    expect(messages[0]?.event).toBe('error');
    expect(JSON.parse(messages[0]?.data ?? '')).toMatchObject({
      type: 'error',
      code: 'GUARD_LOOP_DETECTED',
      sequence_number: 5,
      error: { type: 'loop_guard', code: 'GUARD_LOOP_DETECTED', loopguard: { runId: 'r-1', round: 3 } },
    });
  });
});
