// Loop kinds. Each writes the run's body after the task and returns {from, note}: `from` is the assistant step where
// the first repeated or wasted call is made.
import { say, variant } from "./kit.mjs";
const re = (c, a) => ({ ...c, a });

export const LOOPS = {
  "exact-repeat"(R, d) {
    const x = R.r.pick(d.items); let from = 0; const n = R.r.int(4, 6);
    for (let k = 0; k < n; k++) { if (k === 1) from = R.steps + 1; R.call(say(R, k ? `re-read ${x} to be sure` : `read ${x}`, `${x}`), d.get(R, x, 0)); }
    return { from, note: `reads ${x} ${n} times with identical arguments; only noise differs` };
  },
  "trivial-variant"(R, d) {
    const x = R.r.pick(d.items); const base = d.get(R, x, 0); let from = 0; const n = R.r.int(4, 6);
    R.call(say(R, `read ${x}`, x), base);
    for (let k = 0; k < n; k++) { if (k === 0) from = R.steps + 1; R.call(say(R, `fetch ${x} again, bypassing any cache`, x), re(d.get(R, x, 0), variant(R, base.a, k))); }
    return { from, note: `same read of ${x} with whitespace/case/key-order/cache-buster changes in the arguments; same record back` };
  },
  "ping-pong"(R, d) {
    const [a, b] = R.r.shuffle(d.items); let from = 0; const n = R.r.int(3, 4);
    for (let k = 0; k < n; k++) { if (k === 1) from = R.steps + 1; R.call(say(R, `compare with ${a}`, b), d.get(R, a, 0)); R.call(say(R, `check ${b} against it`, a), d.get(R, b, 0)); }
    return { from, note: `alternates between ${a} and ${b}; neither changes` };
  },
  "cycle-3"(R, d) {
    const [a, b] = R.r.shuffle(d.items); const q = d.qs[0]; let from = 0; const n = R.r.int(3, 4);
    for (let k = 0; k < n; k++) {
      if (k === 1) from = R.steps + 1;
      R.call(say(R, `search for ${q}`, "the earlier reads"), d.search(R, q, d.hits(0)));
      R.call(say(R, `open ${a}`, "the hits"), d.get(R, a, 0));
      R.call(say(R, `open ${b}`, a), d.get(R, b, 0));
    }
    return { from, note: `search → ${a} → ${b} cycle, nothing new on later rounds` };
  },
  "retry-storm"(R, d) {
    const x = R.r.pick(d.items); let from = 0; const n = R.r.int(5, 8);
    for (let k = 0; k < n; k++) { if (k === 1) from = R.steps + 1; R.call(say(R, k ? "retry that; it looks transient" : `do the step on ${x}`, "the error"), d.fail(R, x, k)); }
    return { from, note: `the same failing call retried ${n} times without waiting or changing anything; errors carry fresh ids/retry-after` };
  },
  "stuck-poll"(R, d) {
    const job = d.job(R.r); const p = R.r.int(2, 3); let pct = R.r.int(5, 20); let from = 0;
    for (let k = 0; k < p; k++) { R.call(say(R, "check progress", `${pct}%`), d.poll(R, job, pct, "in_progress")); pct += R.r.int(8, 20); }
    const n = R.r.int(5, 7);
    for (let k = 0; k < n; k++) { if (k === 1) from = R.steps + 1; R.call(say(R, "check progress again", `${pct}%`), d.poll(R, job, pct, "in_progress")); if (R.r.chance(0.3)) R.call(null, d.wait(R, 5)); }
    return { from, note: `job progressed ${p} times then sticks at ${pct}%; only clocks/heartbeats move` };
  },
  "rephrased-search"(R, d) {
    let from = 0; const qs = R.r.shuffle(d.qs).slice(0, R.r.int(4, 6));
    qs.forEach((q, k) => { if (k === 1) from = R.steps + 1; R.call(say(R, k ? `try the search phrased as ${q}` : `search for ${q}`, "the same hits"), d.search(R, q, d.hits(0))); });
    return { from, note: `${qs.length} rephrasings of one search, identical hits each time` };
  },
  "page-reset"(R, d) {
    let from = 0; const w = R.r.int(2, 3); const off = (p) => (d.pageStep ? p * d.pageStep : p);
    for (let p = 0; p < w; p++) R.call(say(R, p ? "next page" : "list the first page", `page ${p}`), d.page(R, off(p), p, d.pageIds(p)));
    const n = R.r.int(3, 5);
    for (let k = 0; k < n; k++) { if (k === 0) from = R.steps + 1; R.call(say(R, "next page", `page ${w + k}`), d.page(R, off(w + k), w + k, d.pageIds(k % w))); }
    return { from, note: `paging wraps after page ${w}: later pages repeat pages 0..${w - 1} and the agent keeps paging` };
  },
  "edit-test-same"(R, d) {
    const sig = R.r.pick(d.sigs); let from = 0; const n = R.r.int(4, 5); const same = R.r.chance(0.4);
    for (let k = 0; k < n; k++) { if (k === 1) from = R.steps + 1; R.call(say(R, "adjust the change", "the failure"), d.edit(R, same ? 0 : k)); R.call(say(R, "re-run the check", "the edit"), d.test(R, sig)); }
    return { from, note: `${same ? "the same edit re-applied" : "edits vary"}; the check fails the same way every time` };
  },
  "text-repeat"(R, d) {
    let from = 0; const x = R.r.pick(d.items);
    R.call(say(R, `do the step on ${x}`, x), d.fail(R, x, 0));
    const apo = R.r.pick([`I apologize for the confusion. The request for ${x} failed, so I can't complete it right now. Please let me know how you'd like to proceed.`,
      `Lo siento — I wasn't able to finish the step on ${x} because the service returned an error. Would you like me to try again later?`]);
    const nudges = ["continue", "please continue", "go on", "continue", "?"];
    const n = R.r.int(3, 5);
    for (let k = 0; k < n; k++) { if (k === 1) from = R.steps + 1; R.say(apo); R.user(nudges[k % nudges.length]); }
    R.say(apo);
    return { from, note: "the same apology repeated after every content-free nudge, no new action" };
  },
  "thank-you-loop"(R, d) {
    const a = R.r.pick(["planner", "lead"]); const b = R.r.pick(["reviewer", "critic"]); let from = 0;
    R.call(say(R, `finish the step on ${d.items[0]}`, d.items[0]), d.act(R, d.items[0]), a);
    R.say(`${d.answer}`, a);
    R.say(`Looks good to me. Thank you for the thorough work on this!`, b);
    const t = [`Thank you! Glad it helps. Let me know if anything else is needed.`, `Thanks again — great collaboration. Nothing further from my side.`];
    const n = R.r.int(3, 4);
    for (let k = 0; k < n; k++) { if (k === 0) from = R.steps + 1; R.say(t[0], a); R.say(t[1], b); }
    return { from, note: `${a} and ${b} thank each other after the work is done` };
  },
};
