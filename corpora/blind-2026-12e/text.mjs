// The assistant's reasoning text: voices and phrase banks, so repeated steps are worded differently each time.
export const VOICES = ["narrative", "react", "plan", "terse", "narrative", "react"];

/** Wraps one thought in the run's voice; `terse` drops all but the first sentence and sometimes says nothing. */
export function think(run, s) {
  if (s == null) return null;
  switch (run.voice) {
    case "react": return `Thought: ${s}`;
    case "plan": return `Observation noted. Next step — ${s}`;
    case "terse": { if (run.r.chance(0.35)) return null; const m = s.match(/^.*?[.!?](?=\s|$)/); return m ? m[0] : s; }
    default: {
      const r = run.r;
      let out = s;
      if (r.chance(0.3) && run.lastOut) out += ` The last response began "${run.lastOut.split("\n")[0].slice(0, 70).trim()}".`;
      if (r.chance(0.45)) out += ` ${r.pick(TAILS)}`;
      return out;
    }
  }
}
const TAILS = [
  "I'll keep the number of calls low since this API is metered.",
  "Nothing so far contradicts what the user described.",
  "I'll note the request id in case support needs it later.",
  "If this doesn't settle it, the audit trail is the next place to look.",
  "The user wants a definitive answer, so I'd rather confirm than guess.",
  "The task isn't done until the result is recorded, so I'll keep going.",
  "I'm keeping a running list of what has been done so the summary is accurate.",
  "Permissions look fine so far; the remaining question is the data itself.",
  "This should be quick.",
  "I'll avoid any write until the facts are clear.",
  "Worth being careful here: the change is visible to other teams.",
  "The policy says to record reasoning, so I'm writing it down as I go.",
];

export const AGAIN = [
  "The previous response for {x} may have come from a cache, so I am fetching it again before I rely on it.",
  "Before deciding anything about {x} I want to confirm the current state once more; the last answer could be stale.",
  "Let me re-check {x}. If something changed in the meantime the next step would be different.",
  "I am not fully confident in what I saw for {x}; querying it again to be sure.",
  "One more look at {x} — the earlier output might have been truncated or served by a lagging replica.",
  "Re-running the same lookup for {x} to verify the values before moving on.",
  "It is possible the record for {x} was updated a moment ago, so I will check it again.",
  "To be thorough I will pull {x} one more time and compare with what I have.",
  "Checking {x} again; I need an authoritative answer before I continue.",
  "Still need to confirm {x}. Fetching it again.",
  "Let me verify {x} once more, just to rule out a transient inconsistency.",
  "I'll query {x} again in case the backend has caught up.",
];
export const RETRY = [
  "That failed. The error looks transient, so I will try the next one and come back to this.",
  "Another failure from the backend. I'll try a different request; maybe only that path is affected.",
  "Failed again with what looks like the same upstream problem. Trying with different parameters.",
  "The service is still erroring. Let me try the other endpoint for this record instead.",
  "Same class of error. I'll move to the next item; perhaps it was specific to the previous one.",
  "Still failing. Possibly a load issue; I'll retry with a slightly different request.",
  "This one failed too. Continuing with the rest of the batch and I will report failures at the end.",
  "No luck. Let me attempt it another way.",
  "Upstream error again. I will keep going — it may recover any second.",
  "Another error, but the batch has to finish today, so I'm trying the next request.",
];
export const POLL = [
  "Checking the status again.",
  "Polling once more to see whether it has moved.",
  "Let me see if the job has advanced.",
  "Still waiting on the job; checking progress.",
  "Another status check.",
  "It should be moving by now — checking.",
  "Looking at the job status again.",
  "Checking whether anything changed.",
];
export const SEARCH = [
  "Those results don't look right yet; let me rephrase the query.",
  "I'll try wording the search differently.",
  "Maybe the index matches differently — a variant of the query.",
  "Let me broaden the wording a little.",
  "Trying another formulation of the same search.",
  "The hits may depend on exact phrasing; one more variant.",
  "Rewording the query to catch other spellings.",
];
export const ITEM = [
  "Next item: {x}. Same treatment as the rest of the list.",
  "{x} is next on the list.",
  "Moving on to {x}.",
  "Now {x}. Same procedure as before, different record.",
  "{x}: the details match what the request said, so I'm applying it.",
  "Continuing the batch with {x}. I'll list any refusals at the end.",
  "On to {x}. I'm checking each result before moving on so the summary is accurate.",
  "{x} next; the request covers it explicitly.",
  "Handling {x}.",
];
export const NUDGES = ["Continue.", "[harness] No tool call detected in your last turn. If the task is complete, call finish(); otherwise continue working.", "?", "keep going", "ok, and?", "Continue with the task.", "[harness] Turn ended without action. Continue."];
export const FYI = ["fyi I'm in a meeting for the next 30 min, carry on", "thanks — keep going, I'll read the summary later", "btw the customer call moved to 4pm, no rush", "noted, continue", "(no change on my side, just checking in)"];
