import { DEFAULT_CONTENT_LOOP, DEFAULT_LOOP_DETECTION } from '../detectors/defaults.js';
import { deepFreeze } from '../utils/deep-freeze.js';

/** Every guard limit and setting with its default: the one place they are written (`null` is off). */
export const DEFAULT_GUARD_OPTIONS = deepFreeze({
  maxRounds: 10 as number | null,
  maxDurationMs: 120_000 as number | null,
  callTimeoutMs: 60_000 as number | null,
  idleTimeoutMs: 1_800_000 as number | null,
  maxTokens: 80_000 as number | null,
  enforce: true as boolean | 'maxCost',
  maxPromptTokens: null as number | null,
  maxCost: null as number | null,
  currency: 'USD',
  usdRate: 1,
  defaultMaxOutputTokens: 4_096,
  loop: {
    ...DEFAULT_LOOP_DETECTION,
    escalation: 'halt' as 'halt' | 'nudge',
    maxCallFailures: 3,
    retryStormCooldownMs: 60_000,
    contentLoop: DEFAULT_CONTENT_LOOP,
  },
});

/** How long a call's reservation is held when no time limit gives it a deadline (10 minutes). */
export const RESERVATION_TTL_MS = 600_000;

/** How long `run_end` waits for calls still in flight when the run ends (5 seconds). */
export const RUN_END_GRACE_MS = 5_000;
