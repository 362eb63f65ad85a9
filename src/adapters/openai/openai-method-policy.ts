/** What a wrapped OpenAI client does with a method: run it through the guard, let it pass, or refuse it. */
export type OpenAIMethodPolicy = 'guarded' | 'free' | 'refused';

/** The model calls the guard counts: each is one round. */
export const guardedOpenAIMethods: readonly string[] = [
  'chat.completions.create',
  'responses.create',
  'beta.responses.create',
];

/**
 * SDK helpers that make their model calls through `this._client`'s guarded methods above, so they are guarded
 * call by call (`runTools()` is one round per model call).
 */
const routedHelpers = new Set([
  'chat.completions.parse',
  'chat.completions.stream',
  'chat.completions.runTools',
  'responses.parse',
  'responses.stream',
]);

/** Paid methods the guard cannot count as a round, with what they pay for. Refused. */
export const refusedOpenAIMethods: Readonly<Record<string, string>> = {
  'completions.create': 'legacy text completions',
  'embeddings.create': 'embeddings',
  'images.generate': 'image generation',
  'images.edit': 'image generation',
  'images.createVariation': 'image generation',
  'audio.speech.create': 'text to speech',
  'audio.transcriptions.create': 'speech to text',
  'audio.translations.create': 'speech to text',
  'batches.create': 'a batch of model calls',
  'fineTuning.jobs.create': 'a fine-tuning job',
  'fineTuning.jobs.resume': 'a fine-tuning job',
  'fineTuning.alpha.graders.run': 'a model grader',
  'evals.runs.create': 'an eval run',
  'responses.compact': 'a model call that compacts a conversation',
  'beta.responses.compact': 'a model call that compacts a conversation',
  'realtime.clientSecrets.create': 'a realtime session',
  'realtime.calls.accept': 'a realtime session',
  'beta.realtime.sessions.create': 'a realtime session',
  'beta.realtime.transcriptionSessions.create': 'a realtime session',
  'beta.chatkit.sessions.create': 'a ChatKit session',
  'beta.threads.createAndRun': 'an Assistants run',
  'beta.threads.createAndRunPoll': 'an Assistants run',
  'beta.threads.createAndRunStream': 'an Assistants run',
  'beta.threads.runs.create': 'an Assistants run',
  'beta.threads.runs.createAndPoll': 'an Assistants run',
  'beta.threads.runs.createAndStream': 'an Assistants run',
  'beta.threads.runs.stream': 'an Assistants run',
  'beta.threads.runs.submitToolOutputs': 'an Assistants run',
  'beta.threads.runs.submitToolOutputsAndPoll': 'an Assistants run',
  'beta.threads.runs.submitToolOutputsStream': 'an Assistants run',
  'containers.create': 'a code interpreter container',
  'videos.create': 'video generation',
  'videos.edit': 'video generation',
  'videos.extend': 'video generation',
  'videos.remix': 'video generation',
  'videos.createCharacter': 'video generation',
  // openai 7
  'audio.voices.create': 'a custom voice',
  'beta.agents.sessions.create': 'an agent session whose model calls run at OpenAI',
  'beta.agents.sessions.stream': 'an agent session whose model calls run at OpenAI',
  'beta.agents.sessions.events.create': 'an agent session whose model calls run at OpenAI',
  'beta.agents.sessions.events.stream': 'an agent session whose model calls run at OpenAI',
  'beta.agents.automations.invocations.create': 'an agent automation run',
  'beta.agents.automations.resume': 'an agent automation run',
  'beta.agents.environments.create': 'an agent environment',
  'live.create': 'a live session',
  'live.sessions.accept': 'a live session',
  'live.sessions.fork': 'a live session',
  'realtime.calls.create': 'a realtime session',
  'realtime.translations.clientSecrets.create': 'a realtime translation session',
  'decisions.create': 'a model decision',
  'contentProvenanceChecks.create': 'a content provenance check',
};

/** Resources that store, list or administer and never run a model. */
const freeResources = [
  'admin',
  'files',
  'uploads',
  'models',
  'webhooks',
  'vectorStores',
  'conversations',
  'skills',
  'moderations',
];

/** Creations that run no model: an assistant, a thread, a message, an eval definition, a permission, a file. */
const freeMethods = new Set([
  'beta.assistants.create',
  'beta.threads.create',
  'beta.threads.messages.create',
  'evals.create',
  'fineTuning.checkpoints.permissions.create',
  'containers.files.create',
  // openai 7: definitions, consents, credentials and files, not runs
  'audio.voiceConsents.create',
  'beta.agents.create',
  'beta.agents.automations.create',
  'beta.agents.vaults.create',
  'beta.agents.vaults.credentials.create',
  'beta.agents.environments.templates.create',
  'beta.agents.environments.files.create',
  'beta.agents.environments.files.prepare',
  'beta.agents.environments.files.upload',
  'beta.agents.sessions.artifacts.forResult',
  'live.sessions.downloadRecording',
]);

/** Method names that read, change or stop what exists, on any resource. */
const freeVerbs = new Set([
  'list',
  'retrieve',
  'delete',
  'update',
  'cancel',
  'content',
  'poll',
  'pause',
  'count',
  'validate',
  'listEvents',
  'listItems',
  'listFiles',
  'waitForProcessing',
  'downloadContent',
  'getCharacter',
  'hangup',
  'reject',
  'refer',
]);

/**
 * How a wrapped client treats a method, by its path from the client (`embeddings.create`): the model calls
 * are guarded, their SDK helpers pass (they call the guarded methods), methods that run no model pass, known
 * paid methods are refused, and so is any method this table does not know, so a paid method a newer SDK adds
 * is never let through uncounted.
 */
export function openAIMethodPolicy(path: string): OpenAIMethodPolicy {
  if (guardedOpenAIMethods.includes(path)) return 'guarded';
  if (Object.hasOwn(refusedOpenAIMethods, path)) return 'refused';
  if (routedHelpers.has(path) || freeMethods.has(path)) return 'free';
  const root = path.slice(0, path.indexOf('.'));
  if (freeResources.includes(root)) return 'free';
  return freeVerbs.has(path.slice(path.lastIndexOf('.') + 1)) ? 'free' : 'refused';
}

/** What a refused method pays for, for its error message. */
export function refusedOpenAIReason(path: string): string {
  return refusedOpenAIMethods[path] ?? 'a method this version of loopguard does not know to be free';
}
