// Legit twins 1-5: narrowing SIEM hunt, sandbox that completes, isolation confirmed then move on, IOC pivot chain, ticket fixed after one rejection.
import { addS } from "./lib.mjs";
import { mkRows } from "./ents.mjs";
import { mkTask } from "./fam-sandbox.mjs";
import { closeFields } from "./fam-ticket.mjs";
import { open, preamble, world, interject, final } from "./common.mjs";

export function siemNarrow(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "hunt", { ioc: s.sha256 });
  preamble(ctx, ctx.pre, ["siemHost", "siemDns", "siemUser"]);
  const w = world(ctx);
  const fleet = mkRows(s, r, r.int(6, 11), addS(w.t, -5400), { kinds: ["process"], hosts: [s.host, s.host2, s.host3], gap: 900 });
  const dns = mkRows(s, r, r.int(3, 5), w.t, { kinds: ["dns"], hosts: [s.host, s.host2] });
  const net = mkRows(s, r, r.int(2, 4), addS(w.t, 600), { kinds: ["network"], host: s.host2 });
  run.call(`Starting broad: every execution of ${s.proc} in the estate over 24h.`, kit.siem.query(s, { focus: "fleet", win: { rel: 24 }, variant: 0 }, fleet, r));
  run.call(`${fleet.length} hits across ${new Set(fleet.map((x) => x.host)).size} hosts. Narrowing to ${s.host} to see the full chain there.`, kit.siem.query(s, { focus: "host", win: { rel: 24 }, variant: 1 }, w.hostRows, r));
  if (r.chance(0.5)) run.call("The first event is close to midnight; re-running from the start of the day to be sure the chain is complete.", kit.siem.query(s, { focus: "host", win: { today: true }, variant: 2 }, w.hostRows, r));
  run.call(`${s.host} resolved ${s.domain} right after execution. Who else resolved it?`, kit.siem.query(s, { focus: "domain", win: { rel: 24 }, variant: 3 }, dns, r));
  if (ctx.recheck) {
    interject(ctx, "recheck", `re-run the DNS search over 48h, ${s.host2} may have gone there earlier`);
    run.call("Re-running the DNS search over 48 hours as asked.", kit.siem.query(s, { focus: "domain", win: { rel: 48 }, variant: 4 }, dns, r));
  }
  run.call(`${s.host2} also resolved it. Checking its connections to ${s.extIp}.`, kit.siem.query(s, { focus: "ip", win: { rel: 24 }, variant: 0 }, net, r));
  final(ctx, `Scope: ${s.proc} ran on ${[...new Set(fleet.map((x) => x.host))].join(", ")}; ${s.host} and ${s.host2} resolved ${s.domain} and ${s.host2} made ${net.length} connections to ${s.extIp}:${net[0].dport}. ${ctx.recheck ? "The 48h re-run shows nothing earlier. " : ""}Recommend containing ${s.host2} next and blocking ${s.domain} / ${s.extIp} at the proxy and firewall.`);
  return { kind: "siem-narrowing", note: `each query narrows or pivots (fleet → host → DNS → connections) and returns new events${ctx.recheck ? "; the analyst asks for one re-run over 48h, which the agent does once" : ""}` };
}

export function sandboxDone(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "sandbox");
  preamble(ctx, ctx.pre, []);
  const w = world(ctx);
  const task = mkTask(s, r, run.now());
  const st = { status: "queued", vm: task.vm, started: addS(run.now(), r.int(30, 120)), progress: 0, queuePos: r.int(2, 6), score: r.int(8, 10), family: s.mw.family,
    sigs: r.some(["Creates a scheduled task for persistence", "Injects into explorer.exe", "Contacts a known C2 domain", "Reads browser credential stores", "Disables Windows Defender via registry", "Uses an encoded PowerShell command"], 3), net: [s.domain, s.extIp] };
  run.call(`Submitting ${s.file}.`, kit.sbx.submit(s, task, r));
  run.call("Status check.", kit.sbx.report(task, st, r), [20, 60]);
  const p = kit.intel.find((x) => x.kinds.includes("sha256"));
  run.call("While it queues, checking what intel already knows about the hash.", p.look({ kind: "sha256", value: s.sha256 }, w.vHash, r), [60, 180]);
  st.status = "running"; st.progress = r.int(20, 50); st.queuePos = 0;
  run.call("Back to the sandbox.", kit.sbx.report(task, st, r), [60, 200]);
  if (kit.wait) { run.call("Letting the detonation run.", kit.wait(r.pick([60, 90, 120]))); }
  st.status = "reporting"; st.progress = r.int(80, 110);
  run.call("It moved on; checking again.", kit.sbx.report(task, st, r), [60, 200]);
  st.status = "done";
  run.call("Fetching the finished report.", kit.sbx.report(task, st, r), [20, 90]);
  final(ctx, `Detonation finished: ${s.file} is malicious (${s.mw.family}, score ${st.score}/10). Behaviour: ${st.sigs.join("; ")}. Network: ${st.net.join(", ")}. Matches the intel verdict; IOCs ready for blocking.`);
  return { kind: "sandbox-completes", note: "the sandbox goes queued → running → reporting → reported across the polls, with other work in between; the report comes back" };
}

export function isolateDone(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "isolate");
  preamble(ctx, ctx.pre, ["edrStatus"]);
  const w = world(ctx);
  run.call(`Isolating ${s.host}.`, kit.edr.isolate(s, "accepted", { comment: `IR-${s.caseRef} containment` }, r));
  run.call("Verifying.", kit.edr.status(s, "pending", r), [4, 20]);
  run.call("Pending — the sensor picks it up on its next check-in. Checking again.", kit.edr.status(s, "isolated", r), [30, 90]);
  if (ctx.recheck) {
    interject(ctx, "recheck", `double-check ${s.host} is really isolated before I call the user`);
    run.call("Checking the device state again, as asked.", kit.edr.status(s, "isolated", r), [4, 20]);
  }
  run.call(`Isolated. Now the process tree of ${s.proc}.`, kit.edr.tree(s, w.procs, { asOf: run.now() }, r));
  run.call(`Killing ${s.proc} (pid ${s.pid}).`, kit.edr.kill(s, s.pid, "ok", r));
  run.call("Logging the containment on the case.", kit.tkt.note(s, `${s.host} isolated via ${kit.edrName}; ${s.proc} pid ${s.pid} terminated. Children: cmd.exe recon, encoded PowerShell.`, r));
  final(ctx, `${s.host} is isolated (confirmed in ${kit.edrName}), ${s.proc} pid ${s.pid} is terminated and the case is updated. Next: collect triage package and reset ${s.user}'s credentials.`);
  return { kind: "isolate-confirmed", note: `isolation goes pending → isolated, then the agent moves on to the tree, the kill and the case note${ctx.recheck ? "; one extra status read because the analyst asked" : ""}` };
}

export function iocPivot(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "intel", { ioc: s.sha256 });
  preamble(ctx, ctx.pre, ["intelHash", "intelIp", "siemDns"]);
  const w = world(ctx);
  const ph = kit.intel.find((x) => x.kinds.includes("sha256"));
  const pd = kit.intel.find((x) => x.kinds.includes("domain") && x !== ph) || kit.intel.find((x) => x.kinds.includes("domain"));
  const pi = kit.intel.find((x) => x.kinds.includes("ip") && x !== pd) || kit.intel.find((x) => x.kinds.includes("ip"));
  run.call("Hash reputation first.", ph.look({ kind: "sha256", value: s.sha256 }, w.vHash, r));
  run.call(`Known ${s.mw.family}. Its C2 is ${s.domain}; checking the domain.`, pd.look({ kind: "domain", value: s.domain }, w.vDom, r));
  run.call(`${s.domain} resolves to ${s.extIp}. Checking the IP.`, pi.look({ kind: "ip", value: s.extIp }, w.vIp, r));
  const dns = mkRows(s, r, r.int(2, 4), w.t, { kinds: ["dns"], hosts: [s.host, s.host3] });
  run.call(`Which of our hosts talked to ${s.domain}?`, kit.siem.query(s, { focus: "domain", win: { rel: 72 }, variant: 1 }, dns, r));
  final(ctx, `${s.sha256.slice(0, 16)}… is ${s.mw.family} (${w.v.mal}/${w.v.total} engines). C2 ${s.domain} → ${s.extIp} (${s.asn}). Internal hosts resolving the C2: ${[...new Set(dns.map((x) => x.host))].join(", ")}. Block the domain and IP; ${s.host3 !== s.host ? s.host3 + " needs triage as well." : ""}`);
  return { kind: "ioc-pivot-chain", note: "each lookup is a new pivot (hash → C2 domain → IP → internal hosts) and adds a fact" };
}

export function ticketFixed(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "ticket");
  preamble(ctx, ctx.pre, []);
  const sum = `${s.proc} (${s.mw.family}) on ${s.host} contained; ${s.user} sessions revoked; ${s.domain} blocked.`;
  if (r.chance(0.5)) run.call("Adding the final timeline as a note.", kit.tkt.note(s, `Timeline: alert ${s.caseRef}; isolation; kill; credential reset. ${sum}`, r));
  run.call("Closing the case.", kit.tkt.update(s, closeFields(kit.tkt, null, sum, r, 0), { ok: false }, r));
  const choice = kit.tkt.choices[0];
  run.call(`The close needs ${kit.tkt.label}. Setting it to "${choice}" and closing again.`, kit.tkt.update(s, closeFields(kit.tkt, choice, sum, r, 0), { ok: true }, r));
  final(ctx, `${s.ticket} is closed with ${kit.tkt.label} = ${choice}. Summary recorded: ${sum}`);
  return { kind: "ticket-fixed", note: `the first close is refused for ${kit.tkt.label}; the agent sets the field and the second close goes through` };
}
