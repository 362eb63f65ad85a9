export { stopMessage } from '../stop-message.js';
export { type GuardMiddlewareOptions, guardMiddleware, guardStopWhen } from './guard-middleware.js';
