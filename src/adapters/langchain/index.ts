export { GuardCallbackHandler } from './guard-callback-handler.js';
