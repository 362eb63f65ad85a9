/** Legit look-alikes of loops, and the ambiguous runs. Each returns a note (legit/ambiguous runs have no loop_from). */
const ST = { gql: ["RUNNING", "COMPLETED"], a2a: ["working", "completed"], sheet: ["CALCULATING", "DONE"], grpc: ["RUNNING", "DONE"], hook: ["running", "done"] };

/** A long job polled until it finishes; the count moves on every poll. */
export function pollProgress(w, warm) {
  const { run, S, R, d } = w;
  w.warm(warm);
  const job = S.jobId();
  const [go, end] = ST[d.style];
  run.step(S.start(job), "Starting the batch job.");
  const polls = R.int(6, 18);
  const total = d.jobSize ?? R.int(200, 2400);
  const show = (x) => (d.style === "sheet" ? total - x : x);
  let n = 0;
  if (R.rand() < 0.6) {
    // Queued jobs often sit still for a few polls before they start; the agent backs off meanwhile.
    for (let k = R.int(2, 3); k > 0; k--) {
      run.step(S.poll(job, go, show(0)), R.pick(["Not started yet.", "Still queued; waiting.", null]));
      run.step(w.wait(R.pick([15, 30, 45])), null);
    }
  }
  for (let k = 0; k < polls; k++) {
    n = Math.min(total - 1, n + Math.max(1, Math.round((total / (polls + 1)) * (0.6 + R.rand() * 0.7))));
    if (k % 3 === 2) run.step(w.wait(R.pick([10, 20, 30])), null);
    run.step(S.poll(job, go, show(n)), R.pick(["Progress is moving; checking again.", `Now at ${show(n)}.`, "Still running, polling.", null]));
  }
  run.step(S.poll(job, end, show(total)), "Polling once more.");
  w.finish(d.lang.fin.job(job));
  return "poll count advances on every read and the job completes";
}

/** Pages through a list to its real end. */
export function pagingReal(w, warm) {
  const { run, S, R } = w;
  w.warm(warm);
  const pages = R.int(4, 12);
  for (let p = 0; p < pages; p++) {
    const chunk = Array.from({ length: R.int(3, 6) }, () => w.fresh());
    run.step(S.page(p ? S.cursor(p) : null, chunk, p + 1 < pages ? S.cursor(p + 1) : null, p + 1 < pages), w.think(["Next page.", "Continuing the listing.", "More to read."]));
  }
  w.finish(w.d.lang.fin.pages(pages));
  return "each page has a new cursor and new items; the last page says there is no next page";
}

/** A failing dependency retried with backoff, which then succeeds; work goes on. */
export function retryBackoff(w, warm) {
  const { run, S, R } = w;
  w.warm(warm);
  const it = w.fresh();
  const fails = R.int(2, 4);
  for (let k = 0; k < fails; k++) {
    run.step(S.fail(0, it), k ? "Retrying after the pause." : "Fetching the dependency.");
    run.step(w.wait(5 * 2 ** (k + 1)), `Backing off ${5 * 2 ** (k + 1)}s before trying again.`);
  }
  run.step(S.ok(0, it), "Trying once more after backoff.");
  w.warm(R.int(2, 6));
  w.finish(w.d.lang.fin.retry(fails));
  return "same request retried with exponential backoff (waits), succeeds, then other work follows";
}

/** Many near-identical calls on different items. */
export function fanout(w, warm) {
  const { run, S, R } = w;
  w.warm(warm);
  const n = R.int(10, 34);
  const act = R.rand() < 0.5;
  for (let i = 0; i < n; i++) {
    const it = w.fresh();
    run.step(act ? S.act(it, w.d.statuses[1]) : S.look(it), R.rand() < 0.6 ? null : `Item ${i + 1} of ${n}.`);
  }
  w.finish(w.d.lang.fin.items(n));
  return "one call shape on many distinct items";
}

/** The same check re-run after real, different fixes until it passes. */
export function rerunAfterFix(w, warm) {
  const { run, S, R, d } = w;
  w.warm(warm);
  const its = [w.fresh(), ...(R.rand() < 0.5 ? [w.fresh()] : [])];
  for (const it of its) {
    const v = (s) => s.replaceAll("{r}", String(it.row));
    run.step(S.check(it, d.bad[0]), "Checking.");
    run.step(S.edit(it, v(d.badVals[1])), "First attempt at a fix.");
    run.step(S.check(it, d.bad[1]), "Re-checking after the fix.");
    run.step(S.edit(it, v(d.good)), "Different error now; fixing that too.");
    run.step(S.check(it, null), "Re-checking.");
  }
  w.finish(d.lang.fin.checks(its.length));
  return "the check is repeated, but each time after a different fix and with a different result, and it ends green";
}

/** The user asks for the same call again after changing something. */
export function userRepeat(w, warm) {
  const { run, S, R, d } = w;
  w.warm(warm);
  const it = w.fresh();
  run.step(S.check(it, d.bad[0]), "Checking as requested.");
  run.final(`${d.bad[0]}`);
  for (let k = R.int(1, 3); k > 0; k--) {
    run.user(d.lang.repeat);
    run.step(S.check(it, k === 1 ? null : d.bad[1]), "Running it again as asked.");
    run.final(k === 1 ? `${d.lang.done} OK.` : d.bad[1]);
  }
  return "same check re-run only when the user asks, after they changed something; it passes on the last request";
}

/** Delegation that bounces once and then resolves. */
export function delegationResolves(w, warm) {
  const { run, R } = w;
  w.warm(warm);
  const [x, y, z] = w.peers;
  const it = w.fresh();
  run.step(w.delegate(x, `Resolve ${it.id}`, `Need confirmation from ${y} on ${it.id}.`, "input-required"), "Delegating.");
  run.step(w.delegate(y, `Confirm ${it.id} for ${x}`, `Confirmed: ${it.id} ok, ref ${R.hex(6)}.`), `Getting ${y}'s confirmation.`);
  run.step(w.delegate(x, `Resolve ${it.id}; ${y} confirmed`, `Done: ${it.id} resolved.`), `Back to ${x} with the confirmation.`);
  if (z && R.rand() < 0.5) run.step(w.delegate(z, `Record ${it.id} as resolved`, "Recorded."), null);
  w.warm(R.int(0, 5));
  w.finish(w.d.lang.fin.resolved(it.id));
  return "hand-off goes x → y → x but carries the new confirmation and resolves";
}

/** Writes to many distinct ranges or items, some in parallel batches. */
export function batchWrites(w, warm) {
  const { run, S, R, d } = w;
  w.warm(warm);
  const batches = R.int(4, 12);
  for (let b = 0; b < batches; b++) {
    const k = R.int(1, 3);
    run.step(Array.from({ length: k }, () => S.act(w.fresh(), R.pick(d.statuses))), w.think(["Next batch.", `Batch ${b + 1}.`, "Writing these together."]));
  }
  w.finish(d.lang.fin.items(batches));
  return "many writes, each to a different item or range";
}

/** Ambiguous: a job that creeps forward by one unit per poll and has not finished when the run ends. */
export function ambSlowPoll(w, warm) {
  const { run, S, R, d } = w;
  w.warm(warm);
  const job = S.jobId();
  run.step(S.start(job), "Starting.");
  let n = R.int(1, 9);
  for (let k = R.int(12, 18); k > 0; k--) {
    if (R.rand() < 0.7) n += 1;
    run.step(S.poll(job, ST[d.style][0], n), R.pick(["Barely moving; polling.", "Checking.", null]));
  }
  return "progress moves by at most one unit per poll without backoff: progressing, yet maybe stuck";
}

/** Ambiguous: the user asked to keep trying; the same request fails every time, with waits between. */
export function ambKeepTrying(w, warm) {
  const { run, S, R, d } = w;
  w.warm(warm);
  const it = w.fresh();
  run.step(S.fail(0, it), "Trying.");
  run.final(`Failed (${d.dep ?? "upstream"}).`);
  run.user(d.lang.keep);
  for (let k = R.int(6, 9); k > 0; k--) {
    run.step(w.wait(R.pick([30, 60])), null);
    run.step(S.fail(0, it), "Trying again as instructed.");
  }
  return "the user explicitly asked for unlimited retries; the dependency keeps failing and the agent waits between tries";
}

/** Ambiguous: reading the same record several times waiting for a write to replicate; it never shows. */
export function ambReplication(w, warm) {
  const { run, S, R, d } = w;
  w.warm(warm);
  const it = w.fresh();
  run.step(S.act(it, d.statuses[2]), "Writing the change.");
  for (let k = R.int(4, 6); k > 0; k--) {
    run.step(w.wait(R.pick([15, 30])), "Reads are eventually consistent here; giving it time.");
    run.step(S.look(it), "Has the write shown up yet?");
  }
  return "read-after-write waits are sensible, but the record never changes; unclear when to stop";
}

/** Ambiguous: a list where one cursor comes back twice but the items differ. */
export function ambCursorRepeat(w, warm) {
  const { run, S, R } = w;
  w.warm(warm);
  const c = S.cursor(2);
  run.step(S.page(null, [w.fresh(), w.fresh(), w.fresh()], S.cursor(1), true), "Listing.");
  run.step(S.page(S.cursor(1), [w.fresh(), w.fresh(), w.fresh()], c, true), "Next page.");
  for (let k = R.int(3, 5); k > 0; k--) run.step(S.page(c, [w.fresh(), w.fresh()], c, true), "Same cursor again, but the items are new; continuing.");
  return "the server returns the same cursor each time yet new items; a live feed or a broken cursor";
}
