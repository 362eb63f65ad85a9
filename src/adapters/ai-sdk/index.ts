export {
  type GuardMiddlewareOptions,
  guardMiddleware,
  guardStopWhen,
  stopMessage,
} from './guard-middleware.js';
