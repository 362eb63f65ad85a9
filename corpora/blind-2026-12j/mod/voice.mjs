// The assistant's reasoning text. Anthropic-style runs get longer "thinking"; repeated steps are worded differently.
const B = {
  get: ["Let me pull up {e} to see where it stands.", "I need the current record for {e} before deciding anything.", "Checking {e} again so I work from its current state.", "Opening {e}; the details there decide the next action.", "I'll fetch {e} and confirm the fields I care about."],
  search: ["Searching for {q}.", "Let me look for {q} — maybe a different phrasing surfaces something.", "Running a search: {q}.", "Trying the search with {q}.", "I'll query for {q} and compare with what I have."],
  list: ["Listing page {p}.", "Fetching the next page ({p}).", "Continuing the listing at page {p}.", "Pulling page {p} of the results."],
  poll: ["Checking on {j}.", "Polling {j} for progress.", "Let me see whether {j} has moved.", "Status of {j}?", "Waiting on {j}; checking again."],
  act: ["Applying the change to {e}.", "Now I can update {e}.", "Making the update on {e}.", "Writing the change for {e}."],
  fail: ["Sending the request for {e}.", "Trying {e} again.", "Retrying {e}; it may have been transient.", "One more attempt on {e}.", "Resubmitting for {e}."],
  edit: ["Adjusting {e} to fix the reported problem.", "Editing {e} with a different approach.", "Let me change {e} and rerun the check.", "Patching {e}."],
  check: ["Running the check on {e}.", "Validating {e}.", "Let me verify {e} now.", "Re-running the validation for {e}."],
  delegate: ["Handing this to {a}.", "Asking {a} to take this part.", "Let me get {a} to look at it.", "Passing this to {a}."],
  send: ["Sending the update to {e}.", "Letting {e} know.", "Notifying {e}.", "Sending {e} the message."],
};
const LONG = ["The previous output is what I have to go on, so I'll act on it.", "Nothing in the last result contradicts the plan.", "I should keep the user's constraints in mind here.", "This is the piece of information I still lack.", "If this comes back the same, I'll need another approach.", "The result above looked consistent with the record.", "I want to be sure before I report back.", "Keeping track of what's done so far: the earlier steps went through."];
export function say(r, run, op, fill) {
  let s = r.pick(B[op]).replace("{e}", fill.e ?? "it").replace("{q}", JSON.stringify(fill.q ?? "")).replace("{p}", fill.p ?? "").replace("{j}", fill.j ?? "the job").replace("{a}", fill.a ?? "the specialist");
  if (run.style === "anthropic") {
    const extra = r.shuffle(LONG).slice(0, r.int(1, 3)).join(" ");
    s = r.chance(0.5) ? `${extra} ${s}` : `${s} ${extra}`;
  }
  return s;
}
