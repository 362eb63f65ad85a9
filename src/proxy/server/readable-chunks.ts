import type { Readable } from 'node:stream';
import { LoopguardError } from '../../errors.js';

const prematureCloseErrorBrand = Symbol.for('loopguard.PrematureCloseError');

/** Why a stream stopped before its end without an error of its own. */
export class PrematureCloseError extends LoopguardError {
  override readonly name = 'PrematureCloseError';
  /** Node's own code for it: the upstream classifier files it with Node's own as a lost connection. */
  declare readonly code: 'ERR_STREAM_PREMATURE_CLOSE';
  readonly [prematureCloseErrorBrand] = true;

  constructor() {
    super('ERR_STREAM_PREMATURE_CLOSE', 'the stream closed before its end');
  }

  /** True for any PrematureCloseError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is PrematureCloseError {
    return LoopguardError.hasBrand(value, prematureCloseErrorBrand);
  }
}

interface Waiting {
  resolve(result: IteratorResult<Uint8Array>): void;
  reject(error: unknown): void;
}

const finished: IteratorResult<Uint8Array> = { done: true, value: undefined };
const ignore = () => {};

/**
 * The chunks of a Node stream as an async iterator made of its own events. Node 20's
 * `readable[Symbol.asyncIterator]()` sets up end-of-stream tracking and a `readable` listener for each stream,
 * which cost a short streamed answer through the gateway more than relaying it did in a profile. A chunk that
 * arrives with no reader waiting is queued and the stream paused until it is taken (backpressure); an error comes
 * after the chunks that arrived before it; `return()` destroys the stream.
 */
export function readableChunks(stream: Readable): AsyncIterator<Uint8Array> {
  const queue: Uint8Array[] = [];
  let waiting: Waiting | undefined;
  let ended = false;
  let failure: { readonly error: unknown } | undefined;

  const take = (): Waiting | undefined => {
    const reader = waiting;
    waiting = undefined;
    return reader;
  };
  const onData = (chunk: Uint8Array) => {
    const reader = take();
    if (reader) reader.resolve({ done: false, value: chunk });
    else {
      queue.push(chunk);
      stream.pause();
    }
  };
  const stop = () => {
    stream.off('data', onData);
    stream.off('end', onEnd);
    stream.off('error', onError);
    stream.off('close', onClose);
    // An error the stream reports after its reader is gone must not become an uncaught exception.
    stream.on('error', ignore);
  };
  const onEnd = () => {
    ended = true;
    stop();
    take()?.resolve(finished);
  };
  const onError = (error: unknown) => {
    failure = { error };
    stop();
    take()?.reject(error);
  };
  const onClose = () => {
    if (!ended && !failure) onError(new PrematureCloseError());
  };
  stream.on('data', onData);
  stream.on('end', onEnd);
  stream.on('error', onError);
  stream.on('close', onClose);

  return {
    next() {
      const chunk = queue.shift();
      if (chunk !== undefined) {
        if (queue.length === 0 && !ended && !failure) stream.resume();
        return Promise.resolve({ done: false, value: chunk });
      }
      if (failure) return Promise.reject(failure.error);
      if (ended) return Promise.resolve(finished);
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
      });
    },
    return() {
      if (!ended && !failure) {
        ended = true;
        stop();
        stream.destroy();
      }
      queue.length = 0;
      return Promise.resolve(finished);
    },
  };
}
