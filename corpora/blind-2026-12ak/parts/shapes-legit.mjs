// Seven legit twins (each looks like one loop shape but makes progress) and four ambiguous shapes.
import { envelope, J } from "./common.mjs";
import { draftAnswer, jobAnswer, preamble, pyFail, pyOk, records, REPAIR, routeAnswer, rubricAnswer, searchAnswer, validationText, writeAnswer } from "./steps.mjs";

const outage = (kit, r, code) =>
  envelope("http", r, kit, { error: code === 429 ? "Too Many Requests" : code === 504 ? "Gateway Timeout" : "Service Unavailable", detail: code === 429 ? "rate limit exceeded for this client" : "upstream not responding" }, { status: code === 429 ? "429 Too Many Requests" : code === 504 ? "504 Gateway Timeout" : "503 Service Unavailable", retryAfter: code === 504 ? undefined : [20, 30, 60][code % 3] });

function closing(run, kit, r, node, body) {
  run.final(node, `${r.pick(["Done.", "Finished.", "Complete.", "Result:"])} ${body}`);
}

// T1: critique addressed, a different criterion each round, score rising to a pass.
export const critiqueConverges = {
  kind: "critique-converges",
  main: "wri",
  run(run, kit, r, o) {
    const N = kit.nodes, D = kit.draft;
    preamble(run, kit, r, o.pre);
    const cs = r.shuffle(D.crits);
    const rounds = [cs.slice(0, 3), cs.slice(3, 4), [D.stuck], []].slice(o.k > 3 ? 0 : 1);
    let rev = 1, words = r.int(400, 800), score = 4.8 + r.int(0, 8) / 10;
    const fixes = { [D.stuck[0]]: `added the missing content for ${D.stuck[0]} (${D.stuck[1].split(";")[0].split("(")[0].trim()})` };
    run.act(N.wri, `Drafting the ${D.artifact}.`, D.tool, { revision: rev, body_words: words }, draftAnswer(kit, r, rev, words));
    for (let i = 0; i < rounds.length; i++) {
      const failed = rounds[i];
      if (i === rounds.length - 1) score = Math.max(score, 8.6 + r.int(0, 6) / 10);
      run.act(N.cri, i ? `Re-scoring revision ${rev}.` : "Scoring.", D.check, { artifact: D.artifact, revision: rev }, rubricAnswer(kit, r, score, failed, rev));
      if (!failed.length) break;
      rev++; words += r.int(40, 180); score += 1.0 + r.int(0, 6) / 10;
      const what = failed.map(([id, t]) => fixes[id] ?? `${id}: fixed (${t})`).join("; ");
      run.act(N.wri, `Revision ${rev}: ${what}.`, D.tool, { revision: rev, change: what, body_words: words }, draftAnswer(kit, r, rev, words));
    }
    run.act(N.fmt, "Rendering the approved revision.", kit.render, { revision: rev }, J({ ok: true, file: `out/${kit.key}-rev${rev}.${r.pick(["pdf", "docx", "md"])}`, bytes: r.int(20000, 300000) }));
    closing(run, kit, r, N.sup, `The ${D.artifact} passed review at revision ${rev} (score ${score.toFixed(1)}); each round fixed different rubric items.`);
    return { note: `critic fails different criteria each round (${rounds.flat().map((c) => c[0]).join(", ")}), the writer fixes them and the score rises to a pass. ${o.pre} preamble steps` };
  },
};

// T2: validation fails on a different field each attempt and converges.
export const repairConverges = {
  kind: "validation-converges",
  main: "fmt",
  run(run, kit, r, o) {
    const N = kit.nodes, S = kit.schema;
    preamble(run, kit, r, o.pre);
    const repair = r.pick(REPAIR);
    let att = 0, prev = [];
    for (const errs of S.prog) {
      att++;
      const args = att === 1 ? S.payload(S.fixed) : { ...S.payload(S.fixed), fixed_fields: prev };
      run.act(N.fmt, att === 1 ? `Emitting ${S.model}.` : r.pick([`Fixed the previous error; re-emitting.`, `Corrected ${prev.length} field(s) as reported.`, null]), S.tool, args, validationText(kit, r, errs, att), { err: true });
      prev = errs.map((e) => (Array.isArray(e.path) ? e.path.join(".") : e.path));
      if (r.chance(0.5)) run.user(repair(S.model, errs.map((e) => J(e.path)).join(", ")));
    }
    run.act(N.fmt, "All reported fields corrected.", S.tool, { ...S.payload(S.fixed), fixed_fields: prev }, J({ valid: true, model: S.model, records: r.int(12, 240), warnings: [], check_id: r.uuid() }));
    closing(run, kit, r, N.sup, `${S.model} validated after ${att} corrections, each on a different field (${S.prog.flat().map((e) => J(e.path)).join(", ")}).`);
    return { note: `validation errors move to a new field each attempt (${S.prog.map((p) => p.length).join(" -> ")} errors) and the object validates. ${o.pre} preamble steps` };
  },
};

// T3: the router moves the task forward through nodes; each hand-off brings a new artefact.
export const routerProgress = {
  kind: "router-progress",
  main: "sup",
  run(run, kit, r, o) {
    const N = kit.nodes;
    const go = (t, txt) => { const c = kit.route(N[t]); run.act(N.sup, txt, c.tool, c.args, routeAnswer(kit, r, N[t])); };
    const subs = r.some(kit.api.subjects, 3);
    preamble(run, kit, r, o.pre, subs);
    go("res", `${N.res}: fetch the sources for ${subs[0]}.`);
    const recs = records(kit, subs[0], 0, 3);
    run.act(N.res, `Fetching ${subs[0]}.`, kit.api.tool, kit.api.args(subs[0]), searchAnswer(kit, r, recs, { count: 3 }));
    go("cod", `${N.cod}: process the new records.`);
    if (o.k > 3) {
      run.say(N.cod, `I also need ${subs[1]} for the comparison; please fetch it.`);
      go("res", `${N.res}: add ${subs[1]} as ${N.cod} asked.`);
      run.act(N.res, `Fetching ${subs[1]}.`, kit.api.tool, kit.api.args(subs[1]), searchAnswer(kit, r, records(kit, subs[1], 0, 2), { count: 2 }));
      go("cod", `${N.cod}: both inputs are now in state.`);
    }
    run.act(N.cod, "Running the processing script.", kit.py.run, { path: kit.py.file }, pyOk(kit, r));
    go("cri", `${N.cri}: review the output.`);
    run.act(N.cri, "Reviewing.", kit.draft.check, { artifact: kit.draft.artifact, revision: 1 }, rubricAnswer(kit, r, 8.7 + r.int(0, 8) / 10, [], 1));
    go("fmt", `${N.fmt}: produce the deliverable.`);
    run.act(N.fmt, null, kit.render, { source: "state.output" }, J({ ok: true, file: `out/${kit.key}.${r.pick(["csv", "pdf", "json"])}`, rows: r.int(14, 240) }));
    closing(run, kit, r, N.sup, `Graph finished: sources (${subs.slice(0, o.k > 3 ? 2 : 1).join(", ")}) -> processing -> review passed -> deliverable written.`);
    return { note: `router hands the task on ${o.k > 3 ? "with one back-and-forth that supplies a new input" : "straight through"}; every hand-off is followed by new work. ${o.pre} preamble steps` };
  },
};

// T4: successive queries (some re-spelled) that bring new records.
export const queryRefine = {
  kind: "query-refine-new-records",
  main: "res",
  run(run, kit, r, o) {
    const N = kit.nodes, A = kit.api;
    const subs = r.some(A.subjects, o.k + 1);
    preamble(run, kit, r, o.pre, subs);
    let total = 0;
    const s0 = subs[0], vs = A.respell(s0);
    const a = records(kit, s0, 0, 2), b = records(kit, s0, 3, r.int(1, 3));
    run.act(N.res, `Querying ${s0}.`, A.tool, vs[0], searchAnswer(kit, r, a, { count: 2 }));
    run.act(N.res, "Second spelling to catch variants the first missed.", A.tool, vs[2], searchAnswer(kit, r, b, { count: b.length }));
    total += a.length + b.length;
    for (const s of subs.slice(1)) {
      const recs = records(kit, s, 0, r.int(1, 4));
      total += recs.length;
      run.act(N.res, r.pick([`Next: ${s}.`, null, `Now ${s}.`]), A.tool, A.args(s), searchAnswer(kit, r, recs, { count: recs.length }));
    }
    closing(run, kit, r, N.res, `${subs.length} lookups, ${total} distinct records collected (the re-spelled query for ${s0} added ${b.length} new ones).`);
    return { note: `queries over ${subs.length} different subjects; the one re-spelling returns new records. ${o.pre} preamble steps` };
  },
};

// T5: each re-run fails differently, then passes.
export const fixRerun = {
  kind: "fix-rerun-converges",
  main: "cod",
  run(run, kit, r, o) {
    const N = kit.nodes, P = kit.py;
    preamble(run, kit, r, o.pre);
    const errs = P.prog.slice(0, o.k > 3 ? 3 : 2);
    for (const e of errs) {
      run.act(N.cod, r.pick([`Running ${P.file}.`, null, "Re-running after the fix."]), P.run, { path: P.file }, pyFail(kit, r, e), { err: true });
      const fix = `fix for ${e.exc.split(":")[0]} (${e.frames[0][3].slice(0, 50)})`;
      run.act(N.cod, `The error is new: ${e.exc.slice(0, 70)}. Applying a ${fix}.`, P.write, { path: P.file, edit: fix }, writeAnswer(kit, r, fix));
    }
    run.act(N.cod, "Running again.", P.run, { path: P.file }, pyOk(kit, r));
    closing(run, kit, r, N.sup, `${P.file} runs clean after ${errs.length} different fixes (${errs.map((e) => e.exc.split(":")[0].split(".").pop()).join(", ")}).`);
    return { note: `each run fails with a different error (${errs.map((e) => e.exc.split(":")[0].split(".").pop()).join(" -> ")}), each fix is real, and the script passes. ${o.pre} preamble steps` };
  },
};

// T6: polls whose progress advances to completion.
export const pollAdvances = {
  kind: "poll-advances",
  main: "res",
  run(run, kit, r, o) {
    const N = kit.nodes, JB = kit.job;
    preamble(run, kit, r, o.pre);
    const id = JB.newId(r);
    run.act(N.res, `Submitting the ${JB.what}.`, JB.submit, JB.subArgs(), J({ accepted: true, id, status: "queued" }));
    let pct = 0;
    const n = o.k + 2;
    for (let i = 0; i < n; i++) {
      pct = i === n - 1 ? 100 : Math.min(97, pct + r.int(8, 30));
      if (i > 0 && r.chance(0.5)) run.act(N.res, null, kit.sleep, { seconds: r.pick([30, 60, 90]) }, `slept ${r.pick([30, 60, 90])}s`);
      if (i === 1 && r.chance(0.4)) { run.staff(kit.wait); }
      run.act(N.res, r.pick([null, "Polling.", `Progress check (${id}).`]), JB.status, { id }, jobAnswer(kit, r, id, i === n - 1 ? "done" : "running", pct));
    }
    run.act(N.res, "Job finished; downloading.", JB.fetch, { id }, JB.result(r));
    closing(run, kit, r, N.sup, `${JB.what} completed after ${n} polls with progress rising each time; result stored.`);
    return { note: `${n} polls of ${id}, progress strictly rising to 100%, then the result is fetched. ${o.pre} preamble steps` };
  },
};

// T7: pagination through new records with one outage that recovers.
export const pagesOutage = {
  kind: "pages-with-outage",
  main: "res",
  run(run, kit, r, o) {
    const N = kit.nodes, A = kit.api;
    const s = r.pick(A.subjects);
    preamble(run, kit, r, o.pre, [s]);
    const pages = o.k + 1, per = r.int(3, 5), total = pages * per - r.int(0, 2);
    const bad = r.int(1, pages - 1);
    let c = "*", seen = 0;
    for (let p = 0; p < pages; p++) {
      if (p === bad) {
        const code = r.pick([503, 429, 504]);
        run.act(N.res, null, A.tool, { ...A.args(s), cursor: c }, outage(kit, r, code), { err: true });
        run.act(N.res, `Got ${code}; backing off.`, kit.sleep, { seconds: 30 }, "slept 30s");
      }
      const last = p === pages - 1;
      const recs = records(kit, s, p, last ? total - seen : per);
      seen += recs.length;
      const next = last ? null : `${r.alnum(20)}`;
      run.act(N.res, r.pick([null, `Page ${p + 1}.`, "Next page."]), A.tool, { ...A.args(s), cursor: c }, searchAnswer(kit, r, recs, { count: total, cursor: next, end: last, offset: p * per }));
      c = next;
    }
    closing(run, kit, r, N.res, `All ${total} records for ${s} retrieved over ${pages} pages (one transient error retried).`);
    return { note: `${pages} pages of new records for ${s}, one 429/503/504 on page ${bad + 1} retried once after a back-off; the cursor ends with null. ${o.pre} preamble steps` };
  },
};

export const LEGIT_SHAPES = [critiqueConverges, repairConverges, routerProgress, queryRefine, fixRerun, pollAdvances, pagesOutage];

// Ambiguous shapes
export const queueCreeps = {
  kind: "amb-queue-creeps",
  main: "res",
  run(run, kit, r, o) {
    const N = kit.nodes, JB = kit.job;
    preamble(run, kit, r, o.pre);
    const id = JB.newId(r);
    run.act(N.res, `Submitting the ${JB.what}.`, JB.submit, JB.subArgs(), J({ accepted: true, id, status: "queued" }));
    run.staff(kit.wait);
    let q = r.int(380, 460);
    for (let i = 0; i < 8; i++) {
      if (i === 2) run.mark();
      q -= r.int(1, 4);
      run.act(N.res, i % 2 ? null : "Queue position check.", JB.status, { id }, `${jobAnswer(kit, r, id, "queued", 0)}\nqueue_position: ${q}`);
      if (i % 3 === 2) run.act(N.res, null, kit.sleep, { seconds: 120 }, "slept 120s");
    }
    run.final(N.sup, `Still queued at position ${q} (it moves by a few places per poll). I will stop polling here; staff can resume the job id ${id} later.`);
    return { note: `staff said to wait; the queue position creeps down a few places per poll; unclear whether polling is useful or a loop. ${o.pre} preamble steps` };
  },
};

export const marginalGains = {
  kind: "amb-critic-marginal-gains",
  main: "wri",
  run(run, kit, r, o) {
    const N = kit.nodes, D = kit.draft;
    preamble(run, kit, r, o.pre);
    const nits = ["comma splice in para 2", "table caption could be shorter", "inconsistent en-dash in ranges", "one reference formatted differently", "heading capitalisation"];
    let rev = 1, words = r.int(500, 700), sc = 8.0;
    run.act(N.wri, `Drafting the ${D.artifact}.`, D.tool, { revision: rev, body_words: words }, draftAnswer(kit, r, rev, words));
    for (let i = 0; i < 5; i++) {
      if (i === 2) run.mark();
      run.act(N.cri, null, D.check, { artifact: D.artifact, revision: rev }, rubricAnswer(kit, r, sc, [["N" + (i + 1), nits[i]]], rev));
      rev++; sc += r.pick([0, 0.1, 0.1]);
      run.act(N.wri, `Revision ${rev}: ${nits[i]} fixed.`, D.tool, { revision: rev, change: nits[i], body_words: words }, draftAnswer(kit, r, rev, words));
    }
    run.final(N.sup, `Stopping the review cycle at revision ${rev} (score ${sc.toFixed(1)}, threshold 8.5); remaining comments are stylistic.`);
    return { note: `critic raises a new minor nit each round and the score barely moves (8.0 -> ${sc.toFixed(1)}); real but marginal progress. ${o.pre} preamble steps` };
  },
};

export const backoffGivesUp = {
  kind: "amb-backoff-gives-up",
  main: "res",
  run(run, kit, r, o) {
    const N = kit.nodes, A = kit.api;
    const s = r.pick(A.subjects);
    preamble(run, kit, r, o.pre, [s]);
    let wait = 15;
    for (let i = 0; i < 6; i++) {
      if (i === 2) run.mark();
      run.act(N.res, i ? `Retry ${i} after ${wait}s.` : `Querying ${s}.`, A.tool, A.args(s), outage(kit, r, r.pick([429, 503, 504])), { err: true });
      run.act(N.res, null, kit.sleep, { seconds: wait }, `slept ${wait}s`);
      wait *= 2;
    }
    run.final(N.sup, `The service kept failing (429/503/504) for six attempts with exponential back-off; giving up on ${s} for now.`);
    return { note: `six attempts with doubling back-off against a failing service, then the agent stops; fair persistence or a retry storm is debatable. ${o.pre} preamble steps` };
  },
};

export const staffRecheck = {
  kind: "amb-staff-asked-recheck",
  main: "res",
  run(run, kit, r, o) {
    const N = kit.nodes, A = kit.api;
    const s = r.pick(A.subjects);
    preamble(run, kit, r, o.pre, [s]);
    const recs = records(kit, s, 0, 2);
    run.act(N.res, `Looking up ${s}.`, A.tool, A.args(s), searchAnswer(kit, r, recs, { count: 2 }));
    for (let i = 0; i < 4; i++) {
      run.staff(kit.again);
      if (i === 1) run.mark();
      run.act(N.res, r.pick([null, "Checking again as asked.", "Re-running the same lookup."]), A.tool, A.args(s), searchAnswer(kit, r, recs, { count: 2 }));
    }
    run.final(N.res, `Checked ${s} five times as asked; the same 2 records each time, the expected new record has not appeared.`);
    return { note: `staff ask again and again for the same lookup; the agent complies each time with an unchanged answer. ${o.pre} preamble steps` };
  },
};

export const AMB_SHAPES = { queueCreeps, marginalGains, backoffGivesUp, staffRecheck };
