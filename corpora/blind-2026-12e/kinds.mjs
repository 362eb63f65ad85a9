// Run shapes ("kinds"): each writes one run against a domain kit and returns {lf, note}.
// lf = loop_from, the 1-based assistant-message index where the loop starts (null for legit).
import { think, AGAIN, RETRY, POLL, SEARCH, NUDGES, FYI, ITEM } from "./text.mjs";
const item = (run, e) => think(run, fill(run.r.pick(ITEM), label(e)));

const fill = (s, x) => s.replace(/\{x\}/g, x);
const fresh = (w) => { if (!w.pool.length) w.pool.push(...w.spare.splice(0)); return w.pool.shift(); };
const label = (e) => e.name ?? e.contact ?? e.wf ?? e.id;
const sleepSec = (r) => r.pick([10, 15, 20, 30, 30, 60]);

// ---------------------------------------------------------------- shared pieces
/** Healthy work on distinct entities (lookups, checks, parallel fan-outs) before the main shape. */
function prefix(run, k, w, n) {
  const r = run.r;
  n += run.late ?? 0; run.late = 0;
  for (let i = 0; i < n; i++) {
    const m = r.int(0, 4);
    if (m === 4 && w.pline < w.doc.lines.length) { const a = w.pline, b = Math.min(w.doc.lines.length, a + r.int(30, 90)); w.pline = b + 1; run.step(think(run, a === 1 ? `Before touching anything, reading ${w.doc.path} for the rules that apply.` : `Continuing through ${w.doc.path} from line ${a}.`), [k.read(w, a, b)]); continue; }
    if (m === 0) { const e = fresh(w); run.step(think(run, `Context first: looking at ${label(e)}, which sits in the same queue.`), [k.get(w, e)]); }
    else if (m === 1) { const a = fresh(w), b = fresh(w); run.step(think(run, `Fetching ${label(a)} and ${label(b)} in parallel to compare them with the case at hand.`), [k.get(w, a), k.get(w, b)]); }
    else if (m === 2) { const e = fresh(w); run.step(think(run, `Cross-checking ${label(e)} with the second source.`), [k.check(w, e)]); }
    else { const e = fresh(w); run.step(think(run, `${label(e)} needs the same treatment; doing it now.`), [k.act(w, e)]); }
  }
}
function interject(run) { if (run.r.chance(0.22)) run.user(run.r.pick(FYI)); }
function endLoop(run, text) {
  const r = run.r.int(0, 9);
  if (r < 4) run.say(text);
  else if (r < 6) run.user(run.r.pick(["this is taking forever, what's going on?", "[harness] step budget 80% used", "status?"]));
  // r === 2: cut off mid-loop, transcript ends on a tool result
}
function disguise(args, mode, i, run) {
  const r = run.r;
  const o = { ...args };
  const key = Object.keys(o).find((k) => typeof o[k] === "string" || typeof o[k] === "number");
  const v = String(o[key]);
  const m = mode === 4 ? i % 4 : mode;
  if (m === 0) o[key] = [` ${v}`, `${v} `, `${v}\n`, `\t${v}`, ` ${v} `][i % 5];
  if (m === 1) o[key] = typeof o[key] === "number" ? String(v) : / /.test(v) ? [v.replace(/ /g, "  "), v.replace(/ /, "   "), `${v}  `, v.replace(/ (\S+)$/, "  $1")][i % 4] : [v.toLowerCase(), v.toUpperCase(), v.charAt(0).toLowerCase() + v.slice(1), v][i % 4];
  if (m === 2) { const ks = Object.keys(o); const rot = ks.slice(i % ks.length).concat(ks.slice(0, i % ks.length)).reverse(); const p = {}; for (const k2 of rot) p[k2] = o[k2]; return i % 2 ? JSON.stringify(p, null, 2) : JSON.stringify(p).replace(/":/g, "\": ").replace(/,"/g, ", \""); }
  if (m === 3) { const extra = [{ _ts: run.epoch() }, { request_id: r.uuid() }, { nocache: true }, { trace: true, attempt: i + 1 }, { _: r.int(1e12, 9e12) }][i % 5]; return JSON.stringify({ ...o, ...extra }); }
  return JSON.stringify(o);
}

// ---------------------------------------------------------------- loops
export const LOOPS = {
  "repeat-same"(run, k, w, v) {
    const r = run.r; const e = fresh(w);
    run.user(k.task.one(w, e));
    prefix(run, k, w, [0, 2, 5, 1, 9][v] + r.int(0, 2));
    const call = v === 1 ? () => k.check(w, e) : v === 4 ? () => k.act(w, e) : () => k.get(w, e);
    run.step(think(run, `Now the record itself: ${label(e)}.`), v === 2 ? [k.get(w, e), k.check(w, e)] : [call()]);
    const lf = run.steps + 1;
    const n = r.int(4, 9);
    for (let i = 0; i < n; i++) {
      run.step(think(run, fill(r.pick(AGAIN), label(e))), v === 2 ? [k.get(w, e), k.check(w, e)] : [call()]);
      if (v === 3 && i % 2 === 1 && i < n - 1) run.user(r.pick(["any luck?", "what did you find?", "still there?"]));
      else if (i === 2) interject(run);
    }
    endLoop(run, `I checked ${label(e)} ${n + 1} times and get the same result each time, so I can't make further progress on my own.`);
    return { lf, note: ["same lookup repeated, output differs only in request ids/timestamps", "same second-source check repeated", "same parallel pair (lookup + check) re-issued every turn", "same lookup repeated with the user asking in between", "an idempotent write repeated with the same arguments; each call succeeds"][v] };
  },
  "repeat-disguised"(run, k, w, v) {
    const r = run.r; const e = fresh(w);
    run.user(k.task.one(w, e));
    prefix(run, k, w, [1, 0, 4, 7, 2][v] + r.int(0, 2));
    const base = v === 3 ? k.check(w, e) : k.get(w, e);
    run.step(think(run, `Looking up ${label(e)}.`), [base]);
    const lf = run.steps + 1;
    const n = r.int(5, 9);
    for (let i = 0; i < n; i++) {
      const s = v === 3 ? k.check(w, e) : k.get(w, e);
      run.step(think(run, fill(r.pick(AGAIN), label(e))), [(rn) => ({ ...s, raw: disguise(s.args, v === 3 ? 3 : v, i, rn) })]);
      if (i === 3) interject(run);
    }
    endLoop(run, `The lookup for ${label(e)} keeps returning the same data, whatever form of the request I use.`);
    return { lf, note: ["same lookup, id padded with spaces/tab/newline", "same lookup, id/value case changed", "same lookup, keys reordered and JSON re-spaced/pretty-printed", "same check with noise parameters (_ts, request_id, nocache, trace)", "same lookup, disguises rotated (spaces, case, key order, noise params)"][v] };
  },
  cycle(run, k, w, v) {
    const r = run.r; const e = fresh(w);
    run.user(v >= 1 ? k.task.batch(w, [e]) : k.task.one(w, e));
    prefix(run, k, w, r.int(0, 6));
    const hits = [e, ...w.pool.slice(0, 2)];
    const a = w.doc.lines.length > 40 ? r.int(1, 20) : 1;
    const pattern = [
      [["Reading the record.", () => k.get(w, e)], ["Comparing with the second source.", () => k.check(w, e)]],
      [["Checking the preconditions.", () => k.check(w, e)], ["Applying the change.", () => k.reject(w, e)]],
      [["Re-reading the record.", () => k.get(w, e)], ["Checking it against the second source.", () => k.check(w, e)], ["Submitting the change.", () => k.reject(w, e)]],
      [["Searching for the right record.", () => k.search(w, w.rewords[0], hits)], ["Opening the top hit.", () => k.get(w, e)], ["Applying the change.", () => k.reject(w, e)]],
      [["Reviewing the guidance section.", () => k.read(w, a, a + 14)], ["Reading the record.", () => k.get(w, e)], ["Checking the second source.", () => k.check(w, e)], ["Submitting.", () => k.reject(w, e)]],
    ][v];
    const passes = r.int(3, 5);
    let lf = null;
    for (let p = 0; p < passes; p++) {
      const len = p === passes - 1 && r.chance(0.5) ? r.int(1, pattern.length) : pattern.length;
      for (let j = 0; j < len; j++) {
        if (p === 1 && j === 0) lf = run.steps + 1;
        const [t, c] = pattern[j];
        run.step(think(run, p === 0 ? `${t} (${label(e)})` : `${t} ${r.pick(["Trying again with fresh data.", "Maybe it works this time.", "Let me go through it once more.", "Re-doing this step carefully.", ""])}`.trim()), [c()]);
      }
      if (p === 1) interject(run);
    }
    endLoop(run, `I keep ending up at the same point with ${label(e)}; the change is refused for the same reason each time.`);
    return { lf, note: [`period-2 cycle lookup <-> check on one record`, `period-2 cycle check -> write refused for the same reason`, `period-3 cycle lookup -> check -> write refused`, `period-3 cycle search -> open -> write refused`, `period-4 cycle guidance read -> lookup -> check -> write refused`][v] + `, ${passes} passes` };
  },
  "retry-storm"(run, k, w, v) {
    const r = run.r;
    const batch = w.pool.slice(0, 12);
    run.user(k.task.batch(w, batch.slice(0, r.int(5, 9))));
    const ok = [2, 0, 4, 1, 8][v] + r.int(0, 2);
    for (let i = 0; i < ok; i++) { const e = fresh(w); run.step(item(run, e), [k.act(w, e)]); }
    let lf = null; let fails = 0;
    const n = r.int(6, 12);
    const same = fresh(w);
    for (let i = 0; i < n; i++) {
      const mark = () => { fails++; if (fails >= 3 && lf == null) lf = run.steps + 1; };
      if (v === 2) { const a = fresh(w) ?? same, b = fresh(w) ?? same; fails += 1; mark(); run.step(think(run, i ? r.pick(RETRY) : "Doing two at once to save time."), [k.fail(w, a, i), k.fail(w, b, i + 1)]); }
      else if (v === 1) { mark(); run.step(think(run, i ? r.pick(RETRY) : `Working on ${label(same)}.`), [k.fail(w, same, i)]); }
      else { const e = fresh(w) ?? same; mark(); run.step(think(run, i ? r.pick(RETRY) : `Next: ${label(e)}.`), [k.fail(w, e, i)]); }
      if (v === 3 && i < n - 1) run.step(think(run, "Pausing briefly before the next attempt."), [k.sleep(r.pick([5, 5, 10, 15]))]);
      if (i === 4) interject(run);
    }
    endLoop(run, `The backend keeps failing (${fails} failed requests in a row). I'll stop here; nothing after the first ${ok} items went through.`);
    return { lf, note: ["dependency down: new item every call, same upstream failure", "dependency down: same item through different tools/options", "dependency down: parallel pairs of different items, all failing", "dependency down: failing calls on new items with short sleeps between", "dependency down after a long healthy batch; new item every call"][v] + `; ${ok} successes first` };
  },
  "stuck-poll"(run, k, w, v) {
    const r = run.r; const J = w.jobStates;
    run.user(k.task.job(w));
    prefix(run, k, w, [0, 3, 0, 6, 1][v]);
    run.step(think(run, "Starting the job."), [k.start(w)]);
    const prog = r.int(1, 3);
    let pct = 0;
    for (let i = 0; i < prog; i++) {
      pct += r.int(8, 22);
      if (v !== 1) run.step(think(run, "Giving it a moment."), [k.sleep(sleepSec(r))]);
      run.step(think(run, r.pick(POLL)), [k.status(w, { phase: "run", pct, done: i + 1, detail: J.run(i) })]);
    }
    const stuck = { phase: "stuck", pct, done: prog, detail: J.stuck };
    run.step(think(run, "Progress is slower now; checking again."), [k.status(w, stuck)]);
    let lf = null;
    const n = r.int(6, 12);
    let sl = 15;
    for (let i = 0; i < n; i++) {
      if (v === 0 || v === 3) run.step(think(run, "Waiting before the next check."), [k.sleep(v === 3 ? (sl = Math.min(sl * 2, 240)) : 30)]);
      if (v === 4) run.say(think(run, `The job still reports ${J.stuck}; I will keep monitoring it.`) ?? `Still ${J.stuck}.`);
      if (lf == null) lf = run.steps + 1;
      if (v === 2) run.step(think(run, r.pick(POLL)), [k.sleep(30), k.status(w, stuck)]);
      else run.step(think(run, r.pick(POLL)), [(rn) => ({ ...k.status(w, stuck), wait: v === 1 ? r.int(40, 90) : 0 })]);
      if (i === 3) interject(run);
    }
    endLoop(run, `The job has shown the same state (${J.stuck}) for ${n + 1} checks in a row.`);
    return { lf, note: ["stuck job, fixed 30 s sleeps between polls", "stuck job, timestamp gaps only", "stuck job, sleep+status in one turn", "stuck job, doubling sleeps", "stuck job, 'still waiting' text turns between polls"][v] + `; ${prog} progressing polls first` };
  },
  "page-wrap"(run, k, w, v) {
    const r = run.r;
    run.user(k.task.list(w));
    prefix(run, k, w, [0, 0, 2, 5, 1][v]);
    const size = r.int(4, 6); const real = r.int(2, 4);
    const pages = Array.from({ length: real }, (_, i) => w.ents.slice(i * size, i * size + size));
    const cursor = w.cursor; const tok = (p) => w.mkTok(r, p);
    const toks = Array.from({ length: real + 2 }, (_, i) => tok(i));
    const wrapToFirst = v % 2 === 0;
    let lf = null;
    for (let i = 0; i < real; i++) {
      const p = i + 1;
      const nt = i === real - 1 ? (wrapToFirst ? toks[0] : tok(99)) : toks[p];
      run.step(think(run, i === 0 ? "Fetching the first page." : `Page ${p}: ${r.pick(["continuing.", "next batch.", "more rows to collect."])}`), [k.page(w, p, pages[i], false, i ? toks[i] : null, nt)]);
    }
    const m = r.int(4, 8);
    let prevTok = wrapToFirst ? toks[0] : null;
    for (let j = 0; j < m; j++) {
      if (lf == null) lf = run.steps + 1;
      const p = real + 1 + j;
      let rows, tIn, nt;
      if (wrapToFirst) { const idx = j % real; rows = pages[idx]; tIn = cursor ? (idx === 0 ? toks[0] : toks[idx]) : null; nt = idx === real - 1 ? toks[0] : toks[idx + 1]; }
      else { rows = pages[real - 1]; tIn = cursor ? prevTok ?? tok(99) : null; nt = tok(100 + j); prevTok = nt; }
      run.step(think(run, `Page ${p}. ${r.pick(["Still more to go.", "Continuing until the list ends.", "The response says there are more.", ""])}`.trim()), [k.page(w, cursor ? (wrapToFirst ? (j % real) + 1 : real) : p, rows, false, tIn, nt)]);
      if (j === 2) interject(run);
    }
    endLoop(run, `I have fetched ${real + m} pages; the listing does not seem to end.`);
    return { lf, note: `${real} real pages, then ${wrapToFirst ? "the listing wraps to page 1" : "the last page is served again"} for ${m} more calls${cursor ? " (cursor paging)" : " (page numbers keep increasing)"}` };
  },
  reread(run, k, w, v) {
    const r = run.r; const L = w.doc.lines.length; const win = r.int(20, 60);
    run.user(k.task.doc(w));
    prefix(run, k, w, [0, 1, 0, 3, 0][v]);
    const wins = []; for (let a = 1; a <= L; a += win) wins.push([a, Math.min(L, a + win - 1)]);
    const first = v === 2 ? wins.slice(0, 2) : wins;
    let lf = null;
    if (v === 3) { for (let i = 0; i < first.length; i += 2) run.step(think(run, "Reading two sections at once."), first.slice(i, i + 2).map(([a, b]) => k.read(w, a, b))); }
    else for (const [a, b] of first) run.step(think(run, a === 1 ? "Starting at the top." : `Lines ${a}-${b}.`), [k.read(w, a, b)]);
    const passes = v === 2 ? 3 : r.int(1, 2);
    const startSteps = run.steps;
    for (let p = 0; p < passes || run.steps - startSteps < 3; p++) {
      if (v === 4) run.user(r.pick(["so what's the answer?", "and?", "can you quote the exact section?"]));
      let ws = first;
      if (v === 1) { const h = Math.floor(win / 2); ws = wins.map(([a, b]) => [Math.min(L, a + h), Math.min(L, b + h)]).filter(([a, b]) => a < b); }
      for (let i = 0; i < ws.length; i += v === 3 ? 2 : 1) {
        if (lf == null) lf = run.steps + 1;
        run.step(think(run, i === 0 ? r.pick(["Let me go over the document again to make sure I didn't miss the relevant part.", "Re-reading from the top to find the exact wording.", "I need to re-check the section; reading again."]) : null), v === 3 ? ws.slice(i, i + 2).map(([a, b]) => k.read(w, a, b)) : [k.read(w, ws[i][0], ws[i][1])]);
      }
    }
    endLoop(run, "I have read the document several times and can't find a clearer statement than what is there.");
    return { lf, note: ["document read to the end, then re-read in the same windows", "document read to the end, then re-read in windows shifted by half", "first two windows read again and again, never reaching the end", "parallel window pairs, whole document re-read", "document re-read after each user prompt instead of answering"][v] };
  },
  "search-same-hits"(run, k, w, v) {
    const r = run.r; const hits = w.pool.slice(0, r.int(2, 5));
    run.user(k.task.search(w));
    prefix(run, k, w, [0, 3, 1, 0, 6][v]);
    const qs = r.shuffle(w.rewords);
    run.step(think(run, "Searching."), [k.search(w, qs[0], hits)]);
    const lf = run.steps + 1;
    const n = r.int(4, 7);
    for (let i = 1; i <= n; i++) {
      const q = qs[i % qs.length] + (i >= qs.length ? " " : "");
      const h = v === 1 ? hits.slice(i % hits.length).concat(hits.slice(0, i % hits.length)) : hits;
      if (v === 4) run.step(think(run, r.pick(SEARCH)), [k.search(w, q, h), k.search(w, qs[(i + 1) % qs.length], h)]);
      else run.step(think(run, r.pick(SEARCH)), [k.search(w, q, h)]);
      if (v === 3) run.step(think(run, `Opening ${label(hits[0])} again to compare.`), [k.get(w, hits[0])]);
      if (i === 2) interject(run);
    }
    endLoop(run, `Every variant of the search returns the same ${hits.length} results.`);
    return { lf, note: ["reworded searches, identical hits", "reworded searches, same hits in rotated order", "reworded searches, same hits, after healthy lookups", "reworded search then re-open the same top hit, repeated", "two rewordings per turn in parallel, same hits"][v] };
  },
  "search-empty"(run, k, w, v) {
    const r = run.r;
    run.user(k.task.search(w).replace(/\.$/, "") + (v % 2 ? " It should be there; they swear it exists." : "."));
    prefix(run, k, w, [0, 2, 0, 4, 1][v]);
    const base = w.empty; const shell = /^(rg|grep) /.test(base[0]);
    const qs = [...base, ...base.map((q) => (shell ? q.replace(/^rg -n/, "rg -n -i").replace(/^grep -rn/, "grep -rni") : q.toUpperCase())), ...base.map((q) => (shell ? q.replace(/ \S+$/, " .") : `${q.toLowerCase()} `))];
    let lf = null; let cnt = 0;
    const n = r.int(5, 8);
    for (let i = 0; i < n; i++) {
      if (v === 2) { cnt += 2; if (lf == null && cnt >= 3) lf = run.steps + 1; run.step(think(run, i ? r.pick(SEARCH) : "Trying two spellings at once."), [k.search(w, qs[2 * i % qs.length], []), k.search(w, qs[(2 * i + 1) % qs.length], [])]); }
      else { cnt++; if (cnt === 3) lf = run.steps + 1; run.step(think(run, i ? r.pick(SEARCH) : "Searching."), [k.search(w, qs[i % qs.length], [])]); }
      if (i === 3) interject(run);
    }
    endLoop(run, "Nothing matches, however I phrase it.");
    return { lf, note: `${n} reworded searches, every one empty` + (v === 2 ? " (two per turn)" : "") };
  },
  "nudge-restate"(run, k, w, v) {
    const r = run.r; const e = fresh(w); const e2 = fresh(w);
    run.user(k.task.one(w, e));
    prefix(run, k, w, r.int(0, 3));
    run.step(think(run, `Looking at ${label(e)}.`), [k.get(w, e), k.check(w, e)]);
    const summaries = [
      [`Summary for ${label(e)}: I reviewed the record and the second source; the facts are consistent and there is nothing further to change.`, `To restate: ${label(e)} was reviewed against both sources and is consistent, so no further change is needed.`, `As mentioned, ${label(e)} checks out in both systems. Nothing else to do.`, `The review of ${label(e)} is complete — both sources agree and no action is required.`, `Once more: ${label(e)} is consistent across the record and the second source; the task is done.`, `${label(e)}: verified, consistent, no changes needed. That's the full result.`],
      [`Next I will apply the fix to ${label(e)} using the write tool.`, `I'm now going to apply the change to ${label(e)}.`, `Proceeding to update ${label(e)} with the write tool.`, `I'll go ahead and make the update on ${label(e)} now.`, `Applying the change to ${label(e)} next.`, `Now updating ${label(e)}.`],
      [`Plan: 1) confirm ${label(e)}'s data, 2) compare with the second source, 3) apply the change, 4) report back.`, `My plan remains: confirm ${label(e)}, compare with the second source, apply the change and report.`, `Steps: verify ${label(e)}, cross-check, update, report.`, `I'll (1) verify ${label(e)}, (2) cross-check it, (3) update it and (4) report.`, `The plan is unchanged: verify, cross-check, update ${label(e)}, then report.`, `Plan recap: check ${label(e)}, compare, update, report.`],
    ][v === 0 || v === 1 ? 0 : v === 2 || v === 3 ? 1 : 2];
    run.say(summaries[0]);
    const lf = run.steps + 1;
    const n = r.int(4, 6);
    for (let i = 1; i <= n; i++) { run.user(r.pick(NUDGES)); if (v === 1 && i === 2) run.step(think(run, `Re-checking ${label(e)} before answering.`), [k.get(w, e)]); run.say(summaries[i % summaries.length]); }
    if (r.chance(0.5)) run.user(r.pick(NUDGES));
    return { lf, note: ["closing summary restated after each content-free nudge", "summary restated after nudges, with one repeated lookup in between", "promises a tool call after each nudge and never makes it", "announces the write again and again without calling it", "restates its plan after each nudge without acting"][v] };
  },
  "handoff-bounce"(run, k, w, v) {
    const r = run.r; const e = fresh(w); const [A, B, C] = w.agents;
    run.user(k.task.one(w, e));
    const xfer = (to, why) => ({ tool: "transfer_to_agent", args: { agent_name: to, reason: why }, out: (rn) => JSON.stringify({ status: "transferred", to, thread: `th_${rn.r.hex(10)}`, at: rn.iso() }) });
    run.step(think(run, `${A} here. Looking at ${label(e)} first.`), [k.get(w, e)], A);
    const why = { [A]: [`this needs ${B}'s permissions`, `${B} owns this kind of change`, `handing to ${B}, they can act on it`], [B]: [`this is ${A}'s area, not mine`, `needs the first-line context ${A} has`, `sending back to ${A}; I can't act on it`], [C]: [`not ours, ${A} should take it`, `returning to ${A}`] };
    const order = v === 1 ? [A, B, C] : [A, B];
    const passes = r.int(3, 5);
    let lf = null;
    for (let p = 0; p < passes; p++) {
      for (let j = 0; j < order.length; j++) {
        const me = order[j]; const to = order[(j + 1) % order.length];
        if (p === 1 && j === 0) lf = run.steps + 1;
        if (v === 2) run.step(think(run, `${me}: checking ${label(e)} myself first.`), [j % 2 ? k.check(w, e) : k.get(w, e)], me);
        if (v === 3) run.say(`@${to} ${r.pick(why[me])} — ${label(e)} is yours.`, me);
        else if (v === 4) run.step(`${me}: delegating the sub-task on ${label(e)} to ${to}.`, [{ tool: "delegate", args: { worker: to, task: `${r.pick(["resolve", "finish", "sort out"])} ${label(e)}`, context: "see thread" }, out: (rn) => JSON.stringify({ worker: to, result: `partial: could not complete ${label(e)} without ${me}'s approval`, run_id: rn.r.hex(8), tokens: rn.r.int(1200, 4000) }) }], me);
        else run.step(think(run, `${r.pick(why[me])}.`), [xfer(to, r.pick(why[me]))], me);
      }
      if (p === 1) interject(run);
    }
    endLoop(run, `${label(e)} has been passed between ${order.join(", ")} ${passes} times without anyone acting on it.`);
    return { lf, note: [`hand-off ping-pong ${A} <-> ${B} through transfer_to_agent`, `hand-off cycle ${A} -> ${B} -> ${C} -> ${A}`, `each agent repeats the same lookup, then hands back`, `named agents bounce the request in chat, no tools`, `supervisor and worker delegate the same sub-task back and forth; same partial result`][v] + `, ${passes} passes` };
  },
  "fix-stuck"(run, k, w, v) {
    const r = run.r; const errs = w.errs;
    run.user(k.task.fix(w));
    prefix(run, k, w, [0, 2, 0, 4, 1][v]);
    let cur = errs.slice(0, r.int(2, 4));
    run.step(think(run, "Running the validator to see what's wrong."), [k.validate(w, cur)]);
    let ei = 0;
    while (cur.length > 1) { run.step(think(run, `Fixing: ${cur[0][1].slice(0, 60)} — ${cur[0][2]}.`), [k.edit(w, ei++, cur[0][2])]); cur = cur.slice(1); run.step(think(run, "Re-validating."), [k.validate(w, cur)]); }
    const last = cur[0]; const other = errs[0];
    let lf = null;
    const n = r.int(4, 6);
    const tweaks = ["adjust the wording", "try the alternative form", "reorder the statement", "re-apply the fix with different formatting", "revert and redo the change", "apply the change on the neighbouring line"];
    for (let i = 0; i < n; i++) {
      if (i === 1) lf = run.steps + 1;
      run.step(think(run, `${i ? "Still failing on the same thing." : "One error left."} Attempt ${i + 1}: ${tweaks[i % tweaks.length]} for "${last[1].slice(0, 50)}".`), [k.edit(w, ei++, `${last[2]} (${tweaks[i % tweaks.length]})`)]);
      run.step(think(run, "Validating."), [k.validate(w, v === 4 && i % 2 ? [other] : [last])]);
      if (i === 2) interject(run);
    }
    endLoop(run, `I fixed the first errors but "${last[1].slice(0, 60)}" keeps coming back whatever I change.`);
    return { lf, note: v === 4 ? "edit/validate: early errors fixed, then fixing the last one brings another back, alternating" : "edit/validate: early errors fixed, then the last error survives every edit" };
  },
};

// ---------------------------------------------------------------- legit look-alikes
export const LEGIT = {
  "poll-progress"(run, k, w, v) {
    const r = run.r; const J = w.jobStates;
    run.user(k.task.job(w));
    prefix(run, k, w, 0);
    prefix(run, k, w, r.int(0, 3));
    run.step(think(run, "Starting the job."), [k.start(w)]);
    const n = r.int(4, 10); let pct = 0;
    for (let i = 0; i < n; i++) {
      pct = Math.min(95, pct + r.int(5, Math.ceil(100 / n) + 4));
      if (v === 0) run.step(think(run, "Waiting."), [k.sleep(sleepSec(r))]);
      if (v === 2) run.step(think(run, r.pick(POLL)), [k.sleep(30), k.status(w, { phase: "run", pct, done: i + 1, detail: J.run(i) })]);
      else run.step(think(run, r.pick(POLL)), [(rn) => ({ ...k.status(w, { phase: "run", pct, done: i + 1, detail: J.run(i) }), wait: v === 1 ? r.int(30, 120) : 0 })]);
      if (i === 2) interject(run);
    }
    run.step(think(run, "Should be finishing."), [k.status(w, { phase: "done", pct: 100, done: n + 1, detail: J.done })]);
    run.say(`Done: the job finished (${J.done}). It progressed on every check.`);
    return { lf: null, note: `job polled ${n + 1} times, progress moves on every poll` };
  },
  "poll-backoff"(run, k, w, v) {
    const r = run.r; const J = w.jobStates;
    run.user(k.task.job(w));
    prefix(run, k, w, 0);
    run.step(think(run, "Starting the job."), [k.start(w)]);
    const q = r.int(1, 3); let s = 15;
    for (let i = 0; i < q; i++) { run.step(think(run, `Still queued; backing off to ${s * 2}s before the next check.`), [k.sleep(s *= 2)]); run.step(think(run, "Checking."), [k.status(w, { phase: "queued", pct: 0, done: 0, detail: J.queued })]); }
    const n = r.int(3, 6); let pct = 0;
    for (let i = 0; i < n; i++) { pct = Math.min(95, pct + r.int(12, 25)); run.step(think(run, "It started. Waiting a bit."), [k.sleep(sleepSec(r))]); run.step(think(run, r.pick(POLL)), [k.status(w, { phase: "run", pct, done: i + 1, detail: J.run(i) })]); }
    run.step(think(run, "Final check."), [k.status(w, { phase: "done", pct: 100, done: n + 1, detail: J.done })]);
    run.say(`Finished. It sat in the queue for ${q} check${q > 1 ? "s" : ""} (I backed off each time), then ran to completion.`);
    return { lf: null, note: `${q} unchanged queued polls with doubling sleeps, then progress to done` };
  },
  "paginate-end"(run, k, w, v) {
    const r = run.r;
    run.user(k.task.list(w));
    prefix(run, k, w, 0);
    const size = r.int(3, 5); const n = Math.min(r.int(4, 8), Math.floor(w.ents.length / size));
    const tok = (p) => w.mkTok(r, p); const toks = Array.from({ length: n + 1 }, (_, i) => tok(i));
    for (let i = 0; i < n; i++) {
      const rows = w.ents.slice(i * size, i * size + size); const last = i === n - 1;
      run.step(think(run, i === 0 ? "First page." : `Page ${i + 1}; ${r.pick(["new rows keep coming.", "continuing.", "not at the end yet."])}`), [k.page(w, i + 1, rows, last, i ? toks[i] : null, last ? null : toks[i + 1])]);
    }
    run.say(`Collected ${n * size} rows across ${n} pages; the last page had no next link/cursor.`);
    return { lf: null, note: `${n} pages of distinct rows until the end` };
  },
  "batch-distinct"(run, k, w, v) {
    const r = run.r; const n = r.int(8, 18); const es = w.pool.slice(0, n);
    run.user(k.task.batch(w, es));
    let i = 0;
    while (i < es.length) {
      const width = v % 2 ? r.int(2, 4) : 1;
      const chunk = es.slice(i, i + width); i += width;
      run.step(chunk.length > 1 ? think(run, `Processing ${chunk.map(label).join(", ")} in parallel; they are independent of each other.`) : item(run, chunk[0]), chunk.map((e) => k.act(w, e)));
      if (i === 4) interject(run);
    }
    run.say(`All ${n} items processed, each once.`);
    return { lf: null, note: `same write on ${n} distinct items${v % 2 ? " (parallel fan-out)" : ""}` };
  },
  "retry-succeeds"(run, k, w, v) {
    const r = run.r; const n = r.int(5, 10); const es = w.pool.slice(0, n);
    run.user(k.task.batch(w, es));
    const hit = new Set([r.int(1, n - 2), ...(v % 2 ? [r.int(1, n - 1)] : [])]);
    es.forEach((e, i) => {
      if (hit.has(i)) {
        const ra = r.pick([5, 10, 20, 30, 60]);
        run.step(item(run, e), [k.throttle(w, e, ra)]);
        if (v >= 2) { run.step(think(run, `Rate limited; the server says retry after ${ra}s. Waiting that long.`), [k.sleep(ra)]); run.step(think(run, "Throttled again; waiting again."), [k.throttle(w, e, ra * 2)]); run.step(think(run, `Waiting ${ra * 2}s as instructed.`), [k.sleep(ra * 2)]); }
        else run.step(think(run, `Rate limited; waiting the ${ra}s the server asked for.`), [k.sleep(ra)]);
        run.step(think(run, `Retrying ${label(e)}.`), [k.got(w, e)]);
      } else run.step(item(run, e), [k.act(w, e)]);
    });
    run.say(`Batch complete: ${n} items. Hit the rate limit ${v >= 2 ? "twice in a row on one item" : "briefly"}; waited as told and the retries succeeded.`);
    return { lf: null, note: `batch with rate-limit errors, waits as told (Retry-After), identical retries succeed` };
  },
  "user-repeat"(run, k, w, v) {
    const r = run.r; const e = fresh(w);
    run.user(k.task.one(w, e));
    prefix(run, k, w, 0);
    run.step(think(run, `Looking at ${label(e)}.`), [k.get(w, e)]);
    run.say(`Here is the current state of ${label(e)}.`);
    const n = r.int(2, 4);
    for (let i = 0; i < n; i++) {
      run.user(r.pick([`Run that same check on ${label(e)} again please, I want a fresh read before the meeting.`, `Can you pull ${label(e)} once more? Someone said they changed it.`, `Check ${label(e)} again, just to be safe.`, `Again please — same record.`]));
      run.step(think(run, `The user asked for a fresh read of ${label(e)}.`), v % 2 ? [k.get(w, e), k.check(w, e)] : [k.get(w, e)]);
      run.say(r.pick([`Unchanged: ${label(e)} shows the same values as before.`, `Same as last time for ${label(e)}.`, `No change on ${label(e)}.`]));
    }
    return { lf: null, note: `the user asked ${n} times for the same lookup again; identical facts` };
  },
  "search-refine"(run, k, w, v) {
    const r = run.r; const qs = w.refine; let hits = w.pool.slice(0, 8);
    run.user(k.task.search(w));
    prefix(run, k, w, 0);
    if (v % 2) run.step(think(run, "Trying the exact phrase first."), [k.search(w, w.empty[0], [])]);
    for (let i = 0; i < qs.length; i++) { run.step(think(run, i ? `Narrowing: ${hits.length} hits is still too many.` : "Broad search first."), [k.search(w, qs[i], hits)]); hits = hits.slice(0, Math.max(1, hits.length - r.int(2, 3))).reverse(); }
    run.step(think(run, `Opening ${label(hits[0])}.`), [k.get(w, hits[0])]);
    run.say(`Found it: ${label(hits[0])}. Each refinement cut the hit list down.`);
    return { lf: null, note: "refined searches whose hits change each time, then opens the record" };
  },
  "long-mixed"(run, k, w, v) {
    const r = run.r; const J = w.jobStates;
    run.user(k.task.job(w) + " While it runs, work through the queue.");
    run.step(think(run, "Starting the background job first."), [k.start(w)]);
    const n = r.int(30, 56); let pct = 0; let line = 1; let polls = 0;
    for (let i = 0; i < n && w.pool.length + w.spare.length > 2; i++) {
      const m = r.int(0, 6);
      if (m === 0 && pct < 90) { pct += r.int(5, 15); polls++; run.step(think(run, "Checking the background job."), [k.status(w, { phase: "run", pct, done: polls, detail: J.run(polls) })]); }
      else if (m === 1 && line < w.doc.lines.length) { run.step(think(run, "Reading the next part of the guidance."), [k.read(w, line, Math.min(w.doc.lines.length, line + 39))]); line += 40; }
      else if (m === 2) { const a = fresh(w), b = fresh(w); run.step(think(run, `${label(a)} and ${label(b)}.`), [k.get(w, a), k.get(w, b)]); }
      else if (m === 3) { const e = fresh(w); run.step(think(run, `Checking ${label(e)}.`), [k.check(w, e)]); }
      else { const e = fresh(w); run.step(think(run, `Actioning ${label(e)}.`), [k.act(w, e)]); }
      if (i === 10 || i === 25) interject(run);
      if (w.pool.length < 4) w.pool.push(...w.ents.slice(0, 0));
    }
    run.step(think(run, "Final status of the job."), [k.status(w, { phase: "done", pct: 100, done: polls + 1, detail: J.done })]);
    run.say("Queue worked through and the background job finished.");
    return { lf: null, note: `long mixed session: distinct items, guidance read forward, background job progressing` };
  },
  "fix-converges"(run, k, w, v) {
    const r = run.r; let cur = w.errs.slice();
    run.user(k.task.fix(w));
    prefix(run, k, w, 0);
    run.step(think(run, "Validating first."), [k.validate(w, cur)]);
    let ei = 0; let stumbled = false;
    while (cur.length) {
      run.step(think(run, `Fixing "${cur[0][1].slice(0, 50)}": ${cur[0][2]}.`), [k.edit(w, ei++, cur[0][2])]);
      if (v % 2 && !stumbled && cur.length === 2) { stumbled = true; run.step(think(run, "Re-validating."), [k.validate(w, cur)]); run.step(think(run, "That edit didn't take; the error is in the other place. Fixing there."), [k.edit(w, ei++, `${cur[0][2]} (correct location)`)]); }
      cur = cur.slice(1);
      run.step(think(run, "Re-validating."), [k.validate(w, cur)]);
    }
    run.say("Validation passes now; each edit removed one error.");
    return { lf: null, note: `edit/validate converging, one error fewer per round${v % 2 ? " (one failed attempt, then fixed)" : ""}` };
  },
  "reread-after-change"(run, k, w, v) {
    const r = run.r; const a = r.int(1, Math.max(1, w.doc.lines.length - 30)); const b = a + r.int(12, 25);
    run.user(k.task.doc(w));
    run.step(think(run, "Reading the relevant section."), [k.read(w, a, b)]);
    const times = v % 2 ? 2 : 1;
    for (let t = 0; t < times; t++) {
      const i = a - 1 + r.int(0, b - a);
      run.say(`Line ${i + 1} reads: "${w.doc.lines[i].slice(0, 80)}". That looks outdated.`);
      run.user(`Good catch — I've just updated line ${i + 1}. Read it again and confirm.`);
      w.doc.lines[i] = w.doc.lines[i] + (t ? " [rev 3: clarified by owner]" : " [rev 2: amended per review]");
      run.step(think(run, "Re-reading the same section after the user's edit."), [k.read(w, a, b)]);
    }
    run.say("Confirmed: the section now shows the amended text.");
    return { lf: null, note: `re-reads the same window after the user changed it (${times}x); text differs` };
  },
  "handoff-resolves"(run, k, w, v) {
    const r = run.r; const [A, B, C] = w.agents; const es = [fresh(w), fresh(w)];
    run.user(k.task.batch(w, es));
    const xfer = (to, why) => ({ tool: "transfer_to_agent", args: { agent_name: to, reason: why }, out: (rn) => JSON.stringify({ status: "transferred", to, thread: `th_${rn.r.hex(10)}`, at: rn.iso() }) });
    for (const e of es.slice(0, v % 2 ? 2 : 1)) {
      run.step(think(run, `${A}: gathering facts on ${label(e)}.`), [k.get(w, e), k.check(w, e)], A);
      run.step(`${A}: facts gathered for ${label(e)}; ${B} has the write permission.`, [xfer(B, `apply change to ${label(e)}; facts attached`)], A);
      run.step(`${B}: applying the change to ${label(e)}.`, [k.act(w, e)], B);
      run.step(`${B}: done; handing back to ${A} for the record.`, [xfer(A, `${label(e)} updated`)], B);
    }
    run.say(`${A}: all hand-offs resolved; every item was actioned once.`, A);
    return { lf: null, note: "hand-offs between named agents, each adds facts or an action, then ends" };
  },
  "alternate-per-item"(run, k, w, v) {
    const r = run.r; const n = r.int(4, 9); const es = w.pool.slice(0, n);
    run.user(k.task.batch(w, es));
    for (const e of es) { run.step(think(run, `Checking ${label(e)} before changing it.`), [k.get(w, e)]); run.step(item(run, e), [k.act(w, e)]); }
    run.say(`Done, ${n} items: checked then actioned each once.`);
    return { lf: null, note: `lookup -> write alternating on ${n} distinct items` };
  },
  "per-item-errors"(run, k, w, v) {
    const r = run.r; const n = r.int(7, 14); const es = w.pool.slice(0, n); let bad = 0;
    run.user(k.task.batch(w, es));
    for (const e of es) { const f = r.chance(0.4); bad += f; run.step(item(run, e), [f ? k.reject(w, e) : k.act(w, e)]); }
    run.say(`${n - bad} of ${n} done; ${bad} refused for item-specific reasons, listed above for follow-up.`);
    return { lf: null, note: `batch of ${n} distinct items, ${bad} refused each for its own reason; the agent moves on` };
  },
  "outage-recovers"(run, k, w, v) {
    const r = run.r; const n = r.int(5, 9); const es = w.pool.slice(0, n);
    run.user(k.task.batch(w, es));
    prefix(run, k, w, 0);
    const at = r.int(1, n - 2);
    es.forEach((e, i) => {
      if (i === at) {
        run.step(item(run, e), [k.fail(w, e, 0)]);
        run.step(think(run, "Upstream error. Waiting 30s before retrying."), [k.sleep(30)]);
        run.step(think(run, "Retrying."), [k.fail(w, e, 0)]);
        run.step(think(run, "Still down. Backing off 120s."), [k.sleep(120)]);
        run.step(think(run, "Retrying after the back-off."), [k.act(w, e)]);
      } else run.step(item(run, e), [k.act(w, e)]);
    });
    run.say(`All ${n} done. One item hit an upstream outage; two backed-off retries, then it worked.`);
    return { lf: null, note: "two failed attempts with 30s/120s back-off during a short outage, then success and the batch continues" };
  },
};

// ---------------------------------------------------------------- ambiguous
export const AMBIG = {
  "amb-empty-stop"(run, k, w) {
    run.user(k.task.search(w));
    for (let i = 0; i < 3; i++) run.step(think(run, i ? run.r.pick(SEARCH) : "Searching."), [k.search(w, w.empty[i], [])]);
    run.say("I can't find it under any of those spellings; it is probably not in the system. Can you give me an id?");
    return { lf: 3, note: "three empty rewordings, then an honest not-found" };
  },
  "amb-backoff-stop"(run, k, w) {
    const e = fresh(w);
    run.user(k.task.one(w, e));
    let s = 5;
    for (let i = 0; i < 4; i++) { run.step(think(run, i ? "Retrying." : `Looking at ${label(e)}.`), [k.fail(w, e, 0)]); if (i < 3) run.step(think(run, `Backing off ${s}s.`), [k.sleep(s)]); s *= 3; }
    run.say("The backend has been down for over a minute across four attempts with back-off. Stopping; please retry later.");
    return { lf: 5, note: "the same failing call 4x with 5/15/45 s back-off, then a clean stop" };
  },
  "amb-user-wait"(run, k, w) {
    const J = w.jobStates;
    run.user(k.task.job(w) + " It can take a while — keep checking every few minutes until it moves, don't stop.");
    run.step(think(run, "Starting it."), [k.start(w)]);
    const st = { phase: "stuck", pct: 0, done: 0, detail: J.stuck };
    for (let i = 0; i < 6; i++) { run.step(think(run, "Waiting a few minutes as asked."), [k.sleep(180)]); run.step(think(run, run.r.pick(POLL)), [k.status(w, st)]); }
    return { lf: 5, note: "the user said to keep waiting; the job never moves in six polls" };
  },
  "amb-double-check"(run, k, w) {
    const e = fresh(w);
    run.user(k.task.one(w, e));
    run.step(think(run, `Reading ${label(e)} and the second source.`), [k.get(w, e), k.check(w, e)]);
    run.step(think(run, "This change can't be undone easily; reading both again right before acting."), [k.get(w, e), k.check(w, e)]);
    run.step(think(run, "Applying."), [k.act(w, e)]);
    run.say(`Done for ${label(e)}.`);
    return { lf: 2, note: "one parallel re-read of two unchanged sources before an irreversible write" };
  },
};
