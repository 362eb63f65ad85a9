// Run shapes. Each builder writes one run (after the system prompt) and returns a one-line note for the label.
// run.mark() is called right before the first assistant step that is already part of the loop.
import { docLines } from "./tools.mjs";

const fill = (s, o) => s.replace(/\{(\w+)\}/g, (_, k) => o[k] ?? `{${k}}`);
const b64 = (s) => Buffer.from(s).toString("base64").replace(/=+$/, "");

export function healthy(run, t, n) {
  const r = run.r, k = run.kit;
  if (n > 1 && run.peerNote == null) {
    run.peerNote = r.chance(0.3);
    if (run.peerNote) { const who = r.pick(k.agents); run.user(r.pick([`FYI: I'm looking at the same queue, no need to wait for me.`, `Heads-up from ${who}: the overnight batch finished, numbers should be current.`, `Note: please log anything unusual in the handover.`, `I've already done the first couple of items on my side; carry on.`]), who); }
  }
  for (let i = 0; i < n; i++) {
    const e = run.ent(); const x = r.f();
    if (x < 0.38) run.step(run.v([`Looking up ${e.id} first.`, `Opening ${e.id}.`, `Let me pull ${e.id}.`, `Checking ${e.id} before moving on.`, `${e.id} next.`]), [t.get(e)]);
    else if (x < 0.58 && run.par) run.step(run.v([`Fetching ${e.id} and running ${k.tools.check[0]} on it in parallel.`, `Two reads at once for ${e.id}.`]), [t.get(e), t.check(e)]);
    else if (x < 0.82) run.step(run.v([`Running ${k.tools.check[0]} for ${e.id}.`, `Quick ${k.tools.check[0]} on ${e.id}.`, `Verifying ${e.id}.`]), [t.check(e)]);
    else run.step(run.v([`${e.id} looks fine; recording it.`, `Applying ${k.tools.act[0]} to ${e.id}.`, `Updating ${e.id}.`]), [t.act(e)]);
  }
}
export const late = (run, hi) => (run.r.chance(0.3) ? run.r.int(14, 28) : run.r.int(0, hi));
const giveUp = (run, text) => { if (run.r.chance(0.5)) { run.say(text); return "gives up"; } return "cut mid-loop"; };

// Trivial argument variants for one key (whitespace, case, key order, no-op params, synonyms, pretty JSON).
function variants(K, id, V) {
  const sets = [
    [{ [K]: `${id} ` }, { [K]: id.toLowerCase() }, `{"${K}": "${id}"}`, { [K]: ` ${id}` }, { [K]: `${id}\n` }, `{ "${K}" : "${id}" }`, { [K]: id.toLowerCase() + " " }, { [K]: id }],
    [{ [K]: id, include_history: false }, { verbose: false, [K]: id }, { [K]: id, fields: "*" }, { format: "default", [K]: id }, { [K]: id, include_history: false, verbose: false }, { [K]: id, cache: "default" }, { lang: "en", [K]: id }, { [K]: id, fields: "*" }],
    [{ id }, JSON.stringify({ [K]: id }, null, 2), { [`${K}_id`.replace("_id_id", "_id")]: id }, { [K]: id, expand: [] }, { record: id }, JSON.stringify({ [K]: id }, null, 1), { [K]: [id] }, { id }],
    [{ [K]: id, refresh: true }, { [K]: id.toLowerCase() }, { [K]: id, refresh: true, v: 2 }, { [K]: `${id} ` }, { [K]: id, refresh: "true" }, { [K]: id }, { [K]: id, nocache: 1 }, { [K]: id, refresh: true }],
    [{ [K]: id, window: "24h" }, { [K]: id, window: "1d" }, { [K]: id, window: "24 h" }, { [K]: id, window: "last 24h" }, { [K]: id, window: "P1D" }, { [K]: id, window: "1440m" }, { [K]: id, window: "24H" }, { [K]: id, window: "one day" }],
  ];
  return sets[V % sets.length];
}

export const LOOP = {
  "trivial-args"(run, t, V) {
    const r = run.r, k = run.kit, e = run.ent();
    run.user(fill(r.pick([k.tasks.get, k.tasks.get, k.tasks.deleg]), { id: e.id }));
    healthy(run, t, late(run, 12));
    const useCheck = V === 4, K = useCheck ? k.tools.check[1] : k.tools.get[1];
    const mk = useCheck ? t.check : t.get;
    run.step(run.v([`Now the one that matters: ${e.id}.`, `Pulling ${e.id}.`, `Reading ${e.id}.`]), [mk(e)]);
    if (!useCheck && r.chance(0.6)) run.step(run.v([`And ${k.tools.check[0]} for it.`, `Cross-checking ${e.id}.`]), [t.check(e)]);
    const vs = variants(K, e.id, V), n = r.int(5, 9);
    const thoughts = [`Re-fetching ${e.id} to make sure the value is current.`, `Maybe that was cached; querying ${e.id} again.`, `Let me normalise the id and try ${e.id} once more.`, `Double-checking ${e.id}.`, `The record may not have refreshed yet — reading it again.`, `One more look at ${e.id} with the full field set.`, `I want to be certain about ${e.id} before I answer.`, `Checking ${e.id} again.`];
    run.mark();
    for (let i = 0; i < n; i++) {
      const a = vs[i % vs.length];
      if (V === 3 && run.par) run.step(run.v(thoughts), [t.get(e, a), t.check(e, i % 2 ? { [k.tools.check[1]]: e.id, refresh: true } : undefined)]);
      else run.step(run.v(thoughts), [mk(e, a)]);
    }
    const end = giveUp(run, `I keep getting the same record for ${e.id}; nothing has changed between reads. I can't confirm more than what the system shows.`);
    return `${useCheck ? k.tools.check[0] : k.tools.get[0]} on ${e.id} re-issued ${n}x with trivially different arguments (variant set ${V}); ${end}`;
  },

  "ping-pong"(run, t, V) {
    const r = run.r, k = run.kit, e = run.ent();
    run.user(fill(r.pick([k.tasks.get, k.tasks.deleg]), { id: e.id }));
    healthy(run, t, late(run, 10));
    const q = k.queries[0], sr = t.stable(e), hits = Array.from({ length: r.int(3, 6) }, () => k.hit(sr));
    const lines = docLines(k, r, 120); const w = r.int(0, 60);
    const pairs = [
      [() => t.get(e), () => t.check(e), `${k.tools.get[0]} ↔ ${k.tools.check[0]}`],
      [() => t.check(e), () => t.search(q, hits), `${k.tools.check[0]} ↔ ${k.tools.search[0]}(same query)`],
      [() => t.get(e), () => t.read(lines, w, 40), `${k.tools.get[0]} ↔ ${k.tools.doc[0]}(same window)`],
      [() => t.act(e, "fail"), () => t.get(e), `${k.tools.act[0]} rejected ↔ ${k.tools.get[0]}`],
      [() => t.check(e), () => t.get(e), `${k.tools.check[0]} ↔ ${k.tools.get[0]}`],
    ];
    const [A, B, what] = pairs[V % pairs.length];
    const tA = [`Need the details from ${A().name} for ${e.id}.`, `Back to ${A().name}.`, `Let me look at ${A().name} again for ${e.id}.`, `Checking ${A().name} once more.`];
    const tB = [`Now ${B().name} to confirm.`, `That doesn't settle it; ${B().name} again.`, `Cross-referencing with ${B().name}.`, `Comparing against ${B().name}.`];
    const passes = r.int(5, 8);
    for (let p = 0; p < passes; p++) {
      if (p === 1) run.mark();
      run.step(run.v(tA), [A()]);
      if (p === passes - 1 && r.chance(0.4)) break;
      run.step(run.v(tB), [B()]);
    }
    const end = giveUp(run, `I've gone back and forth between the two views of ${e.id} and they agree with each other; I can't get further without someone changing the record.`);
    return `period-2 ${what} on ${e.id}, ${passes} passes; ${end}`;
  },

  "three-step-cycle"(run, t, V) {
    const r = run.r, k = run.kit, e = run.ent();
    run.user(fill(k.tasks.get, { id: e.id }) + r.pick(["", " If it's fine, go ahead and process it.", " Please finish it off if you can."]));
    healthy(run, t, late(run, 14));
    const q = r.pick(k.queries), sr = t.stable(e), hits = Array.from({ length: 4 }, () => k.hit(sr));
    const period = V % 2 ? 4 : 3, passes = r.int(3, 5);
    for (let p = 0; p < passes; p++) {
      if (p === 1) run.mark();
      run.step(run.v([`Reading ${e.id}.`, `Re-reading ${e.id} to see what's missing.`, `Let me look at ${e.id} again.`]), [t.get(e)]);
      run.step(run.v([`Running ${k.tools.check[0]}.`, `Checking it.`, `Re-checking.`]), [t.check(e)]);
      if (period === 4) run.step(run.v([`Searching for guidance.`, `Looking up the rule again.`]), [t.search(q, hits)]);
      if (p === passes - 1 && r.chance(0.3)) break;
      run.step(run.v([`Everything checks out, submitting.`, `Trying ${k.tools.act[0]} again.`, `Submitting ${e.id} once more.`, `Maybe it was transient; resubmitting.`]), [t.act(e, "fail")]);
    }
    const end = giveUp(run, `${e.id} keeps being rejected with the same reason. I need someone to supply the missing field before it can go through.`);
    return `period-${period} cycle read → check${period === 4 ? " → search" : ""} → ${k.tools.act[0]} (same rejection) on ${e.id}, ${passes} passes; ${end}`;
  },

  "dependency-storm"(run, t, V) {
    const r = run.r, k = run.kit;
    const items = Array.from({ length: 14 }, () => run.ent());
    run.user(fill(k.tasks.batch, { ids: items.map((x) => x.id).join(", ") }));
    const pre = r.int(1, 6);
    for (let i = 0; i < pre; i++) run.step(run.v([`${items[i].id}.`, `Processing ${items[i].id}.`, `Next: ${items[i].id}.`]), [V === 1 ? t.act(items[i]) : t.get(items[i])]);
    const n = r.int(6, 11); let j = pre, lastSleep = false;
    const thoughts = [
      [`That failed — moving to the next one.`, `Maybe it's specific to that record; trying another.`, `Let me try a different item.`, `Error again; continuing with the rest.`, `Retrying with another record.`],
      [`Reads fail; maybe the other endpoints still work.`, `Trying a different call.`, `Let me try the listing instead.`, `Maybe writes go through a different path.`, `Trying another tool.`],
      [`Perhaps a longer timeout helps.`, `Trying the secondary replica.`, `Relaxing consistency might get around it.`, `Different options, next record.`, `Retrying with adjusted parameters.`],
      [], [`That failed — next one.`, `Skipping ahead.`, `Another item.`, `Error again; continuing.`]][V];
    for (let i = 0; i < n; i++) {
      if (i === 1) run.mark();
      const e = items[j++ % items.length];
      if (V === 0) run.step(run.v(thoughts), [t.depFail(k.tools.get[0], { [k.tools.get[1]]: e.id }, i)]);
      else if (V === 1) { const tool = [k.tools.act, k.tools.get, k.tools.check, k.tools.list][i % 4]; run.step(run.v(thoughts), [t.depFail(tool[0], tool === k.tools.list ? { [tool[1]]: tool[1] === "cursor" ? null : tool[1] === "offset" ? 0 : 1 } : { [tool[1]]: e.id }, i)]); }
      else if (V === 2) run.step(run.v(thoughts), [t.depFail(k.tools.get[0], [{ [k.tools.get[1]]: e.id }, { [k.tools.get[1]]: e.id, timeout_s: 60 }, { [k.tools.get[1]]: e.id, replica: "secondary" }, { [k.tools.get[1]]: e.id, consistent: false }][i % 4], i)]);
      else if (V === 3) { const e2 = items[j++ % items.length]; run.step(run.v([`Trying ${e.id} and ${e2.id} in parallel.`, `Two at once to save time.`, `Batching the next two.`]), [t.depFail(k.tools.get[0], { [k.tools.get[1]]: e.id }, i), t.depFail(k.tools.check[0], { [k.tools.check[1]]: e2.id }, i + 1)]); }
      else { run.step(run.v(thoughts), [t.depFail(k.tools.act[0], { [k.tools.act[1]]: e.id }, i)]); if (!lastSleep && r.chance(0.6)) { run.step(run.v([`Short pause.`, `Waiting a couple of seconds.`]), [t.wait(r.int(2, 5))]); lastSleep = true; } else lastSleep = false; }
    }
    const end = giveUp(run, `Every request fails: ${k.dep.name} is not answering. I've stopped; the remaining items are untouched.`);
    return `${k.dep.name} down; ${n} failing steps on different items/requests (variant ${V}); ${end}`;
  },

  "reworded-same-hits"(run, t, V) {
    const r = run.r, k = run.kit, e = run.ent();
    run.user(k.tasks.search);
    healthy(run, t, late(run, 8));
    const hits = V === 3 ? [] : Array.from({ length: r.int(3, 7) }, () => k.hit(r));
    const n = r.int(6, 9), qs = r.shuffle(k.queries);
    const total = hits.length ? hits.length + r.int(0, 2) * 0 : 0;
    for (let i = 0; i < n; i++) {
      if (i === 1) run.mark();
      const q = i < qs.length ? qs[i] : qs[i % qs.length].toLowerCase();
      const extra = V === 4 ? [{}, { sort: "relevance" }, { page_size: 20 }, { sort: "relevance", page_size: 20 }, { exact: false }, {}][i % 6] : {};
      const shown = V === 2 ? [...hits.slice(i % hits.length), ...hits.slice(0, i % hits.length)] : hits;
      Object.assign(shown, { total });
      run.step(i === 0 ? run.v([`Searching.`, `Let me search for it.`]) : run.v([`Those aren't what I need; rewording.`, `Trying a different phrasing.`, `Let me use the other common name.`, `Maybe the index wants the abbreviation.`, `Broadening the wording.`, `Once more with synonyms.`]), [t.search(q, shown, extra)]);
    }
    const end = giveUp(run, hits.length ? `Every phrasing returns the same ${hits.length} results and none is the one I need. I'd suggest asking a specialist.` : `No results under any phrasing. I couldn't find it.`);
    return `${n} reworded ${k.tools.search[0]} queries, ${hits.length ? `same ${hits.length} hits${V === 2 ? " (rotated order)" : ""}` : "zero hits"} every time${V === 4 ? ", no-op filters added" : ""}; ${end}`;
  },

  "stuck-poll"(run, t, V) {
    const r = run.r, k = run.kit;
    run.user(k.tasks.job);
    healthy(run, t, late(run, 6));
    const job = `${k.job.name.split(" ")[0].toLowerCase().replace(/[^a-z]/g, "")}-${r.hex(6)}`;
    run.step(run.v([`Starting the ${k.job.name}.`, `Kicking off the job.`]), [t.start({ scope: "default" }, job)]);
    const n = r.int(8, 15); let el = 0;
    const state = { state: k.job.stages[1], progress: `${r.int(5, 60)}%`, detail: k.job.stuck };
    if (V === 2 || V === 3) run.useTs = true;
    for (let i = 0; i < n; i++) {
      if (i === 1) run.mark();
      if (V === 2 || V === 3) { const g = r.int(25, 95); run.tick(g); el += g; }
      run.step(run.v([`Checking status.`, `Polling ${job}.`, `Still waiting — status again.`, `Let's see if it moved.`, `Status check.`]), [t.status(job, state, { elapsed_s: el + r.int(0, 9), checked_at: run.ts() })]);
      if (V === 0 || V === 1 || V === 4) {
        const s = V === 4 ? Math.min(240, 15 * 2 ** i) : V === 0 ? 30 : 60; el += s;
        if (i < n - 1 || r.chance(0.5)) run.step(run.v([`Waiting ${s}s.`, `Sleeping before the next check.`, `Give it ${s} seconds.`]), [t.wait(s)]);
      }
    }
    const end = giveUp(run, `The ${k.job.name} has been stuck at ${state.state} ${state.progress} (${k.job.stuck}) the whole time. It needs someone to clear that.`);
    return `${n} polls of ${job}, unchanged ${state.state} ${state.progress} "${k.job.stuck}"; ${V <= 1 ? "fixed sleeps" : V === 4 ? "exponential sleeps" : "gaps only, no sleep tool"}; ${end}`;
  },

  "page-wrap"(run, t, V) {
    const r = run.r, k = run.kit, mode = V % 2 ? "cursor" : k.tools.list[1];
    run.user(k.tasks.list);
    healthy(run, t, late(run, 6));
    const per = r.int(6, 10), real = r.int(2, 5);
    const pages = Array.from({ length: real }, () => Array.from({ length: per }, () => k.listRow(run.ent())));
    const extraCalls = r.int(5, 9);
    for (let i = 0; i < real + extraCalls; i++) {
      if (i === real) run.mark();
      const pi = i % real, last = pi === real - 1;
      let args, paging;
      if (mode === "page") { args = { page: i + 1, per_page: per }; paging = { page: i + 1, per_page: per, total: real * per }; }
      else if (mode === "cursor") { args = i === 0 ? {} : { cursor: b64(`o=${pi * per}&s=${k.idx}`) }; paging = { next_cursor: last ? b64(`o=0&s=${k.idx}`) : b64(`o=${(pi + 1) * per}&s=${k.idx}`), has_more: true }; }
      else { args = { offset: i * per, limit: per }; paging = { offset: pi * per, limit: per, total: real * per }; }
      run.step(i === 0 ? run.v([`Fetching the first page.`, `Starting the list.`]) : run.v([`Next page.`, `Continuing.`, `Page ${i + 1}.`, `More rows — continuing.`, `Keep going.`]), [t.list(args, pages[pi], paging)]);
    }
    const end = giveUp(run, `The listing seems to keep going; I've collected what I have so far.`);
    return `${real} real pages (${mode} paging), then the endpoint wraps to page 1 and the agent pages on for ${extraCalls} more calls; ${end}`;
  },

  "window-reread"(run, t, V) {
    const r = run.r, k = run.kit;
    run.user(fill(k.tasks.doc, { doc: k.doc }));
    healthy(run, t, late(run, 5));
    const N = r.int(90, 150), lines = docLines(k, r, N), w = r.int(40, 60);
    let from = 0;
    while (from < N) { run.step(run.v([`Reading ${k.doc}.`, `Next section.`, `Continuing.`]), [t.read(lines, from, w)]); from += w; }
    const n = r.int(5, 8); run.mark();
    for (let i = 0; i < n; i++) {
      const f = V === 4 ? (i * w) % N : Math.max(0, Math.min(N - 20, r.int(0, N - 30) - (r.int(0, 2) * 5))), c = V === 4 ? w : r.int(30, 70);
      run.step(run.v([`Let me re-check the part about the limits.`, `I want to re-read the middle section.`, `Going back to confirm the wording.`, `Re-reading around line ${f + 1}.`, `Checking that passage once more.`, `Let me look at that again with more context.`]), [t.read(lines, f, c)]);
    }
    const end = giveUp(run, `I've read ${k.doc} several times; I'm not finding anything beyond what's already there.`);
    return `read ${k.doc} (${N} lines) to the end in ${Math.ceil(N / w)} windows, then ${n} re-reads of ${V === 4 ? "the same windows from the top" : "shifted windows"}, document unchanged; ${end}`;
  },

  "redelegation"(run, t, V) {
    const r = run.r, k = run.kit, e = run.ent();
    const cast = V % 2 ? k.agents.slice(0, 2) : k.agents;
    run.user(fill(k.tasks.deleg, { id: e.id }));
    healthy(run, t, late(run, 5));
    run.step(run.v([`Reading ${e.id}.`]), [t.get(e)]);
    const n = cast.length === 3 ? r.int(8, 11) : r.int(7, 10);
    const asks = [`Please handle ${e.id}: ${k.tasks.deleg.split(";")[0].replace("{id}", e.id)}.`, `Can you take ${e.id}? It needs an owner.`, `${e.id} needs action — is this yours?`, `Routing ${e.id} to you per the last reply.`];
    const refuse = (a, b) => r.pick([`Not ours. ${b} owns that decision.`, `We can't action ${e.id}; that sits with ${b}.`, `Please route to ${b}, they have the authority.`, `Outside our remit — ask ${b}.`]);
    if (V < 3) {
      for (let i = 0; i < n; i++) {
        const a = cast[i % cast.length], b = cast[(i + 1) % cast.length];
        if (i === cast.length) run.mark();
        run.step(run.v([`Handing off to ${a}.`, `${a} should own this.`, `Asking ${a}.`, `Routing to ${a} as suggested.`]), [t.delegate(a, r.pick(asks), refuse(a, b))]);
      }
    } else {
      for (let i = 0; i < n; i++) {
        const a = cast[i % cast.length], b = cast[(i + 1) % cast.length];
        if (i === cast.length) run.mark();
        run.say(`@${a} ${r.pick(asks)}`);
        run.user(refuse(a, b), a);
      }
    }
    const end = giveUp(run, `Every team points to another one for ${e.id}; nobody has taken it.`);
    return `${e.id} handed round ${cast.join(" → ")} ${n} times (${V < 3 ? `${k.tools.delegate[0]} tool` : "chat with named agents"}); ${end}`;
  },

  "self-repeat"(run, t, V) {
    const r = run.r, k = run.kit, e = run.ent();
    run.user(fill(k.tasks.get, { id: e.id }));
    healthy(run, t, late(run, 6));
    run.step(run.v([`Reading ${e.id}.`]), [t.get(e)]);
    run.step(run.v([`And the check.`]), [t.check(e)]);
    const facts = Object.entries(e.facts).slice(0, 3).map(([a, b]) => `${a} ${Array.isArray(b) ? b.join("/") || "none" : b}`).join(", ");
    const echo = V >= 3;
    const base = echo ? `Understood. I will now call ${k.tools.act[0]} for ${e.id} and then report back.` : `${e.id}: ${facts}. Nothing else is outstanding on it.`;
    const nudges = ["Continue.", "[harness] No tool call detected. Call a tool or reply with FINAL: <answer>.", "?", "Please continue with the task.", "[harness] Your last message had no tool call.", "Go on."];
    const n = r.int(5, 8);
    run.say(base);
    for (let i = 0; i < n; i++) {
      run.user(nudges[(i + V) % nudges.length]);
      if (i === 0) run.mark();
      const vv = [base, base, `As above: ${base}`, base.replace(". ", ".\n"), `${base} `, `To restate: ${base}`][(i + V) % 6];
      run.say(vv);
    }
    return `answers, then repeats ${echo ? "a promise to call a tool it never calls" : "the same answer"} after ${n} content-free nudges`;
  },

  "mutual-thanks"(run, t, V) {
    const r = run.r, k = run.kit, e = run.ent(), peer = k.agents[V % k.agents.length];
    run.user(fill(k.tasks.get, { id: e.id }), peer);
    healthy(run, t, r.int(1, 6));
    run.step(run.v([`Reading ${e.id}.`]), [t.get(e)]);
    run.step(run.v([`Recording the update on ${e.id}.`]), [t.act(e)]);
    run.say(`@${peer} done — ${e.id} is updated and recorded.`);
    const pt = [`Thanks a lot, that's exactly what we needed!`, `Much appreciated, thank you!`, `Thank you! Great working with you.`, `Thanks again — really helpful.`, `Cheers, thanks for the quick turnaround!`, `Thank you so much!`];
    const at = [`You're welcome! Happy to help.`, `Thank you too — glad it worked out!`, `My pleasure, thanks for flagging it!`, `Thanks to you as well!`, `Anytime — thank you!`, `Glad to help, thanks again!`];
    const n = r.int(6, 9);
    for (let i = 0; i < n; i++) {
      run.user(pt[(i + V) % pt.length], peer);
      if (i === 1) run.mark();
      run.say(at[(i * 2 + V) % at.length]);
    }
    if (r.chance(0.5)) run.user(pt[(n + V) % pt.length], peer);
    return `task done, then ${n} rounds of thanks with ${peer}`;
  },

  "edit-check-stuck"(run, t, V) {
    const r = run.r, k = run.kit;
    run.user(fill(k.tasks.edit, { doc: k.doc }));
    healthy(run, t, late(run, 4));
    const lines = docLines(k, r, 80);
    const errs = r.shuffle(k.val).slice(0, 3).map((x) => ({ err: x.err.replace("{n}", String(r.int(3, 70))), fix: x.fix.replace("{n}", String(r.int(10, 300))) }));
    run.step(run.v([`Reading it first.`]), [t.read(lines, 0, 40)]);
    run.step(run.v([`Validating.`]), [t.validate(errs.map((x) => x.err))]);
    for (let i = 0; i < 2; i++) {
      run.step(run.v([`Fixing: ${errs[i].err.split(":")[0]}.`]), [t.edit(r.int(2, 40), errs[i].fix, lines)]);
      run.step(run.v([`Re-validating.`]), [t.validate(errs.slice(i + 1).map((x) => x.err))]);
    }
    const n = r.int(3, 6), stuck = errs[2];
    for (let i = 0; i < n; i++) {
      run.step(run.v([`Another attempt at the last error.`, `Rewording that line.`, `Trying a different fix for "${stuck.err.split(":")[0]}".`, `Perhaps it wants a different format.`]), [t.edit(r.int(2, 40), [stuck.fix.toLowerCase(), stuck.fix + ".", `${stuck.fix} (rev)`, stuck.fix.replace(/ /g, "  "), `NOTE: ${stuck.fix}`, stuck.fix][i % 6], lines)]);
      if (i === 0) run.mark();
      run.step(run.v([`Validating again.`, `Check.`, `Re-running the validator.`]), [t.validate([stuck.err])]);
    }
    const end = giveUp(run, `Two of three errors are fixed; "${stuck.err}" persists whatever I change. I need guidance on what the validator expects.`);
    return `two errors fixed, then ${n} edit → validate rounds that never clear "${stuck.err}"; ${end}`;
  },
};

export const LEGIT = {
  "batch-distinct"(run, t, V) {
    const r = run.r, k = run.kit, n = V === 3 ? r.int(28, 38) : r.int(12, 26);
    const items = Array.from({ length: n }, () => run.ent());
    run.user(fill(k.tasks.batch, { ids: items.map((x) => x.id).join(", ") }));
    let failed = 0;
    for (const e of items) {
      const fail = V === 3 && r.chance(0.15);
      if (fail) failed++;
      if (V === 1) run.step(run.v([`${e.id}.`, `Next: ${e.id}.`, `Checking ${e.id}.`]), [t.get(e)]);
      else if (V === 2) run.step(run.v([`${e.id}: read and apply.`, `${e.id}.`]), [t.get(e), t.act(e)]);
      else run.step(run.v([`${e.id}.`, `Now ${e.id}.`, `Processing ${e.id}.`, `On to ${e.id}.`]), [t.act(e, fail ? "fail" : "ok")]);
    }
    run.say(`Done: ${n} items processed${failed ? `, ${failed} rejected (each with its own reason, listed above) for follow-up` : ""}.`);
    return `${V === 2 ? `${k.tools.get[0]} + ${k.tools.act[0]} in parallel` : k.tools[V === 1 ? "get" : "act"][0]} on ${n} distinct items${failed ? `, ${failed} item-specific rejections (same rule, different items)` : ""}`;
  },

  "poll-changes"(run, t, V) {
    const r = run.r, k = run.kit;
    run.user(k.tasks.job);
    healthy(run, t, r.int(0, 5));
    const job = `${k.job.name.split(" ")[0].toLowerCase().replace(/[^a-z]/g, "")}-${r.hex(6)}`;
    run.step(run.v([`Starting the job.`]), [t.start({ scope: "default" }, job)]);
    const u = r.int(1, 3); let s = V % 2 ? 20 : 10;
    for (let i = 0; i < u; i++) { run.step(run.v([`Status.`, `Checking.`]), [t.status(job, { state: k.job.stages[0], queue_position: u - i + 1 }, { checked_at: run.ts() })]); run.step(run.v([`Queued; backing off ${s}s.`, `Waiting ${s}s.`]), [t.wait(s)]); s *= 2; }
    let p = r.int(5, 20);
    while (p < 100) {
      const stage = p < 40 ? k.job.stages[1] : k.job.stages[2];
      run.step(run.v([`Status.`, `Progress check.`, `Checking again.`]), [t.status(job, { state: stage, progress: `${p}%` }, { checked_at: run.ts() })]);
      run.step(run.v([`Moving; waiting ${s}s.`, `Progressing. Sleeping.`]), [t.wait(s)]);
      p += r.int(15, 35);
    }
    run.step(run.v([`Final status.`]), [t.status(job, { state: k.job.stages[3], progress: "100%" }, { finished_at: run.ts() })]);
    run.say(`The ${k.job.name} ${job} finished (${k.job.stages[3]}).`);
    return `${u} unchanged queued polls with back-off, then progress on every poll to ${k.job.stages[3]}`;
  },

  "backoff-succeeds"(run, t, V) {
    const r = run.r, k = run.kit, n = r.int(6, 14);
    const items = Array.from({ length: n }, () => run.ent());
    run.user(fill(k.tasks.batch, { ids: items.map((x) => x.id).join(", ") }));
    const at = r.int(1, n - 2);
    items.forEach((e, i) => {
      if (i === at) {
        const ra = r.pick([5, 10, 20, 30]);
        run.step(run.v([`${e.id}.`]), [t.act(e, V % 2 ? `HTTP 503 Service Unavailable; Retry-After: ${ra}` : `429 Too Many Requests: rate limit 60/min exceeded, Retry-After: ${ra}`)]);
        run.step(run.v([`Rate-limited; waiting the ${ra}s it asks for.`, `Backing off ${ra}s as instructed.`]), [t.wait(ra)]);
        if (V >= 2) { run.step(run.v([`Retrying ${e.id}.`]), [t.act(e, `503 Service Unavailable; Retry-After: ${ra * 2}`)]); run.step(run.v([`Still busy; waiting ${ra * 2}s.`]), [t.wait(ra * 2)]); }
        run.step(run.v([`Retrying ${e.id}.`]), [t.act(e)]);
      } else run.step(run.v([`${e.id}.`, `Next: ${e.id}.`]), [t.act(e)]);
    });
    run.say(`All ${n} done. One transient ${V % 2 ? "503" : "429"} on ${items[at].id}, retried after the requested wait.`);
    return `batch of ${n}; ${V >= 2 ? 2 : 1} transient failure(s) on one item, waited Retry-After, succeeded, batch continued`;
  },

  "refine-changes"(run, t, V) {
    const r = run.r, k = run.kit;
    run.user(k.tasks.search);
    healthy(run, t, late(run, 6));
    const q = k.queries[0], filters = [{}, { year_from: 2019 }, { year_from: 2019, region: "local" }, { year_from: 2019, region: "local", status: "active" }, { year_from: 2022, region: "local", status: "active" }];
    let total = r.int(150, 400), prev = total; const steps = r.int(3, 5); let top;
    for (let i = 0; i < steps; i++) {
      const hits = Array.from({ length: Math.min(8, total) }, () => k.hit(r)); Object.assign(hits, { total }); top = hits[0];
      run.step(i === 0 ? run.v([`Broad search first.`]) : run.v([`Too many — narrowing.`, `Adding a filter.`, `Still ${prev}; tightening.`]), [t.search(q, hits, filters[i])]);
      prev = total; total = Math.max(1, Math.floor(total / r.int(3, 6)));
    }
    const e = run.ent(); run.step(run.v([`Opening the best candidate.`]), [t.get(e)]);
    run.say(`Narrowed to a handful of results; the best match is ${JSON.stringify(top).slice(0, 90)}… and the related record ${e.id} is attached.`);
    return `${steps} searches, each adding a filter; totals fall and hits change; then opens a record`;
  },

  "paginate-to-end"(run, t, V) {
    const r = run.r, k = run.kit, mode = [k.tools.list[1], "offset", "cursor", k.tools.list[1]][V];
    run.user(k.tasks.list);
    const per = r.int(6, 10), np = r.int(4, 9);
    for (let i = 0; i < np; i++) {
      const last = i === np - 1, rowsI = Array.from({ length: last ? r.int(1, per) : per }, () => k.listRow(run.ent()));
      let args, paging;
      if (mode === "page") { args = { page: i + 1, per_page: per }; paging = { page: i + 1, per_page: per, total_pages: np }; }
      else if (mode === "cursor") { args = i === 0 ? {} : { cursor: b64(`o=${i * per}&s=${k.idx}`) }; paging = { next_cursor: last ? null : b64(`o=${(i + 1) * per}&s=${k.idx}`), has_more: !last }; }
      else { args = { offset: i * per, limit: per }; paging = { offset: i * per, limit: per, total: (np - 1) * per + rowsI.length }; }
      run.step(i === 0 ? run.v([`First page.`]) : run.v([`Next page.`, `Continuing.`, `Page ${i + 1}.`]), [t.list(args, rowsI, paging)]);
    }
    run.say(`Collected all ${np} pages; the listing ended there.`);
    return `${np} pages (${mode} paging) of distinct rows to the end`;
  },

  "reread-after-edit"(run, t, V) {
    const r = run.r, k = run.kit;
    run.user(fill(k.tasks.edit, { doc: k.doc }) + " Also fix any typo you notice.");
    healthy(run, t, run.r.chance(0.5) ? run.r.int(2, 16) : 0);
    const lines = docLines(k, r, 70), f = r.int(0, 20), c = 30;
    run.step(run.v([`Reading the section.`]), [t.read(lines, f, c)]);
    const times = V % 2 ? 2 : 1;
    for (let i = 0; i < times; i++) {
      const ln = f + r.int(1, c - 2), fix = k.val[i].fix.replace("{n}", String(r.int(10, 90)));
      run.step(run.v([`Changing line ${ln}.`]), [t.edit(ln, fix, lines)]);
      run.step(run.v([`Re-reading to confirm the change.`]), [t.read(lines, f, c)]);
    }
    run.step(run.v([`Validating.`]), [t.validate([])]);
    run.say(`Edited ${times} line(s); the re-read shows the new text and the document validates.`);
    return `read, edit, re-read the same window (${times}x) — content changed each time`;
  },

  "user-asked-repeat"(run, t, V) {
    const r = run.r, k = run.kit, e = run.ent();
    if (V % 2 === 0) {
      const n = r.int(3, 5), gap = r.pick([120, 300]);
      run.user(`${fill(k.tasks.watch, { id: e.id })} Do it ${n} times, ${gap / 60} minutes apart, and then give me a summary.`);
      for (let i = 0; i < n; i++) {
        run.step(run.v([`Check ${i + 1} of ${n}.`, `Reading ${e.id} (${i + 1}/${n}).`], true), [t.get(e)]);
        if (i < n - 1) run.step(run.v([`Waiting ${gap / 60} minutes as asked.`]), [t.wait(gap)]);
      }
      run.say(`${n} checks of ${e.id} over ${((n - 1) * gap) / 60} minutes: no change in any field.`);
      return `user asked for ${n} checks ${gap / 60} min apart; identical facts each time, as requested`;
    }
    run.user(fill(k.tasks.get, { id: e.id }));
    run.step(run.v([`Reading ${e.id}.`]), [t.get(e)]);
    run.say(`${e.id}: ${Object.entries(e.facts).slice(0, 3).map(([a, b]) => `${a} ${b}`).join(", ")}.`);
    const n = r.int(2, 4);
    for (let i = 0; i < n; i++) {
      run.user(r.pick([`Can you pull it again? I need a fresh read for the record.`, `Please re-run that now, the other side says it changed.`, `One more time please — I'm on the phone with them.`, `Check it again now.`]));
      run.step(run.v([`Re-reading ${e.id} as asked.`], true), [t.get(e)]);
      run.say(`Fresh read of ${e.id}: unchanged.`);
    }
    return `user asked ${n} times in chat for a fresh read; identical facts`;
  },

  "alternate-per-item"(run, t, V) {
    const r = run.r, k = run.kit, n = r.int(6, 13);
    const items = Array.from({ length: n }, () => run.ent());
    run.user(fill(k.tasks.batch, { ids: items.map((x) => x.id).join(", ") }));
    for (const e of items) { run.step(run.v([`Reading ${e.id}.`, `${e.id}.`]), [t.get(e)]); run.step(run.v([`Applying to ${e.id}.`, `OK, updating.`]), [t.act(e)]); }
    run.say(`All ${n} items read and updated.`);
    return `${k.tools.get[0]} → ${k.tools.act[0]} alternating on ${n} distinct items`;
  },

  "cycle-per-item"(run, t, V) {
    const r = run.r, k = run.kit, n = r.int(4, 9);
    const items = Array.from({ length: n }, () => run.ent());
    run.user(fill(k.tasks.batch, { ids: items.map((x) => x.id).join(", ") }));
    const bad = V % 2 ? r.int(0, n - 1) : -1;
    items.forEach((e, i) => {
      run.step(run.v([`${e.id}: reading.`]), [t.get(e)]);
      run.step(run.v([`Checking ${e.id}.`]), [t.check(e)]);
      run.step(run.v([`Applying to ${e.id}.`]), [t.act(e, i === bad ? "fail" : "ok")]);
    });
    run.say(`Processed ${n} items${bad >= 0 ? `; ${items[bad].id} was rejected and needs manual follow-up` : ""}.`);
    return `read → check → act on ${n} distinct items${bad >= 0 ? ", one item-specific rejection" : ""}`;
  },

  "window-forward"(run, t, V) {
    const r = run.r, k = run.kit;
    run.user(fill(k.tasks.doc, { doc: k.doc }));
    healthy(run, t, run.r.chance(0.5) ? run.r.int(2, 16) : 0);
    const N = r.int(140, 280), lines = docLines(k, r, N), w = r.int(30, 50);
    let from = 0, i = 0;
    while (from < N) { const ov = i && V % 2 ? r.int(2, 5) : 0; run.step(run.v([`Reading on.`, `Next window.`, `Continuing from line ${from - ov + 1}.`]), [t.read(lines, from - ov, w)]); from += w - ov; i++; }
    run.say(`Read all ${N} lines of ${k.doc}. Key points: ${lines.filter((l) => /\d/.test(l)).slice(0, 2).join(" ")}`);
    return `reads a ${N}-line document forward in ${i} windows to the end${V % 2 ? " (small overlaps)" : ""}`;
  },

  "delegation-resolves"(run, t, V) {
    const r = run.r, k = run.kit, e = run.ent(), [A, B, C] = k.agents;
    run.user(fill(k.tasks.deleg, { id: e.id }));
    healthy(run, t, run.r.chance(0.5) ? run.r.int(2, 16) : 0);
    run.step(run.v([`Reading ${e.id}.`]), [t.get(e)]);
    if (V < 2) {
      run.step(run.v([`Asking ${A}.`]), [t.delegate(A, `Can you take ${e.id}?`, `We can do it, but ${B} has to approve the exception first.`)]);
      run.step(run.v([`Getting ${B}'s approval.`]), [t.delegate(B, `${A} can handle ${e.id} once you approve the exception.`, `Approved, reference APR-${r.int(1000, 9999)}. Valid until Friday.`)]);
      run.step(run.v([`Passing the approval back to ${A}.`]), [t.delegate(A, `Approved by ${B}. Please go ahead with ${e.id}.`, `Done on our side; booked for tomorrow 07:00.`)]);
    } else {
      run.say(`@${A} can you take ${e.id}?`); run.user(`Yes, but I need ${B}'s sign-off on the exception first.`, A);
      run.say(`@${B} ${A} needs your sign-off on the exception for ${e.id}.`); run.user(`Signed off. One condition: ${C} must be told.`, B);
      run.say(`@${C} FYI: ${e.id} goes ahead tomorrow with ${B}'s exception.`); run.user(`Noted, thanks.`, C);
    }
    run.step(run.v([`Recording the outcome.`]), [t.act(e)]);
    run.say(`${e.id} is resolved: ${A} does the work after ${B}'s approval; recorded.`);
    return `hand-offs where each reply adds a decision (${V < 2 ? "tool" : "chat"}); resolved and recorded`;
  },

  "edit-check-converges"(run, t, V) {
    const r = run.r, k = run.kit;
    run.user(fill(k.tasks.edit, { doc: k.doc }));
    healthy(run, t, run.r.chance(0.5) ? run.r.int(2, 16) : 0);
    const lines = docLines(k, r, 80);
    const errs = k.val.map((x) => ({ err: x.err.replace("{n}", String(r.int(3, 70))), fix: x.fix.replace("{n}", String(r.int(10, 300))) }));
    run.step(run.v([`Reading.`]), [t.read(lines, 0, 40)]);
    let left = [...errs];
    run.step(run.v([`Validating.`]), [t.validate(left.map((x) => x.err))]);
    while (left.length) {
      const x = left[0];
      run.step(run.v([`Fixing ${x.err.split(":")[0]}.`]), [t.edit(r.int(2, 60), x.fix, lines)]);
      left = left.slice(1);
      run.step(run.v([`Re-validating.`]), [t.validate(left.map((y) => y.err))]);
    }
    run.say(`All ${errs.length} validation errors fixed; ${k.doc} now validates.`);
    return `edit → validate: ${errs.length} errors, one fewer every round, until clean`;
  },

  "parallel-fanout"(run, t, V) {
    const r = run.r, k = run.kit, turns = r.int(4, 8);
    const all = Array.from({ length: turns * 5 }, () => run.ent());
    run.user(fill(k.tasks.batch, { ids: all.map((x) => x.id).join(", ") }));
    let j = 0;
    for (let i = 0; i < turns; i++) {
      const w = r.int(3, 5), batch = all.slice(j, j + w); j += w;
      run.step(run.v([`Next ${w} in parallel.`, `Batch ${i + 1}.`, `Fetching ${batch.map((x) => x.id).join(", ")}.`]), batch.map((e) => (V % 2 ? t.check(e) : t.get(e))));
    }
    run.say(`Looked at ${j} items in ${turns} parallel batches; summary above.`);
    return `${turns} turns of 3–5 parallel ${V % 2 ? k.tools.check[0] : k.tools.get[0]} calls on distinct items`;
  },

  "long-mixed"(run, t, V) {
    const r = run.r, k = run.kit;
    run.user(`${k.tasks.job} While it runs, ${k.tasks.batch.charAt(0).toLowerCase()}${k.tasks.batch.slice(1).replace(": {ids}.", " (the open ones in the queue).")}`);
    const job = `${k.job.name.split(" ")[0].toLowerCase().replace(/[^a-z]/g, "")}-${r.hex(6)}`;
    run.step(run.v([`Starting the job first.`]), [t.start({ scope: "default" }, job)]);
    const steps = r.int(28, 46); let p = 0, lastState = null;
    for (let i = 0; i < steps; i++) {
      if (i % r.int(5, 8) === 4 && p < 100) { p = Math.min(100, p + r.int(12, 30)); lastState = p >= 100 ? k.job.stages[3] : p < 50 ? k.job.stages[1] : k.job.stages[2]; run.step(run.v([`Job status.`]), [t.status(job, { state: lastState, progress: `${p}%` })]); }
      else if (i === 9) { const hits = Array.from({ length: 5 }, () => k.hit(r)); run.step(run.v([`Quick search.`]), [t.search(r.pick(k.queries), hits)]); }
      else healthy(run, t, 1);
    }
    if (p < 100) run.step(run.v([`Final job status.`]), [t.status(job, { state: k.job.stages[3], progress: "100%" })]);
    run.say(`Job ${job} is ${k.job.stages[3]}; the queue items have been worked through.`);
    return `${steps} mixed steps on distinct items with a background job progressing`;
  },
};

export const AMB = {
  "amb-empty-search-stop"(run, t) {
    const k = run.kit; run.user(k.tasks.search);
    healthy(run, t, run.r.int(1, 4));
    for (let i = 0; i < 3; i++) { if (i === 1) run.mark(); run.step(run.v([`Searching.`, `Rewording.`, `One more phrasing.`]), [t.search(k.queries[i], Object.assign([], { total: 0 }))]); }
    run.say(`No results under three phrasings; I don't think the index holds it. Stopping here.`);
    return `three empty rewordings, then a clean "not found"`;
  },
  "amb-outage-backoff-stop"(run, t) {
    const k = run.kit, e = run.ent(); run.user(fill(k.tasks.get, { id: e.id }));
    healthy(run, t, run.r.int(1, 4));
    [5, 15, 45, null].forEach((s, i) => { if (i === 1) run.mark(); run.step(run.v(i === 0 ? [`Reading ${e.id}.`] : [`Retrying after back-off.`, `Trying ${e.id} again after the wait.`]), [t.depFail(k.tools.get[0], { [k.tools.get[1]]: e.id }, i)]); if (s) run.step(run.v([`Backing off ${s}s.`]), [t.wait(s)]); });
    run.say(`${k.dep.name} is down; four attempts with back-off failed. Please retry later.`);
    return `same read 4x with 5/15/45 s back-off on a hard outage, then stops`;
  },
  "amb-user-asked-wait"(run, t) {
    const k = run.kit, r = run.r; run.user(`${k.tasks.job} Keep polling every five minutes until it moves — don't stop.`);
    const job = `job-${r.hex(6)}`;
    run.step(run.v([`Starting.`]), [t.start({ scope: "default" }, job)]);
    const st = { state: k.job.stages[0], detail: k.job.stuck };
    for (let i = 0; i < 6; i++) { if (i === 1) run.mark(); run.step(run.v([`Polling as asked.`]), [t.status(job, st, { checked_at: run.ts() })]); run.step(run.v([`Waiting five minutes.`]), [t.wait(300)]); }
    return `user told the agent to keep polling; 6 unchanged polls 5 min apart (cut)`;
  },
  "amb-double-thanks"(run, t) {
    const k = run.kit, e = run.ent(), peer = k.agents[1];
    run.user(fill(k.tasks.get, { id: e.id }), peer);
    run.step(run.v([`Reading ${e.id}.`]), [t.get(e)]);
    run.step(run.v([`Recording.`]), [t.act(e)]);
    run.say(`@${peer} ${e.id} is done.`);
    run.user(`Thanks!`, peer); run.say(`You're welcome!`);
    run.user(`Thanks again, really appreciated.`, peer); run.mark(); run.say(`Thank you too — anytime.`);
    run.user(`Cheers!`, peer); run.say(`Closing this thread now.`);
    return `two rounds of thanks with ${peer}, then the agent closes`;
  },
};
