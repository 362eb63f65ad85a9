import { clineScenarios } from '../peers/cline-scenarios.js';
import { crewaiScenarios } from '../peers/crewai-scenarios.js';
import { geminiCliScenarios } from '../peers/gemini-cli-scenarios.js';
import { openclawScenarios } from '../peers/openclaw-scenarios.js';
import { openhandsScenarios } from '../peers/openhands-scenarios.js';
import type { PeerScenario } from '../peers/peer-scenario.js';
import { rooCodeScenarios } from '../peers/roo-code-scenarios.js';

export type { PeerName, PeerScenario, PeerVerdict, ScenarioFamily } from '../peers/peer-scenario.js';
export { peerNames, peerTitles, scenarioFamilies } from '../peers/peer-scenario.js';

/**
 * The peers' loop tests as a labelled corpus: every scenario their test files exercise (positive and
 * negative) written as a transcript in our own words and data, labelled by what the run is (a loop from a
 * given call, or legitimate work), with the peer's own expectation beside it. The scenarios live one file
 * per peer under `test/peers/`; the families are documented in `test/peers/peer-scenario.ts`.
 */
export const peerScenarios: readonly PeerScenario[] = [
  ...openhandsScenarios,
  ...geminiCliScenarios,
  ...rooCodeScenarios,
  ...clineScenarios,
  ...crewaiScenarios,
  ...openclawScenarios,
];
