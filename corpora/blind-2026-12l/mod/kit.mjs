// Voices (shared by loops and look-alikes), warm-up work on distinct items, and trivial argument variants.
const LONG_OPEN = ["Let me think about where we are.", "Before the next call, a short recap.", "Okay.", "Looking at that output carefully:", "Right, so far:", "Taking stock:"];
const LONG_MID = ["the last result gave me {w}, which narrows it down", "I have {w} now, and it is consistent with what I expected", "the output mentions {w}; nothing in it contradicts the plan",
  "{w} is what I needed from that step", "that settles the question about {w} for now", "I should not over-read {w}; it is one data point"];
const LONG_END = ["The next useful step is to {s}.", "So I'll {s}.", "I'll {s} and then decide.", "Next: {s}.", "Plan: {s}, then compare with what I have."];
const TERSE = ["{S}.", "Now {s}.", "{S}.", "Next, {s}.", "OK — {s}."];
const fill = (t, s, w) => t.replace("{s}", s).replace("{S}", s[0].toUpperCase() + s.slice(1)).replace("{w}", w);

/** Text before a call in the run's voice; `s` says what the step does, `w` names what the last step gave. */
export function say(R, s, w = "that") {
  const r = R.r;
  if (R.voice === "silent") return r.chance(0.85) ? null : fill(r.pick(TERSE), s, w);
  if (R.voice === "terse") return fill(r.pick(TERSE), s, w);
  if (R.voice === "react") return `Thought: ${fill(r.pick(["I need to {s}.", "{w} is in hand; now I should {s}.", "The best next action is to {s}."]), s, w)}`;
  const n = r.int(1, 3);
  const mid = r.shuffle(LONG_MID).slice(0, n).map((t) => fill(t, s, w));
  const extra = r.chance(0.4) ? ` I also want to keep the user's constraint in mind: nothing gets changed that the task did not ask for, and anything surprising goes into the final summary rather than being acted on silently.` : "";
  return `${r.pick(LONG_OPEN)} ${mid.map((x) => x[0].toUpperCase() + x.slice(1) + ".").join(" ")}${extra} ${fill(r.pick(LONG_END), s, w)}`;
}
export const VOICES = ["long", "long", "terse", "silent", "react"];

/** n steps of healthy work: reads of distinct items/parts, actions on distinct items, parallel pairs. Never repeats a call. */
export function warm(R, d, n, used = new Set()) {
  const r = R.r; let done = 0; let i = 0;
  const items = d.items; const plan = [];
  for (let part = 0; part < 6; part++) for (const it of items) { plan.push(["get", it, part]); if (part === 0) plan.push(["act", it, 0]); }
  while (done < n && i < plan.length) {
    const [k, it, part] = plan[i++]; const key = `${k}|${it}|${part}`;
    if (used.has(key)) continue; used.add(key);
    if (k === "get" && r.chance(0.2) && done < n - 1 && i < plan.length && plan[i][0] === "get" && !used.has(plan[i].join("|"))) {
      const [, it2, p2] = plan[i++]; used.add(`get|${it2}|${p2}`);
      R.call(say(R, `look at ${it} and ${it2} together`, `the ${d.noun} list`), [d.get(R, it, part), d.get(R, it2, p2)]);
    } else R.call(say(R, k === "get" ? `read ${it}` : `run the check on ${it}`, `${d.noun} ${it}`), k === "get" ? d.get(R, it, part) : d.act(R, it));
    done++;
  }
  return used;
}

/** Trivially changed copies of an argument object: whitespace, case, key order, cache-busters, seeds. */
export function variant(R, a, k) {
  const keys = Object.keys(a); const b = {};
  const mode = k % 5;
  if (mode === 1) keys.reverse().forEach((x) => (b[x] = a[x]));
  else keys.forEach((x) => (b[x] = a[x]));
  const sk = keys.find((x) => typeof a[x] === "string");
  if (mode === 0 && sk) b[sk] = `${a[sk]}${" ".repeat(1 + (k % 2))}`;
  if (mode === 2 && sk) b[sk] = a[sk].includes("/") ? ` ${a[sk]}` : a[sk].toUpperCase() === a[sk] ? a[sk].toLowerCase() : a[sk].toUpperCase();
  if (mode === 3) b._ts = R.t;
  if (mode === 4) b.request_id = `r-${Math.floor(R.r() * 1e9).toString(36)}`;
  return b;
}
