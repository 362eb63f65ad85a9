// Legit look-alikes and ambiguous runs. Each writes the body and the final answer and returns {note}.
import { say, warm } from "./kit.mjs";

export const LEGIT = {
  "batch-distinct"(R, d) {
    const xs = R.r.shuffle(d.items).slice(0, R.r.int(8, 14)); let i = 0;
    while (i < xs.length) {
      if (R.r.chance(0.3) && i + 1 < xs.length) { R.call(say(R, `read ${xs[i]} and ${xs[i + 1]}`, "the previous item"), [d.get(R, xs[i], 0), d.get(R, xs[i + 1], 0)]); i += 2; }
      else { R.call(say(R, `read ${xs[i]}`, "the previous item"), d.get(R, xs[i], 0)); i++; }
    }
    xs.slice(0, 3).forEach((x) => R.call(say(R, `run the check on ${x}`, x), d.act(R, x)));
    R.say(d.answer); return { note: `${xs.length} distinct ${d.noun}s read, 3 checked` };
  },
  "progress-poll"(R, d) {
    const job = d.job(R.r); let pct = R.r.int(3, 12); let n = 0;
    while (pct < 100) { R.call(say(R, "check progress", `${pct}%`), d.poll(R, job, pct, "in_progress")); if (R.r.chance(0.5)) R.call(null, d.wait(R, R.r.pick([10, 20, 30]))); pct += R.r.int(7, 26); n++; }
    R.call(say(R, "confirm it finished", "the last poll"), d.poll(R, job, 100, "completed"));
    R.say(d.answer); return { note: `${n + 1} polls, progress every time, completes` };
  },
  "pagination"(R, d) {
    const n = d.pages; const off = (p) => (d.pageStep ? p * d.pageStep : p);
    for (let p = 0; p < n; p++) R.call(say(R, p ? "fetch the next page" : "list the first page", `page ${p}`), d.page(R, off(p), p, d.pageIds(p)));
    R.call(say(R, "fetch the next page", "page " + n), d.page(R, off(n), n, []));
    R.say(d.answer); return { note: `${n} distinct pages then an empty one` };
  },
  "retry-then-ok"(R, d) {
    const x = R.r.pick(d.items); const k = R.r.int(1, 2);
    for (let i = 0; i < k; i++) { R.call(say(R, i ? "retry after waiting" : `do the step on ${x}`, "the error"), d.fail(R, x, i)); R.call(say(R, "wait for the rate limit / timeout to clear", "retry-after"), d.wait(R, 30 * (i + 1))); }
    R.call(say(R, "retry now", "the wait"), d.okAfter(R, x));
    R.call(say(R, `continue with ${x}`, "the success"), d.act(R, x));
    R.say(d.answer); return { note: `${k} transient failure(s), waits, then succeeds and moves on` };
  },
  "refined-search"(R, d) {
    d.refined.forEach((q, k) => { R.call(say(R, `narrow the search to ${q}`, "new hits"), d.search(R, q, d.hits(k))); });
    R.r.shuffle(d.items).slice(0, 2).forEach((x) => R.call(say(R, `open ${x}`, "the hits"), d.get(R, x, 1)));
    R.say(d.answer); return { note: `${d.refined.length} refined searches, each with new hits` };
  },
  "edit-test-progress"(R, d) {
    const sigs = R.r.shuffle(d.sigs).slice(0, R.r.int(2, 4));
    sigs.forEach((s, k) => { R.call(say(R, "change the code/config", "the failure"), d.edit(R, k)); R.call(say(R, "run the check", "the edit"), d.test(R, s)); });
    R.call(say(R, "apply the last fix", "the new failure"), d.edit(R, sigs.length)); R.call(say(R, "run the check", "the edit"), d.test(R, null));
    R.say(d.answer); return { note: `edit → check with a different failure each time, then passes` };
  },
  "user-recheck"(R, d) {
    const s = R.r.pick(d.sigs);
    R.call(say(R, "run the check", "the task"), d.test(R, s));
    R.say(`The check still fails: ${s.split("\n")[0]}. This needs a change on your side before I can go further.`);
    R.user(R.r.pick(["I've fixed that on my side just now, can you run it again?", "Vale, ya lo he corregido. ¿Puedes volver a comprobarlo?", "Ho sistemato la configurazione, riprova per favore."]));
    R.call(say(R, "run the same check again after the user's change", "the user's fix"), d.test(R, null));
    R.say(d.answer); return { note: "the same check run twice, with a user change in between; the result changes" };
  },
  "long-mixed"(R, d) {
    warm(R, d, R.r.int(45, 75));
    d.refined.slice(0, 2).forEach((q, k) => R.call(say(R, `search ${q}`, "new hits"), d.search(R, q, d.hits(k))));
    const off = (p) => (d.pageStep ? p * d.pageStep : p);
    for (let p = 0; p < d.pages; p++) R.call(say(R, "next page", `page ${p}`), d.page(R, off(p), p, d.pageIds(p)));
    const sig = R.r.pick(d.sigs); R.call(say(R, "change", "the pages"), d.edit(R, 0)); R.call(say(R, "check", "the edit"), d.test(R, sig));
    R.call(say(R, "change again", sig), d.edit(R, 1)); R.call(say(R, "check", "the edit"), d.test(R, null));
    R.say(d.answer); return { note: "long session of distinct reads, checks, searches, pages and one fix" };
  },
};

export const AMBIG = {
  "amb-double-check"(R, d) {
    const x = R.r.pick(d.items);
    R.call(say(R, `read ${x}`, x), d.get(R, x, 0)); R.call(say(R, `read ${x} once more before acting on it`, x), d.get(R, x, 0));
    R.call(say(R, `act on ${x}`, x), d.act(R, x)); R.say(d.answer); return { from: 2, note: "one identical re-read before a consequential action" };
  },
  "amb-backoff-giveup"(R, d) {
    const x = R.r.pick(d.items);
    for (let i = 0; i < 4; i++) { R.call(say(R, i ? "retry after backing off" : `do the step on ${x}`, "the error"), d.fail(R, x, i)); if (i < 3) R.call(null, d.wait(R, 15 * 2 ** i)); }
    R.say(`The service kept failing after four attempts with growing waits; I stopped rather than keep retrying. Everything else is done; ${x} still needs this step.`);
    return { from: 3, note: "retries with exponential backoff, then gives up: reasonable or wasteful?" };
  },
  "amb-slow-poll"(R, d) {
    const job = d.job(R.r); let pct = 40;
    for (let i = 0; i < 9; i++) { R.call(say(R, "check progress", `${pct}%`), d.poll(R, job, pct, "in_progress")); pct += 1; }
    R.say(`The job is moving about 1% per poll (now ${pct - 1}%). I'll stop polling here and report; it should finish on its own.`);
    return { from: 4, note: "progress of 1% per poll: technically moving, practically stalled" };
  },
  "amb-user-repeats"(R, d) {
    const x = R.r.pick(d.items);
    R.call(say(R, `read ${x}`, x), d.get(R, x, 0)); R.say(`Here is what ${x} shows; nothing looks wrong.`);
    R.user("Can you check it one more time? I'm not sure."); R.call(say(R, `read ${x} again as asked`, x), d.get(R, x, 0));
    R.say(`Same as before: ${x} is unchanged and looks fine.`); R.user("Please check again."); R.call(say(R, `read ${x} again`, x), d.get(R, x, 0));
    R.say(`Still unchanged. ${d.answer}`); return { from: 3, note: "the user keeps asking for the same read; the agent complies" };
  },
};
