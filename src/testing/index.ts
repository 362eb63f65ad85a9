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
