export { guardOpenAI } from './guard-openai.js';
