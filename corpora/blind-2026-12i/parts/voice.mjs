// Reasoning text for assistant turns. Loops and look-alikes draw from the same pools.
const P = {
  get: ["Looking up {s}.", "Pulling the record for {s}.", "Fetching {s}.", "Next: {s}.", "Need the details of {s} first.", "Opening {s}."],
  act: ["Applying the change to {s}.", "Writing the update for {s}.", "Recording the decision on {s}.", "Submitting {s}.", "Going ahead with {s}."],
  search: ["Searching for {s}.", "Let me search: {s}.", "Retrieving passages on {s}.", "Querying the index for {s}.", "Trying the query {s}."],
  read: ["Reading {s}.", "Opening {s} to check the wording.", "Let me read {s}.", "Continuing with {s}."],
  list: ["Listing {s}.", "Next page ({s}).", "Fetching {s}.", "Continuing the listing: {s}."],
  poll: ["Checking the job status.", "Polling {s}.", "Status of {s}?", "Let me see how {s} is doing.", "Checking on {s} again."],
  retry: ["That failed; trying again.", "Retrying {s}.", "The service errored. One more attempt at {s}.", "Trying {s} again.", "Retrying — maybe transient."],
  edit: ["Editing {s}.", "Fixing {s}.", "Changing {s}.", "Updating {s}."],
  check: ["Validating.", "Running the check on {s}.", "Let me validate {s}.", "Re-running the validator."],
  handoff: ["Handing this to {s}.", "This belongs with {s}; transferring.", "Transferring to {s}.", "{s} should take this."],
  memw: ["Saving a note: {s}.", "Noting {s} in memory.", "Writing {s} to the scratchpad."],
  memr: ["Checking my notes.", "Reading back the scratchpad.", "What do I have in memory so far?", "Recalling {s}."],
  sleep: ["Waiting {s} before the next check.", "Pausing {s}.", "Backing off {s}."],
  recheck: ["Checking {s} again.", "Let me confirm {s}.", "Double-checking {s}.", "Verifying {s} once more.", "Looking at {s} again to be sure."],
  start: ["Starting {s}.", "Kicking off {s}.", "Launching {s}."],
};
const THOUGHT = ["Continuing with the task", "Results so far look consistent", "Nothing blocking", "Moving on", "Following the plan"];
const PLAN = [
  "Plan: (1) confirm what the task needs, (2) gather the facts, (3) act on them, (4) report.",
  "I'll keep going item by item and only report once everything has been checked.",
  "Current state: the earlier results are in the context; nothing contradicts them so far.",
  "Keeping the user's constraints in mind (no destructive changes, report anything unusual).",
  "There is still work left on the list, so I won't summarise yet.",
  "The previous output looked normal; continuing.",
];

export function sayText(run, intent, subj) {
  if (intent === null) return null;
  const R = run.R;
  const s = subj ?? "it";
  const base = R.pick(P[intent] ?? P.get).replace("{s}", s);
  switch (run.voice) {
    case "silent": return R.chance(0.12) ? base : null;
    case "terse": return R.chance(0.5) ? base.replace(/\.$/, "") : null;
    case "react": return R.chance(0.5) ? `Thought: ${base}` : `Thought: ${R.pick(THOUGHT)}. ${base}`;
    case "verbose": {
      const n = R.int(2, 4);
      return [base, ...R.shuffle(PLAN).slice(0, n)].join(" ");
    }
    default: return R.chance(0.8) ? base : null;
  }
}
