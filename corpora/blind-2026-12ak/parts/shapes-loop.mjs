// Seven loop shapes. Each returns the run's kind and a note; `run.mark()` is called just before the first wasted turn.
import { J } from "./common.mjs";
import { draftAnswer, jobAnswer, preamble, pyFail, records, REPAIR, routeAnswer, rubricAnswer, searchAnswer, validationText, writeAnswer } from "./steps.mjs";

const jit = (r, x) => x + (r.pick([-1, 0, 0, 0, 1]) * 0.1);

// 1. Critic and writer bounce the same draft: the writer rewords, the critic fails the same criterion.
export const criticSameDraft = {
  kind: "critic-same-draft",
  main: "wri",
  run(run, kit, r, o) {
    const N = kit.nodes, D = kit.draft;
    const pre = preamble(run, kit, r, o.pre);
    const other = r.pick(D.crits);
    let rev = 1, words = r.int(380, 900);
    run.act(N.wri, `Drafting the ${D.artifact} from the reviewed data.`, D.tool, { revision: rev, sections: ["summary", "method", "findings", "table"], body_words: words }, draftAnswer(kit, r, rev, words));
    const s0 = 5 + r.int(0, 12) / 10;
    run.act(N.cri, "Scoring the draft against the rubric.", D.check, { artifact: D.artifact, revision: rev }, rubricAnswer(kit, r, s0, [other, D.stuck], rev));
    rev++; words += r.int(20, 90);
    run.act(N.wri, `Revision ${rev}: fixed ${other[0]} (${other[1]}).`, D.tool, { revision: rev, change: `address ${other[0]}`, body_words: words }, draftAnswer(kit, r, rev, words));
    const s1 = s0 + 1.1;
    run.act(N.cri, null, D.check, { artifact: D.artifact, revision: rev }, rubricAnswer(kit, r, s1, [D.stuck], rev));
    const rw = r.shuffle(D.rewords);
    const k = o.k;
    for (let i = 0; i < k; i++) {
      if (i === 1) run.mark();
      rev++; words += r.int(-15, 25);
      const txt = r.pick([`Revision ${rev}: ${rw[i % rw.length]} to answer ${D.stuck[0]}.`, `Addressing the reviewer's ${D.stuck[0]} again: ${rw[i % rw.length]}.`, `${D.stuck[0]} should be resolved now — ${rw[i % rw.length]}.`, null]);
      run.act(N.wri, txt, D.tool, { revision: rev, change: rw[i % rw.length], body_words: words }, draftAnswer(kit, r, rev, words));
      if (i < k - 1 || run.logged(N.cri)) run.act(N.cri, r.pick([null, `Re-checking revision ${rev}.`, `${D.stuck[0]} still open.`]), D.check, { artifact: D.artifact, revision: rev }, rubricAnswer(kit, r, jit(r, s1), [D.stuck], rev));
    }
    return { note: `writer re-saves the ${D.artifact} with cosmetic changes (${rw.slice(0, 2).join("; ")}); the critic fails ${D.stuck[0]} every time at about ${s1.toFixed(1)}. The first fix of ${other[0]} and one attempt at ${D.stuck[0]} are fair; the loop starts at the second attempt. ${o.pre} preamble steps (${pre.length} searches)` };
  },
};

// 2. Structured output: the same field fails validation in other spellings.
export const repairSameField = {
  kind: "repair-same-field",
  main: "fmt",
  run(run, kit, r, o) {
    const N = kit.nodes, S = kit.schema;
    preamble(run, kit, r, o.pre);
    const st = S.stuck, inputs = r.shuffle(st.inputs);
    const repair = r.pick(REPAIR);
    const useRepair = r.chance(0.6);
    const first = S.prog[0][r.int(0, S.prog[0].length - 1)];
    let att = 1;
    run.act(N.fmt, r.pick([`Emitting the ${S.model} object.`, null]), S.tool, S.payload(inputs[0]), validationText(kit, r, [first, { ...st, input: inputs[0] }], att), { err: true });
    if (useRepair) run.user(repair(S.model, `${first.path}; ${J(st.path)}`));
    att++;
    run.act(N.fmt, `Fixed ${J(first.path)}; rewriting ${J(st.path)} as ${J(inputs[1])}.`, S.tool, S.payload(inputs[1]), validationText(kit, r, [{ ...st, input: inputs[1] }], att), { err: true });
    for (let i = 0; i < o.k; i++) {
      if (useRepair && r.chance(0.7)) run.user(repair(S.model, `${J(st.path)}: ${st.msg}`));
      if (i === 0) run.mark();
      att++;
      const v = inputs[(i + 2) % inputs.length];
      run.act(N.fmt, r.pick([`Adjusting the format of ${J(st.path)}: ${J(v)}.`, `Another representation for that field: ${J(v)}.`, null, `Normalising the value to ${J(v)} and re-emitting.`]), S.tool, S.payload(v), validationText(kit, r, [{ ...st, input: v }], att), { err: true });
    }
    return { note: `formatter re-emits ${S.model} with ${J(st.path)} written differently (${inputs.slice(0, 4).map((x) => J(x)).join(", ")} …); the error (${st.code}) never changes. One fix of another field and one retry of the stuck field are fair. ${o.pre} preamble steps` };
  },
};

// 3. Router sends the task back and forth between two nodes that each say the other must act.
export const routerPingPong = {
  kind: "router-ping-pong",
  main: "sup",
  run(run, kit, r, o) {
    const N = kit.nodes, R = kit.rdata;
    preamble(run, kit, r, o.pre);
    const go = (t, txt) => {
      const c = kit.route(N[t] ?? t);
      const args = { ...c.args };
      run.act(N.sup, txt, c.tool, args, routeAnswer(kit, r, N[t]));
    };
    const needV = [R.need, `Same blocker as before: ${R.need}`, `Still blocked. ${R.need.split(":")[0]}.`, `I can't start. ${R.need}`];
    const haveV = [R.have, `As I said: ${R.have}`, `Nothing new from my side — ${R.have.split(".")[0]}.`, `${R.have}`];
    go("cod", `Sources are in. ${N.cod}, please process them.`);
    if (run.logged(N.cod)) run.act(N.cod, "Checking the state for my input.", kit.state, { key: "inputs" }, J({ found: false, keys: ["task", "sources_raw", "plan"], checked_at: r.int(1e9, 2e9) }));
    run.say(N.cod, needV[0]);
    go("res", `${N.res}: ${N.cod} reports a missing input, please supply it.`);
    run.say(N.res, haveV[0]);
    go("cod", `${N.cod}: ${N.res} says the input is available as described; please proceed.`);
    run.say(N.cod, r.pick(needV.slice(1)));
    for (let i = 0; i < o.k; i++) {
      if (i === 0) run.mark();
      go("res", r.pick([`Back to ${N.res}: the input is still missing for ${N.cod}.`, `${N.res}, ${N.cod} still can't start — please provide what it needs.`, `Re-routing to ${N.res}.`, null]));
      if (i === o.k - 1 && !run.logged(N.res)) break;
      run.say(N.res, r.pick(haveV.slice(1)));
      if (i === o.k - 1) break;
      go("cod", r.pick([`${N.cod}, try again with what ${N.res} described.`, `Routing to ${N.cod} once more.`, null]));
      run.say(N.cod, r.pick(needV.slice(1)));
    }
    if (run.m.at(-1).role !== "tool") go("cod", `Routing to ${N.cod}.`);
    return { note: `supervisor routes ${N.cod} <-> ${N.res}; each answers with the same reason (needs / already-provided), nothing new is supplied. The first round trip and one re-try are fair; the loop starts at the second re-route to ${N.res}. ${o.pre} preamble steps` };
  },
};

// 4. The same query re-spelled; the API returns the same records each time.
export const respelledQuery = {
  kind: "respelled-same-records",
  main: "res",
  run(run, kit, r, o) {
    const N = kit.nodes, A = kit.api;
    const s = r.pick(A.subjects);
    preamble(run, kit, r, o.pre, [s]);
    const recs = records(kit, s, 0, r.int(1, 3));
    const vs = A.respell(s);
    const why = [`Those hits don't look like the target; re-querying with a different spelling.`, `Trying a normalised form of ${s}.`, `Maybe the index tokenises differently — another variant.`, `Retrying with adjusted parameters.`, null, `One more formulation of the same lookup.`];
    run.act(N.res, `Querying ${s}.`, A.tool, vs[0], searchAnswer(kit, r, recs, { count: recs.length }));
    run.act(N.res, r.pick(why.slice(0, 3)), A.tool, vs[1], searchAnswer(kit, r, recs, { count: recs.length }));
    for (let i = 0; i < o.k; i++) {
      if (i === 0) run.mark();
      run.act(N.res, r.pick(why), A.tool, vs[(i + 2) % vs.length], searchAnswer(kit, r, recs, { count: recs.length }));
    }
    return { note: `${A.tool} for "${s}" re-spelled ${o.k + 2} times (case, spacing, encoding, field name); the same ${recs.length} record(s) come back with new request ids and timings. The second wording is fair. ${o.pre} preamble steps` };
  },
};

// 5. A script re-run after cosmetic edits fails with the same exception.
export const cosmeticRerun = {
  kind: "cosmetic-edit-rerun",
  main: "cod",
  run(run, kit, r, o) {
    const N = kit.nodes, P = kit.py;
    preamble(run, kit, r, o.pre);
    let shift = 0;
    const cos = r.shuffle(P.cosmetic);
    run.act(N.cod, `Running ${P.file}.`, P.run, { path: P.file, timeout_s: 120 }, pyFail(kit, r, P.stuck, shift), { err: true });
    for (let i = 0; i <= o.k; i++) {
      if (i === 1) run.mark();
      shift += r.int(0, 3);
      const c = cos[i % cos.length];
      run.act(N.cod, r.pick([`Cleaning up: ${c}.`, `Refactor: ${c}, then re-run.`, `${c[0].toUpperCase()}${c.slice(1)}.`, null]), P.write, { path: P.file, edit: c }, writeAnswer(kit, r, c));
      run.act(N.cod, r.pick([null, "Re-running.", `Running ${P.file} again.`]), P.run, { path: P.file, timeout_s: 120 }, pyFail(kit, r, P.stuck, shift), { err: true });
    }
    return { note: `${P.file} edited cosmetically (${cos.slice(0, 3).join("; ")}) and re-run; the same ${P.stuck.exc.split(":")[0]} each time (line numbers drift). One edit-and-rerun is fair. ${o.pre} preamble steps` };
  },
};

// 6. A job polled that never moves.
export const stalledJob = {
  kind: "stalled-job-poll",
  main: "res",
  run(run, kit, r, o) {
    const N = kit.nodes, JB = kit.job;
    preamble(run, kit, r, o.pre);
    const id = JB.newId(r);
    const pct = r.pick([12, 37, 43, 60, 71, 88, 94]);
    run.act(N.res, `Submitting the ${JB.what}.`, JB.submit, JB.subArgs(), J({ accepted: true, id, status: "queued", location: `/jobs/${id}` }));
    run.act(N.res, null, JB.status, { id }, jobAnswer(kit, r, id, "running", pct));
    const sleeps = r.chance(0.5);
    if (sleeps) run.act(N.res, "Waiting before the next poll.", kit.sleep, { seconds: 30 }, `slept 30s`);
    run.act(N.res, r.pick(["Polling again.", null]), JB.status, { id }, jobAnswer(kit, r, id, "running", pct));
    for (let i = 0; i < o.k; i++) {
      if (i === 0) run.mark();
      if (sleeps && r.chance(0.6)) run.act(N.res, null, kit.sleep, { seconds: r.pick([30, 60, 60, 120]) }, `slept ${r.pick([30, 60, 120])}s`);
      run.act(N.res, r.pick([null, "Checking the job.", `Still ${pct}%? polling once more.`, "Status?"]), JB.status, { id }, jobAnswer(kit, r, id, "running", pct));
    }
    return { note: `${JB.status} for ${id} stays at ${pct}% (only timestamps/ids/eta move) across ${o.k + 2} polls${sleeps ? " with sleeps between" : ""}. Baseline and one unchanged re-poll are fair. ${o.pre} preamble steps` };
  },
};

// 7. Pagination whose cursor resets to the first page.
export const cursorReset = {
  kind: "cursor-resets",
  main: "res",
  run(run, kit, r, o) {
    const N = kit.nodes, A = kit.api;
    const s = r.pick(A.subjects);
    preamble(run, kit, r, o.pre, [s]);
    const n = r.int(3, 5);
    const pA = records(kit, s, 0, n), pB = records(kit, s, 1, n);
    const total = n * r.int(4, 9);
    const cur = () => r.pick([`${r.alnum(18)}==`, `c_${r.hex(14)}`, `AoJ${r.alnum(22)}`]);
    let c = cur();
    run.act(N.res, `Paging through all records for ${s}.`, A.tool, { ...A.args(s), cursor: "*" }, searchAnswer(kit, r, pA, { count: total, cursor: c, end: false }));
    let next = cur();
    run.act(N.res, null, A.tool, { ...A.args(s), cursor: c }, searchAnswer(kit, r, pB, { count: total, cursor: next, end: false }));
    c = next;
    for (let i = 0; i < o.k + 2; i++) {
      if (i === 2) run.mark();
      next = cur();
      const page = i % 2 === 0 ? pA : pB;
      run.act(N.res, r.pick([null, "Next page.", `Continuing (${total} total).`, "Fetching the following page."]), A.tool, { ...A.args(s), cursor: c }, searchAnswer(kit, r, page, { count: total, cursor: next, end: false, offset: 0 }));
      c = next;
    }
    return { note: `cursor pagination over ${s} (${total} claimed) resets after page 2: pages alternate between the same two sets of ${n} records while the cursor string changes. First repeated page and one more are fair. ${o.pre} preamble steps` };
  },
};

export const LOOP_SHAPES = [criticSameDraft, repairSameField, routerPingPong, respelledQuery, cosmeticRerun, stalledJob, cursorReset];
