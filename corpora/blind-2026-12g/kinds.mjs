// The run shapes ("kinds") of blind-2026-12g: ten loop kinds (six variants each), fourteen legit look-alikes
// (four variants each) and four ambiguous runs. Each builder returns the run, loop_from and a note.
import { ctx } from "./ctx.mjs";
import { J } from "./engine.mjs";

const warmN = (C, v, late = 4, mid = 5) => (v === late ? C.r.int(48, 98) : v === mid ? C.r.int(6, 18) : C.r.int(0, 4));
const end = (C, p, text) => { if (C.r.chance(p)) C.giveUp(text); };
const multi = (kit) => ({ supervisor: kit.supervisor });

// ---- loop kinds ------------------------------------------------------------------------------
function trivialArgs(kit, v, seed) {
  const C = ctx(kit, seed, v === 3 ? { big: true } : {}); const { R, r } = C; C.sys();
  const n = warmN(C, v); const e = C.fresh();
  R.user(C.warmTask(n, `What's the current state of ${kit.noun} ${e.id}? I need the facts for the 10:30 call.`));
  C.warm(n);
  const base = kit.getArgs(e);
  const mods = [
    (a, i) => ({ ...a, [kit.idKey]: [` ${e.id}`, `${e.id} `, `${e.id}\n`, `\t${e.id}`, `  ${e.id}  `][i % 5] }),
    (a, i) => Object.fromEntries(Object.entries(a).map(([k, x]) => [k, Array.isArray(x) ? x.map((s) => (i % 2 ? String(s).toUpperCase() : String(s).toLowerCase())) : k === kit.idKey && /[a-z]/i.test(x) ? (i % 2 ? x.toLowerCase() : x.toUpperCase()) : x])),
    (a, i) => { const o = Object.fromEntries(Object.entries(a).reverse()); return [{ ...o, includeHistory: false }, { pageSize: 50, ...o }, { ...o, locale: "en-US", includeHistory: false }, { verbose: false, ...o }][i % 4]; },
    (a, i) => Object.fromEntries(Object.entries(a).map(([k, x]) => [k, Array.isArray(x) ? (i % 2 ? x.slice().reverse() : x.slice()) : x]).concat(i % 3 ? [["options", { cache: { bypass: false }, fields: ["*"] }]] : [])),
  ];
  const mod = v === 4 || v === 5 ? (a, i) => mods[i % 4](a, i) : mods[v % 4];
  const k = r.int(5, 9);
  R.turn(R.v(`Pulling ${e.id}.`), v === 5 ? [C.get(e), C.metric(C.mv)] : [C.get(e)]);
  const lf = R.steps + 1;
  const say = [`Let me re-check ${e.id} to be sure the record is current.`, `I'll query ${e.id} again with slightly different options.`, `Verifying the ${kit.noun} once more before I answer.`, `One more look at ${e.id}.`];
  for (let i = 0; i < k; i++) R.turn(R.v(say[i % 4], "recheck"), v === 5 ? [C.get(e, mod(base, i)), C.metric(C.mv, { ...kit.metric.args, ...(i % 2 ? { _t: undefined } : {}) })] : [C.get(e, mod(base, i))]);
  end(C, 0.4, `Here is what I have on ${e.id}: the record has not changed across my checks.`);
  return { R, loop_from: lf, note: `same ${kit.T.get} on ${e.id} ${k + 1}x with trivially changed arguments (${["whitespace", "case", "key order + default params", "reordered arrays + no-op nested options", "mixed, late", "mixed, with a parallel metric call"][v]}); output differs only in noise` };
}

function stuckPoll(kit, v, seed) {
  const C = ctx(kit, seed, v === 4 ? multi(kit) : {}); const { R, r } = C; C.sys();
  const n = v === 3 ? r.int(50, 80) : v === 5 ? 0 : r.int(0, 6); const e = C.fresh();
  R.user(C.warmTask(n, `Start the ${kit.jobNoun} for ${e.id} and let me know when it completes.`));
  C.warm(n);
  R.turn(R.v(`Submitting the ${kit.jobNoun}.`), [C.start(e)]);
  const prog = v === 5 ? 1 : r.int(1, 3); let el = 0;
  const stages = kit.jobStages;
  for (let i = 0; i < prog; i++) { R.tick(30); el += r.int(30, 70); R.turn(R.v(`Checking progress.`), [C.job({ state: "RUNNING", detail: stages[i], pct: 10 + i * 17, elapsed: el })]); }
  const frozen = { state: "RUNNING", detail: kit.frozen, pct: 10 + (prog - 1) * 17 };
  const k = v === 5 ? 4 : r.int(6, 12); let lf = null; let sleep = 60;
  for (let i = 0; i < k; i++) {
    const first = i === 1;
    if (v === 0) { if (first) lf = R.steps + 1; el += 60; R.turn(R.v([`Still ${frozen.detail.split(":")[0]}; checking again.`, `No movement yet, polling ${C.jobId}.`, `Checking ${C.jobId} once more.`], "poll"), [C.job({ ...frozen, elapsed: el })]); R.turn(null, [C.sleep(60)]); }
    else if (v === 1 || v === 5) { R.tick(r.int(55, 130)); el += r.int(55, 130); if (first) lf = R.steps + 1; R.turn(R.v([`Polling the ${kit.jobNoun} again.`, `Let me see whether ${C.jobId} has moved.`, `Status check on ${C.jobId}.`, `Still waiting on the ${kit.jobNoun}; checking.`], "poll"), [C.job({ ...frozen, elapsed: el })]); }
    else if (v === 2) { el += 90; if (first) lf = R.steps + 1; R.turn(R.v([`Waiting 90 s and checking.`, `Give it another 90 s, then status.`, `Sleep 90 s + status.`], "wait+poll"), [C.sleep(90), C.job({ ...frozen, elapsed: el })]); }
    else if (v === 3) { el += sleep; if (first) lf = R.steps + 1; R.turn(R.v(`No change yet; backing off to ${sleep * 2}s.`, "poll"), [C.job({ ...frozen, elapsed: el })]); R.turn(null, [C.sleep(sleep)]); sleep = Math.min(sleep * 2, 600); }
    else { el += 120; if (first) lf = R.steps + 1; const ag = kit.agents[2]; R.tick(120); R.turn(R.v(`Asking ${ag} to check the ${kit.jobNoun}.`), [C.del(ag, { objective: `status of ${C.jobId}`, inputs: { jobId: C.jobId }, reply: "one paragraph" }, "completed", `${C.jobId} is still '${frozen.detail}' at ${frozen.pct}% after ${el}s; nothing I can do from here.`)]); }
  }
  end(C, v === 5 ? 0 : 0.35, `The ${kit.jobNoun} ${C.jobId} is still at "${frozen.detail}". I'll keep waiting.`);
  return { R, loop_from: lf, note: `${kit.jobNoun} frozen at '${frozen.detail.slice(0, 40)}…' after ${prog} real update(s); ${k} more polls (${["poll + sleep turns", "timestamp gaps only", "sleep and poll in one turn", "late, doubling sleeps", "status through a sub-agent hand-off", "very short run"][v]}); only elapsed/ids change` };
}

function pingPong(kit, v, seed) {
  const C = ctx(kit, seed, v === 5 ? multi(kit) : {}); const { R, r } = C; C.sys();
  const n = v === 4 ? r.int(50, 78) : r.int(0, 5); const e = C.fresh();
  const q = kit.Q.same[0]; const hits = C.hits("same", 5);
  R.user(C.warmTask(n, `${e.id} needs attention: check it against guidance and ${C.verb}.`));
  C.warm(n, { noDoc: v === 1 || v === 4 });
  const win = [14, 24];
  const cyc = [
    () => [[R.v(`Reviewing ${e.id}.`), [C.get(e)]], [R.v(`Searching guidance for the rule that applies.`), [C.search(q, hits)]]],
    () => [[R.v(`Loading ${e.id}.`), [C.get(e)]], [R.v(`Trying to ${C.verb}.`), [C.act(e, { ok: false })]], [R.v(`Re-reading the relevant part of the ${kit.docNoun}.`), [C.read(...win)]]],
    () => [[R.v(`Attempting to ${C.verb}.`), [C.act(e, { ok: false })]], [R.v(`Refused; re-checking ${e.id}.`), [C.get(e)]]],
    () => [[R.v(`Checking ${e.id} and the metric together.`), [C.get(e), C.metric(C.mv)]], [R.v(`Cross-checking with a search.`), [C.search(q, hits)]]],
    () => [[R.v(`Loading ${e.id}.`), [C.get(e)]], [R.v(`Guidance search.`), [C.search(q, hits)]], [R.v(`Reading the ${kit.docNoun} section.`), [C.read(...win)]]],
    () => { const [a, b] = kit.agents; return [[R.v(`Handing ${e.id} to ${a}.`), [C.del(a, { objective: `resolve ${e.id}`, inputs: { id: e.id } }, "handed_back", `${e.id} needs a decision from ${b} first (${kit.refuse(e).message}).`)]], [R.v(`Handing ${e.id} to ${b}.`), [C.del(b, { objective: `resolve ${e.id}`, inputs: { id: e.id } }, "handed_back", `Not mine: ${e.id} must be resolved by ${a} before I can act.`)]]]; },
  ][v];
  const passes = r.int(4, 7); let lf = null;
  for (let p = 0; p < passes; p++) { const steps = cyc(); if (p === 1) lf = R.steps + 1; const cut = p === passes - 1 ? r.int(1, steps.length) : steps.length; steps.slice(0, cut).forEach(([t, calls]) => R.turn(t, calls)); }
  return { R, loop_from: lf, note: `period-${[2, 3, 2, 2, 3, 2][v]} cycle on ${e.id} (${["lookup <-> same search", "lookup -> refused write -> same doc window", "refused write <-> lookup", "parallel lookup+metric <-> same search", "late: lookup -> search -> doc window", "hand-off bounce between two sub-agents"][v]}), ${passes} passes, nothing changes` };
}

function retryStorm(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const n = v === 4 ? r.int(50, 80) : r.int(0, 4);
  const ents = Array.from({ length: 16 }, () => C.fresh());
  R.user(C.warmTask(n, `Run ${kit.dep.name} for these ${kit.noun}s: ${ents.slice(0, 10).map((e) => e.id).join(", ")}.`));
  C.warm(n);
  const okN = r.int(1, 3); let i = 0;
  for (; i < okN; i++) R.turn(R.v(`${ents[i].id}.`), [C.dep(ents[i], 0, true)]);
  const fails = r.int(6, 10); let lf = null; let f = 0;
  const mark = (cnt) => { if (lf == null && f + cnt >= 3) lf = R.steps + 1; f += cnt; };
  while (f < fails) {
    const e = ents[i % ents.length];
    if (v === 0 || v === 4) { mark(1); R.turn(R.v([`That one failed; moving on to ${e.id}.`, `Skipping ahead to ${e.id}.`, `Next: ${e.id}. The previous error may have been transient.`], e.id), [C.dep(e, f, false)]); i++; }
    else if (v === 1) { mark(1); R.turn(R.v([`Trying ${e.id}.`, `Next item ${e.id}.`, `Continuing with ${e.id}.`]), [C.dep(e, f, false)]); R.turn(null, [C.sleep([5, 10, 5, 15][f % 4])]); i++; }
    else if (v === 2) { mark(1); R.turn(R.v(`Let me try a different route for ${e.id}.`), [f % 2 ? { ...C.act(e), out: () => kit.dep.err[f % 3](R, e), err: true } : C.dep(e, f, false)]); i++; }
    else if (v === 3) { const e2 = ents[(i + 1) % ents.length]; mark(2); R.turn(R.v(`Running two at a time: ${e.id}, ${e2.id}.`), [C.dep(e, f, false), C.dep(e2, f + 1, false)]); i += 2; }
    else { mark(1); const e0 = ents[okN]; R.turn(R.v(`Retrying ${e0.id} with different options (variant ${f}).`), [C.dep(e0, f, false)]); }
  }
  end(C, 0.5, `${kit.dep.name} keeps failing. ${okN} of ${ents.length} done; the rest could not be processed.`);
  return { R, loop_from: lf, note: `${kit.dep.name} down after ${okN} success(es); ${f} failing calls (${["new item each time", "new item with short sleeps", "alternating tools", "parallel pairs", "late, new item each time", "same item, varied options"][v]}), same root cause worded three ways` };
}

function reread(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const n = v === 4 ? r.int(45, 75) : v === 5 ? r.int(3, 10) : r.int(0, 3);
  const L = C.doc.length; const w = r.int(8, 12);
  R.user(C.warmTask(n, `Read the ${kit.docNoun} and tell me what it requires in section ${kit.doc[1][0].split(" ")[0]}.`));
  C.warm(n, { noDoc: true });
  let lf = null;
  const win = (a) => [a, Math.min(a + w - 1, L)];
  const pass = (shift, mark) => {
    const starts = []; for (let a = 1 + shift; a <= L; a += w) starts.push(a);
    if (v === 3) {
      for (let j = 0; j < starts.length; j += 2) { if (mark && j === 0) lf = R.steps + 1; R.turn(R.v(`Reading two windows at once.`), starts.slice(j, j + 2).map((a) => C.read(...win(a)))); }
    } else if (v === 2) {
      const pages = starts.length;
      starts.forEach((a, j) => { if (mark && j === 0) lf = R.steps + 1; R.turn(R.v(`Page ${j + 1}.`, `p${j + 1}`), [{ name: kit.T.read, args: { doc: C.docSlug, page: j + 1, pageSize: w }, out: () => `${C.doc.slice(a - 1, a - 1 + w).map((l, i) => `${String(a + i).padStart(4)}  ${l}`).join("\n")}\n-- page ${j + 1}/${pages} nextPage=${j + 1 === pages ? 1 : j + 2} (rev ${C.rev}, ${R.ms(5, 60)}ms)` }]); });
    } else starts.forEach((a, j) => { if (mark && j === 0) lf = R.steps + 1; R.turn(R.v([`Reading lines ${a}-${win(a)[1]}.`, `Next window: ${a}-${win(a)[1]}.`, `Continuing the ${kit.docNoun} at line ${a}.`], `${a}-${win(a)[1]}`), [C.read(...win(a))]); });
  };
  pass(0, false);
  if (v === 5) R.user("Continue.");
  pass(v === 1 ? Math.floor(w / 2) : 0, true);
  if (r.chance(0.5)) { if (v === 5) R.user("Continue."); pass(0, false); }
  end(C, 0.4, `Section ${kit.doc[1][0]}: ${kit.doc[1][1][0]} ${kit.doc[1][1][1]}`);
  return { R, loop_from: lf, note: `${kit.docNoun} (${L} lines, rev unchanged) read to the end, then again (${["same windows", "half-shifted windows", "page cursor wraps to page 1", "parallel window pairs", "late, same windows", "after content-free 'Continue.' nudges"][v]})` };
}

function redelegate(kit, v, seed) {
  const C = ctx(kit, seed, multi(kit)); const { R, r } = C; C.sys();
  const n = v === 4 ? r.int(50, 80) : 0; const e = C.fresh(); const e2 = C.fresh();
  R.user(C.warmTask(n, `Get me a root cause for why ${kit.noun} ${e.id} is stuck, and fix it if you can.`));
  C.warm(n);
  const [a, b, c] = kit.agents; const reason = kit.refuse(e).message;
  const task = (i) => ({ objective: [`Find out why ${e.id} is stuck`, `Determine the blocker on ${e.id}`, `Investigate ${e.id}: what is blocking it?`, `Root-cause ${e.id}`][i % 4], inputs: { id: e.id, context: ["user escalation"] }, constraints: ["read-only", "report in <=5 lines"] });
  const report = `${e.id}: blocked — ${reason}. I cannot change that from my role.`;
  if (v !== 5) R.turn(R.v(`Loading ${e.id} myself first.`), [C.get(e)]);
  const k = v === 5 ? 4 : r.int(4, 8); let lf = null;
  for (let i = 0; i < k; i++) {
    if (i === 1) lf = R.steps + 1;
    if (v === 2) {
      R.turn(R.v(`Delegating to ${a}.`), [C.del(a, task(i), "accepted", `${a} picked up the task.`)]);
      R.turn(`Looking up ${e.id}.`, [C.get(e)], { name: a });
      R.say(report, { name: a });
    } else if (v === 3) R.turn(R.v(`Fanning the investigation out to ${a} and ${b}.`), [C.del(a, task(i), "completed", report), C.del(b, task(i + 1), "completed", `Same finding: ${reason}.`)]);
    else { const ag = v === 1 ? [a, b, c][i % 3] : a; R.turn(R.v(i ? `That isn't a fix. Re-assigning to ${ag} with a clearer brief.` : `Assigning to ${ag}.`), [C.del(ag, task(v === 0 ? i : 0), "completed", report)]); }
  }
  end(C, 0.5, `I could not resolve ${e.id}: ${reason}.`);
  return { R, loop_from: lf, note: `supervisor re-delegates the same investigation of ${e.id} ${k}x (${["same agent, reworded brief", "rotating agents", "sub-agent turns inline, same lookup and report", "parallel pair of delegations repeated", "late", "short run"][v]}); every report says the same thing` };
}

function apologyRepeat(kit, v, seed) {
  const C = ctx(kit, seed, v === 5 ? { supervisor: kit.agents[0] } : {}); const { R, r } = C; C.sys();
  const n = v === 4 ? r.int(50, 80) : r.int(0, 4); const e = C.fresh();
  R.user(C.warmTask(n, v === 2 ? `Please ${C.verb} for ${e.id}.` : `Summarise where ${e.id} stands and what the next action is.`));
  C.warm(n);
  R.turn(R.v(`Loading ${e.id}.`), [C.get(e)]);
  const facts = Object.entries(e).slice(1, 4).map(([k, x]) => `${k} ${Array.isArray(x) ? x.join("/") : x}`).join(", ");
  const answers = [
    `I'm sorry for the confusion. ${e.id}: ${facts}. The next action is to ${C.verb}.`,
    `Apologies — to restate: ${e.id} has ${facts}; next step: ${C.verb}.`,
    `Sorry about that. For ${e.id}: ${facts}. Next action: ${C.verb}.`,
    `My apologies. ${e.id} — ${facts}. The next action is to ${C.verb}.`,
  ];
  const promises = [`I apologise for the delay — I'll ${C.verb} for ${e.id} right away.`, `Sorry, doing it now: I will ${C.verb} for ${e.id}.`, `Apologies! I'm going to ${C.verb} for ${e.id} now.`, `You're right, sorry. I'll ${C.verb} for ${e.id} immediately.`];
  const pushes = v === 1 || v === 4 ? ["Continue.", "[harness] No tool call detected. Continue with the task or call finish.", "Continue.", "ok", "[harness] No tool call detected. Continue with the task or call finish."]
    : v === 2 ? ["Did you do it?", "It still shows as not done on my side.", "Please actually do it.", "Hello? Still not done.", "Is it done now?"]
      : v === 5 ? ["Status?", "Need the summary again, concise.", "Status?", "And?", "Status?"]
        : ["That's not what I asked — what is blocking it?", "You're repeating yourself. What is the blocker?", "Still not an answer.", "What exactly is blocking it?", "Again: the blocker?"];
  const first = v === 2 ? `Understood — I'll ${C.verb} for ${e.id} now.` : `${e.id}: ${facts}. The next action is to ${C.verb}.`;
  R.say(first);
  const k = r.int(4, 6); let lf = null;
  for (let i = 0; i < k; i++) {
    R.user(pushes[i % pushes.length], v === 5 ? kit.supervisor : undefined);
    if (i === 0) lf = R.steps + 1;
    if (v === 3) R.turn(R.v(`Re-checking ${e.id}.`), [C.get(e)]);
    R.say(v === 2 ? promises[(i + 1) % 4] : answers[i % 4]);
  }
  return { R, loop_from: lf, note: `after one lookup the agent ${v === 2 ? "promises to act and never calls a tool" : "restates the same answer with an apology"} ${k}x (${["user pushes back", "content-free harness nudges", "promise without action", "with a redundant re-lookup each time", "late, harness nudges", "named supervisor asks for status"][v]})` };
}

function rewordedSearch(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const n = v === 4 ? r.int(50, 80) : r.int(0, 5);
  const empty = v === 1; const Q = empty ? kit.Q.empty : kit.Q.same; const hits = empty ? [] : C.hits("same", r.int(3, 6));
  R.user(C.warmTask(n, `Find what we have on "${Q[0]}" and tell me which record is the relevant one.`));
  C.warm(n);
  const k = r.int(5, Math.min(8, Q.length + (v === 3 ? 6 : 0))); let lf = null;
  const rot = (i) => (v === 2 ? hits.slice(i % hits.length).concat(hits.slice(0, i % hits.length)) : hits);
  const extra = (i) => (v === 5 && i ? { filters: { status: ["OPEN", "CLOSED", "PDNG", "MONITOR", "MRB"].slice(0, 2 + (i % 3)), dateRange: { from: null, to: null } }, sort: i % 2 ? "relevance" : "_score" } : {});
  let s = 0;
  for (let i = 0; i < k; i++) {
    if (v === 3) { if (i === 1) lf = R.steps + 1; R.turn(R.v(`Trying two phrasings at once.`), [C.search(Q[(2 * i) % Q.length], hits), C.search(Q[(2 * i + 1) % Q.length], hits)]); s += 2; }
    else { s++; if (lf == null && s === (empty ? 3 : 2)) lf = R.steps + 1; R.turn(R.v(i ? [`Same results; rephrasing.`, `Let me try another phrasing.`, `Maybe the index wants different wording.`, `Trying a variant of the query.`] : `Searching.`, `q${i + 1}`), [C.search(Q[i % Q.length], rot(i), extra(i))]); }
  }
  end(C, 0.5, empty ? `Nothing found for "${Q[0]}" or its variants.` : `The most relevant record is ${J(hits[0]).slice(0, 80)}.`);
  return { R, loop_from: lf, note: `${k}${v === 3 ? " turns of two" : ""} reworded searches returning ${empty ? "nothing" : v === 2 ? "the same hits in rotated order" : "the same hits"}${v === 5 ? " (no-op filters added)" : ""}${v === 4 ? ", late" : ""}` };
}

function fixTest(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const n = v === 4 ? r.int(45, 75) : v === 5 ? 0 : r.int(0, 5);
  R.user(C.warmTask(n, `The ${kit.testNoun} is failing. Fix it until it passes.`));
  C.warm(n);
  const E = kit.errs; const startN = v === 1 ? 3 : v === 5 ? 1 : 2;
  let fails = E.slice(0, startN);
  const both = v === 2; let prev = null; let lf = null; const seen = [];
  const test = () => { const key = fails.map((f) => f[0] + f[1]).join("|"); if (lf == null && seen.includes(key) && (v === 3 || key === prev)) lf = R.steps + (both ? 0 : 1); prev = key; seen.push(key); return C.test(fails); };
  R.turn(R.v(`Running the ${kit.testNoun}.`), [test()]);
  while (fails.length > 1) { const f = fails[0]; fails = fails.slice(1); if (both) R.turn(R.v(`Fixing ${f[0]} at ${f[1]} and re-running.`), [C.edit(f[1], { fix: f[0], set: "corrected value" }), test()]); else { R.turn(R.v(`Fixing ${f[0]} at ${f[1]}.`), [C.edit(f[1], { fix: f[0], set: "corrected value" })]); R.turn(null, [test()]); } }
  const last = fails[0]; const alt = E[3];
  const cos = [{ reformat: true }, { comment: `fix ${last[0]}` }, { set: "corrected value", note: "retry" }, { reorder: ["a", "b"] }, { trim: true }, { set: "corrected value" }];
  const k = v === 5 ? 3 : r.int(4, 6);
  for (let i = 0; i < k; i++) {
    if (v === 3) fails = i % 2 ? [last] : [alt];
    if (both) R.turn(R.v([`Another attempt at ${fails[0][0]}.`, `Adjusting ${fails[0][1]} again.`, `Trying a different way to satisfy ${fails[0][0]}.`]), [C.edit(fails[0][1], cos[i % cos.length]), test()]);
    else { R.turn(R.v([`Another attempt at ${fails[0][0]}.`, `Adjusting ${fails[0][1]} again.`, `Trying a different way to satisfy ${fails[0][0]}.`]), [C.edit(fails[0][1], cos[i % cos.length])]); R.turn(null, [test()]); }
  }
  end(C, 0.4, `I could not get past ${last[0]} (${last[2]}).`);
  return { R, loop_from: lf, note: `${startN - 1} real fix(es), then ${k} edits that leave ${v === 3 ? `${last[0]} and ${alt[0]} alternating` : `${last[0]} failing the same way`} (${["edit/test turns", "three errors first", "edit+test in one turn", "two errors alternate", "late", "short run"][v]})` };
}

function fanoutRepeat(kit, v, seed) {
  const C = ctx(kit, seed, v === 2 ? multi(kit) : {}); const { R, r } = C; C.sys();
  const n = v === 4 ? r.int(60, 100) : r.int(0, 4);
  const es = Array.from({ length: r.int(3, 6) }, () => C.fresh());
  R.user(C.warmTask(n, `Give me a status table for ${es.map((e) => e.id).join(", ")}.`));
  C.warm(n);
  const fan = (i) => {
    const order = v === 1 && i ? C.r.shuffle(es) : es;
    if (v === 2) return order.map((e, j) => C.del(kit.agents[j % 3], { objective: `status of ${e.id}`, inputs: { id: e.id } }, "completed", `${e.id}: ${Object.entries(e).slice(1, 3).map(([k, x]) => `${k}=${x}`).join(", ")}`));
    if (v === 3) return [C.metric(C.mv), ...order.slice(0, 3).map((e) => C.get(e))];
    if (v === 5) return [...order.slice(0, 3).map((e) => C.get(e)), C.search(kit.Q.same[0], C.hits("same", 4)), C.metric(C.mv)];
    return order.map((e) => C.get(e));
  };
  const k = r.int(4, 7); let lf = null;
  for (let i = 0; i < k; i++) { if (i === 1) lf = R.steps + 1; R.turn(R.v(i ? [`Refreshing all of them to be sure.`, `Pulling the set again so the table is current.`, `One more parallel refresh before I write the table.`] : `Fetching all ${es.length} in parallel.`, "fan-out"), fan(i)); }
  end(C, 0.4, `Status table:\n${es.map((e) => `| ${e.id} | ${Object.values(e)[1]} |`).join("\n")}`);
  return { R, loop_from: lf, note: `the same parallel fan-out over ${es.length} items repeated ${k}x (${["same order", "shuffled order", "as parallel sub-agent delegations", "metric + lookups", "late", "mixed tools"][v]})` };
}

// ---- legit look-alikes -------------------------------------------------------------------------
const finalOf = (C, text) => C.R.say(text);

function pollProgress(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const n = v === 3 ? r.int(40, 70) : r.int(0, 4); const e = C.fresh();
  R.user(C.warmTask(n, `Start the ${kit.jobNoun} for ${e.id} and tell me when it's done.`)); C.warm(n);
  R.turn(R.v(`Submitting.`), [C.start(e)]);
  const k = v === 3 ? r.int(12, 30) : r.int(5, 11); let el = 0;
  for (let i = 0; i < k; i++) {
    const pct = Math.round(((i + 1) / (k + 1)) * 100); const st = { state: "RUNNING", detail: kit.jobStages[Math.min(kit.jobStages.length - 1, Math.floor((pct / 100) * kit.jobStages.length))], pct, elapsed: (el += 60), extra: { processed: pct * 37 } };
    if (v === 0) { R.turn(R.v([`${pct}% so far.`, `Progressing: ${pct}%.`, `Now at ${pct}%.`], `${pct}%`), [C.job(st)]); R.turn(null, [C.sleep(60)]); }
    else if (v === 2) R.turn(R.v(`Wait and check.`), [C.sleep(60), C.job(st)]);
    else { R.tick(r.int(50, 90)); R.turn(R.v(`Checking: last was ${pct - 5}%.`, "poll"), [C.job(st)]); }
  }
  R.turn(null, [C.job({ state: "SUCCEEDED", detail: "done", pct: 100, elapsed: el + 40 })]);
  finalOf(C, `The ${kit.jobNoun} ${C.jobId} for ${e.id} finished successfully after about ${Math.round((el + 40) / 60)} minutes.`);
  return { R, note: `job moves on every poll (${k} polls) then succeeds` };
}

function paginate(kit, v, seed) {
  const C = ctx(kit, seed, v === 1 ? { big: false } : {}); const { R, r } = C; C.sys();
  const pages = v === 3 ? r.int(40, 70) : r.int(4, 10); const size = v === 3 ? 10 : 25; const total = pages * size - r.int(0, size - 1);
  R.user(`Export the full list from ${kit.T.list} and tell me how many entries there are and which stand out.`);
  let cur = null;
  for (let p = 0; p < pages; p++) {
    const rows = C.rows(`p${p}`, p === pages - 1 ? total - p * size : size); const next = p === pages - 1 ? null : `${R.b62(18)}${p}`;
    R.turn(R.v(p ? `Page ${p + 1}.` : `First page.`, `p${p + 1}`), [C.page(p, rows, cur, next, total)]); cur = next;
    if (v === 2 && p % 3 === 2) R.turn(R.v(`Checking one entry in detail.`), [C.get(C.fresh())]);
  }
  finalOf(C, `${total} entries across ${pages} pages. Nothing looks duplicated; the oldest items are on the last pages.`);
  return { R, note: `${pages} pages, cursor advances, rows all distinct, ends on an empty next cursor` };
}

function batchItems(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const k = v === 3 ? r.int(60, 90) : r.int(7, 18); const es = Array.from({ length: k }, () => C.fresh());
  R.user(`Please ${C.verb} for each of these ${k} ${kit.noun}s: ${es.map((e) => e.id).join(", ")}.`);
  let done = 0;
  if (v === 1) for (let i = 0; i < k; i += 3) { R.turn(R.v(`Next three.`), es.slice(i, i + 3).map((e) => C.act(e))); done += es.slice(i, i + 3).length; }
  else es.forEach((e, i) => { const bad = v === 2 && i % 4 === 2; R.turn(R.v(`${e.id}.`, e.id), [C.act(e, bad ? { ok: false, reason: { code: "ITEM_RULE", message: `${e.id}: ${["missing signature on source document", "value outside tolerance for this item", "item locked by another user", "prerequisite step not complete"][i % 4]}` } } : { ok: true })]); if (!bad) done++; });
  finalOf(C, `Done: ${done} of ${k} processed${done < k ? `; ${k - done} refused for item-specific reasons (listed above)` : ""}.`);
  return { R, note: `same write on ${k} distinct ${kit.noun}s${v === 1 ? " three per turn" : ""}${v === 2 ? ", some refused for their own reasons" : ""}` };
}

function retryBackoff(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const n = v === 3 ? r.int(45, 75) : 0;
  const es = Array.from({ length: r.int(6, 10) }, () => C.fresh());
  R.user(C.warmTask(n, `Run ${kit.dep.name} for ${es.map((e) => e.id).join(", ")}.`)); C.warm(n);
  const failAt = r.int(1, 3); const tries = r.int(1, 2);
  es.forEach((e, i) => {
    if (i === failAt) { for (let t = 0; t < tries; t++) { R.turn(R.v(t ? `Retrying ${e.id}.` : `${e.id}.`), [C.dep(e, t, false)]); R.turn(R.v(`Transient error; backing off ${15 * 2 ** t}s.`), [C.sleep(15 * 2 ** t)]); } R.turn(R.v(`Retrying ${e.id}.`), [C.dep(e, 0, true)]); }
    else R.turn(R.v(`${e.id}.`, e.id), [C.dep(e, 0, true)]);
  });
  finalOf(C, `All ${es.length} done. ${es[failAt].id} needed ${tries} retr${tries > 1 ? "ies" : "y"} after a short outage.`);
  return { R, note: `${tries} failure(s) on one item, backoff, identical retry succeeds, batch completes` };
}

function refineProgress(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const n = v === 3 ? r.int(45, 75) : r.int(0, 3);
  R.user(C.warmTask(n, `Make the ${kit.testNoun} pass.`)); C.warm(n);
  let fails = kit.errs.slice(0, v === 1 ? 3 : 4);
  R.turn(R.v(`Baseline run.`), [C.test(fails)]);
  if (v === 2) R.turn(R.v(`Reading the rules first.`), [C.read(1, 12)]);
  while (fails.length) { const f = fails[0]; fails = fails.slice(1); if (v === 1) R.turn(R.v(`Fix ${f[0]} and re-run.`), [C.edit(f[1], { fix: f[0] }), C.test(fails)]); else { R.turn(R.v(`Fixing ${f[0]} (${f[2]}).`), [C.edit(f[1], { fix: f[0] })]); R.turn(null, [C.test(fails)]); } }
  finalOf(C, `The ${kit.testNoun} passes now; every error was fixed in turn.`);
  return { R, note: "edit/test where every run has one error fewer, until it passes" };
}

function userAgain(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const e = C.fresh(); const k = r.int(2, 4);
  R.user(`What's the state of ${e.id}?`);
  for (let i = 0; i <= k; i++) {
    if (i) { R.tick(r.int(300, 1200)); R.user([`Can you check ${e.id} again?`, `Check ${e.id} once more please, someone said it was updated.`, `And now? Same ${kit.noun}.`, `Last time: look up ${e.id} again.`][i - 1]); }
    R.turn(R.v(`Looking up ${e.id}.`), v === 2 ? [C.get(e), C.metric((C.mv = Number((C.mv + kit.metric.step).toFixed(3))))] : [C.get(e)]);
    R.say(`${e.id}: ${Object.entries(e).slice(1, 4).map(([a, b]) => `${a} ${b}`).join(", ")}${i ? " — unchanged since the last check" : ""}.`);
  }
  if (v === 3) { R.user("Put that in one line for the channel."); R.say(`${e.id} | ${Object.values(e).slice(1, 4).join(" | ")}`); }
  return { R, note: `the user asks ${k + 1}x for the same lookup; each repeat was requested` };
}

function dashboardTrend(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const n = v === 3 ? r.int(40, 70) : 0;
  R.user(C.warmTask(n, `Watch the ${kit.metricNoun} every few minutes for the next half hour and tell me when it has clearly moved.`)); C.warm(n, { noMetric: true });
  const k = v === 3 ? r.int(15, 30) : r.int(6, 12); let val = kit.metric.base;
  for (let i = 0; i < k; i++) {
    val = Number((val + kit.metric.step * r.float(0.4, 1.1)).toFixed(3));
    if (v === 1) R.turn(R.v(`Wait, then read.`), [C.sleep(180), C.metric(val)]);
    else { R.turn(R.v([`Reading: ${val}.`, `Now ${val} ${kit.metric.unit}.`, `${kit.metricNoun}: ${val}.`], `${val}`), [C.metric(val)]); if (i < k - 1) R.turn(null, [C.sleep(v === 2 ? 120 : 300)]); }
  }
  finalOf(C, `The ${kit.metricNoun} moved from ${kit.metric.base} to ${val} ${kit.metric.unit} over the window — a clear trend.`);
  return { R, note: `${k} reads of a metric that trends steadily` };
}

function parallelDistinct(kit, v, seed) {
  const C = ctx(kit, seed, v === 2 ? { big: true } : {}); const { R, r } = C; C.sys();
  const turns = v === 3 ? r.int(15, 25) : r.int(3, 6);
  R.user(`Audit today's ${kit.noun}s: look each one up and flag anything odd.`);
  const all = [];
  for (let t = 0; t < turns; t++) { const es = Array.from({ length: r.int(3, 6) }, () => C.fresh()); all.push(...es); R.turn(R.v(`Batch ${t + 1}: ${es.length} in parallel.`), es.map((e) => C.get(e))); }
  finalOf(C, `Audited ${all.length} ${kit.noun}s. Flagged: ${all.filter((_, i) => i % 5 === 2).map((e) => e.id).join(", ") || "none"}.`);
  return { R, note: `${turns} parallel fan-outs, each over new items` };
}

function delegateDistinct(kit, v, seed) {
  const C = ctx(kit, seed, multi(kit)); const { R, r } = C; C.sys();
  const es = Array.from({ length: v === 3 ? r.int(20, 35) : r.int(3, 6) }, () => C.fresh());
  R.user(`Split this between the team: ${es.map((e) => e.id).join(", ")}. I need a one-line finding per item.`);
  es.forEach((e, i) => {
    const ag = kit.agents[i % 3];
    if (v === 1 && i % 2) { R.turn(R.v(`Handing ${e.id} to ${ag}.`), [C.del(ag, { objective: `check ${e.id}`, inputs: { id: e.id } }, "accepted", `${ag} picked it up.`)]); R.turn(`Looking up ${e.id}.`, [C.get(e)], { name: ag }); R.say(`${e.id}: ${Object.entries(e).slice(1, 3).map(([a, b]) => `${a} ${b}`).join(", ")}.`, { name: ag }); }
    else R.turn(R.v(`Sending ${e.id} to ${ag}.`), [C.del(ag, { objective: `one-line finding for ${e.id}`, inputs: { id: e.id, fields: ["status", "blockers"] } }, "completed", `${e.id}: ${Object.entries(e).slice(1, 4).map(([a, b]) => `${a} ${Array.isArray(b) ? b.join("/") : b}`).join(", ")}.`)]);
  });
  finalOf(C, es.map((e) => `- ${e.id}: ${Object.values(e)[1]}`).join("\n"));
  return { R, note: `supervisor delegates ${es.length} distinct items to sub-agents, each with a new finding` };
}

function searchRefine(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const n = r.int(0, 3);
  R.user(C.warmTask(n, `Find the record about "${kit.Q.refine[2]}".`)); C.warm(n);
  kit.Q.refine.forEach((q, i) => { const hits = C.hits(`refine${i}`, [9, 5, 2][i]); R.turn(R.v(i ? `Narrowing: ${q}.` : `Broad search first.`), [C.search(q, hits, {}, [214, 37, 2][i])]); });
  if (v % 2) R.turn(R.v(`Opening the best hit.`), [C.get(C.fresh())]);
  finalOf(C, `Found it: ${J(C.hits("refine2", 2)[0]).slice(0, 90)}.`);
  return { R, note: "three narrowing searches, each with fewer and different hits" };
}

function rereadAfterChange(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const doc = C.doc.slice(); const a = 4, b = 4 + r.int(7, 10);
  R.user(`Show me lines ${a}-${b} of the ${kit.docNoun}.`);
  R.turn(R.v(`Reading.`), [C.read(a, b, doc, C.rev)]); R.say(`Lines ${a}-${b}: ${doc[a]}`);
  const rounds = v === 3 ? 3 : r.int(1, 2); let rev = C.rev;
  for (let i = 0; i < rounds; i++) {
    const ln = a + 1 + i; R.user(`Change line ${ln} to say "${doc[ln - 1].replace(/\.$/, "")} (amended ${i + 1})." and show me the section again.`);
    doc[ln - 1] = `${doc[ln - 1].replace(/\.$/, "")} (amended ${i + 1}).`; rev = C.R.hex(7);
    R.turn(R.v(`Editing line ${ln}.`), [C.docEdit(ln, doc[ln - 1], rev)]);
    R.turn(R.v(`Re-reading to confirm.`), [C.read(a, b, doc.slice(), rev)]);
    R.say(`Line ${ln} now reads: "${doc[ln - 1]}".`);
  }
  return { R, note: `the same window re-read after each requested edit; the text and revision differ every time` };
}

function pollBackoff(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const n = v === 3 ? r.int(40, 70) : r.int(0, 3); const e = C.fresh();
  R.user(C.warmTask(n, `Kick off the ${kit.jobNoun} for ${e.id} and report the result.`)); C.warm(n);
  R.turn(R.v(`Submitting.`), [C.start(e)]);
  const still = r.int(2, 3); let s = 30; let el = 0;
  for (let i = 0; i < still; i++) { el += s; R.turn(R.v(`Still queued; waiting ${s}s.`), [C.job({ state: "QUEUED", detail: "waiting for a worker", pct: 0, elapsed: el })]); R.turn(null, [C.sleep(s)]); s *= 2; }
  for (let p = 1; p <= 4; p++) { el += 60; R.turn(R.v(`Moving: ${p * 25}%.`), [C.job({ state: p === 4 ? "SUCCEEDED" : "RUNNING", detail: p === 4 ? "done" : kit.jobStages[p - 1], pct: p * 25, elapsed: el })]); if (p < 4) R.turn(null, [C.sleep(60)]); }
  finalOf(C, `${C.jobId} for ${e.id} succeeded after a queue wait of ${still} checks.`);
  return { R, note: `${still} unchanged polls with doubling sleeps, then the job runs and succeeds` };
}

function alternatePerItem(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys();
  const k = v === 3 ? r.int(30, 45) : r.int(5, 10); const es = Array.from({ length: k }, () => C.fresh());
  R.user(`For each ${kit.noun} in the queue, check it and ${C.verb}: ${es.map((e) => e.id).join(", ")}.`);
  es.forEach((e) => { R.turn(R.v(`Checking ${e.id}.`, e.id), [C.get(e)]); R.turn(R.v(`OK, acting on ${e.id}.`, "act"), [C.act(e)]); });
  finalOf(C, `All ${k} checked and processed.`);
  return { R, note: `lookup -> write per item, ${k} distinct items (A B A B on new items)` };
}

function longMixed(kit, v, seed) {
  const C = ctx(kit, seed, v % 2 ? multi(kit) : {}); const { R, r } = C; C.sys();
  const k = v < 2 ? r.int(100, 120) : r.int(62, 92);
  R.user(`Take the whole shift: work the ${kit.noun} queue, keep the ${kit.jobNoun} for the first item moving, watch the ${kit.metricNoun}, and give me a hand-over note at the end.`);
  const e0 = C.fresh(); R.turn(R.v(`Starting the ${kit.jobNoun}.`), [C.start(e0)]);
  let pct = 0; let val = kit.metric.base; let p = 0; let cur = null;
  while (R.steps < k) {
    const x = r.int(0, 9);
    if (x <= 3) C.warm(1, { noMetric: true });
    else if (x === 4 && pct < 95) { pct += r.int(4, 12); R.turn(R.v(`${kit.jobNoun}: checking.`), [C.job({ state: "RUNNING", detail: kit.jobStages[Math.min(3, Math.floor(pct / 25))], pct: Math.min(pct, 99), elapsed: R.steps * 40 })]); }
    else if (x === 5) { val = Number((val + kit.metric.step * r.float(-0.5, 1)).toFixed(3)); R.turn(R.v(`Metric check.`), [C.metric(val)]); }
    else if (x === 6) { const next = `${R.b62(16)}${p}`; R.turn(R.v(`Next page of the list.`), [C.page(p, C.rows(`lm${p}`, 25), cur, next, 2500)]); cur = next; p++; }
    else if (x === 7 && v % 2) { const e = C.fresh(); const ag = R.pick(kit.agents); R.turn(R.v(`Delegating ${e.id} to ${ag}.`), [C.del(ag, { objective: `check ${e.id}`, inputs: { id: e.id } }, "completed", `${e.id}: ${Object.values(e)[1]}`)]); }
    else { const es = [C.fresh(), C.fresh()]; R.turn(R.v(`Two more in parallel.`), es.map((e) => C.get(e))); }
  }
  finalOf(C, `Hand-over: queue worked, ${kit.jobNoun} ${C.jobId} at ${Math.min(pct, 99)}%, ${kit.metricNoun} ${val} ${kit.metric.unit}; list read to page ${p}.`);
  return { R, note: `${R.steps} mixed steps on distinct items; background job and metric progress` };
}

// ---- ambiguous ---------------------------------------------------------------------------------
function ambUserWait(kit, v, seed) {
  const C = ctx(kit, seed); const { R, r } = C; C.sys(); const e = C.fresh();
  R.user(`Start the ${kit.jobNoun} for ${e.id}. It often sits for a while — keep checking every 5 minutes until it moves, don't give up.`);
  R.turn(R.v(`Submitting.`), [C.start(e)]); let el = 0; let lf = null;
  for (let i = 0; i < 7; i++) { if (i === 1) lf = R.steps + 1; el += 300; R.turn(R.v(`Checking as asked.`), [C.job({ state: "QUEUED", detail: kit.frozen, pct: 0, elapsed: el })]); R.turn(null, [C.sleep(300)]); }
  return { R, loop_from: lf, note: "the user asked for patient polling; the job never moves in the recorded window" };
}
function ambBackoffStop(kit, v, seed) {
  const C = ctx(kit, seed); const { R } = C; C.sys(); const e = C.fresh();
  R.user(`Run ${kit.dep.name} for ${e.id}.`); let lf = null;
  [5, 15, 45, 0].forEach((s, i) => { if (i === 2) lf = R.steps + 1; R.turn(R.v(i ? `Retrying after backoff.` : `Calling.`), [C.dep(e, i, false)]); if (s) R.turn(null, [C.sleep(s)]); });
  R.say(`${kit.dep.name} is down (same failure after 4 tries with backoff). I've stopped; please retry later or raise it with the owning team.`);
  return { R, loop_from: lf, note: "4 identical failing calls with 5/15/45 s backoff, then a clean stop" };
}
function ambEmptyStop(kit, v, seed) {
  const C = ctx(kit, seed); const { R } = C; C.sys();
  R.user(`Is there anything on "${kit.Q.empty[0]}"?`); let lf = null;
  kit.Q.empty.slice(0, 3).forEach((q, i) => { if (i === 2) lf = R.steps + 1; R.turn(R.v(i ? `Rephrasing.` : `Searching.`), [C.search(q, [])]); });
  R.say(`No records match "${kit.Q.empty[0]}" or two rephrasings. It looks like nothing has been logged on this.`);
  return { R, loop_from: lf, note: "three empty rewordings, then an honest not-found" };
}
function ambDoubleCheck(kit, v, seed) {
  const C = ctx(kit, seed); const { R } = C; C.sys(); const a = C.fresh(), b = C.fresh();
  R.user(`Compare ${a.id} and ${b.id}, then ${C.verb} for the one that qualifies.`);
  R.turn(R.v(`Fetching both.`), [C.get(a), C.get(b)]);
  R.turn(R.v(`Reading the rule.`), [C.read(4, 12)]);
  const lf = R.steps + 1;
  R.turn(R.v(`This can't be undone, so re-reading both right before acting.`), [C.get(a), C.get(b)]);
  R.turn(R.v(`Acting on ${a.id}.`), [C.act(a)]);
  R.say(`Done for ${a.id}; ${b.id} did not qualify.`);
  return { R, loop_from: lf, note: "one parallel re-read of two unchanged records right before an irreversible write" };
}

export const LOOPS = [["trivial-args", trivialArgs], ["stuck-poll", stuckPoll], ["ping-pong", pingPong], ["retry-storm", retryStorm], ["reread-wrap", reread], ["redelegate", redelegate], ["apology-repeat", apologyRepeat], ["reworded-search", rewordedSearch], ["fix-test-same", fixTest], ["fanout-repeat", fanoutRepeat]];
export const LEGIT = [["poll-progress", pollProgress], ["paginate-advance", paginate], ["batch-items", batchItems], ["retry-backoff-succeeds", retryBackoff], ["refine-converges", refineProgress], ["user-asks-again", userAgain], ["dashboard-trend", dashboardTrend], ["parallel-distinct", parallelDistinct], ["delegate-distinct", delegateDistinct], ["search-refine-finds", searchRefine], ["reread-after-change", rereadAfterChange], ["poll-backoff-done", pollBackoff], ["alternate-per-item", alternatePerItem], ["long-mixed", longMixed]];
export const AMBIG = [["amb-user-wait", ambUserWait], ["amb-backoff-stop", ambBackoffStop], ["amb-empty-stop", ambEmptyStop], ["amb-double-check", ambDoubleCheck]];
