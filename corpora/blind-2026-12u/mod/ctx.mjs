// Shared run scaffolding: opening, voices, healthy warm-up on other records, trivial argument rewrites, closing.

const COORD = ["dispatcher", "coordinator", "intake_agent", "triage_agent", "shift_lead_agent"];
const PEERS = ["qa_agent", "reviewer", "critic", "auditor_agent"];

/** Opens a run: system prompt, then the staff request (through a coordinating agent in the handoff voice). */
export function open(R, d, task) {
  R.sys(d.sys);
  if (R.voice === "handoff") {
    R.coord = R.rng.pick(COORD);
    R.peer = R.rng.pick(PEERS);
    R.user(`Staff request (forwarded verbatim): «${task}»`, R.coord);
    R.user(`[${R.coord}] Routing this to you, ${d.agent}. ${R.peer} will look over your result before it goes back to staff. Keep tool use focused.`, R.coord);
  } else {
    R.user(task);
  }
}

/** A short sentence in talking voices; terse runs stay silent. Plan voice speaks on roughly half the turns. */
export function t(R, s) {
  if (R.voice === "terse") return null;
  if (R.voice === "plan" && R.rng.chance(0.5)) return null;
  return s;
}

/** The first turn's numbered plan in the plan voice. */
export function plan(R, steps) {
  if (R.voice !== "plan" || R.calls > 0) return null;
  return `Plan:\n${steps.map((s, i) => `${i + 1}. ${s}`).join("\n")}\nStarting with step 1.`;
}

/** Healthy work on distinct records before the interesting part, so it sits deep in the transcript. */
export function warm(R, d, items, n) {
  const r = R.rng;
  for (let i = 0; i < n && i < items.length; i++) {
    const x = items[i];
    if (r.chance(0.5)) {
      R.call(d.get.tool, d.get.args(x), (c) => d.get.out(x, c, r), r.pick([`Reading ${d.en.thing} ${x}.`, `Next: ${x}.`, `${x}.`]));
    } else {
      const ok = r.chance(0.7);
      R.call(d.check.tool, d.check.args(x), (c) => (ok ? d.check.pass(x, c, r) : d.check.fail(x, c, r)), r.pick([`Checking ${x}.`, `Next: ${x}.`, `Validating ${x}.`]));
    }
  }
}

/** Rewrites arguments trivially: whitespace, case, key order, a no-op flag, a re-spelled path. */
export function trivial(args, k) {
  const a = JSON.parse(JSON.stringify(args));
  const keys = Object.keys(a);
  const sk = keys.find((q) => typeof a[q] === "string");
  switch (k % 6) {
    case 0: return a;
    case 1: if (sk) a[sk] = `${a[sk]} `; return a;
    case 2: return Object.fromEntries(keys.reverse().map((q) => [q, a[q]]));
    case 3: return { ...a, verbose: false };
    case 4: if (sk) a[sk] = a[sk] === a[sk].toLowerCase() ? a[sk].toUpperCase() : a[sk].toLowerCase(); return a;
    default:
      if (sk && a[sk].includes("/")) { a[sk] = a[sk].replace("/", "//"); return a; }
      return { ...a, refresh: true };
  }
}

/** Staff nudge in the staff language (as a user turn). */
export function nudge(R, d) { R.user(R.rng.pick(d.t.nudge)); }

/** The peer agent's short remark in handoff runs. */
export function peerNote(R, s) { if (R.voice === "handoff") R.user(`[${R.peer}] ${s}`, R.peer); }

/** A closing answer in English. */
export function close(R, s) { R.say(s); }
