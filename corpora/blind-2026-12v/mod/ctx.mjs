// Run openings, voice text beside calls, one-call helpers and healthy warm-up work shared by all kinds.

const L = {
  get: ["Reading {l}.", "Pulling the current record for {l}.", "Let me look at {l} first.", "Fetching {l}."],
  check: ["Running the check on {l}.", "Validating {l}.", "Checking {l} against the rules.", "Verifying {l}."],
  set: ["Applying the change to {l}.", "Writing the corrected value for {l}.", "Updating {l}."],
  dep: ["Calling the external service for {l}.", "Querying the upstream system for {l}.", "Asking the gateway about {l}."],
  start: ["Starting the job for {l}.", "Submitting the job.", "Kicking off the run for {l}."],
  status: ["Checking job progress.", "Polling the job.", "Looking at the job status."],
  list: ["Listing the next page.", "Paging through the listing.", "Next page."],
  search: ["Searching the notes.", "Looking this up in the knowledge base.", "Searching for guidance."],
  live: ["Taking a reading.", "Next reading.", "Reading the live value."],
  log: ["Checking the history for {l}.", "Looking at the event log for {l}.", "Reading the log for {l}."],
  delegate: ["Handing this to the specialist agent.", "Delegating to the sub-agent.", "Asking the specialist agent."],
};
const REPEAT = {
  verbose: ["Checking {l} once more.", "Let me re-run that for {l}.", "Trying {l} again.", "One more pass on {l}.", "Re-checking {l}."],
  reflective: [
    "Same result again. I may be misreading it; re-checking {l} carefully.",
    "That did not move. I should try a different approach — first, one more look at {l}.",
    "I keep landing on the same answer. Possibly a stale cache; querying {l} again.",
    "Nothing changed. Let me step back... and verify {l} again before deciding.",
    "I'm not making progress here. Re-running the same step on {l} to rule out a transient.",
  ],
  handoff: ["Re-checking {l}.", "Running {l} again before I report back.", "Another pass on {l}."],
  plan: ["Step again: {l}.", "Repeating the step on {l}.", "Back to {l}."],
};

const fill = (s, l) => s.replaceAll("{l}", l);
const DEF = { list: "the listing", search: "the notes", live: "the reading", status: "the job", start: "the job", delegate: "the task" };

/** Text the model writes beside a call, in its voice (terse writes none). */
export function line(x, voice, role, label0, mode = "new") {
  if (voice === "terse") return null;
  const label = label0 || DEF[role] || "it";
  if (mode === "repeat") {
    const pool = REPEAT[voice] ?? REPEAT.verbose;
    if (voice === "plan" && x.chance(0.5)) return null;
    return fill(x.pick(pool), label);
  }
  if (voice === "plan" && x.chance(0.5)) return null;
  if (voice === "handoff" && x.chance(0.4)) return null;
  return fill(x.pick(L[role] ?? L.get), label);
}

/** Opening: system prompt, then the staff request (direct, or relayed by the coordinating agent). */
export function open(c, d, voice, text) {
  c.sys(d.system);
  if (voice === "plan") {
    c.firstText = `Plan:\n1. ${c.x.pick(["Pull up", "Read", "Collect"])} the records the request names.\n2. ${c.x.pick(["Run the checks or actions it needs", "Do the work step by step", "Work through them one at a time"])}.\n3. ${c.x.pick(["Report back with the result", "Summarise for staff", "Write up what I found"])}.`;
  }
  if (voice === "handoff") {
    c.user(`${d.coord} → ${d.agent}: request from ${d.staffName} (${d.lang}): «${text}». Please handle and report back in English.`, d.coord);
  } else {
    c.user(text);
  }
}

/** A numbered plan as the first words of a plan-voice run. */
export function plan(c, voice, steps) {
  if (voice !== "plan") return null;
  return `Plan:\n${steps.map((s, i) => `${i + 1}. ${s}`).join("\n")}\nStarting with step 1.`;
}

/** Build one tool item of a role for a record. */
export function item(d, role, r, s = {}, args) {
  const t = d.t[role];
  return { name: t.name, args: args ?? t.a(r, s), out: (x) => t.o(x, r, s) };
}

/** One LLM call with one tool call; returns its printed answer. */
export function call(c, d, voice, role, r, s = {}, opts = {}) {
  const text = opts.text !== undefined ? opts.text : line(c.x, voice, role, r?.label ?? "it", opts.mode);
  return c.act([item(d, role, r, s, opts.args)], text, voice === "handoff" ? d.agent : undefined)[0];
}

/** The model's final answer (English, or for some runs the staff language). */
export function finish(c, d, voice, en, native) {
  const text = native && c.x.chance(0.14) ? d.staff.final(native) : en;
  c.say(text, voice === "handoff" ? d.agent : undefined);
}

/** Healthy work on other records before the run reaches its subject: get and/or check, all passing. */
export function warm(c, d, voice, rs, both = true) {
  for (const r of rs) {
    if (both || c.x.chance(0.5)) call(c, d, voice, "get", r, {});
    call(c, d, voice, "check", r, { ok: true });
  }
}

/** A mid-run comment from the reviewer agent (handoff voice only). */
export function review(c, d, voice, text) {
  if (voice === "handoff") c.user(text, d.reviewer);
}
