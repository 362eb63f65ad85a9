export {
  CONVERSATION_HEADER,
  type ConversationScript,
  scriptPerConversation,
} from './conversation-script.js';
export {
  createScriptedHandler,
  DEFAULT_MAX_BODY_BYTES,
  type ScriptedHandler,
  type ScriptedHandlerOptions,
} from './scripted-handler.js';
export {
  createScriptedModel,
  type Script,
  type ScriptedModel,
  type ScriptedModelOptions,
  type ScriptedTurn,
  scriptFromTranscript,
} from './scripted-model.js';
export {
  type Fault,
  type RecordedRequest,
  type ScriptedApi,
  type ScriptedServer,
  type ScriptedServerOptions,
  startScriptedServer,
} from './scripted-server.js';
