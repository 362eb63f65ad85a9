/** Shared pieces of run shapes: healthy warm-up on distinct items, fan-outs, closing messages. */
import { pl } from "./rng.mjs";

/** Healthy work on new items: single reads, parallel fan-outs, checks, recorded writes, Slack notes, a compaction now and then. */
export function warm(R, W, n = R.warmN ?? 0) {
  for (let i = 0; i < n; i++) {
    const t = R.r();
    if (t < 0.35) { const k = R.r.int(2, 5); const xs = []; for (let j = 0; j < k; j++) xs.push(W.fresh()); R.turn(xs.map((x) => (R.r.chance(0.8) ? W.get(x) : W.check(x)))); }
    else if (t < 0.55) { const x = W.fresh(); R.turn([W.get(x), W.check(x)]); }
    else if (t < 0.75) { const x = W.fresh(); R.turn([W.get(x)]); }
    else if (t < 0.9) { const x = W.fresh(); R.turn([W.act(x, { note: `reviewed ${R.r.hex(4)}` })]); }
    else R.turn([W.post(`progress: ${i + 1} ${pl(W.dom.noun)} reviewed`)]);
    if (n > 30 && i === Math.floor(n / 2) && R.r.chance(0.5)) R.compact(`- Reviewed ${i + 1} ${pl(W.dom.noun)} so far (ids in the tracker).\n- Continue with the rest of the queue.`);
  }
}
/** A parallel read over several items. */
export const fan = (R, W, xs) => R.turn(xs.map((x) => W.get(x)));
const GIVE = ["I'm not making progress here; stopping and reporting what I have.", "This isn't converging. I'll hand it back to a human with the details so far.", "Still the same result. I'll stop and summarise.", "Nothing new after several attempts; escalating."];
/** Loop runs end either cut off mid-loop (no message) or with a give-up sentence. */
export function giveUp(R) { if (R.r.chance(0.45)) R.say(R.r.pick(GIVE)); }
/** Legit final answer. */
export function done(R, text) { R.say(text); }
