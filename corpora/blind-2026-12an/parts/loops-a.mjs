// Loop shapes 1-5: SIEM window shuffle, frozen sandbox poll, re-isolating a contained host, IOC enrichment carousel,
// ticket close rejected for the same mandatory field.
import { addS } from "./lib.mjs";
import { mkRows } from "./ents.mjs";
import { mkTask } from "./fam-sandbox.mjs";
import { closeFields } from "./fam-ticket.mjs";
import { open, preamble, world, interject } from "./common.mjs";

// Turn-by-turn helper: runs body(i) until the wasted-turn budget is spent, with at most one analyst interjection.
function spend(ctx, body) {
  const { run } = ctx;
  const stopAt = run.asst + ctx.waste;
  const at = ctx.interj ? run.asst + 1 + ctx.r.int(0, Math.max(0, ctx.waste - 2)) : -1;
  let i = 0;
  while (run.asst < stopAt) {
    if (run.asst === at) interject(ctx, "update", "status? anything new on this?");
    body(i++, stopAt - run.asst);
  }
}

function windows(now, r) {
  return r.shuffle([{ rel: 48 }, { abs: [addS(now, -30 * 3600), now] }, { rel: 36, snap: true }, { rel: 72 }, { abs: [addS(now, -26 * 3600), addS(now, 900)] },
    { rel: 24, snap: true }, { rel: 168 }, { today: true }, { abs: [addS(now, -20 * 3600), addS(now, 3600)] }, { rel: 30 }, { rel: 96 }, { rel: 18 }]);
}

const WHY = [
  "The alert time sits near the day boundary; anchoring the window to the start of the day so nothing is cut off.",
  "Same {n} events. Ingestion may lag for this source — widening the window to catch late-indexed events.",
  "Still identical. Using an absolute range instead of a relative one in case the relative window is evaluated in another time zone.",
  "Possibly rows were being collapsed; reordering the fields and sorting by time.",
  "{n} events only, which looks thin for {proc}. Extending further back to see how it started.",
  "Let me shift the window slightly past now, in case the newest events carry a clock-skewed timestamp.",
  "Re-running with a snapped window; the scheduler may have cached the earlier search.",
  "The count did not move. One more pass with a wider range before concluding.",
  "Trying the window from the alert's first event instead of from now.",
  "Nothing new appeared; maybe the index rolled over — querying the longer range again.",
];

export function siemWindow(ctx) {
  const { run, kit, s, r } = ctx;
  const focus = r.pick(["host", "host", "hash", "domain", "user"]);
  const task = focus === "hash" || focus === "domain" ? "hunt" : "triage";
  open(ctx, task, { ioc: focus === "domain" ? s.domain : s.sha256 });
  preamble(ctx, ctx.pre, ["siemHost", "siemDns", "siemUser"]);
  const w = world(ctx);
  const rows = focus === "host" ? w.hostRows : focus === "domain" ? w.dnsRows : focus === "user" ? w.userRows : mkRows(s, r, r.int(2, 5), w.t, { kinds: ["process"] });
  const wins = [{ rel: 24 }, { today: true }, ...windows(run.now(), r)];
  const say = (i) => WHY[(i + ctx.seed) % WHY.length].replace("{n}", rows.length).replace("{proc}", s.proc);
  run.call(`Querying ${kit.siemName} for the ${focus === "hash" ? "file hash" : focus} activity over the last 24 hours.`, kit.siem.query(s, { focus, win: wins[0], variant: 0 }, rows, r));
  run.call(r.pick(["The first event sits close to the day boundary; re-running from the start of the day so nothing is cut off.", "Only a handful of events. Re-running anchored to midnight in case the relative window clipped the start.", `Same search from the start of the day, to be sure the ${rows.length} events are the whole story.`]), kit.siem.query(s, { focus, win: wins[1], variant: 1 }, rows, r));
  run.mark();
  spend(ctx, (i) => run.call(say(i + 1 + (i >= WHY.length - 2 ? 1 : 0)), kit.siem.query(s, { focus, win: wins[(i + 2) % wins.length], variant: i + 2, inline: i % 3 === 1 }, rows, r)));
  return { kind: "siem-window-reworded", note: `the same ${focus} query re-run with shifted or reworded time windows (24h, start of day, absolute, 48h…) and returns the same ${rows.length} events each time; the first re-wording is fair, the second re-run (assistant turn ${run.loopFrom}) is loop_from` };
}

export function sandboxFrozen(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "sandbox");
  preamble(ctx, ctx.pre, []);
  const task = mkTask(s, r, run.now());
  const st = { status: r.chance(0.75) ? "running" : "queued", vm: task.vm, started: addS(run.now(), r.int(20, 90)), progress: r.int(15, 60), queuePos: r.int(7, 19) };
  run.call(`Submitting ${s.file} for detonation.`, kit.sbx.submit(s, task, r));
  run.call("Checking the analysis status.", kit.sbx.report(task, st, r), [20, 90]);
  const T = ["Not finished yet; checking again.", "Still {st}. Polling once more.", "The analysis should be close to done; re-checking.", "No report yet — giving it another look.",
    "Status unchanged; the sandbox may just be slow today. Checking again.", "Polling the task again.", "Maybe the report is generated now.", "Let me re-query the task.",
    "Still waiting on the detonation result.", "Checking whether the run has completed."];
  const say = (i) => T[(i + ctx.seed) % T.length].replace("{st}", st.status);
  run.call(say(0), kit.sbx.report(task, st, r), [15, 70]);
  run.mark();
  if (kit.wait) spend(ctx, (i) => (i % 2 === 0 ? run.call(r.pick(["Waiting a bit before the next poll.", "Backing off for a minute.", "Giving the sandbox time."]), kit.wait(r.pick([30, 45, 60, 60, 90]))) : run.call(say(i), kit.sbx.report(task, st, r), [5, 20])));
  else spend(ctx, (i) => run.call(say(i + 1), kit.sbx.report(task, st, r), [15, 80]));
  return { kind: "sandbox-frozen-poll", note: `the sandbox task stays ${st.status === "queued" ? "queued (queue position wobbling)" : "running"} with fresh request ids and dates; submit, baseline poll and one re-poll are fair, the next poll${kit.wait ? " cycle (wait + poll)" : ""} (assistant turn ${run.loopFrom}) is loop_from` };
}

export function isolateAgain(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "isolate");
  preamble(ctx, ctx.pre, ["edrStatus"]);
  const inc = `IR-${s.caseRef}`;
  run.call(`Isolating ${s.host}.`, kit.edr.isolate(s, "accepted", { comment: `${inc} containment` }, r));
  run.call("Verifying the containment state.", kit.edr.status(s, "pending", r), [4, 20]);
  run.call("Still pending; re-sending the isolation request in case the first one was dropped.", kit.edr.isolate(s, "already", { comment: `${inc} containment (retry)` }, r));
  run.call("Checking the state again.", kit.edr.status(s, "isolated", r), [20, 60]);
  run.mark();
  const T = ["The console still shows the device as reachable, so I am not convinced network access is cut. Re-applying isolation.", "Confirming the state after the re-apply.",
    "Not fully convinced by that answer — re-issuing containment with an explicit comment for the audit trail.", "Verifying once more.",
    "I want a definitive isolation before killing anything; sending the action again.", "Let me look at the device record again.",
    "Re-applying isolation; the previous request may have been superseded by policy.", "Checking whether the new request took effect.",
    "Reissuing the isolate action to be certain.", "Reading the device state again."];
  spend(ctx, (i) => (i % 2 === 0 ? run.call(T[i % T.length], kit.edr.isolate(s, "already", { comment: `${inc} ${["re-apply", "ensure isolation", "confirm containment", "forced"][i % 4]}` }, r))
    : run.call(T[i % T.length], kit.edr.status(s, "isolated", r), [3, 15])));
  return { kind: "isolate-already-contained", note: `${s.host} is already isolated (status confirms it, with a fresh last-contact time); the agent keeps re-issuing isolate and re-reading the device; one re-send while pending is fair, the next isolate (assistant turn ${run.loopFrom}) is loop_from` };
}

export function iocCarousel(ctx) {
  const { run, kit, s, r } = ctx;
  const hashP = kit.intel.filter((p) => p.kinds.includes("sha256"));
  const kind = hashP.length >= 2 ? "sha256" : "ip";
  const P = kit.intel.filter((p) => p.kinds.includes(kind));
  open(ctx, "intel", { ioc: kind === "ip" ? s.extIp : s.sha256 });
  preamble(ctx, ctx.pre, ["intelHash", "intelIp"]);
  const w = world(ctx);
  const view = P.map(() => ({ ...(kind === "ip" ? w.vIp : w.vHash) }));
  const forms = kind === "ip" ? [s.extIp] : [s.sha256, s.md5, s.sha1];
  P.forEach((p, i) => run.call(i === 0 ? `Looking up the ${kind === "ip" ? "IP" : "hash"} in ${p.tool.split("_")[0]}.` : "Cross-checking with another source.", p.look({ kind, value: forms[0] }, view[i], r)));
  run.mark();
  const T = ["Sources agree it is malicious, but the family label differs slightly; re-checking with the MD5 form.", "Cross-checking again to be sure of the family.",
    "Let me confirm the attribution once more.", "Re-querying with the other hash form.", "Checking whether the verdict changed with the latest analyses.",
    "One more confirmation before I write this up.", "Looking it up again to capture the related infrastructure.", "Comparing the sources again."];
  spend(ctx, (i) => {
    const k = (i + 1) % P.length;
    const form = kind === "ip" ? forms[0] : forms[(i + 1) % (P[k].kinds.includes("sha1") ? 3 : 2)];
    const fk = kind === "ip" ? "ip" : form.length === 32 ? "md5" : form.length === 40 ? "sha1" : "sha256";
    run.call(T[(i + ctx.seed) % T.length], P[k].look({ kind: P[k].kinds.includes(fk) ? fk : kind, value: P[k].kinds.includes(fk) ? form : forms[0] }, view[k], r));
  });
  return { kind: "ioc-enrichment-carousel", note: `the same ${kind === "ip" ? "IP" : "file (sha256/md5/sha1 forms)"} goes round ${P.length} intel sources with the same verdicts; the first round is fair, the second round (assistant turn ${run.loopFrom}) is loop_from` };
}

export function ticketField(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "ticket");
  preamble(ctx, ctx.pre, []);
  const sum = `${s.proc} (${s.mw.family}) on ${s.host} contained; user ${s.user} sessions revoked; IOC ${s.domain} blocked.`;
  run.call("Closing the case with the summary.", kit.tkt.update(s, closeFields(kit.tkt, null, sum, r, 0), { ok: false }, r));
  run.call("Rejected; re-sending with a fuller resolution text.", kit.tkt.update(s, closeFields(kit.tkt, null, `Resolution: contained. ${sum}`, r, 1), { ok: false }, r));
  run.mark();
  const T = [`Adding the ${kit.tkt.label} wording to the notes and closing again.`, "Putting the resolution into a work note first, then closing.", "Trying the close with the state set explicitly.",
    "Maybe the notes field is too long; shortening and retrying.", "Re-sending with tags so the workflow picks it up.", "Closing again with the resolution stated up front.",
    "Retrying the close; the previous request may have raced with another update.", "Submitting the close once more with a cleaned-up summary."];
  spend(ctx, (i) => {
    if (i % 4 === 1) return run.call(T[1], kit.tkt.note(s, `${kit.tkt.label}: contained / eradicated. ${sum}`, r));
    run.call(T[(i + ctx.seed) % T.length], kit.tkt.update(s, closeFields(kit.tkt, null, `${["Resolution - contained.", `${kit.tkt.label}: contained.`, "Incident resolved (contained).", "Closed: true positive, contained."][i % 4]} ${sum}`, r, i + 2), { ok: false }, r));
  });
  return { kind: "ticket-missing-field", note: `closing the case is refused each time for the same mandatory field (${kit.tkt.label}); the agent rewrites notes, tags and state but never sets the field; one re-send is fair, the next attempt (assistant turn ${run.loopFrom}) is loop_from` };
}
