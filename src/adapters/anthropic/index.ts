export { guardAnthropic, toolRunnerLimits } from './guard-anthropic.js';
