// Kind names (label `kind`) and the small planning helpers every domain uses.
// A domain implements six generators; each one writes the loop (mode "loop"), its legit twin (mode "legit") and, for
// four domains, an ambiguous variant (mode "amb") of one generator.

export const KINDS = {
  retry: { loop: "cosmetic-retry-same-state", legit: "retry-with-progress", amb: "amb-retry-marginal-change" },
  repair: { loop: "repair-misses-certificate", legit: "repair-shrinks-certificate", amb: "amb-repair-partial" },
  pingpong: { loop: "equivalent-form-pingpong", legit: "alternation-new-inputs", amb: "amb-alternation" },
  rerun: { loop: "rerun-after-warning-same-input", legit: "rerun-after-warning-changed-setup", amb: "amb-rerun-tiny-change" },
  poll: { loop: "poll-frozen-job", legit: "poll-with-progress", amb: "amb-poll-creeping-progress" },
  rounds: { loop: "repeated-round-no-change", legit: "sweep-distinct-points", amb: "amb-round" },
};

// Number of wasted calls recorded after loop_from (at least 2).
export const waste = (r, lo = 2, hi = 9) => r.int(lo, hi);

// Insert a staff interjection ("status?") plus the agent's short text answer at position `at` of `steps`.
export function interject(steps, at, userText, sayText, agent) {
  if (at >= steps.length - 1) return steps;
  steps.splice(at, 0, { user: userText }, { say: sayText, ...(agent ? { agent } : {}) });
  return steps;
}
