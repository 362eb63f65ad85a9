/** Loop kinds. Each writes a run into the world and returns loop_from (1-based assistant step of the first redundant call) and a note. */
const WHY = ["Maybe that answer was served from a cache; reading again.", "The replica could be lagging, one more read.", "Let me double-check before I act on it.", "I want to be sure the value is current.", "Re-reading to confirm.", "Still need to confirm this before moving on.", null];

/** Same read, same args, only churn changes. */
export function identical(w, warm) {
  const { run, S, R } = w;
  w.warm(warm);
  const it = w.fresh();
  run.step(S.look(it), "Reading the item the request is about.");
  const from = run.next();
  for (let i = w.reps(4, 9); i > 0; i--) run.step(S.look(it), R.pick(WHY));
  return { from, note: `the same read of ${it.id} repeated; only ids, timestamps and throttle counters change` };
}

const tweak = (s, k) => [s, s.toLowerCase(), ` ${s}`, `${s} `, s.toUpperCase(), `${s}.`, `"${s}"`, s.replace(/ /g, "  ")][k % 8];
/** Same read, arguments changed in ways that do not matter (whitespace, case, field order, defaults). */
function varyRead(call, k) {
  const a = structuredClone(call.args);
  if (a.query) a.query = [(q) => q.replace(/ \{ /g, " {\n  "), (q) => q.replace("id title", "title id"), (q) => `${q} `, (q) => q.replace("query Get", "query get"), (q) => q.replace(/\s+/g, "  ")][k % 5](a.query);
  else if (a.range) a.range = [(r) => r.toLowerCase(), (r) => `'${r.split("!")[0]}'!${r.split("!")[1]}`, (r) => ` ${r}`, (r) => r.replace("!A", "!$A$")][k % 4](a.range);
  else if (a.request) Object.assign(a, [{ deadline_ms: 10000 }, { deadline_ms: 5000, request: { ...a.request, view: "FULL" } }, { deadline_ms: 8000 }][k % 3]);
  else if (a.ref) a.ref = [(r) => r.toLowerCase(), (r) => ` ${r}`, (r) => r.replace("-", "")][k % 3](a.ref);
  else if (a.id) a.id = [(r) => r.replace("#", ""), (r) => ` ${r}`, (r) => `${r} `][k % 3](a.id);
  return { ...call, args: a };
}
/** A read re-issued with trivially different arguments. */
export function trivialRead(w, warm) {
  const { run, S, R } = w;
  w.warm(warm);
  const it = w.fresh();
  run.step(S.look(it), "Reading it.");
  const from = run.next();
  for (let k = 0; k < w.reps(4, 8); k++) run.step(varyRead(S.look(it), k), R.pick(["Asking in a slightly different way.", "Maybe the first form was cached.", "Re-reading with explicit options.", null]));
  return { from, note: `the same record ${it.id} re-read with whitespace/case/default-option changes; same facts every time` };
}

/** A search repeated with trivial changes (case, spaces, quotes) that return the same hits. */
export function trivialVariant(w, warm) {
  const { run, S, R } = w;
  w.warm(warm);
  const hits = [w.fresh(), w.fresh(), w.fresh()];
  const term = hits[0].label.replace(/\s*[(—].*$/, "").split(" ").slice(0, 2).join(" ");
  run.step(S.search(term, hits), "Searching for it by name.");
  const from = run.next();
  const n = w.reps(4, 8);
  for (let k = 1; k <= n; k++) run.step(S.search(tweak(term, k), hits), R.pick(["Trying the query slightly differently.", "Maybe the index normalises the query differently.", "Adjusting whitespace in the query.", null, "Not what I need; searching again."]));
  return { from, note: "search re-issued with case/space/quote variants of the same term; the same three hits every time" };
}

/** Two (or three/four) calls alternating with unchanged observations. */
export function cycle(w, warm, period) {
  const { run, S } = w;
  w.warm(warm);
  const a = w.fresh();
  const b = w.fresh();
  const hits = [a, b, w.fresh()];
  const calls = [() => S.look(a), () => S.look(b), () => S.search(a.label, hits), () => S.page("", hits, S.cursor(1), false)].slice(0, period);
  for (const c of calls) run.step(c(), w.think(["Comparing the two records.", "Checking the other side.", "Looking it up in the list as well."]));
  const from = run.next();
  for (let r = w.reps(3, 5); r > 0; r--) for (const c of calls) run.step(c(), w.think(["Back to the first one to compare again.", "Re-checking the other record.", "Let me cross-check once more.", "Comparing again."]));
  return { from, note: `period-${period} cycle over the same ${period} calls with unchanged answers` };
}

/** The same failing dependency hit over and over with varied requests. */
export function retryStorm(w, warm) {
  const { run, S, R, d } = w;
  w.warm(warm);
  const it = w.fresh();
  run.step(S.fail(0, it), "Fetching what this item depends on.");
  run.step(S.fail(1, it), "Transient error, one retry.");
  const from = run.next();
  for (let k = 2; k < 2 + w.reps(5, 11); k++) run.step(S.fail(k, it), R.pick(["Changing the request shape; maybe the size is the problem.", "Trying a lighter variant.", "Different parameters this time.", `Retrying against ${d.dep ?? "the dependency"}.`, null]));
  return { from, note: `${d.dep ?? "dependency"} keeps failing (UNAVAILABLE/DEADLINE/quota); the agent varies parameters without backing off or changing plan` };
}

/** Reformulates genuinely different queries, learns nothing new. */
export function noProgress(w, warm) {
  const { run, S, R } = w;
  w.warm(warm);
  const hits = [w.fresh(), w.fresh()];
  const terms = R.shuffle(w.d.labels.slice(0, 10)).map((l) => l.split(" ").slice(-2).join(" "));
  run.step(S.search(terms[0], hits), "Searching for the missing record.");
  run.step(S.look(hits[0]), "Top hit is not it, checking anyway.");
  const from = run.next();
  for (let k = 1; k <= w.reps(3, 5); k++) {
    run.step(S.search(terms[k], hits), R.pick(["Trying other keywords.", "Maybe it is filed under another name.", "Broader wording.", "Using the owner's wording."]));
    run.step(S.look(hits[0]), w.think(["Same top hit again; opening it to be sure.", "Checking the top hit."]));
  }
  return { from, note: "different queries, the same two hits and the same record reopened; nothing new is learned" };
}

/** Polls a job whose state stops moving. */
export function stuckPoll(w, warm) {
  const { run, S, R, d } = w;
  w.warm(warm);
  const job = S.jobId();
  const st = { gql: ["CREATED", "RUNNING"], a2a: ["submitted", "working"], sheet: ["QUEUED", "CALCULATING"], grpc: ["PENDING", "RUNNING"], hook: ["pending", "running"] }[d.style];
  run.step(S.start(job), "Starting the batch job.");
  let n = R.int(3, 40);
  for (let k = R.int(1, 3); k > 0; k--) {
    n += R.int(5, 60);
    run.step(S.poll(job, st[1], n), w.think(["Checking progress.", "Still running."]));
  }
  const from = run.next();
  for (let k = w.reps(6, 14); k > 0; k--) {
    if (R.rand() < 0.3) run.step(w.wait(R.pick([5, 10, 15])), null);
    run.step(S.poll(job, st[1], n), R.pick(["Polling again.", "Should be moving by now.", "Checking the job.", null]));
  }
  return { from, note: `job stays ${st[1]} at ${n} for every poll after it stalls; the agent keeps polling` };
}

/** Pages through a list whose last cursor points back to the first page. */
export function cursorWrap(w, warm) {
  const { run, S, R } = w;
  w.warm(warm);
  const pages = R.int(2, 5);
  const chunks = Array.from({ length: pages }, () => Array.from({ length: R.int(3, 6) }, () => w.fresh()));
  const cur = (p) => S.cursor(p);
  const nxt = (p) => (p + 1 < pages ? cur(p + 1) : cur(0));
  for (let p = 0; p < pages; p++) run.step(S.page(p === 0 ? null : cur(p), chunks[p], nxt(p), true), w.think(["Next page.", "More results, continuing.", "Listing."]));
  const from = run.next();
  for (let r = w.reps(1, 2); r > 0; r--) for (let p = 0; p < pages; p++) run.step(S.page(cur(p), chunks[p], nxt(p), true), w.think(["hasNextPage is still true, continuing.", "Following the cursor.", "Next page."]));
  return { from, note: "the last page's cursor points back to the start; the same pages come round again" };
}

/** Two agents hand the same question back and forth. */
export function delegationPingPong(w, warm) {
  const { run, R } = w;
  w.warm(warm);
  const [x, y] = w.peers;
  const it = w.fresh();
  const q = `Resolve ${it.id} (${it.label})`;
  run.step(w.delegate(x, q, `Cannot proceed: need ${y} to confirm ${it.id} first.`, "input-required"), "Delegating.");
  run.step(w.delegate(y, q, `Not mine: ${x} owns ${it.id}, send it back there.`, "input-required"), `${x} wants ${y}.`);
  const from = run.next();
  for (let k = w.reps(3, 6); k > 0; k--) {
    run.step(w.delegate(x, `${q} — ${y} says it is yours`, `Cannot proceed: need ${y} to confirm ${it.id} first.`, "input-required"), R.pick([`Sending back to ${x}.`, "Clarifying ownership.", null]));
    run.step(w.delegate(y, `${q} — ${x} needs your confirmation`, `Not mine: ${x} owns ${it.id}, send it back there.`, "input-required"), R.pick([`Asking ${y} again.`, null]));
  }
  return { from, note: `${x} and ${y} each send ${it.id} back to the other (input-required) and the orchestrator keeps relaying` };
}

/** A field or formula fixed, then "tidied" back to the broken form, again and again. */
export function fixRebreak(w, warm) {
  const { run, S, R, d } = w;
  w.warm(warm);
  const it = w.fresh();
  const v = (s) => s.replaceAll("{r}", String(it.row));
  run.step(S.check(it, d.bad[0]), "Checking the reported problem.");
  run.step(S.edit(it, v(d.good)), "Fixing it.");
  run.step(S.check(it, null), "Verifying.");
  const from = run.next();
  for (let k = w.reps(2, 4); k > 0; k--) {
    run.step(S.edit(it, v(d.badVals[0])), R.pick(["Simplifying it to match the others.", "Tidying this to the usual form.", "Aligning with the template."]));
    run.step(S.check(it, d.bad[0]), w.think(["Verifying.", "Checking again."]));
    run.step(S.edit(it, v(d.good)), R.pick(["That broke it; restoring.", "Putting the working version back."]));
    run.step(S.check(it, null), w.think(["Verifying.", "OK again."]));
  }
  return { from, note: `${d.editField} on ${it.id} fixed, then rewritten to the broken value and fixed again, round after round` };
}
