export { type GuardModelOptions, guardModel, guardModelProvider } from './guard-model.js';
