import { dfRepr } from "./engine.mjs";
// Run shapes: loops (10 kinds x 6 variants), legit look-alikes (14 kinds x 4 variants), ambiguous (4).
// Each returns { loop_from, note }; loop_from is the 1-based assistant-message index of the first step that adds nothing.

const AGAIN = ["Let me check that once more — the last answer may have come from a cache.", "Re-querying to be sure the value is current.", "One more look before I report back.", "Running it again; maybe a different replica answers.", "I want to confirm this before I answer.", "Checking again.", "Let me re-verify.", "Trying the same lookup again to rule out a stale read.", "Querying again in case it changed.", "Double-checking the record.", "Let me fetch it one more time.", "Re-running to confirm the numbers."];
const NUDGES = ["Continue.", "?", "ok", "keep going", "[harness] No tool call detected in your last message. If the task is complete, call finish(); otherwise continue.", "Please continue with the task.", "go on", "…", "Proceed."];
const GIVEUP = ["I keep getting the same result and can't make further progress on my own. Stopping here so someone can take a look.", "This isn't changing. I'll stop and report what I have.", "I've tried several times without a different outcome; handing this back to you.", "No progress after repeated attempts — escalating rather than continuing."];
const pk = (run, a) => run.N.pick(a);
const short = (e) => String(e.id).replace("https://shop.kettleco.example", "");

function giveUpOrCut(run, p = 0.45) { if (run.N.chance(p)) run.final(pk(run, GIVEUP)); }

/** Healthy prefix: distinct lookups and writes, forward doc reads, parallel fan-outs; never repeats itself. */
export function warm(run, n, opt = {}) {
  const { kit, N } = run;
  if (n > 0 && !run.warmNoted) {
    run.warmNoted = true;
    const u = run.msgs.find((m) => m.role === "user");
    if (u) { if (Array.isArray(u.content)) u.content = [{ type: "text", text: kit.tasks.warm }, { type: "text", text: `Then: ${u.content[0].text}` }]; else u.content = `${kit.tasks.warm}\n\nThen: ${u.content}`; }
  }
  const lines = run.docLines ?? (run.docLines = kit.doc.lines(N));
  let pos = 1;
  for (let i = 0; i < n; i++) {
    const r = N.f();
    if (!opt.noDoc && r < 0.12 && pos < lines.length - 30) {
      const w = N.ri(25, 40); const a = pos; const b = Math.min(lines.length, pos + w - 1); pos = b + 1;
      run.step(pk(run, [`Reading ${kit.doc.path} lines ${a}-${b} for the context I need.`, `Next part of ${kit.doc.path.split("/").pop()} (${a}-${b}).`, `Continuing through the document: lines ${a}-${b}.`]), [() => kit.doc.read(N, a, b, lines)]);
    } else if (r < 0.22 && !opt.noPar) {
      const es = [run.ent(), run.ent(), run.ent()].slice(0, N.ri(2, 3));
      run.step(pk(run, [`Fetching ${es.map(short).join(", ")} in parallel.`, `Batch lookup: ${es.map(short).join(", ")}.`, `Pulling the next ${es.length} together.`]), es.map((e) => () => kit.get(N, e)));
    } else if (r < 0.55) {
      const e = run.ent();
      run.step(pk(run, [`Looking up ${short(e)}.`, `Checking ${short(e)} first.`, `Queue item ${short(e)}.`, `Now ${short(e)}.`]), [() => kit.get(N, e)]);
      if (N.chance(0.6) && i + 1 < n) { i++; run.step(pk(run, [`${short(e)} looks fine; recording the change for it.`, `OK, applying it to ${short(e)}.`, `Nothing blocks ${short(e)} — doing the update.`, `Recording ${short(e)}.`]), [() => kit.act(N, e)]); }
    } else {
      const e = run.ent();
      run.step(pk(run, [`Next item: ${short(e)}.`, `${short(e)} was already checked in the ticket; applying directly.`, `Moving on to ${short(e)}.`, `Processing ${short(e)}.`]), [() => kit.act(N, e)]);
    }
  }
}

function prefixLen(run, v, long) { return long ? run.N.ri(48, 105) : v === 5 ? run.N.ri(10, 30) : run.N.ri(0, 9); }
const LANGKEY = { "bioinformatics-pipelines": "batch", "postgres-dba": "get", "mobile-app-release": "fix", payroll: "search", "dns-tls": "get", "accessibility-audit": "fix", "game-liveops": "batch", "vendor-security-questionnaire": "search", "patent-search": "search", "email-marketing": "get" };
const CODETASK = { "bioinformatics-pipelines": "Build the counts matrix for the onc0417 samples from the Salmon output and the samplesheet.", "postgres-dba": "Compute the dead-tuple ratio for refunds on the replica.", "mobile-app-release": "Make me a table of our builds sorted by upload time.", payroll: "Sum the November timesheet hours per cost centre.", "dns-tls": "Check which TXT tokens are currently published at _acme-challenge.shopfront.example.", "accessibility-audit": "Scan /checkout/payment and show me the first critical violation.", "game-liveops": "Make a table of the gold reward per Frostfall stage.", "vendor-security-questionnaire": "Pull Q-014 out of ACME Bank's spreadsheet so we can answer it.", "patent-search": "From the reference CSV, list the references published after our priority date (2021-03-01).", "email-marketing": "Compute the subscriber hashes for the VIP export so we can tag them." };
function task(run, key, arg) {
  const t = run.kit.tasks;
  if (run.lang && t[run.lang] && LANGKEY[run.kit.name] === key) return key === "batch" ? `${t[run.lang]}\n${arg.map((e) => e.id).join(", ")}` : t[run.lang];
  const base = typeof t[key] === "function" ? t[key](arg) : t[key];
  if (run.lang && run.N.chance(0.5)) return `${base} ${{ de: "(Antwort bitte auf Deutsch.)", es: "(Respóndeme en español, por favor.)", ja: "（回答は日本語でお願いします。）" }[run.lang]}`;
  return base;
}

const SUMMARY = {
  "bioinformatics-pipelines": (e) => `${e.id} (${e.tissue}, ${e.org}): RIN ${e.rin}, ${e.conc} ng/µL, ${e.vol} µL at ${e.loc}; status QC_PASSED in ${e.proj}.`,
  "postgres-dba": (e) => `${e.id} on pg-shop-2: ${e.rows} live tuples, ${e.dead}% dead, ${e.size} total with ${e.idx} indexes; last autovacuum ${e.vac}.`,
  "mobile-app-release": (e) => `Build ${e.build} (${e.ver}) is ${e.state} in TestFlight and expires on ${e.exp}; it is eligible for the App Store.`,
  payroll: (e) => `${e.name} (${e.id}) is in ${e.country}, grade ${e.grade}, cost centre ${e.cc}, tax code ${e.tax}.`,
  "dns-tls": (e) => `${e.id} resolves to ${e.value} (${e.type}) from 1.1.1.1; the record's TTL is ${e.ttl}s.`,
  "accessibility-audit": (e) => `${short(e)} has ${e.vs.length} violation type(s): ${e.vs.map((x) => `${x[0]} (${x[1]}, ${x[4]} nodes)`).join(", ")}.`,
  "game-liveops": (e) => `${e.nick} (${e.id}, ${e.region}, level ${e.lvl}) has ${e.gems} gems; lifetime spend $${e.spend}; not banned.`,
  "vendor-security-questionnaire": (e) => `${e.id} ("${e.text}", ${e.ctrl}): suggested answer "${e.ans}" with evidence ${e.ev}.`,
  "patent-search": (e) => `${e.id} — "${e.title}" (${e.appl}), priority ${e.prio}, IPC ${e.ipc}, ${e.claims} claims.`,
  "email-marketing": (e) => `Campaign ${e.id} ("${e.title}") goes to ${e.recips} recipients in list ${e.list} (${e.seg}); status ${e.status}.`,
};

// ---------------------------------------------------------------- loops
export const LOOPS = {
  "repeat-noise"(run, v) {
    const { kit, N } = run; const e = run.ent(); const e2 = run.ent();
    run.user(task(run, "get", e));
    warm(run, prefixLen(run, v, v === 4));
    let code;
    const first = run.step(v === 5 ? `Recording the change for ${short(e)}.` : `Looking up ${short(e)}.`, v === 3 ? [() => kit.get(N, e), () => kit.get(N, e2)] : v === 5 ? [() => kit.act(N, e)] : [() => kit.get(N, e)]);
    if (run.code) code = run.msgs.findLast((m) => m.tool_calls).tool_calls[0].function.arguments && JSON.parse(run.msgs.findLast((m) => m.tool_calls).tool_calls[0].function.arguments).code;
    let lf = null; const reps = N.ri(5, 9);
    for (let k = 0; k < reps; k++) {
      if (v === 1 && N.chance(0.5)) run.user(pk(run, ["any update?", "still there?", "is it fixed yet?", "¿alguna novedad?", "and now?"]));
      const s = run.step(v === 5 ? pk(run, ["Submitting it again to be sure it was saved.", "Re-sending — I'm not sure the first one went through.", "Let me make sure that write stuck.", "Sending the update once more."]) : pk(run, AGAIN), v === 3 ? [() => kit.get(N, e), () => kit.get(N, e2)] : v === 5 ? [() => kit.act(N, e)] : [() => kit.get(N, e)], run.code ? { code } : {});
      lf ??= s;
    }
    giveUpOrCut(run);
    return { loop_from: lf, note: `${v === 5 ? "the same write re-sent" : "the same lookup repeated"} ${reps + 1}x on ${short(e)} after step ${first}; outputs differ only in request ids/timestamps${run.code ? " (code re-run unchanged)" : ""}` };
  },

  "repeat-trivial"(run, v) {
    const { kit, N } = run; const e = run.ent();
    run.user(task(run, "get", e));
    warm(run, prefixLen(run, v, v === 4), { noDoc: v === 4 });
    const base = kit.get(N, e);
    const key = Object.keys(base.args).find((k) => base.args[k] === e.id) ?? Object.keys(base.args).find((k) => String(base.args[k]).includes(e.id)) ?? Object.keys(base.args)[0];
    const id = String(e.id);
    const muts = {
      0: [(a) => ({ ...a, [key]: id + " " }), (a) => ({ ...a, [key]: " " + id }), (a) => ({ ...a, [key]: id + "\n" }), (a) => ({ ...a, [key]: "\t" + id }), (a) => ({ ...a, [key]: id + "  " })],
      1: [(a) => ({ ...a, [key]: id.toUpperCase() }), (a) => ({ ...a, [key]: id.toLowerCase() }), (a) => ({ ...a, [key]: id.slice(0, 1).toLowerCase() + id.slice(1) }), (a) => ({ ...a, [key]: id.toUpperCase() + " " })],
      3: [(a) => Object.fromEntries(Object.entries(a).reverse()), (a) => ({ ...a, verbose: false }), (a) => ({ include_deleted: false, ...a }), (a) => ({ ...Object.fromEntries(Object.entries(a).reverse()), fields: "*" }), (a) => ({ ...a, cache: "no-cache" }), (a) => ({ ...a, request_id: N.uuid() })],
      4: [(a) => ({ ...a, [key]: encodeURIComponent(id) }), (a) => ({ ...a, [key]: /^https?:|\./.test(id) ? id + (id.startsWith("http") ? "/" : ".") : [id] }), (a) => ({ ...a, [key]: /^https?:|\./.test(id) ? id.replace(/^https:\/\//, "HTTPS://").replace(/\.example/, ".EXAMPLE") : id.toLowerCase() }), (a) => ({ ...a, [key]: [id] }), (a) => ({ ...a, [key]: id.startsWith("http") ? id + "#" : id + " " })],
    };
    muts[5] = [...muts[0].slice(0, 2), ...muts[3].slice(0, 2), ...muts[1].slice(0, 1), ...muts[4].slice(0, 2)];
    let list = muts[v] ?? muts[0];
    if (base.args[key] !== e.id) {
      // the id sits inside a statement (SQL): change only spacing, keyword case and the trailing semicolon
      const sq = [(x) => x + " ", (x) => "\n" + x, (x) => x.replace(/, /g, ","), (x) => x.toLowerCase(), (x) => x.replace(/;$/, ""), (x) => x.replace("SELECT ", "SELECT\n  "), (x) => x.replace(/ FROM /, "\nFROM ")];
      list = (v === 3 ? muts[3] : sq.map((f) => (a) => ({ ...a, [key]: f(a[key]) })));
    }
    if (v === 4 && !run.code && "path" in kit.doc.read(N, 1, 2, run.docLines ?? (run.docLines = kit.doc.lines(N))).args && N.chance(0.6)) return trivialPath(run);
    run.step(`Looking up ${short(e)}.`, [() => kit.get(N, e)]);
    let lf = null; const reps = N.ri(4, 8);
    const tweaks = [{ comment: "re-check" }, { var: "record" }, { print: "print(str({v}))" }, { comment: "fetch again, bypass cache" }, { var: "rec2", print: "print({v})  # full" }, { print: "print(repr({v}))" }, { comment: "verify" }, { var: "data" }];
    for (let k = 0; k < reps; k++) {
      let s;
      if (run.code) s = run.step(pk(run, AGAIN), [() => kit.get(N, e)], { tweak: tweaks[k % tweaks.length] });
      else {
        s = run.step(pk(run, AGAIN), [() => {
          const c = kit.get(N, e);
          for (let j = 0; j < list.length; j++) { const a = list[(k + j) % list.length](c.args); if (JSON.stringify(a) !== JSON.stringify(c.args)) return { ...c, args: a }; }
          return { ...c, args: { ...c.args, [key]: id + " " } };
        }]);
      }
      lf ??= s;
    }
    giveUpOrCut(run);
    return { loop_from: lf, note: `same lookup of ${short(e)} ${reps + 1}x with trivially changed ${run.code ? "code (comment/variable/print only)" : ["whitespace", "case", "", "key order / no-op params", "spellings (url-encoding, trailing dot/slash, list wrap)", "args (rotating whitespace/key order/case/encoding)"][v]}` };
  },

  cycle(run, v) {
    const { kit, N } = run; const e = run.ent();
    const lines = run.docLines ?? (run.docLines = kit.doc.lines(N));
    run.user(task(run, "get", e));
    const reason = kit.refusals(e)[N.ri(0, 3)];
    if (v === 3 || v === 5) {
      const [A, B, C] = kit.agents;
      run.agentName = A;
      warm(run, N.ri(1, 4));
      let lf = null; const passes = N.ri(3, 5);
      for (let p = 0; p < passes; p++) {
        if (v === 3) {
          const s1 = run.step(`This needs ${B}: ${kit.handoff}.`, [() => run.handoff(B, `Please decide ${kit.handoff} (${short(e)}).`)], { name: A });
          if (p === 1) lf = s1;
          run.step(`Checking ${short(e)} before answering.`, [() => kit.get(N, e)], { name: B });
          run.step(`Not mine to decide; sending back to ${A} — ${C} should confirm first.`, [() => run.handoff(A, `${C} must confirm ${kit.handoff}; back to you.`)], { name: B });
          run.step(`Trying the write myself.`, [() => kit.act(N, e, reason)], { name: A });
        } else {
          const s1 = run.say(`@${B} can you confirm ${kit.handoff}? ${short(e)} is ready on my side.`, A);
          if (p === 1) lf = s1;
          run.user(pk(run, [`Not my call — ${C} owns that. Please ask them.`, `I can't sign that off, ${C} has to.`, `That's for ${C} to decide.`]), B);
          run.say(`@${C} ${B} says you decide ${kit.handoff}. Can you confirm?`, A);
          run.user(pk(run, [`I only approve after ${B} has reviewed it. Ask ${B}.`, `Needs ${B}'s review first.`, `${B} has to look at it before me.`]), C);
        }
      }
      giveUpOrCut(run, 0.3);
      return { loop_from: lf, note: `hand-off bounce between ${A}, ${B}${v === 5 ? ` and ${C} in chat` : " via transfer_to_agent"}; nothing new each pass; ${passes} passes` };
    }
    warm(run, prefixLen(run, v, v === 4), { noDoc: true });
    const q = kit.search.topics[0][0];
    const win = N.ri(1, 40);
    const per = v === 0 || v === 2 ? 2 : 3;
    let lf = null; const passes = N.ri(3, 5);
    const tweaks = [{}, { comment: "check again" }, { var: "x" }, { print: "print({v})  # again" }, { comment: "retry" }];
    for (let p = 0; p < passes; p++) {
      const o = run.code ? { tweak: tweaks[p % tweaks.length] } : {};
      let s;
      if (per === 2) {
        s = run.step(p ? pk(run, AGAIN) : `Looking up ${short(e)}.`, [() => kit.get(N, e)], o);
        run.step(`Cross-checking against the search results.`, [() => kit.search.call(N, q, run.hits0 ?? (run.hits0 = [0, 1, 2].map((i) => kit.search.hit(N, i))), 3)], o);
      } else if (v === 1) {
        s = run.step(p ? "Back to the record." : `Looking up ${short(e)}.`, [() => kit.get(N, e)]);
        run.step(`Applying the change for ${short(e)}.`, [() => kit.act(N, e, reason)]);
        run.step(`It was refused; reading the guidance again.`, [() => kit.doc.read(N, win, win + 24, lines)]);
      } else {
        const jid = run.jid ?? (run.jid = kit.job.id(N));
        s = run.step(p ? "Checking the job state again." : `Checking the ${kit.job.noun}.`, [() => kit.job.status(N, jid, kit.job.stuck)]);
        run.step(`Trying the change on ${short(e)}.`, [() => kit.act(N, e, reason)]);
        run.step(`Refused; re-reading the record.`, [() => kit.get(N, e)]);
      }
      if (p === 1) lf = s;
    }
    giveUpOrCut(run);
    return { loop_from: lf, note: `period-${per} cycle on ${short(e)} (${per === 2 ? "lookup <-> same search" : v === 1 ? "lookup -> refused write -> same guidance window" : "status -> refused write -> lookup"}), ${passes} passes` };
  },

  "retry-storm"(run, v) {
    const { kit, N } = run;
    const ok = v === 4 ? [] : Array.from({ length: N.ri(1, 4) }, () => run.ent());
    const queue = Array.from({ length: 12 }, () => run.ent());
    run.user(v === 4 ? task(run, "batch", queue.slice(0, 3)).replace(/: .*$/, ": everything in today's queue, starting with " + queue.slice(0, 3).map(short).join(", ") + ".") : task(run, "batch", [...ok, ...queue.slice(0, 8)]));
    if (v === 4) warm(run, N.ri(48, 95), { noDoc: true });
    for (const e of ok) run.step(`Processing ${short(e)}.`, [() => kit.act(N, e)]);
    let qi = 0; run.ent = () => queue[qi++ % queue.length];
    let fails = 0, lf = null; const total = N.ri(6, 10);
    for (let k = 0; fails < total; k++) {
      const es = v === 3 ? [run.ent(), run.ent()] : [run.ent()];
      const s = run.step(fails === 0 ? `Next: ${es.map(short).join(", ")}.` : pk(run, [`That failed; moving on to ${es.map(short).join(" and ")}.`, `Trying ${es.map(short).join(", ")} instead.`, `Skipping ahead to ${es.map(short).join(", ")}.`, `Perhaps ${es.map(short).join(", ")} goes through.`]), es.map((e) => () => kit.dep.fail(N, e, fails++ + k)));
      if (lf == null && fails >= 3) lf = s;
      if (v === 1 && fails < total) run.step("Short pause before the next one.", [() => run.sleep(pk(run, [5, 10, 15]))]);
    }
    giveUpOrCut(run, 0.5);
    return { loop_from: lf, note: `${kit.dep.why}; the agent keeps trying new items${v === 3 ? " in parallel pairs" : v === 1 ? " with short sleeps" : ""}, every call failing the same way; loop from the 3rd failing call` };
  },

  "stuck-poll"(run, v) {
    const { kit, N } = run; const J = kit.job; const id = J.id(N);
    run.user(task(run, "poll"));
    warm(run, v === 4 ? N.ri(45, 90) : v === 5 ? N.ri(10, 30) : N.ri(0, 3));
    run.step(`Starting the ${J.noun}.`, [() => J.start(N, id)]);
    const pre = N.ri(1, 3);
    for (let k = 0; k < pre; k++) {
      run.step(`Checking the ${J.noun}.`, [() => J.status(N, id, J.progress[k])]);
      run.step("Waiting a bit.", [() => run.sleep(60)]);
    }
    let lf = null; const polls = N.ri(6, 12); let sl = 30;
    let code;
    for (let k = 0; k < polls; k++) {
      let s;
      const txt = k === 0 ? `Polling the ${J.noun}.` : pk(run, ["Still running; checking again.", "Polling again.", "No change yet — another check.", "Waiting for it to move.", `Checking the ${J.noun} again.`]);
      if (v === 3) s = run.step(txt, [() => run.sleep(60), () => J.status(N, id, J.stuck)]);
      else if (run.code) { const o = code ? { code } : {}; s = run.step(txt, [() => ({ multi: [run.sleep(60), J.status(N, id, J.stuck)], name: "x", args: {}, out: "" })], o); code ??= JSON.parse(run.msgs.findLast((m) => m.tool_calls).tool_calls[0].function.arguments).code; }
      else {
        if (v === 1) N.tick(N.ri(90, 240) * 1000);
        s = run.step(txt, [() => J.status(N, id, J.stuck)]);
        if (v === 0 || v === 5) run.step("Waiting 60 seconds.", [() => run.sleep(60)]);
        if (v === 4) { run.step(`Backing off ${sl}s.`, [() => run.sleep(sl)]); sl = Math.min(sl * 2, 480); }
        if (v === 5 && N.chance(0.5)) run.say(pk(run, ["Still waiting on it.", "It hasn't moved yet; I'll keep watching.", "Continuing to monitor."]));
      }
      if (k === 1) lf = s;
    }
    giveUpOrCut(run, 0.4);
    return { loop_from: lf, note: `${J.noun} progressed ${pre}x then froze: ${J.stuckWhy}; ${polls} polls${v === 1 ? " (timestamp gaps only)" : v === 3 ? " (sleep+status in one turn)" : run.code ? " (same code re-run)" : ""}` };
  },

  "page-stuck"(run, v) {
    const { kit, N } = run; const P = kit.page;
    run.user(task(run, "page"));
    warm(run, v === 4 ? N.ri(45, 90) : v === 5 ? N.ri(10, 30) : N.ri(0, 4));
    const rows = Array.from({ length: P.total }, (_, i) => P.row(N, i));
    const pageRows = (i) => rows.slice(i * P.size, i * P.size + P.size);
    const curs = Array.from({ length: 12 }, () => N.b64(N.pick([16, 24, 32])).replace(/[+/]/g, "_"));
    const real = N.ri(2, 4);
    const stick = v === 3 || v === 5;
    const arg = (i, fresh) => P.mode === "page" ? { page: i + 1 } : P.mode === "offset" ? { offset: i * P.size } : P.mode === "keyset" ? { after: i ? pageRows(i - 1).at(-1)[0] : 0 } : { cursor: i ? (fresh ? N.b64(24).replace(/[+/]/g, "_") : curs[i - 1]) : undefined };
    const call = (i, r, next) => () => { const a = arg(i, false); if (a.cursor === undefined) delete a.cursor; const c = P.call(N, a, r, { next }); return { ...c, rowStart: i * P.size }; };
    for (let i = 0; i < real; i++) run.step(i ? `Page ${i + 1}.` : "Fetching the first page.", [call(i, pageRows(i), curs[i])]);
    let lf = null; const more = N.ri(5, 9);
    for (let k = 0; k < more; k++) {
      const i = real + k;
      let c;
      if (P.mode === "keyset") c = () => P.call(N, { after: pageRows(real - 1)[0][0] - 1 }, pageRows(real - 1), {});
      else if (stick) c = () => { const a = P.mode === "cursor" ? { cursor: k ? run.lastCur : curs[real - 1] } : arg(i); const nx = N.b64(24).replace(/[+/]/g, "_"); const out = P.call(N, a, pageRows(real - 1), { next: nx }); run.lastCur = nx; return { ...out, rowStart: (real - 1) * P.size }; };
      else if (P.mode === "cursor") { const j = k % real; c = () => { const a = j ? { cursor: curs[j - 1] } : { cursor: curs[real - 1] }; return { ...P.call(N, a, pageRows(j), { next: curs[j] }), rowStart: j * P.size }; }; }
      else c = () => ({ ...P.call(N, arg(i), pageRows(k % real), { totalShown: P.total }), rowStart: (k % real) * P.size });
      const s = run.step(pk(run, [`Next page.`, `Continuing to page ${i + 1}.`, "Fetching more rows.", "There should be more; next page.", `Page ${i + 1}.`]), [c], run.code ? { tweak: { comment: `page ${i + 1}` } } : {});
      lf ??= s;
    }
    giveUpOrCut(run);
    return { loop_from: lf, note: `${real} real pages, then the listing ${stick || P.mode === "keyset" ? "sticks on the last page" : "wraps to earlier rows"} (${P.mode} paging); ${more} more calls` };
  },

  reread(run, v) {
    const { kit, N } = run;
    const lines = run.docLines ?? (run.docLines = kit.doc.lines(N));
    run.user(task(run, "read"));
    warm(run, v === 4 ? N.ri(45, 90) : v === 5 ? N.ri(10, 30) : N.ri(0, 4), { noDoc: true });
    const w = N.ri(28, 40);
    const wins = []; for (let a = 1; a <= lines.length; a += w) wins.push([a, Math.min(lines.length, a + w - 1)]);
    const rd = (a, b) => () => kit.doc.read(N, a, b, lines);
    if (v === 3) { for (let i = 0; i < wins.length; i += 2) run.step("Reading the next two windows.", wins.slice(i, i + 2).map(([a, b]) => rd(a, b))); }
    else for (const [a, b] of wins) run.step(`Reading lines ${a}-${b}.`, [rd(a, b)]);
    let lf = null;
    const passes = v === 5 ? 1 : N.ri(1, 2);
    for (let p = 0; p < passes; p++) {
      const sh = v === 1 ? Math.floor(w / 2) : 0;
      const ws = v === 1 ? wins.map(([a, b]) => [Math.max(1, a - sh), Math.min(lines.length, b - sh)]) : wins;
      for (let i = 0; i < ws.length; i += v === 3 ? 2 : 1) {
        if (v === 5) run.user(pk(run, NUDGES));
        const s = v === 3 ? run.step("Re-reading to make sure I have everything.", ws.slice(i, i + 2).map(([a, b]) => rd(a, b))) : run.step(pk(run, ["Let me re-read that part to be precise.", "Going back over the text.", `Re-reading lines ${ws[i][0]}-${ws[i][1]}.`, "Reading it again before I summarise."]), [rd(...ws[i])], run.code ? { tweak: { comment: "re-read" } } : {});
        lf ??= s;
      }
    }
    giveUpOrCut(run, 0.35);
    return { loop_from: lf, note: `read ${kit.doc.path} to the end in ${wins.length} windows, then re-read it${v === 1 ? " in half-shifted windows" : v === 3 ? " in parallel pairs" : v === 5 ? " after each content-free nudge" : ""}; the file never changed` };
  },

  "search-reworded"(run, v) {
    const { kit, N } = run; const S = kit.search;
    run.user(task(run, "search"));
    warm(run, v === 4 ? N.ri(45, 90) : v === 5 ? N.ri(10, 30) : N.ri(0, 5));
    const empty = v === 1 || v === 4;
    const topic = S.topics[N.ri(0, S.topics.length - 1)];
    const extra = [...topic.map((q) => q.toLowerCase()), ...topic.map((q) => q + " "), ...topic.map((q) => `"${q}"`)];
    const qs = [...topic, ...extra];
    const hits = Array.from({ length: N.ri(3, 6) }, (_, i) => S.hit(N, i));
    const n = N.ri(5, 8);
    let lf = null;
    for (let k = 0; k < n; k++) {
      const hs = v === 3 ? [...hits.slice(k % hits.length), ...hits.slice(0, k % hits.length)] : hits;
      const mk = (q) => () => empty ? S.call(N, q, [], 0) : S.call(N, q, hs, hits.length);
      const thunks = v === 5 ? [mk(qs[(2 * k) % qs.length]), mk(qs[(2 * k + 1) % qs.length])] : [mk(qs[k % qs.length])];
      const s = run.step(k ? pk(run, ["Rewording the query.", "Trying different terms.", "Maybe another phrasing finds more.", "Let me search with synonyms.", "One more variant of the query."]) : "Searching.", thunks);
      if ((!empty && k === 1) || (empty && k === 2)) lf = s;
    }
    giveUpOrCut(run, 0.5);
    return { loop_from: lf, note: `${n} reworded searches${v === 5 ? " (two per turn)" : ""} returning ${empty ? "nothing" : v === 3 ? "the same hits in rotated order" : "the same hits"}; loop from the ${empty ? "3rd" : "2nd"} search` };
  },

  "restate-nudge"(run, v) {
    const { kit, N } = run; const e = run.ent(); const e2 = run.ent();
    run.user(task(run, "get", e));
    warm(run, v === 4 ? N.ri(45, 90) : v === 5 ? N.ri(10, 30) : N.ri(0, 3));
    run.step(`Looking up ${short(e)}.`, [() => kit.get(N, e)]);
    run.step(`And ${short(e2)} for comparison.`, [() => kit.get(N, e2)]);
    const ans = v === 3 ? `I'll now apply the change for ${short(e)} and confirm once it's recorded.` : `${SUMMARY[kit.name](e)} For comparison, ${short(e2)} looks similar.`;
    const pre = ["", "As above: ", "To restate, ", "Again: ", "Same as before — ", "", "To confirm: "];
    run.say(ans);
    let lf = null; const n = N.ri(4, 7);
    let code;
    for (let k = 0; k < n; k++) {
      if (v === 5) run.user(pk(run, ["Any further action?", "Please continue.", "Status?"]), pk(run, ["supervisor", "orchestrator"]));
      else run.user(pk(run, NUDGES));
      if (v === 1 && k === 1) run.step("Re-checking the record before answering.", [() => kit.get(N, e)]);
      let s;
      if (run.code) { s = run.step("Printing the summary again.", [() => ({ name: "print", args: {}, out: ans, raw: false })], { code: code ?? `summary = """${ans}"""\nprint(summary)`, stdout: ans }); code = `summary = """${ans}"""\nprint(summary)`; }
      else s = run.say(pre[k % pre.length] + ans + (k % 3 === 2 ? " Let me know if you need anything else." : ""));
      lf ??= s;
    }
    return { loop_from: lf, note: `answered, then restated the same ${v === 3 ? "promise (never acted)" : "summary"} ${n}x after content-free nudges${v === 5 ? " from a supervisor agent" : ""}` };
  },

  "fix-loop"(run, v) {
    const { kit, N } = run; const F = kit.fix;
    run.user(run.code ? CODETASK[kit.name] : task(run, "fix"));
    warm(run, v === 4 ? N.ri(45, 90) : v === 5 ? N.ri(10, 30) : N.ri(0, 3), { noDoc: true });
    if (run.code) return codeFixLoop(run, v);
    let errs = v === 1 ? F.errors.slice(2) : F.errors.slice();
    run.step("Running the validator first.", [() => F.validate(N, errs)]);
    const last = F.errors.length - 1;
    while (errs.length > 1) {
      const i = F.errors.indexOf(errs[0]);
      run.step(`Fixing: ${errs[0].slice(0, 70)}`, [() => F.edit(N, F.edits[i], i)]);
      errs = errs.slice(1);
      run.step("Validating again.", [() => F.validate(N, errs)]);
    }
    let lf = null; const n = N.ri(4, 6);
    for (let k = 0; k < n; k++) {
      let cur = errs;
      if (v === 3 && k % 2 === 1) cur = [F.errors[2], F.errors[last]];
      const s = run.step(pk(run, [`Another attempt at: ${F.errors[last].slice(0, 60)}`, "Adjusting the value differently.", "Trying a different form of the same fix.", "Maybe the format is the problem; changing it.", "Tweaking that line again."]), [() => F.edit(N, F.badEdits[k % F.badEdits.length], last)]);
      if (k === 1) lf = s;
      run.step("Re-validating.", [() => F.validate(N, v === 3 ? (k % 2 ? [F.errors[2]] : [F.errors[last]]) : cur)]);
    }
    giveUpOrCut(run);
    return { loop_from: lf, note: `edit -> validate: earlier errors fixed, then '${F.errors[last].slice(0, 50)}…' survives ${n} edits${v === 3 ? " (alternating with a reintroduced error)" : ""}; loop from the 2nd edit aimed at it` };
  },
};

// The same document window read again and again under equivalent spellings of its path.
function trivialPath(run) {
  const { kit, N } = run;
  const lines = run.docLines ?? (run.docLines = kit.doc.lines(N));
  const a = N.ri(1, 30), b = a + N.ri(25, 40);
  const c0 = kit.doc.read(N, a, b, lines);
  const pk0 = ["path", "fileId"].find((k) => k in c0.args);
  const p = c0.args[pk0];
  const dir = p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : ".";
  const file = p.slice(p.lastIndexOf("/") + 1);
  const vars = [p, p.startsWith("/") ? `/${p}` : `./${p}`, `${dir}//${file}`, `${dir}/./${file}`, `${dir}/../${dir.split("/").pop()}/${file}`, p.startsWith("/") ? `/./${p.slice(1)}` : `./${dir}/${file}`];
  run.step(`Reading ${p} lines ${a}-${b}.`, [() => kit.doc.read(N, a, b, lines)]);
  let lf = null; const reps = N.ri(4, 7);
  for (let k = 1; k <= reps; k++) {
    const q = vars[k % vars.length] === p ? vars[(k + 1) % vars.length] : vars[k % vars.length];
    const s = run.step(pk(run, ["Reading that section again to quote it exactly.", "Let me open the file again.", "Re-opening the file; the previous read may have been truncated.", "Reading the same lines once more."]), [() => { const c = kit.doc.read(N, a, b, lines); return { ...c, args: { ...c.args, [pk0]: q } }; }]);
    lf ??= s;
  }
  giveUpOrCut(run);
  return { loop_from: lf, note: `the same window of ${p} re-read ${reps}x under equivalent path spellings (leading //, dir//file, /./, dir/../dir)` };
}

// Code agents: the same script fails with the same traceback while the agent edits comments, names and prints.
const PYFIX = {
  "bioinformatics-pipelines": ["counts = pd.read_csv('salmon.merged.gene_counts.tsv', sep='\\t', index_col=0)\nmeta = pd.read_csv('samplesheet_onc0417.csv')\nX = counts[meta['sample']]", "KeyError: \"['S24-01299'] not in index\"", "print(X.shape)", ["X = counts[meta['sample'][meta['sample'].isin(counts.columns)]]", "(60662, 23)"]],
  "postgres-dba": ["cur = conn.execute(\"SELECT relname, n_dead_tup FROM pg_stat_user_tables WHERE relname = %s\", ('refunds',))\nrow = cur.fetchone()\nratio = row[1] / row[2]", "IndexError: tuple index out of range", "print(round(ratio, 3))", ["cur = conn.execute(\"SELECT relname, n_dead_tup, n_live_tup FROM pg_stat_user_tables WHERE relname = %s\", ('refunds',))\nrow = cur.fetchone()\nratio = row[1] / max(row[2], 1)", "0.041"]],
  "mobile-app-release": ["builds = asc.builds.list(app_id='1488120463', limit=200)\ndf = pd.DataFrame([b['attributes'] for b in builds['data']])\ndf['uploaded'] = pd.to_datetime(df['uploadedDate'], format='%Y-%m-%dT%H:%M:%S%z')", "ValueError: time data \"2026-12-04T18:22:41.000-08:00\" doesn't match format \"%Y-%m-%dT%H:%M:%S%z\", at position 0. You might want to try:\n    - passing `format` if your strings have a consistent format;\n    - passing `format='ISO8601'` if your strings are all ISO8601 but not necessarily in exactly the same format;", "print(df.sort_values('uploaded').tail())", ["builds = asc.builds.list(app_id='1488120463', limit=200)\ndf = pd.DataFrame([b['attributes'] for b in builds['data']])\ndf['uploaded'] = pd.to_datetime(df['uploadedDate'], format='ISO8601', utc=True)", "   version processingState                  uploaded\n17    2282           VALID 2026-11-28 02:10:55+00:00\n18    2285           VALID 2026-11-30 19:44:02+00:00\n19    2288         INVALID 2026-12-02 21:07:31+00:00\n20    2289           VALID 2026-12-03 23:15:12+00:00\n21    2291           VALID 2026-12-05 02:22:41+00:00"]],
  payroll: ["ts = pd.read_csv('timesheets_2026-11.csv')\nemp = pd.read_csv('employees.csv')\nm = ts.merge(emp, on='employee_id', validate='many_to_one')", "pandas.errors.MergeError: Merge keys are not unique in right dataset; not a many-to-one merge", "print(m.groupby('cost_centre')['hours'].sum())", ["ts = pd.read_csv('timesheets_2026-11.csv')\nemp = pd.read_csv('employees.csv').drop_duplicates('employee_id', keep='last')\nm = ts.merge(emp, on='employee_id', validate='many_to_one')", "cost_centre\nCC-118     1411.5\nCC-203      958.0\nCC-415     2207.5\nCC-472      640.0\nName: hours, dtype: float64"]],
  "dns-tls": ["ans = dns.resolver.resolve('_acme-challenge.shopfront.example', 'TXT')\ntokens = [r.strings[0].decode() for r in ans]", "dns.resolver.NoAnswer: The DNS response does not contain an answer to the question: _acme-challenge.shopfront.example. IN TXT", "print(tokens)", ["ans = dns.resolver.resolve('_acme-challenge.shopfront.example', 'CNAME')\ntokens = [r.target.to_text() for r in ans]", "['_acme-challenge.shopfront.acme-dns.example.']"]],
  "accessibility-audit": ["res = axe.scan(url='https://shop.kettleco.example/checkout/payment')\nv = pd.DataFrame(res['violations'])\nprint(v[['id', 'impact', 'nodes']])\ncrit = v[v.impact == 'critical'].iloc[0]", "IndexError: single positional indexer is out-of-bounds", "print(crit)", ["res = axe.scan(url='https://shop.kettleco.example/checkout/payment')\nv = pd.DataFrame(res['violations'])\ncrit = v[v.impact == 'critical']\ncrit = crit if len(crit) else 'no critical violations'", "no critical violations"]],
  "game-liveops": ["cfg = json.load(open('events/frostfall_s14.json'))\nstages = pd.DataFrame(cfg['stages'])\nstages['gold'] = stages['rewards'].apply(lambda r: r[1]['qty'])", "IndexError: list index out of range", "print(stages[['stage', 'gold']])", ["cfg = json.load(open('events/frostfall_s14.json'))\nstages = pd.DataFrame(cfg['stages'])\nstages['gold'] = stages['rewards'].apply(lambda r: next((x['qty'] for x in r if x['sku'] == 'gold'), 0))", "    stage   gold\n0       1   1200\n1       2   2400\n2       3      0\n3       4   4800\n\n[14 rows x 2 columns]"]],
  "vendor-security-questionnaire": ["sheet = pd.read_excel('ACME-Bank_SIG-Lite_2026.xlsx', sheet_name='Questions')\nsheet = sheet.set_index('Question ID')\nq = sheet.loc['Q-014']", "KeyError: 'Question ID'", "print(q)", ["sheet = pd.read_excel('ACME-Bank_SIG-Lite_2026.xlsx', sheet_name='Questions', header=2)\nsheet = sheet.set_index('Question ID')\nq = sheet.loc['Q-014']", "Section                     Data protection\nQuestion     Do you encrypt customer data at rest?\nAnswer                                      NaN\nName: Q-014, dtype: object"]],
  "patent-search": ["refs = pd.read_csv('charts/FTO-2026-031_refs.csv')\nrefs['pub_date'] = pd.to_datetime(refs['pub_date'])\npost = refs[refs['pub_date'] > '2021-03-01']", "dateutil.parser._parser.ParserError: Unknown string format: 18.10.2022 present at position 7", "print(post[['publication', 'pub_date']])", ["refs = pd.read_csv('charts/FTO-2026-031_refs.csv')\nrefs['pub_date'] = pd.to_datetime(refs['pub_date'], format='mixed', dayfirst=True)\npost = refs[refs['pub_date'] > '2021-03-01']", "      publication   pub_date\n3   US11473520B2 2022-10-18\n7  EP4012345A1 2022-06-15"]],
  "email-marketing": ["members = pd.read_csv('xmas_vip_export.csv')\nmembers['hash'] = members['Email Address'].str.lower().apply(lambda s: hashlib.md5(s.encode()).hexdigest())", "KeyError: 'Email Address'", "print(members[['hash']].head())", ["members = pd.read_csv('xmas_vip_export.csv')\nmembers['hash'] = members['E-Mail-Adresse'].str.lower().apply(lambda s: hashlib.md5(s.encode()).hexdigest())", "                               hash\n0  5f1b0c3e9a7d2e41c8b6a0f3d2e19b77\n1  a93c1e0d44b2f8e7c6a5d4b3c2e1f0a9\n2  0e7d6c5b4a3928f1e0d9c8b7a6f5e4d3\n3  c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6\n4  9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d"]],
};
function codeFixLoop(run, v) {
  const { kit, N } = run;
  const [body, err, tail] = PYFIX[kit.name];
  const pre = "import json, hashlib\nimport pandas as pd";
  const tb = (code) => `Traceback (most recent call last):\n  File "<string>", line ${code.split("\n").length - 1}, in <module>\n  File "/usr/local/lib/python3.11/site-packages/pandas/core/${N.pick(["frame.py", "indexing.py", "reshape/merge.py", "tools/datetimes.py"])}", line ${N.ri(900, 4200)}, in ${N.pick(["__getitem__", "_getitem_axis", "_validate_validate_kwd", "_convert_listlike_datetimes"])}\n    raise ${err.split(":")[0].split(".").pop()}(${JSON.stringify(err.split(": ").slice(1).join(": ").split("\n")[0])})\n${err}`;
  const good = body.split("\n")[0];
  run.step("Loading the first input to check it parses.", [() => ({ name: "x", args: {}, out: "" })], { code: `${pre}\n${good}\nprint('ok')`, stdout: `ok` });
  const c0 = `${pre}\n${body}\n${tail}`;
  run.step("Running the full step.", [() => ({ name: "x", args: {}, out: "" })], { code: c0, traceback: tb(c0) });
  const edits = [(c) => c.replace(tail, `# ${N.pick(["fix", "handle the error", "retry"])}\n${tail}`), (c) => c.replace(/\b(X|row|df|m|tokens|v|stages|q|post|members)\b(?=\s*=)/, "$1_"), (c) => c.replace(tail, tail.replace("print(", "print('result:', ")), (c) => `${c.split("\n")[0]}  # noqa\n${c.split("\n").slice(1).join("\n")}`, (c) => c.replace("import pandas as pd", "import pandas as pd\npd.set_option('display.width', 200)"), (c) => c.replace(/'/g, '"'), (c) => c + "  # again"];
  let lf = null; const n = N.ri(4, 7); let c = c0;
  for (let k = 0; k < n; k++) {
    c = edits[k % edits.length](c);
    const s = run.step(pk(run, ["Adjusting the script and running it again.", "Let me tweak that and retry.", "Small change, re-running.", "Trying again with a cleaner version.", "Re-running after the edit."]), [() => ({ name: "x", args: {}, out: "" })], { code: c, traceback: tb(c) });
    if (k === 1) lf = s;
  }
  giveUpOrCut(run);
  return { loop_from: lf, note: `code agent: the same ${err.split(":")[0]} after ${n} cosmetic edits (comments, names, prints); loop from the 2nd re-run aimed at it` };
}

// ---------------------------------------------------------------- legit look-alikes
export const LEGIT = {
  "poll-progress"(run, v) {
    const { kit, N } = run; const J = kit.job; const id = J.id(N);
    run.user(task(run, "poll"));
    warm(run, v === 3 ? N.ri(40, 90) : N.ri(0, 10));
    run.step(`Starting the ${J.noun}.`, [() => J.start(N, id)]);
    for (let k = 0; k < J.progress.length; k++) {
      if (v === 2) N.tick(N.ri(60, 200) * 1000);
      if (v === 3) run.step("Checking.", [() => run.sleep(60), () => J.status(N, id, J.progress[k])]);
      else { run.step(k ? "Still going; checking again." : `Checking the ${J.noun}.`, [() => J.status(N, id, J.progress[k])]); if (v !== 2 && k < J.progress.length - 1) run.step("Waiting.", [() => run.sleep(pk(run, [30, 60, 90]))]); }
    }
    run.final(`The ${J.noun} finished. Final state: ${JSON.stringify(J.progress.at(-1)).slice(0, 120)}.`);
    return { loop_from: null, note: `${J.noun} status changes on every poll until done` };
  },
  "poll-backoff"(run, v) {
    const { kit, N } = run; const J = kit.job; const id = J.id(N);
    run.user(task(run, "poll"));
    warm(run, v === 0 ? N.ri(40, 90) : N.ri(0, 10));
    run.step(`Starting the ${J.noun}.`, [() => J.start(N, id)]);
    const same = N.ri(2, 3); let sl = 15;
    for (let k = 0; k < same; k++) { run.step(k ? "No change yet; backing off." : "First status check.", [() => J.status(N, id, J.progress[0])]); run.step(`Sleeping ${sl}s.`, [() => run.sleep(sl)]); sl *= 2; }
    for (let k = 1; k < J.progress.length; k++) { run.step("Checking again.", [() => J.status(N, id, J.progress[k])]); if (k < J.progress.length - 1) run.step("Waiting.", [() => run.sleep(60)]); }
    run.final(`Done — the ${J.noun} completed after a slow start (${same} unchanged checks with back-off).`);
    return { loop_from: null, note: `${same} unchanged polls with doubling sleeps, then progress on every poll to done` };
  },
  "batch-distinct"(run, v) {
    const { kit, N } = run; const es = Array.from({ length: v === 2 ? N.ri(10, 16) : N.ri(7, 16) }, () => run.ent());
    run.user(task(run, "batch", es));
    const par = v === 2 ? N.ri(2, 3) : 1;
    for (let i = 0; i < es.length; i += par) run.step(i ? pk(run, ["Next.", `Now ${es.slice(i, i + par).map(short).join(", ")}.`, "Continuing with the list."]) : "Starting with the first item.", es.slice(i, i + par).map((e) => () => kit.act(N, e)));
    run.final(`All ${es.length} items done.`);
    return { loop_from: null, note: `the same write on ${es.length} distinct items${par > 1 ? ` (${par} per turn)` : ""}` };
  },
  "paginate-end"(run, v) {
    const { kit, N } = run; const P = kit.page;
    run.user(task(run, "page"));
    warm(run, v === 2 ? N.ri(40, 90) : N.ri(0, 10));
    const rows = Array.from({ length: P.total }, (_, i) => P.row(N, i));
    const n = Math.ceil(P.total / P.size); let cur;
    for (let i = 0; i < n; i++) {
      const r = rows.slice(i * P.size, i * P.size + P.size);
      const nx = i < n - 1 ? N.b64(24).replace(/[+/]/g, "_") : null;
      const a = P.mode === "page" ? { page: i + 1 } : P.mode === "offset" ? { offset: i * P.size } : P.mode === "keyset" ? { after: i ? rows[i * P.size - 1][0] : 0 } : cur ? { cursor: cur } : {};
      run.step(i ? `Page ${i + 1}.` : "First page.", [() => ({ ...P.call(N, a, r, { next: nx }), rowStart: i * P.size })]);
      cur = nx;
    }
    run.final(`${P.total} rows in total across ${n} pages.`);
    return { loop_from: null, note: `${n} pages of distinct rows (${P.mode}) until the end` };
  },
  "user-repeat"(run, v) {
    const { kit, N } = run; const e = run.ent();
    run.user(task(run, "get", e));
    warm(run, v === 3 ? N.ri(40, 90) : N.ri(0, 8));
    run.step(`Looking up ${short(e)}.`, [() => kit.get(N, e)]);
    if (v === 2) {
      const facts = Object.entries(e).filter(([k, x]) => k !== "id" && typeof x !== "object" && x !== "").slice(0, 4);
      run.final(`${short(e)}: ${facts.map(([k, x]) => `${k} ${x}`).join(", ")}. Nothing blocks it.`);
      const asks = [["Can you give me that as a bullet list?", () => facts.map(([k, x]) => `- ${k}: ${x}`).join("\n")], ["¿Me lo pones en español para el equipo de Madrid?", () => `${short(e)}: ${facts.map(([k, x]) => `${k} = ${x}`).join("; ")}. No hay ningún bloqueo.`], ["Shorter please, one line for Slack.", () => `${short(e)} ok — ${facts.slice(0, 2).map(([, x]) => x).join(" / ")}, no blockers.`], ["Und bitte einmal auf Deutsch für die Kollegen in Mannheim.", () => `${short(e)}: ${facts.map(([k, x]) => `${k} ${x}`).join(", ")}. Keine Blocker.`]];
      const n = N.ri(2, 4);
      for (const [ask, ans] of N.shuffle(asks).slice(0, n)) { run.user(ask); run.final(ans()); }
      return { loop_from: null, note: `answered once, then the user asked ${n} times for the same facts in another format or language; each reply is what was asked` };
    }
    run.final(`Here's ${short(e)}: nothing unusual.`);
    const n = N.ri(2, 4);
    for (let k = 0; k < n; k++) {
      run.user(pk(run, ["Can you check it again now? Ops just restarted the service.", "Once more please — I want to see it after the cache flush.", "Check again, the vendor says they fixed something.", "Otra vez, por favor: acaban de desplegar.", "Bitte nochmal prüfen, der Job ist gerade durchgelaufen."]));
      run.step("Checking again as you asked.", [() => kit.get(N, e)]);
      run.final(pk(run, ["Same as before — no change.", "Still identical to the previous read.", "No difference from last time."]));
    }
    return { loop_from: null, note: `the user asks ${n} more times for the same record; identical facts, each requested` };
  },
  "search-refine"(run, v) {
    const { kit, N } = run; const S = kit.search;
    run.user(task(run, "search"));
    warm(run, v === 3 ? N.ri(40, 90) : N.ri(0, 10));
    let seen = 0;
    S.refine.forEach((q, k) => {
      const tot = Math.max(1, Math.round(400 / (k * k * 3 + 1)));
      const hs = Array.from({ length: Math.min(tot, N.ri(3, 6)) }, (_, i) => S.hit(N, seen + i)); seen += hs.length + 3;
      run.step(k ? "Narrowing the query." : "Broad search first.", [() => S.call(N, q, hs, tot)]);
    });
    const e = run.ent();
    run.step(`Opening the best candidate.`, [() => kit.get(N, e)]);
    run.final("Found it after narrowing the search; details above.");
    return { loop_from: null, note: "each refinement changes the total and the hits" };
  },
  "fix-converges"(run, v) {
    const { kit, N } = run; const F = kit.fix;
    run.user(run.code ? `${CODETASK[kit.name]} After that: ${task(run, "fix")}` : task(run, "fix"));
    if (run.code) {
      const [body, err, tail] = PYFIX[kit.name];
      const pre = "import json, hashlib\nimport pandas as pd";
      const c0 = `${pre}\n${body}\n${tail}`;
      run.step("Running the step.", [() => ({ name: "x", args: {}, out: "" })], { code: c0, traceback: `Traceback (most recent call last):\n  File "<string>", line 4, in <module>\n${err}` });
      run.step("Inspecting the input columns.", [() => ({ name: "x", args: {}, out: "" })], { code: `${body.split("\n")[0]}\nprint(${body.split("\n")[0].split(" = ")[0]}${/\bpd\./.test(body.split("\n")[0]) ? ".head(3)" : ""})`, stdout: run.kit.page ? (run.kit.page.cols.join("  ") + "\n" + [0, 1, 2].map((i) => kit.page.row(N, i).join("  ")).join("\n")) : "ok" });
      const [fixed, fout] = PYFIX[kit.name][3];
      run.step("Fixing the actual cause and re-running.", [() => ({ name: "x", args: {}, out: "" })], { code: `${fixed}\n${tail}`, stdout: fout });
    }
    warm(run, v === 2 ? N.ri(40, 90) : N.ri(0, 8), { noDoc: true });
    let errs = F.errors.slice();
    run.step("Validating.", [() => F.validate(N, errs)]);
    for (let i = 0; i < F.errors.length; i++) {
      run.step(`Fixing: ${F.errors[i].slice(0, 60)}`, [() => F.edit(N, F.edits[i], i)]);
      errs = errs.slice(1);
      run.step("Re-validating.", [() => F.validate(N, errs)]);
    }
    run.final("Validation passes now; all four problems fixed.");
    return { loop_from: null, note: "edit -> validate with one error fewer each round until clean" };
  },
  "long-mixed"(run, v) {
    const { kit, N } = run; const J = kit.job; const id = J.id(N);
    run.user(task(run, "poll"));
    run.step(`Starting the ${J.noun} in the background.`, [() => J.start(N, id)]);
    const n = N.ri(60, 130); let jk = 0;
    const per = Math.floor(n / (J.progress.length + 1));
    for (let seg = 0; seg < J.progress.length; seg++) {
      warm(run, per);
      if (seg === 2) run.user(pk(run, ["FYI I'm in a meeting for an hour, carry on.", "Danke — bitte weitermachen.", "Sigue, yo reviso luego."]));
      run.step(`Checking on the ${J.noun}.`, [() => J.status(N, id, J.progress[jk++])]);
    }
    run.final(`Everything processed; the ${J.noun} finished and the per-item work is recorded.`);
    return { loop_from: null, note: `long mixed session (${run.steps} steps): distinct items, forward reads, a background job that progresses on each check` };
  },
  "reread-after-change"(run, v) {
    const { kit, N } = run; const F = kit.fix;
    const lines = run.docLines ?? (run.docLines = kit.doc.lines(N));
    run.user(task(run, "read"));
    warm(run, v === 0 ? N.ri(40, 90) : N.ri(0, 8), { noDoc: true });
    const a = N.ri(1, 40), b = a + N.ri(20, 35);
    run.step(`Reading lines ${a}-${b}.`, [() => kit.doc.read(N, a, b, lines)]);
    run.final("Read it; see my notes above.");
    for (let k = 0; k < N.ri(1, 2); k++) {
      const ln = N.ri(a, b);
      lines[ln - 1] = lines[ln - 1] + pk(run, [" (updated)", " — REVISED 06.12.", " [changed per review]", " ※更新"]);
      run.user(`I just edited line ${ln}. Can you read that part again and check it?`);
      run.step("Re-reading the edited section.", [() => kit.doc.read(N, a, b, lines)]);
      run.final(`Line ${ln} now reads differently; the rest is unchanged.`);
    }
    return { loop_from: null, note: "the user edits the document and asks for a re-read; the window shows the new text" };
  },
  "handoff-resolves"(run, v) {
    const { kit, N } = run; const [A, B, C] = kit.agents; const e = run.ent();
    run.agentName = A;
    run.user(task(run, "get", e));
    warm(run, N.ri(0, 10));
    run.step(`Looking up ${short(e)}.`, [() => kit.get(N, e)], { name: A });
    if (v % 2 === 0) {
      run.step(`Handing to ${B} with the facts attached.`, [() => run.handoff(B, `Decide ${kit.handoff}. Record attached.`)], { name: A });
      run.step(`Checking policy for ${short(e)}.`, [() => kit.doc.read(N, 1, 20, run.docLines ?? (run.docLines = kit.doc.lines(N)))], { name: B });
      run.step(`Approved under section 1; back to ${A} with reference APR-${N.ri(1000, 9999)}.`, [() => run.handoff(A, "Approved; proceed.")], { name: B });
    } else {
      run.say(`@${B} ${kit.handoff}? Record attached.`, A);
      run.user(`Yes, approved from my side, on condition ${C} confirms the date.`, B);
      run.say(`@${C} ${B} approved; can you confirm the date?`, A);
      run.user("Confirmed for Thursday.", C);
    }
    run.step(`Recording the decision for ${short(e)}.`, [() => kit.act(N, e)], { name: A });
    run.final("Done — approved and recorded.", A);
    return { loop_from: null, note: "hand-offs where every reply adds a decision, then the outcome is recorded" };
  },
  "alternate-per-item"(run, v) {
    const { kit, N } = run; const es = Array.from({ length: N.ri(5, 10) }, () => run.ent());
    run.user(task(run, "batch", es));
    for (const e of es) { run.step(`Checking ${short(e)}.`, [() => kit.get(N, e)]); run.step(`Applying to ${short(e)}.`, [() => kit.act(N, e)]); }
    run.final(`Processed ${es.length} items, each looked up then updated.`);
    return { loop_from: null, note: `lookup -> write alternating on ${es.length} distinct items` };
  },
  "retry-succeeds"(run, v) {
    const { kit, N } = run; const es = Array.from({ length: N.ri(5, 9) }, () => run.ent());
    run.user(task(run, "batch", es));
    warm(run, v === 0 ? N.ri(40, 90) : N.ri(0, 8));
    const hit = N.ri(1, es.length - 2); const fails = N.ri(1, 2);
    es.forEach((e, i) => {
      if (i === hit) for (let f = 0; f < fails; f++) { run.step(f ? "Retrying after the wait." : `Now ${short(e)}.`, [() => ({ ...kit.dep.fail(N, e, f), args: kit.act(N, e).args, name: kit.act(N, e).name })]); run.step(`Transient error; waiting ${15 * (f + 1)}s as the API asks.`, [() => run.sleep(15 * (f + 1))]); }
      run.step(i === hit ? "Retrying — it should be back." : `Next: ${short(e)}.`, [() => kit.act(N, e)]);
    });
    run.final(`All ${es.length} done; ${short(es[hit])} needed ${fails} retr${fails > 1 ? "ies" : "y"} after a transient error.`);
    return { loop_from: null, note: `one item hit ${fails} transient failure(s); the agent waited and the identical retry succeeded; batch continued` };
  },
  "per-item-errors"(run, v) {
    const { kit, N } = run; const es = Array.from({ length: N.ri(8, 14) }, () => run.ent());
    run.user(task(run, "batch", es));
    let bad = 0;
    es.forEach((e, i) => { const r = N.chance(0.4) ? kit.refusals(e)[N.ri(0, 3)] : null; if (r) bad++; run.step(i ? pk(run, [`Next: ${short(e)}.`, r ? `Moving on to ${short(e)}.` : `${short(e)}.`]) : `Starting with ${short(e)}.`, [() => kit.act(N, e, r)]); });
    run.final(`${es.length - bad} of ${es.length} done; ${bad} refused for item-specific reasons (listed above).`);
    return { loop_from: null, note: `batch of ${es.length}, ${bad} refused each for its own reason; no retries` };
  },
  "code-explore"(run, v) {
    const { kit, N } = run; const P = kit.page;
    run.user(task(run, "page"));
    const rows = Array.from({ length: P.total }, (_, i) => P.row(N, i));
    const steps = [
      [`df = pd.DataFrame(${run.pyVar})\nprint(df.shape)\nprint(df.head())`, `(${P.total}, ${P.cols.length})\n${dfRepr(P.cols, rows.slice(0, 5))}`],
      [`print(df.dtypes)`, P.cols.map((c, j) => `${c.padEnd(18)}${typeof rows[0][j] === "number" ? "int64" : /^\d+\.\d+$/.test(String(rows[0][j])) ? "float64" : "object"}`).join("\n") + "\ndtype: object"],
      [`print(df[df.columns[2]].value_counts())`, (() => { const m = new Map(); rows.forEach((r) => m.set(r[2], (m.get(r[2]) ?? 0) + 1)); return `${P.cols[2]}\n${[...m].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, c]) => `${String(k).padEnd(20)}${c}`).join("\n")}\nName: count, dtype: int64`; })()],
      [`print(df.tail(4))`, dfRepr(P.cols, rows.slice(-4), P.total - 4)],
      [`print(df.iloc[10:16])`, dfRepr(P.cols, rows.slice(10, 16), 10)],
    ];
    const loadCode = `${kit.py.pre}${/pandas/.test(kit.py.pre) ? "" : "\nimport pandas as pd"}\n${run.pyVar} = []\nfor chunk in ${kit.py.map[P.call(N, {}, [], {}).name] ?? "client.list"}.iter_all():\n    ${run.pyVar}.extend(chunk)\nprint(len(${run.pyVar}))`;
    run.step("Loading everything into a list first.", [() => ({ name: "x", args: {}, out: "" })], { code: loadCode, stdout: String(P.total) });
    run.pyPreDone = true;
    const n = N.ri(3, 5);
    for (let k = 0; k < n; k++) run.step(pk(run, ["Looking at the data from another angle.", "Next view.", "Checking the distribution.", "Inspecting a slice."]), [() => ({ name: "x", args: {}, out: "" })], { code: steps[k][0], stdout: steps[k][1] });
    const es = [run.ent(), run.ent()];
    for (const e of es) run.step(`Pulling ${short(e)} for detail.`, [() => kit.get(N, e)]);
    run.final(`There are ${P.total} rows; summary and the two records checked are above.`);
    return { loop_from: null, note: "code agent exploring one dataset with similar but different snippets; every output differs" };
  },
};

// ---------------------------------------------------------------- ambiguous
export const AMB = {
  "amb-empty-stop"(run) {
    const { kit, N } = run; const S = kit.search; const qs = S.topics[1];
    run.user(task(run, "search"));
    let lf;
    for (let k = 0; k < 3; k++) { const s = run.step(k ? "Rewording." : "Searching.", [() => S.call(N, qs[k], [], 0)]); if (k === 2) lf = s; }
    run.final("Nothing matches under three phrasings. I don't think it exists in this source — can you give me an id or another source?");
    return { loop_from: lf, note: "three empty rewordings, then an honest stop" };
  },
  "amb-backoff-stop"(run) {
    const { kit, N } = run; const e = run.ent();
    run.user(task(run, "get", e));
    let lf; const sl = [5, 15, 45];
    for (let k = 0; k < 4; k++) { const s = run.step(k ? `Retrying after ${sl[k - 1]}s.` : `Looking up ${short(e)}.`, [() => ({ ...kit.dep.fail(N, e, 0) })]); if (k === 2) lf = s; if (k < 3) run.step(`Backing off ${sl[k]}s.`, [() => run.sleep(sl[k])]); }
    run.final(`${kit.dep.why}; four attempts over a minute failed. Stopping — please retry later or check the service.`);
    return { loop_from: lf, note: "the same failing call 4x with 5/15/45 s back-off on a hard outage, then a clean stop" };
  },
  "amb-user-wait"(run) {
    const { kit, N } = run; const J = kit.job; const id = J.id(N);
    run.user(task(run, "poll") + " Keep checking every few minutes and don't stop until it moves, even if it takes a while.");
    run.step(`Starting the ${J.noun}.`, [() => J.start(N, id)]);
    run.step("First check.", [() => J.status(N, id, J.progress[1])]);
    let lf;
    for (let k = 0; k < 6; k++) { const s = run.step("Checking as you asked.", [() => J.status(N, id, J.stuck)]); if (k === 1) lf = s; run.step("Waiting five minutes.", [() => run.sleep(300)]); }
    return { loop_from: lf, note: "the user said to keep polling; six unchanged polls five minutes apart (cut)" };
  },
  "amb-double-check"(run) {
    const { kit, N } = run; const e = run.ent(); const e2 = run.ent();
    run.user(task(run, "get", e) + " If both records agree, apply the change — it cannot be undone.");
    run.step("Reading both records.", [() => kit.get(N, e), () => kit.get(N, e2)]);
    run.step(`Comparing against the policy.`, [() => kit.doc.read(N, 1, 30, run.docLines ?? (run.docLines = kit.doc.lines(N)))]);
    const lf = run.step("Re-reading both records right before the irreversible change, to quote them exactly.", [() => kit.get(N, e), () => kit.get(N, e2)]);
    run.step(`Applying the change to ${short(e)}.`, [() => kit.act(N, e)]);
    run.final("Applied; both records quoted above.");
    return { loop_from: lf, note: "one parallel re-read of two unchanged records right before an irreversible write" };
  },
};
