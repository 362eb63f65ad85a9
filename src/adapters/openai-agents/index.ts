export { type GuardModelOptions, guardModel, guardModelProvider, guardRunOptions } from './guard-model.js';
