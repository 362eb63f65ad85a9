export {
  createScriptedModel,
  type Script,
  type ScriptedModel,
  type ScriptedModelOptions,
  type ScriptedTurn,
  scriptFromTranscript,
} from './scripted-model.js';
