import { clineRule } from './cline-rule.js';
import { crewaiRule } from './crewai-rule.js';
import { geminiCliRule } from './gemini-cli-rule.js';
import { openclawRule } from './openclaw-rule.js';
import { openhandsRule } from './openhands-rule.js';
import type { PeerName } from './peer-scenario.js';
import type { PeerRule } from './read-run.js';
import { rooCodeRule } from './roo-code-rule.js';

/**
 * Each peer's reference rule with that peer's defaults: OpenHands headless, Roo Code's limit of 3, Gemini
 * CLI without its LLM judge (it cannot run offline), OpenClaw with its loop detection switched on.
 */
export const peerRules: Readonly<Record<PeerName, PeerRule>> = {
  openhands: openhandsRule,
  'gemini-cli': (messages) => geminiCliRule(messages),
  'roo-code': (messages) => rooCodeRule(messages),
  cline: clineRule,
  crewai: crewaiRule,
  openclaw: openclawRule,
};
