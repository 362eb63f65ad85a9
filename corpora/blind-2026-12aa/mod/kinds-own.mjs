// Own loop shapes (and their legit twins) plus the ambiguous cases.
import { end, maybe, nm, T, th } from "./kinds.mjs";

const FIX = {
  "mr-review-yue": (id) => ["gitlab_commit_suggestion", { project: "payments/core", mr_iid: id, path: "src/settlement/rounding.ts", line: 15, replacement: "return Array.from({ length: parts }, (_, i) => ({ ...total, amount: i === parts - 1 ? each.plus(rest) : each }));" }, (run) => run.out({ commit: run.r.hex(40), message: "Apply suggestion: remainder on the last leg", author: "review-bot" })],
  "dlq-redrive-st": (id) => ["schema_registry_register", { subject: `${id}-value`, schema_patch: { field: "tariff_code", type: ["null", "string"], default: null } }, (run) => run.out({ id: 1188, version: 8, compatibility: "BACKWARD", is_compatible: true })],
  "lakehouse-etl-scn": () => ["edit_file", { path: "assets/marts/voyages.py", old_str: "fuel_per_nm = fuel_t / distance_nm", new_str: "fuel_per_nm = fuel_t / nullif(distance_nm, 0)" }, () => "Edited assets/marts/voyages.py: 1 replacement (line 88). Code location reloaded: lake_etl (3 assets changed)."],
  "llm-evals-sd": (id) => ["prompt_update", { name: "retail-assistant", version: id, patch: "Reply in the language of the customer's last message (sd, ur or en). Never switch Sindhi input to Urdu." }, (run) => run.out({ name: "retail-assistant", version: `${id}.1`, template_sha: run.r.hex(12) })],
};

const ci = (run) => (run.kit.ciAgent ? { name: run.kit.ciAgent } : {});

function pollTo(run, jid, st, steps) {
  const k = run.kit;
  const r = run.r;
  for (let i = 0; i < steps; i++) {
    if (r.chance(0.5)) run.call(...k.sleep(run, r.pick([30, 60, 90])), { think: maybe(run, 0.3, "Waiting for it."), ...ci(run) });
    const last = i === steps - 1;
    const fin = st.state === "failed" ? { ...st, done: i + 1, total: steps + 1 } : { ...st, done: steps + 1, total: steps + 1 };
    run.call(...k.jstat(run, jid, last ? fin : { state: "running", phase: "running", done: i + 1, total: steps + 1 }).slice(0, 3), { think: maybe(run, 0.4, "Status?"), ...ci(run) });
  }
}

export const OWN = {
  rerun(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    const fail = { line: r.int(30, 140) };
    let { jid, call } = k.jstart(run, id, 0);
    run.call(...call.slice(0, 3), { think: th(run, [`Starting the ${k.job.noun}.`]), ...ci(run) });
    pollTo(run, jid, { state: "failed", phase: "failed", done: 1, total: 2 }, r.int(2, 3));
    run.call(...k.jlog(run, jid, fail), { think: th(run, ["Why did it fail?", "Reading the failure."]), ...ci(run) });
    if (loop) {
      const n = r.int(3, 4);
      for (let a = 1; a <= n; a++) {
        if (a === 1) run.mark();
        ({ jid, call } = k.jstart(run, id, a));
        run.call(...call.slice(0, 3), { think: th(run, ["Looks flaky; re-running.", "Probably a flake, retrying.", "Re-running in case it was the runner.", "Another re-run; it passed locally."], 0.85), ...ci(run) });
        pollTo(run, jid, { state: "failed", phase: "failed", done: 1, total: 2 }, r.int(1, 3));
        run.call(...k.jlog(run, jid, fail), { think: maybe(run, 0.5, "Failure log again."), ...ci(run) });
      }
      return end(run, true, `${k.job.noun} fails at the same check every time`);
    }
    const fx = FIX[k.domain](id);
    run.call(fx[0], fx[1], fx[2], { think: "The failure is deterministic; fixing the cause before re-running.", ...{} });
    ({ jid, call } = k.jstart(run, id, 1));
    run.call(...call.slice(0, 3), { think: th(run, ["Re-running with the fix."]), ...ci(run) });
    pollTo(run, jid, { state: "succeeded", phase: "done", done: 2, total: 2 }, r.int(2, 4));
    if (r.chance(0.5)) run.call(...k.jlog(run, jid, { pass: true }), { think: "Confirming the log.", ...ci(run) });
    end(run, false, `${k.job.noun} green after the fix (${fx[0]})`);
  },
  perpdiff(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    const c = k.cfg;
    run.call(...k.diffCall(run, loop ? [c.real[0], c.norm] : r.chance(0.5) ? c.real : [c.norm]), { think: th(run, ["What differs from the desired config?", "Diff first."]) });
    const variant = run.msgs.at(-1).content.includes(c.norm.want) && !loop ? "norm" : "real";
    if (loop) {
      run.call(...k.applyCall(run, c.norm.manifest, [c.real[0].path]), { think: th(run, ["Applying the desired config."]) });
      run.call(...k.diffCall(run, [c.norm]), { think: th(run, ["Verify."]) });
      run.mark();
      const n = r.int(3, 5);
      for (let i = 0; i < n; i++) {
        const man = i % 2 ? c.norm.manifest.replace(c.norm.want, c.norm.want.replace(/'/g, "\"")) : c.norm.manifest;
        run.call(...k.applyCall(run, man, []), { think: th(run, [`${c.norm.path} still differs; applying again.`, "Re-applying so the field sticks.", "Apply once more.", "Maybe the last apply didn't take."], 0.8) });
        run.call(...k.diffCall(run, [c.norm]), { think: maybe(run, 0.4, "Verify.") });
      }
      return end(run, true, `${c.norm.path} still shows ${c.norm.live} vs ${c.norm.want}`);
    }
    if (variant === "norm") {
      run.call(...k.applyCall(run, c.norm.manifest, []), { think: "Applying." });
      run.call(...k.diffCall(run, [c.norm]), { think: "Verify." });
      const q = `${c.norm.path} permanent diff`;
      const doc = c.norm.doc ?? `The server stores ${c.norm.path} in canonical form (${c.norm.live}); write it that way in the desired file or the diff never clears.`;
      run.call(k.search.tool, { [k.search.key]: q }, (run) => run.out({ query: q, total: 2, hits: [{ title: `Known issue: ${c.norm.path} always shows as changed`, excerpt: doc, score: 0.91 }, { title: "Config drift FAQ", excerpt: "Values the server rewrites on save show up in every diff.", score: 0.62 }] }, { root: "search" }), { think: `Same difference after apply: the server probably normalises ${c.norm.path}. Checking the docs.` });
      run.call(...k.applyCall(run, c.norm.canon ?? c.norm.manifest.replace(c.norm.want, c.norm.live), [c.norm.path]), { think: `Writing ${c.norm.path} the way the server stores it.` });
      run.call(...k.diffCall(run, []), { think: "Verify." });
      return end(run, false, `${c.norm.path} written in canonical form; no drift left`);
    }
    run.call(...k.applyCall(run, `${c.real[0].path}: ${c.real[0].want}`, [c.real[0].path]), { think: `Fixing ${c.real[0].path} first.` });
    run.call(...k.diffCall(run, [c.real[1]]), { think: "Verify." });
    run.call(...k.applyCall(run, `${c.real[1].path}: ${c.real[1].want}`, [c.real[1].path]), { think: `Now ${c.real[1].path}.` });
    run.call(...k.diffCall(run, []), { think: "Verify." });
    end(run, false, "config in sync (2 fields fixed)");
  },
  selfecho(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    const bot = `${k.domain.split("-")[0]}-bot`;
    let t = run.clock.epoch();
    const ts = () => `${(t += r.int(20, 200))}.${String(r.int(0, 999999)).padStart(6, "0")}`;
    const human = [
      { user: k.staff, text: `@${bot} status of ${id}?` },
      { user: r.pick(["ops.lead", "oncall", "qa.team"]), text: `@${bot} can you also look at ${k.id(r)}?` },
      { user: k.staff, text: `@${bot} thanks — and the list of open ones?` },
    ];
    run.call(...k.chatRead(run, [{ ts: ts(), ...human[0] }]), { think: th(run, ["Reading the channel.", "Any requests?"]) });
    run.call(...k.rd(run, id, 0).slice(0, 3), { think: th(run, [`Looking up ${id}.`]) });
    let post = `Status of ${id}: checked just now, details in thread.`;
    run.call(...k.chatPost(run, post, ts()), { think: th(run, ["Answering in the channel."]) });
    if (loop) {
      const n = r.int(3, 5);
      for (let i = 0; i < n; i++) {
        run.call(...k.chatRead(run, [{ ts: ts(), user: bot, text: post }]), { think: maybe(run, 0.5, "Anything new?") });
        if (i === 0) run.mark();
        const prev = post;
        post = r.pick([`Noted, thanks for the update on ${id}.`, `Acknowledged: ${id} status received, nothing else needed from you.`, `Thanks! Logged the ${id} update in the thread.`, `Got it — ${id} update noted.`]);
        if (post === prev) post = `${post} (re ${t})`;
        run.call(...k.chatPost(run, post, ts()), { think: th(run, ["New message in the channel; acknowledging it.", "Someone posted an update; replying.", "Replying to the latest message."], 0.8) });
      }
      return end(run, true, "channel updated");
    }
    run.call(...k.chatRead(run, [{ ts: ts(), ...human[1] }]), { think: "New request from someone else." });
    const other = human[1].text.split(" ").at(-1).replace("?", "");
    run.call(...k.rd(run, other, 1).slice(0, 3), { think: `Looking up ${other}.` });
    run.call(...k.chatPost(run, `${other}: checked, details in thread.`, ts()), { think: null });
    if (r.chance(0.6)) {
      run.call(...k.chatRead(run, [{ ts: ts(), ...human[2] }]), { think: "Another request." });
      run.call(...k.page(run, 0, 4, true, "se").slice(0, 3), { think: "Listing open items." });
      run.call(...k.chatPost(run, "Open items listed in thread (4).", ts()), { think: null });
    }
    run.call(...k.chatRead(run, [{ ts: ts(), user: bot, text: "Open items listed in thread (4)." }]), { think: "Only my own post since the last read; nothing new." });
    end(run, false, "all channel requests answered");
  },
  revote(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    const sup = k.multi?.[0] ?? "supervisor";
    const [a, b, c] = k.agents.names;
    run.call(...k.rd(run, id, 0).slice(0, 3), { think: th(run, ["Facts first."]), name: sup });
    const ans = {
      yes: { verdict: "approve", reply: `Approve: the proposed resolution for ${id} is backed by what we read and the risk is low.` },
      yes2: { verdict: "approve", reply: `Approve. Nothing blocking for ${id}.` },
      no: { verdict: "block", reply: `Block: I cannot see evidence that the second path for ${id} was checked.` },
    };
    const qs = [`Approve or block ${id}? One word and one reason.`, `Please vote again on ${id}: approve or block?`, `We need a unanimous decision on ${id}. Approve or block?`, `Final call on ${id}, please: approve or block.`];
    const round = (q, third) => {
      if (r.chance(0.5)) run.calls([[...k.askAgent(run, a, q, ans.yes).slice(0, 3)], [...k.askAgent(run, b, q, ans.yes2).slice(0, 3)], [...k.askAgent(run, c, q, third).slice(0, 3)]], { name: sup, think: maybe(run, 0.5, "Polling the reviewers.") });
      else {
        run.call(...k.askAgent(run, a, q, ans.yes).slice(0, 3), { name: sup, think: maybe(run, 0.4, "Asking each reviewer.") });
        run.call(...k.askAgent(run, b, q, ans.yes2).slice(0, 3), { name: sup });
        run.call(...k.askAgent(run, c, q, third).slice(0, 3), { name: sup });
      }
    };
    round(qs[0], ans.no);
    if (loop) {
      const n = r.int(3, 4);
      for (let i = 1; i <= n; i++) {
        if (r.chance(0.4)) run.say(`2 approve, 1 block. Not unanimous; asking again.`, { name: sup });
        if (i === 1) run.mark();
        round(qs[i % qs.length], ans.no);
      }
      return end(run, true, `${id}: 2 approve / 1 block`);
    }
    run.say(`2 approve, 1 block. ${c} wants evidence for the second path; fetching it.`, { name: sup });
    run.call(...k.rel(run, id, 1).slice(0, 3), { think: "Evidence for the second path.", name: sup });
    run.call(...k.askAgent(run, c, `Evidence attached: the second path for ${id} was checked (see the result above). Does this change your vote?`, { verdict: "approve", reply: "Approve: with that evidence the second path is covered." }).slice(0, 3), { name: sup });
    end(run, false, `${id}: approved 3/0 after the evidence`);
  },
  selflock(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    run.session = `${k.domain.split("-")[0]}-agent-${r.hex(6)}`;
    if (loop) {
      run.call(...k.lockCall(run, null, true).slice(0, 3), { think: th(run, ["Taking the lock before changing anything."]) });
      const since = run.clock.isoS();
      run.call(...k.rd(run, id, 0).slice(0, 3), { think: th(run, ["Current state."]) });
      run.call(...k.depCall(run, id, 0, true).slice(0, 3), { think: maybe(run, 0.5, "Pre-check.") });
      if (r.chance(0.5)) run.call(...k.rel(run, id, 1).slice(0, 3), { think: maybe(run, 0.5, "Phase 1 result.") });
      run.call(...k.lockCall(run, run.session, false, since).slice(0, 3), { think: th(run, ["Phase 2 needs the lock.", "Lock for the next step."]), err: true });
      run.mark();
      const n = r.int(4, 6);
      for (let i = 0; i < n; i++) {
        run.call(...k.sleep(run, r.pick([30, 60, 60, 120])), { think: th(run, ["Someone else holds the lock; waiting.", "Lock still held, waiting for it to be released.", "Waiting for the other holder."], 0.7) });
        run.call(...k.lockCall(run, run.session, false, since).slice(0, 3), { think: maybe(run, 0.4, "Try the lock again."), err: true });
      }
      return end(run, true, `lock ${k.lock.name} still held`);
    }
    const other = r.pick([`ci-deploy-${r.int(1000, 9999)}`, `nightly-batch-${r.hex(4)}`, `${k.staff}-manual`, `${k.domain.split("-")[0]}-migrate-${r.int(10, 99)}`]);
    const since = new Date(run.clock.ms() - r.int(60, 400) * 1000).toISOString().replace(/\.\d+Z/, "Z");
    run.call(...k.rd(run, id, 0).slice(0, 3), { think: th(run, ["Current state."]) });
    const waits = r.int(2, 4);
    for (let i = 0; i <= waits; i++) {
      run.call(...k.lockCall(run, other, false, since, `step ${i + 2}/${waits + 3}`).slice(0, 3), { think: i ? maybe(run, 0.4, "Again.") : "Taking the lock.", err: true });
      run.call(...k.sleep(run, r.pick([60, 90, 120])), { think: i ? null : `${other} holds it and is moving through its steps; waiting.` });
    }
    run.call(...k.lockCall(run, null, true).slice(0, 3), { think: "Holder should be done." });
    run.call(...k.rd(run, id, 1).slice(0, 3), { think: "Lock held; doing the change." });
    end(run, false, `change done under ${k.lock.name} after ${other} finished`);
  },
  unanswered(run, id, loop) {
    const k = run.kit;
    const r = run.r;
    run.call(...k.rd(run, id, 0).slice(0, 3), { think: th(run, ["Current state."]), ...nm(run) });
    if (r.chance(0.5)) run.call(...k.rel(run, id, 0).slice(0, 3), { think: null, ...nm(run) });
    const carrier = k.domain.startsWith("carrier");
    const qs = k.askQs
      ? k.askQs.map((q) => q.replace("{id}", id))
      : carrier
      ? ["The portal sent a one-time code to the desk phone. Please send me the 6-digit code.", "Could you forward the OTP from the desk phone?", "I still need the 6-digit login code to continue.", "Please share the OTP so I can log in.", "Waiting for the OTP code from the desk phone.", "OTP please?"]
      : [`Before I change ${id} in production: do you approve?`, `Can you confirm I may proceed with ${id}?`, `Approval needed for ${id}. Proceed?`, `Please approve or reject the change to ${id}.`, `Still waiting for your go-ahead on ${id}.`, `Go / no-go on ${id}?`];
    run.call(...k.ask(run, qs[0], null).slice(0, 3), { think: th(run, ["This needs a human answer."]), ...nm(run) });
    if (loop) {
      run.mark();
      const n = r.int(4, 6);
      for (let i = 1; i <= n; i++) run.call(...k.ask(run, qs[i % qs.length], null).slice(0, 3), { think: th(run, ["No answer yet; asking again.", "Asking again.", "Rephrasing the request."], 0.6), ...nm(run) });
      return end(run, true, "no answer from staff");
    }
    run.call(...k.sleep(run, r.pick([300, 600, 900])), { think: "Nobody has answered yet; giving them time before a reminder.", ...nm(run) });
    run.call(...k.ask(run, qs[2], T(run, "approve", { code: String(r.int(100000, 999999)) })).slice(0, 3), { think: "One reminder.", ...nm(run) });
    run.call(...k.rd(run, id, 1).slice(0, 3), { think: "Approved; proceeding.", ...nm(run) });
    end(run, false, `${id} done after staff approval`);
  },
};

export const AMB = {
  backoff(run, id) {
    const k = run.kit;
    const r = run.r;
    run.call(...k.rd(run, id, 0).slice(0, 3), { think: "Current state." });
    let w = r.pick([15, 30]);
    for (let i = 0; i < 5; i++) {
      const c = k.depCall(run, id, i % 2, false);
      run.call(c[0], c[1], c[2], { think: i ? `Retry ${i} after ${w / 2}s back-off.` : "Calling the dependency.", err: true });
      if (i < 4) run.call(...k.sleep(run, w), { think: null });
      w *= 2;
    }
    run.say(T(run, "giveup", { x: `${k.dep?.host ?? "upstream"} failed 5 times over ~${Math.round(w / 60)} min` }));
  },
  slowpoll(run, id) {
    const k = run.kit;
    const r = run.r;
    const { jid, call } = k.jstart(run, id, 0);
    run.call(...call.slice(0, 3), { think: "Starting the backtest." });
    let done = 2;
    for (let i = 0; i < r.int(8, 10); i++) {
      if (i % 3 === 2) done += 1;
      run.call(...k.sleep(run, 60), { think: null });
      run.call(...k.jstat(run, jid, { state: "running", phase: "evaluating", done, total: 336 }).slice(0, 3), { think: maybe(run, 0.3, "Slow, but moving.") });
    }
    run.say(T(run, "done", { x: `backtest ${jid} still running (${done}/336); will report when it ends` }));
  },
  doubleconfirm(run, id) {
    const k = run.kit;
    run.call(...k.rd(run, id, 2).slice(0, 3), { think: "Booking status." });
    run.call(...k.rel(run, id, 1).slice(0, 3), { think: "Charges." });
    run.call(...k.rd(run, id, 2, 1).slice(0, 3), { think: "Double-checking the status before I report." });
    run.call(...k.rd(run, id, 2, 3).slice(0, 3), { think: "And once more after the page reload, to be sure." });
    run.say(T(run, "done", { x: `${id}: departed, invoice available` }));
  },
  useragain(run, id) {
    const k = run.kit;
    run.call(...k.rd(run, id, 0).slice(0, 3), { think: "Advisory record.", ...nm(run) });
    run.say(T(run, "done", { x: `${id}: no change in the advisory` }), nm(run));
    for (let i = 0; i < 3; i++) {
      run.user(T(run, "again"));
      run.call(...k.rd(run, id, 0).slice(0, 3), { think: "Checking again as asked.", ...nm(run) });
      run.say(T(run, "done", { x: `${id}: still unchanged (modified date the same)` }), nm(run));
    }
  },
};
