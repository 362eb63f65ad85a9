export { GuardCallbackHandler, type GuardCallbackHandlerOptions } from './guard-callback-handler.js';
export { GUARDED_CHAT_MODEL, type GuardChatModelOptions, guardChatModel } from './guard-chat-model.js';
