export { type GuardAnthropicOptions, guardAnthropic, toolRunnerLimits } from './guard-anthropic.js';
