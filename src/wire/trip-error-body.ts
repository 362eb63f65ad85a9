import type { GuardError, GuardErrorJson } from '../errors.js';
import { formatSse } from './format-sse.js';

/** What a trip body needs of a {@link GuardError} (a restored or foreign copy will do). */
export type TripError = Pick<GuardError, 'code' | 'message' | 'toJSON'>;

/** The error `type` a trip carries in both APIs, so clients can tell it from a provider error. */
export const TRIP_ERROR_TYPE = 'loop_guard';

/** An OpenAI-shaped trip body. */
export interface OpenAITripErrorBody {
  readonly error: {
    readonly message: string;
    readonly type: typeof TRIP_ERROR_TYPE;
    readonly code: string;
    readonly param: null;
    /** The trip as {@link GuardError.toJSON} writes it: code, run, round, evidence, retry advice. */
    readonly loopguard: GuardErrorJson;
  };
}

/** An Anthropic-shaped trip body. */
export interface AnthropicTripErrorBody {
  readonly type: 'error';
  readonly error: {
    readonly type: typeof TRIP_ERROR_TYPE;
    readonly message: string;
    readonly code: string;
    readonly loopguard: GuardErrorJson;
  };
}

/**
 * The body OpenAI clients expect for a refused call (`{"error": {message, type, code, param}}`), the SDKs
 * surface `message` and `code`; the trip's evidence and advice ride along under `loopguard`.
 * @example return Response.json(openAITripErrorBody(error), { status: guardErrorHttpStatus[error.code] });
 */
export function openAITripErrorBody(error: TripError): OpenAITripErrorBody {
  return {
    error: {
      message: error.message,
      type: TRIP_ERROR_TYPE,
      code: error.code,
      param: null,
      loopguard: error.toJSON(),
    },
  };
}

/** The body Anthropic clients expect for a refused call (`{"type": "error", "error": {type, message}}`), with `loopguard` added. */
export function anthropicTripErrorBody(error: TripError): AnthropicTripErrorBody {
  return {
    type: 'error',
    error: { type: TRIP_ERROR_TYPE, message: error.message, code: error.code, loopguard: error.toJSON() },
  };
}

/**
 * A trip inside an OpenAI stream that has already begun: a `data:` chunk holding the error body, which the
 * OpenAI SDKs throw as an APIError. No `[DONE]` follows, so no client takes the cut answer as complete.
 */
export function openAITripErrorFrame(error: TripError): string {
  return formatSse({ data: JSON.stringify(openAITripErrorBody(error)) });
}

/** A trip inside an Anthropic stream that has already begun: the `event: error` that Anthropic's SDKs throw. */
export function anthropicTripErrorFrame(error: TripError): string {
  return formatSse({ event: 'error', data: JSON.stringify(anthropicTripErrorBody(error)) });
}

/** A trip inside a Responses stream that has already begun. */
export interface OpenAIResponsesTripErrorEvent {
  readonly type: 'error';
  readonly code: string;
  readonly message: string;
  readonly param: null;
  readonly sequence_number: number;
  /** The OpenAI error body's `error`: the SDKs throw an APIError for an event whose data has `error`. */
  readonly error: OpenAITripErrorBody['error'];
}

/**
 * A trip inside a Responses stream that has already begun: an `event: error` whose data carries `code` and
 * `message` at the top (as OpenAI's reference shows the event) and the whole OpenAI error under `error` (as
 * recorded streams send it, and what makes the OpenAI SDKs throw an APIError with the trip's `code`). Before
 * a stream begins, a refused Responses call answers with {@link openAITripErrorBody}, the same as chat.
 */
export function openAIResponsesTripErrorFrame(error: TripError, sequenceNumber = 0): string {
  const body: OpenAIResponsesTripErrorEvent = {
    type: 'error',
    code: error.code,
    message: error.message,
    param: null,
    sequence_number: sequenceNumber,
    error: openAITripErrorBody(error).error,
  };
  return formatSse({ event: 'error', data: JSON.stringify(body) });
}
