export { GuardCallbackHandler, type GuardCallbackHandlerOptions } from './guard-callback-handler.js';
