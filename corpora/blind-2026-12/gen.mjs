// Generator for the blind-2026-12 loop-detection corpus. `node gen.mjs` rewrites traces.jsonl and labels.jsonl
// byte for byte (seeded, no dependencies) and then validates them. Written without reading the detector.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CAT, Rng, Run, varyArgs } from "./lib.mjs";
import { KITS } from "./kits.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = 20261205;

// ---------- shared pieces ----------
function prefix(run, K, rng, items, n) {
  for (let i = 0; i < n; i++) {
    if (rng.chance(0.15) && items.length > 2) {
      const a = K.look(items.shift(), rng, run), b = K.look(items.shift(), rng, run);
      run.step(rng.pick(["Looking these two up in parallel.", "Two lookups at once.", "Fetching both."]), [a, b]);
      continue;
    }
    const it = items.shift();
    // work outside per-item tasks is read-only context gathering; per-item tasks also act
    const c = run.cat !== "look" && run.cat !== "long" ? K.look(it, rng, run) : rng.chance(0.6) ? K.look(it, rng, run) : K.act(it, rng, run);
    run.step(c.th, [c]);
  }
}
const AGAIN = (id) => [
  `Let me double-check ${id}.`, `Re-fetching ${id} to confirm.`, `Checking ${id} again to make sure the values are current.`,
  `One more look at ${id} before I proceed.`, `Verifying the record for ${id}.`, `I want to be certain about ${id}; pulling it again.`,
  `Confirming ${id} once more.`, `Let me re-check ${id}.`, `Pulling ${id} again just to be safe.`,
];
const NUDGES = ["please continue", "Please continue.", "continue", "Continue with the task.", "go on", "Proceed.", "Please proceed with the next step.", "keep going", "[system] The assistant stopped without completing the task. Continue."];
// Loops often start late: a quarter of loop runs do a long stretch of healthy work first.
const pre = (run, rng, a, b) => (rng.chance(0.25) ? (run.cat === "look" ? rng.int(12, 35) : rng.int(6, 14)) : rng.int(a, b));
const endLoop = (run, rng, text) => { if (rng.chance(0.3)) run.say(text); };

// ---------- loop builders ----------
const LOOP = {
  "repeat-trivial-args"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 1, 8));
    const it = items.shift();
    const c0 = K.look(it, rng, run);
    run.step(c0.th, [c0]);
    const lf = run.here();
    const k = rng.int(3, 10);
    const ag = rng.shuffle(AGAIN(it.id));
    const off = rng.int(1, 6);
    for (let j = 0; j < k; j++) {
      const c = K.look(it, rng, run);
      c.args = varyArgs(c.args, j + off, rng, K.flag);
      run.step(ag[j % ag.length], [c]);
    }
    endLoop(run, rng, `The record for ${it.id} is unchanged across checks. ${K.doneLine}`);
    return { lf, note: `${it.id} fetched again ${k} times with respaced/reordered/recased args or a harmless extra flag; only volatile fields change` };
  },
  "empty-search-reworded"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 1, 6));
    if (rng.chance(0.5)) { const q = rng.pick(K.search.hitQs); run.step(`Searching for ${q}.`, [{ name: K.search.name, args: K.search.arg(q), out: K.search.hit(q, rng, run) }]); }
    const g = K.search.miss[run.ti % K.search.miss.length];
    const k = rng.int(4, Math.min(9, g.length + 3));
    let lf = null;
    for (let j = 0; j < k; j++) {
      const q = g[j % g.length];
      if (j === 1) lf = run.here();
      const args = j >= g.length ? varyArgs(K.search.arg(q), j, rng, K.flag) : K.search.arg(q);
      run.step(j === 0 ? `Searching: ${q}` : rng.pick([`Nothing. Trying different wording: ${q}`, `Let me rephrase: ${q}`, `Maybe the index uses other terms. Trying "${q}".`, `Still empty; one more variant.`, `Try a broader phrasing.`]), [{ name: K.search.name, args, out: K.search.empty(q, rng, run) }]);
    }
    endLoop(run, rng, "I could not find anything matching after several searches.");
    return { lf, note: `${k} rewordings of the same ${K.search.name} query, all answered with 'nothing found' in domain words` };
  },
  "reworded-same-hits"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 1, 6));
    const S = K.search;
    const ref = S.refine[run.ti % S.refine.length], miss = S.miss[run.ti % S.miss.length];
    const qs = [ref[0], ...rng.shuffle([...ref.slice(1), ...miss.slice(0, 3)])];
    const k = rng.int(4, Math.min(8, qs.length + 2));
    let lf = null;
    for (let j = 0; j < k; j++) {
      const q = qs[j % qs.length];
      if (j === 1) lf = run.here();
      // the index normalises the wording: every variant comes back with the hits of the first query
      run.step(j === 0 ? `Searching: ${q}` : rng.pick([`Those don't look right. Rewording: ${q}`, `Let me try "${q}" instead.`, `Trying another phrasing.`, `Maybe "${q}" finds a better match.`, null]), [{ name: S.name, args: j >= qs.length ? varyArgs(S.arg(q), j, rng, K.flag) : S.arg(q), out: S.hit(ref[0], rng, run) }]);
    }
    endLoop(run, rng, "The searches keep returning the same few results; none is an exact match.");
    return { lf, note: `${k} reworded ${S.name} queries that all come back with the same hits (only timing/ids differ)` };
  },
  "pagination-stuck"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 0, 3));
    const L = K.list;
    const good = rng.int(2, 6), per = rng.int(3, 6), extra = rng.int(3, 8);
    let cursor = null, rows = null, next = null, lf = null;
    for (let i = 0; i < good + extra; i++) {
      if (i < good) { rows = items.splice(0, per); next = rng.alnum(rng.int(8, 16)); }
      if (i === good) lf = run.here();
      // from page `good` on the server keeps answering with the last page and the same cursor
      run.step(i === 0 ? `Listing ${K.noun}.` : rng.pick(["Next page.", null, `Page ${i + 1}.`, "More results; continuing.", null]), [{ name: L.name, args: L.args(cursor, i), out: L.fmt(rows, next, Math.min(i, good - 1), rng, run) }]);
      cursor = next;
    }
    endLoop(run, rng, `Collected the ${K.noun}; the listing seems longer than expected.`);
    return { lf, note: `after ${good} real pages the list endpoint keeps returning the last page (same rows, same cursor); the agent keeps paging ${extra} more times` };
  },
  "stuck-poll"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 0, 4));
    const s = K.poll.start(rng, run);
    run.step(s.th, [s]);
    const useSleep = rng.chance(0.5);
    const k = rng.int(6, 34);
    let lf = null;
    const gap = rng.int(15, 120);
    for (let j = 0; j < k; j++) {
      if (j === 1) lf = run.here();
      run.wait(useSleep ? 2 : gap + rng.int(-5, 5));
      run.step(j === 0 ? "Checking status." : rng.pick(["Checking again.", "Status?", "Polling.", `Still ${K.poll.stuckWord}; checking again.`, "Let's see if it moved.", null, null]), [{ name: K.poll.name, args: rng.chance(0.2) ? varyArgs(K.poll.args(s.job), j, rng, K.flag) : K.poll.args(s.job), out: K.poll.out(s.job, K.poll.stuck(j), rng, run) }]);
      if (useSleep && j < k - 1) { const sec = rng.pick([30, 30, 60, 45]); run.step(rng.pick([`Waiting ${sec}s.`, null, "Sleeping before the next check."]), [{ name: K.poll.sleep ?? "sleep", args: { seconds: sec }, out: `slept ${sec}s`, dur: sec * 1000 }]); }
    }
    endLoop(run, rng, `The job is still ${K.poll.stuckWord}. ${K.doneLine}`);
    return { lf, note: `${k} polls of a status that never changes (${useSleep ? "with explicit sleep calls" : "timestamp gaps only"}); noise fields vary` };
  },
  "dependency-failure-storm"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 2, 7));
    const k = rng.int(4, 10);
    let lf = null;
    for (let j = 0; j < k; j++) {
      if (j === 1) lf = run.here();
      const calls = [];
      const n = rng.chance(0.25) ? 2 : 1;
      for (let q = 0; q < n; q++) {
        const it = items.shift();
        const c = rng.chance(0.5) ? K.look(it, rng, run) : K.act(it, rng, run);
        calls.push({ name: c.name, args: c.args, out: rng.pick(K.dep.errs)(rng, run), err: true, dur: rng.int(800, 30000) });
      }
      run.step(j === 0 ? "Continuing with the next one." : rng.pick(["That failed; maybe it's specific to that record. Trying another.", "Error again. Let me try a different one.", "Trying the next item instead.", "Perhaps a different request will go through.", "Retrying with another entry.", null]), calls);
    }
    endLoop(run, rng, `${K.dep.svc} keeps failing. ${K.doneLine}`);
    return { lf, note: `${K.dep.svc} is down; ${k} different requests fail with the same underlying error worded differently` };
  },
  cycle(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 2, 6));
    const steps = K.cyc.slice();
    for (let x = rng.chance(0.4) ? rng.int(1, 2) : 0; x > 0 && steps.length < 5; x--) { const it = items.shift(); steps.splice(rng.int(0, steps.length), 0, (pass, rng2, run2) => K.look(it, rng2, run2)); }
    const p = steps.length;
    const passes = rng.int(3, 6);
    const start = run.here();
    for (let pass = 0; pass < passes; pass++) for (const f of steps) { const c = f(pass, rng, run); run.step(c.th, [c]); }
    endLoop(run, rng, K.doneLine);
    return { lf: start + p, note: `cycle of period ${p} repeated ${passes} times with small drift in arguments/output; no progress` };
  },
  "edit-validate-same-failure"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 0, 4));
    const F = K.fix;
    const errs = F.errs.slice(0, rng.int(1, F.errs.length));
    let lf = null;
    let live = errs.slice();
    run.step(`Validating ${F.target}.`, [{ name: F.test.name, args: F.test.args, out: F.fail(live, rng, run), err: true }]);
    const seen = new Set([live.join("|")]);
    // healthy part: fix all but the last error
    let k = 0;
    while (live.length > 1) { const e = F.edit(F.errs.indexOf(live[0]), 0, rng, live[0]); run.step(e.th, [e]); live = live.slice(1); run.step("Re-validating.", [{ name: F.test.name, args: F.test.args, out: F.fail(live, rng, run), err: true }]); seen.add(live.join("|")); }
    const tries = rng.int(3, 7);
    for (let j = 0; j < tries; j++) {
      const e = F.edit(F.errs.indexOf(live[0]), j + 1, rng, live[0]);
      run.step(j ? rng.pick([e.th, "Trying a different value.", "Maybe the format is off; adjusting.", null]) : e.th, [e]);
      if (lf == null) lf = run.here();
      run.step(rng.pick(["Re-validating.", "Run the check again.", "Validate.", "Let's see if that fixed it.", null]), [{ name: F.test.name, args: F.test.args, out: F.fail(live, rng, run), err: true }]);
    }
    endLoop(run, rng, `The remaining issue persists. ${K.doneLine}`);
    return { lf, note: `edit -> validate ${tries} times; each validation reproduces the same remaining failure` };
  },
  "reread-document"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 0, 4));
    const D = K.doc;
    const n = rng.int(3, Math.min(8, D.n));
    for (let p = 1; p <= n; p++) run.step(p === 1 ? `Reading ${D.title}.` : rng.pick(["Next page.", null, `Page ${p}.`, "Continuing."]), [{ name: D.name, args: D.args(p), out: D.page(p, rng, run) }]);
    if (rng.chance(0.6)) run.say(rng.pick([`I have read ${D.title}. Let me go through it again to make sure I did not miss anything.`, "Let me re-read it carefully.", `Before summarising I will re-read ${D.title} from the start.`]));
    const lf = run.here();
    const second = rng.chance(0.5) ? n : rng.int(2, n);
    for (let p = 1; p <= second; p++) run.step(rng.pick([null, `Page ${p} again.`, "Re-reading.", null]), [{ name: D.name, args: rng.chance(0.4) ? varyArgs(D.args(p), p, rng, K.flag) : D.args(p), out: D.page(p, rng, run) }]);
    if (rng.chance(0.4)) for (let p = 1; p <= Math.min(2, n); p++) run.step(null, [{ name: D.name, args: D.args(p), out: D.page(p, rng, run) }]);
    endLoop(run, rng, K.doneLine);
    return { lf, note: `reads ${n} pages of ${D.title}, then reads them again without any change in between` };
  },
  "agents-circular-talk"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 1, 4));
    const T = K.talk;
    const human = rng.chance(0.3);
    const k = rng.int(4, 8);
    let lf = null;
    const A = rng.shuffle(T.a), P = rng.shuffle(T.p);
    for (let j = 0; j < k; j++) {
      run.user(P[j % P.length], human ? undefined : T.peer);
      const i = run.say(A[j % A.length]);
      if (j === 1) lf = i;
    }
    return { lf, note: `${human ? "human and agent" : `agent and ${T.peer}`} restate the same positions ${k} times` };
  },
  "nudge-same-action"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 2, 6));
    const it = items.shift();
    const k = rng.int(3, 7);
    let lf = null;
    const sum = K.summary ?? ((x, j) => [`Here is the current state of ${x.id}. Let me know if you need anything else.`, `That is the current state of ${x.id}. Let me know if you need anything else.`, `Here's where ${x.id} stands now. Tell me if you need anything else.`, `Above is the current state of ${x.id}; let me know if anything else is needed.`][(j * 3 + x.id.length) % 4]);
    for (let j = 0; j < k; j++) {
      const c = K.look(it, rng, run);
      if (j > 0) c.args = varyArgs(c.args, j, rng, K.flag);
      const i = run.step(j === 0 ? c.th : rng.pick([c.th, `Continuing: checking ${it.id}.`, null]), [c]);
      if (j === 1) lf = i;
      run.say(sum(it, j));
      if (j < k - 1) run.user(rng.pick(NUDGES));
    }
    return { lf, note: `after each generic nudge the agent makes the same lookup of ${it.id} and writes the same summary` };
  },
  "instruction-echo"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 2, 7));
    const k = rng.int(3, 6);
    let lf = null;
    const E = rng.shuffle(K.echo);
    for (let j = 0; j < k; j++) {
      const i = run.say(E[j % E.length]);
      if (j === 1) lf = i;
      if (j < k - 1) run.user(rng.pick(NUDGES));
    }
    return { lf, note: `agent restates its instruction/plan ${k} times without acting` };
  },
  "chanting-reply"(run, K, rng, items) {
    prefix(run, K, rng, items, pre(run, rng, 3, 12));
    const n = rng.int(8, 30);
    const parts = [K.chantHead ?? K.doneLine];
    for (let i = 0; i < n; i++) parts.push(rng.chance(0.15) ? K.chant.replace(/\.$/, "!") : K.chant);
    const lf = run.say(parts.join(rng.pick([" ", "\n", "\n\n"])));
    return { lf, note: `final reply repeats one sentence ${n} times` };
  },
};

// ---------- legit builders ----------
const LEGIT = {
  "batch-per-item"(run, K, rng, items) {
    const n = rng.int(6, 36);
    const par = rng.chance(0.3);
    let done = 0;
    while (done < n) {
      if (par) { const calls = []; for (let q = 0; q < rng.int(2, 4) && done < n; q++, done++) calls.push(K.look(items.shift(), rng, run)); run.step(rng.pick(["Next batch.", null, "Fetching the next few."]), calls); }
      else { const it = items.shift(); const c = rng.chance(0.75) ? K.look(it, rng, run) : K.act(it, rng, run); run.step(c.th, [c]); done++; }
    }
    run.say(`Processed ${n} ${K.noun}. ${K.doneLine}`);
    return { note: `${n} per-item calls, each on a different item with its own data` };
  },
  "per-item-errors-differ"(run, K, rng, items) {
    prefix(run, K, rng, items, rng.int(0, 2));
    const n = rng.int(6, 22);
    const failed = [];
    let prevFailed = false;
    for (let i = 0; i < n; i++) {
      const it = items.shift();
      const c = K.act(it, rng, run);
      const th = prevFailed ? rng.pick([c.th, `That one failed for its own reason; noted, moving on. ${c.th}`, null]) : c.th;
      prevFailed = rng.chance(0.4);
      if (prevFailed) { failed.push(it.id); run.step(th, [{ ...c, out: K.reject(it, rng, run), err: true }]); }
      else run.step(th, [c]);
    }
    run.say(`Done: ${n - failed.length} of ${n} ${K.noun} went through. Failed, each for its own reason: ${failed.join(", ") || "none"}.`);
    return { note: `${n} per-item actions; ${failed.length} fail with item-specific errors (different causes), the agent moves on` };
  },
  "pagination-ends"(run, K, rng, items) {
    const L = K.list;
    prefix(run, K, rng, items, rng.int(0, 2));
    const pages = rng.int(3, 14);
    const per = rng.int(3, 6);
    let cursor = null;
    for (let i = 0; i < pages; i++) {
      const rows = items.splice(0, per);
      const last = i === pages - 1;
      const next = last ? null : rng.alnum(rng.int(8, 16));
      run.step(i === 0 ? `Listing ${K.noun}.` : rng.pick(["Next page.", null, `Page ${i + 1}.`, "More results; continuing."]), [{ name: L.name, args: L.args(cursor, i), out: L.fmt(rows, next, i, rng, run) }]);
      cursor = next;
    }
    if (rng.chance(0.5)) { const it = items.shift(); const c = K.act(it, rng, run); run.step(c.th, [c]); }
    run.say(`Went through all ${pages} pages (${pages * per} ${K.noun}). ${K.doneLine}`);
    return { note: `${pages} pages with a moving cursor; the last page has none and the agent stops` };
  },
  "progress-poll"(run, K, rng, items) {
    prefix(run, K, rng, items, rng.int(0, 3));
    const s = K.poll.start(rng, run);
    run.step(s.th, [s]);
    const n = rng.int(4, 30);
    const useSleep = rng.chance(0.4);
    for (let j = 0; j < n; j++) {
      run.wait(useSleep ? 2 : rng.int(20, 90));
      run.step(rng.pick(["Checking progress.", null, "Status?", "Polling.", "Still running; checking."]), [{ name: K.poll.name, args: K.poll.args(s.job), out: K.poll.out(s.job, K.poll.prog(j, n), rng, run) }]);
      if (useSleep && j < n - 1) { const sec = rng.pick([30, 60, 20]); run.step(null, [{ name: K.poll.sleep ?? "sleep", args: { seconds: sec }, out: `slept ${sec}s`, dur: sec * 1000 }]); }
    }
    run.say(`Finished. ${K.doneLine}`);
    return { note: `${n} polls; the status moves on every poll and reaches done` };
  },
  "poll-waits-then-finishes"(run, K, rng, items) {
    prefix(run, K, rng, items, rng.int(0, 3));
    const s = K.poll.start(rng, run);
    run.step(s.th, [s]);
    const still = rng.int(1, 3);
    let sec = rng.pick([30, 60]);
    for (let j = 0; j < still; j++) {
      run.step(j === 0 ? "Checking status." : null, [{ name: K.poll.name, args: K.poll.args(s.job), out: K.poll.out(s.job, K.poll.stuck(j), rng, run) }]);
      run.step(`Still ${K.poll.stuckWord}. Backing off ${sec}s.`, [{ name: K.poll.sleep ?? "sleep", args: { seconds: sec }, out: `slept ${sec}s`, dur: sec * 1000 }]);
      sec *= 2;
    }
    const n = rng.int(2, 5);
    for (let j = 0; j < n; j++) { run.wait(rng.int(30, 80)); run.step(null, [{ name: K.poll.name, args: K.poll.args(s.job), out: K.poll.out(s.job, K.poll.prog(n + j, 2 * n), rng, run) }]); } // second half of the progression: it picks up from where it sat
    run.say(`Done after waiting. ${K.doneLine}`);
    return { note: `status unchanged for ${still} poll(s) with exponential backoff, then moves and completes` };
  },
  "transient-retry-succeeds"(run, K, rng, items) {
    prefix(run, K, rng, items, rng.int(1, 5));
    const it = items.shift();
    const fails = rng.int(1, 2);
    for (let j = 0; j < fails; j++) {
      const c = K.look(it, rng, run);
      run.step(j === 0 ? c.th : "Transient error; retrying after the suggested delay.", [{ name: c.name, args: c.args, out: K.dep.transient(rng, run), err: true }]);
      run.wait(rng.int(3, 40));
    }
    const c = K.look(it, rng, run);
    run.step("Retrying.", [c]);
    prefix(run, K, rng, items, rng.int(2, 8));
    run.say(K.doneLine);
    return { note: `${fails} transient failure(s) (rate limit / 503) then success, work continues` };
  },
  "edit-validate-converging"(run, K, rng, items) {
    prefix(run, K, rng, items, rng.int(0, 3));
    const F = K.fix;
    let live = F.errs.slice(0, rng.int(2, F.errs.length));
    run.step(`Validating ${F.target}.`, [{ name: F.test.name, args: F.test.args, out: F.fail(live, rng, run), err: true }]);
    let k = 0;
    while (live.length) {
      const e = F.edit(F.errs.indexOf(live[0]), 0, rng, live[0]); run.step(e.th, [e]);
      live = live.slice(1);
      run.step("Re-validating.", [{ name: F.test.name, args: F.test.args, out: live.length ? F.fail(live, rng, run) : F.pass(rng, run), err: live.length > 0 }]);
    }
    run.say(`All checks pass. ${K.doneLine}`);
    return { note: `edit -> validate; the failure list shrinks every time until it passes` };
  },
  "reread-after-change"(run, K, rng, items) {
    const D = K.doc;
    prefix(run, K, rng, items, rng.int(1, 3));
    const n = rng.int(2, Math.min(6, D.n));
    for (let p = 1; p <= n; p++) run.step(p === 1 ? `Reading ${D.title}.` : null, [{ name: D.name, args: D.args(p), out: D.page(p, rng, run) }]);
    const ch = rng.int(1, n);
    run.say(rng.pick([`I've read the first ${n} pages of ${D.title}. Summary so far is ready; anything else?`, `Read ${n} pages of ${D.title}; notes are ready.`]));
    run.user(rng.pick([`Before you summarise: the amendment we approved last week should go into page ${ch}. Please add it and make sure it's in.`, `Please apply the approved change to page ${ch} and confirm it shows up.`, `One more thing, page ${ch} needs the approved update. Add it and check.`]));
    const e = D.edit(ch, rng, run);
    run.step(e.th, [e]);
    run.step(`Re-reading page ${ch} to confirm the change landed.`, [{ name: D.name, args: D.args(ch), out: D.page(ch, rng, run, true) }]);
    run.say(`Change on page ${ch} of ${D.title} is in and reads correctly. ${K.doneLine}`);
    return { note: `reads ${n} pages, changes page ${ch}, re-reads only that page and sees the new content` };
  },
  "user-requested-repeats"(run, K, rng, items) {
    prefix(run, K, rng, items, rng.int(1, 4));
    if (rng.chance(0.5)) {
      const n = rng.int(4, 10);
      const list = items.splice(0, n);
      run.user(`${K.repeatAsk ?? "Do the same for each of these"}: ${list.map((x) => x.id).join(", ")}.`);
      for (const it of list) { const c = K.act(it, rng, run); run.step(c.th, [c]); }
      run.say(`Done for all ${n}. ${K.doneLine}`);
      return { note: `user asked for the same action on ${n} listed items; each call targets a different one` };
    }
    const n = rng.int(3, 6), gap = rng.pick([60, 120, 300]);
    const it = items.shift();
    run.user(`Check ${it.id} ${n} times, ${gap / 60} minute${gap > 60 ? "s" : ""} apart, and tell me if anything changes.`);
    for (let j = 0; j < n; j++) { if (j) run.wait(gap); const c = K.look(it, rng, run); run.step(`Check ${j + 1} of ${n}.`, [c]); }
    run.say(`Checked ${it.id} ${n} times as requested; nothing changed between checks. ${K.doneLine}`);
    return { note: `user explicitly asked for ${n} repeated checks ${gap}s apart; the agent does exactly that and stops` };
  },
  "agents-converge"(run, K, rng, items) {
    const T = K.talk;
    prefix(run, K, rng, items, rng.int(2, 4));
    for (const [p, a] of T.conv) {
      run.user(p, T.peer);
      if (rng.chance(0.5)) { const it = items.shift(); const c = K.look(it, rng, run); run.step(rng.pick(["Let me check the record before I answer.", "Checking the data first.", null, "One lookup to confirm."]), [c]); }
      run.say(a);
    }
    run.user(T.agree, T.peer);
    run.say(K.doneLine);
    return { note: `multi-agent exchange where each turn adds a new point and they agree` };
  },
  "search-refine-finds"(run, K, rng, items) {
    prefix(run, K, rng, items, rng.int(0, 3));
    const g = K.search.miss[run.ti % K.search.miss.length];
    run.step(`Searching: ${g[0]}`, [{ name: K.search.name, args: K.search.arg(g[0]), out: K.search.empty(g[0], rng, run) }]);
    const ref = K.search.refine[run.ti % K.search.refine.length];
    const qs = ref.slice(0, rng.int(2, 3));
    for (const q of qs) run.step(rng.pick([`Broadening: ${q}`, `Different angle: ${q}`, `Relaxing the criteria: ${q}`, null]), [{ name: K.search.name, args: K.search.arg(q), out: K.search.hit(q, rng, run) }]);
    run.say(rng.pick(["The exact phrasing had no match, but the broader searches turned up candidates (listed above).", "No exact match; the closest results from the broader searches are above. Tell me which one to use.", "Found candidates once the criteria were relaxed; details above."]));
    return { note: `one empty search, then ${qs.length} broader queries that each return different hits, then an answer` };
  },
  "alternating-per-item"(run, K, rng, items) {
    const n = rng.int(4, 14);
    for (let i = 0; i < n; i++) { const it = items.shift(); const a = K.look(it, rng, run); run.step(a.th, [a]); const b = K.act(it, rng, run); run.step(b.th, [b]); }
    run.say(`Handled ${n} ${K.noun}, look-up then action for each. ${K.doneLine}`);
    return { note: `A B A B ... with a different item in every pair (${n} pairs)` };
  },
  "long-varied-session"(run, K, rng, items) {
    const n = rng.int(40, 112);
    const s = K.poll.start(rng, run); run.step(s.th, [s]);
    let pj = 0;
    const qs = rng.shuffle(K.search.hitQs);
    for (let i = 0; i < n; i++) {
      const x = rng.r();
      if (x < 0.12) { run.wait(rng.int(30, 120)); run.step(null, [{ name: K.poll.name, args: K.poll.args(s.job), out: K.poll.out(s.job, K.poll.prog(pj++, 60), rng, run) }]); }
      else if (x < 0.2 && qs.length) { const q = qs.pop(); run.step(`Searching ${q}.`, [{ name: K.search.name, args: K.search.arg(q), out: K.search.hit(q, rng, run) }]); }
      else { const it = items.shift(); const c = rng.chance(0.55) ? K.look(it, rng, run) : K.act(it, rng, run); run.step(c.th, [c]); }
    }
    run.step(null, [{ name: K.poll.name, args: K.poll.args(s.job), out: K.poll.out(s.job, K.poll.prog(99, 10), rng, run) }]);
    run.say(`Long session done. ${K.doneLine}`);
    return { note: `${n + 2} varied steps: per-item work, searches with hits, occasional progressing poll` };
  },
};

// ---------- ambiguous builders ----------
const AMBIG = {
  "amb-search-gives-up"(run, K, rng, items) {
    prefix(run, K, rng, items, rng.int(1, 4));
    const g = K.search.miss[run.ti % K.search.miss.length];
    let lf;
    for (let j = 0; j < 3; j++) { if (j === 1) lf = run.here(); run.step(j ? `Trying another wording: ${g[j]}` : `Searching: ${g[0]}`, [{ name: K.search.name, args: K.search.arg(g[j]), out: K.search.empty(g[j], rng, run) }]); }
    run.say("Three phrasings found nothing, so as far as the index goes this does not exist. Let me know if you want me to widen the criteria.");
    return { lf, note: "three reworded empty searches then a correct 'not found' answer: some would call the 2nd and 3rd wasted, others due diligence" };
  },
  "amb-backoff-then-stop"(run, K, rng, items) {
    prefix(run, K, rng, items, rng.int(2, 5));
    const it = items.shift();
    let lf;
    for (let j = 0, s = 5; j < 4; j++, s *= 2) {
      const c = K.look(it, rng, run);
      if (j === 1) lf = run.here();
      run.step(j ? `Backing off ${s}s and retrying.` : c.th, [{ name: c.name, args: c.args, out: K.dep.errs[0](rng, run), err: true }]);
      run.wait(s);
    }
    run.say(`${K.dep.svc} is unavailable after 4 attempts with backoff; stopping here. ${K.doneLine}`);
    return { lf, note: "same call retried 4 times with exponential backoff on a hard outage, then a clean stop" };
  },
  "amb-long-wait-asked"(run, K, rng, items) {
    const s = K.poll.start(rng, run);
    run.step(s.th, [s]);
    run.user("It can sit in the queue for a long time, just keep waiting until it starts. Do not cancel it.");
    let lf;
    const n = rng.int(7, 12);
    for (let j = 0; j < n; j++) { if (j === 1) lf = run.here(); run.wait(300 + rng.int(0, 30)); run.step(null, [{ name: K.poll.name, args: K.poll.args(s.job), out: K.poll.out(s.job, K.poll.stuck(j), rng, run) }]); }
    return { lf, note: `user told the agent to keep waiting; ${n} five-minute polls of an unchanged status (instruction-following vs loop)` };
  },
  "amb-double-check-reread"(run, K, rng, items) {
    const D = K.doc;
    const n = rng.int(3, Math.min(6, D.n));
    for (let p = 1; p <= n; p++) run.step(null, [{ name: D.name, args: D.args(p), out: D.page(p, rng, run) }]);
    const lf = run.here();
    run.step("Re-checking page 1 and the last page for the figures I'll quote.", [{ name: D.name, args: D.args(1), out: D.page(1, rng, run) }, { name: D.name, args: D.args(n), out: D.page(n, rng, run) }]);
    run.say(`${D.title} reviewed. ${K.doneLine}`);
    return { lf, note: "one parallel re-read of two unchanged pages to quote them exactly before answering" };
  },
  "amb-talk-slow-converge"(run, K, rng, items) {
    const T = K.talk;
    prefix(run, K, rng, items, 1);
    let lf;
    for (let j = 0; j < 3; j++) { run.user(T.p[j], T.peer); const i = run.say(T.a[j]); if (j === 1) lf = i; }
    run.user(T.conv.at(-1)[0], T.peer); run.say(T.conv.at(-1)[1]); run.user(T.agree, T.peer); run.say(K.doneLine);
    return { lf, note: "agents restate positions for three rounds, then one concedes and they finish" };
  },
};

// ---------- plan ----------
const loopKinds = Object.keys(LOOP), legitKinds = Object.keys(LEGIT), ambKinds = Object.keys(AMBIG);
const plan = [];
const nLoop = 78, nLegit = 77;
for (let i = 0; i < nLoop; i++) plan.push(["loop", loopKinds[i % loopKinds.length]]);
for (let i = 0; i < nLegit; i++) plan.push(["legit", legitKinds[i % legitKinds.length]]);
for (const k of ambKinds) plan.push(["ambiguous", k]);
const master = new Rng(SEED);
const domains = Object.keys(KITS);
// spread kinds over domains: sort by kind then deal domains round-robin with a shuffled order
const dealt = plan.map(([label, kind], i) => ({ label, kind, domain: domains[(i * 7 + Math.floor(i / domains.length)) % domains.length] }));
const order = master.shuffle(dealt.map((_, i) => i));

const traces = [], labels = [];
let t0 = Date.UTC(2026, 9, 1, 7, 0, 0);
order.forEach((pi, n) => {
  const { label, kind, domain } = dealt[pi];
  const id = `b26-${String(n + 1).padStart(3, "0")}`;
  const rng = new Rng(SEED ^ (n * 2654435761));
  const K = KITS[domain];
  const seen = new Set();
  const items = K.mk(rng, 300).filter((x) => !seen.has(x.id) && seen.add(x.id)); // an item id never recurs by accident
  t0 += rng.int(3, 40) * 3600 * 1000 + rng.int(0, 3600000);
  const builder = label === "loop" ? LOOP[kind] : label === "legit" ? LEGIT[kind] : AMBIG[kind];
  const cat = CAT[kind];
  const ti = cat === "look" || cat === "long" || cat === "search" ? rng.int(0, K.tasks[cat].length - 1) : 0;
  const run = new Run(rng, { system: rng.pick(K.sys), user: [].concat(K.tasks[cat])[ti], t0 });
  run.cat = cat;
  run.ti = ti; // search tasks are aligned with K.search.miss groups
  const res = builder(run, K, rng, items);
  traces.push({ id, messages: run.m });
  labels.push({ id, name: `${K.domain}/${kind}`, label, loop_from: label === "legit" ? null : res.lf, kind, domain: K.domain, note: res.note });
});

writeFileSync(join(HERE, "traces.jsonl"), traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(join(HERE, "labels.jsonl"), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");

// ---------- validation ----------
const fail = (m) => { console.error("INVALID:", m); process.exitCode = 1; };
const ids = new Set();
for (const [ti, t] of traces.entries()) {
  const lab = labels[ti];
  if (ids.has(t.id)) fail(`duplicate id ${t.id}`); ids.add(t.id);
  if (lab.id !== t.id) fail(`label order ${t.id}`);
  const ms = t.messages;
  if (ms[0].role !== "system" || ms[1].role !== "user") fail(`${t.id} must start system, user`);
  const open = new Map(); const callIds = new Set(); let lastPrompt = -1; let nA = 0;
  for (const m of ms) {
    if (m.role === "assistant") {
      nA++;
      if (open.size) fail(`${t.id}: assistant before all tool calls answered`);
      if (!(m.usage.prompt_tokens > lastPrompt)) fail(`${t.id}: prompt_tokens not increasing`); lastPrompt = m.usage.prompt_tokens;
      for (const c of m.tool_calls ?? []) {
        if (callIds.has(c.id)) fail(`${t.id}: duplicate call id ${c.id}`); callIds.add(c.id); open.set(c.id, 1);
        if (typeof c.function.arguments !== "string") fail(`${t.id}: args not a string`);
        try { JSON.parse(c.function.arguments); } catch { fail(`${t.id}: args not JSON`); }
      }
      if (!m.content && !(m.tool_calls ?? []).length) fail(`${t.id}: empty assistant message`);
    } else if (m.role === "tool") {
      if (!open.has(m.tool_call_id)) fail(`${t.id}: tool answer without open call ${m.tool_call_id}`); open.delete(m.tool_call_id);
      if (typeof m.content !== "string") fail(`${t.id}: tool content not string`);
    } else if (m.role === "user") { if (open.size) fail(`${t.id}: user before tool answers`); }
  }
  if (open.size) fail(`${t.id}: unanswered calls`);
  if (nA < 5) fail(`${t.id}: only ${nA} assistant turns`);
  if (lab.label === "loop" && !(Number.isInteger(lab.loop_from) && lab.loop_from >= 1 && lab.loop_from <= nA)) fail(`${t.id}: loop_from ${lab.loop_from} out of range 1..${nA}`);
  if (lab.label === "legit" && lab.loop_from !== null) fail(`${t.id}: legit with loop_from`);
  const last = ms.at(-1);
  if (lab.label === "legit" && !(last.role === "assistant" && !last.tool_calls?.length)) fail(`${t.id}: legit run should end with a final answer`);
}
const count = (f) => labels.reduce((a, l) => ((a[f(l)] = (a[f(l)] ?? 0) + 1), a), {});
const turns = traces.map((t) => t.messages.filter((m) => m.role === "assistant").length);
console.log(JSON.stringify({ runs: traces.length, byLabel: count((l) => l.label), turns: { min: Math.min(...turns), max: Math.max(...turns), mean: +(turns.reduce((a, b) => a + b, 0) / turns.length).toFixed(1) } }));
if (process.argv.includes("--stats")) { console.log(JSON.stringify(count((l) => l.domain), null, 1)); console.log(JSON.stringify(count((l) => `${l.label} ${l.kind}`), null, 1)); }
