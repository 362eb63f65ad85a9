// Legit twins 6-10: page after backing off, revocation verified by new failures, kill that respawns and is hunted down,
// rescan that clears the finding, a query fixed after one parse error.
import { addS } from "./lib.mjs";
import { mkRows, mkFindings, mkProcs } from "./ents.mjs";
import { mkScan } from "./fam-vuln.mjs";
import { open, preamble, world, interject, final } from "./common.mjs";

export function pagerBackoff(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "page");
  preamble(ctx, ctx.pre, []);
  const dedup = `soc-${s.caseRef}-${s.host.toLowerCase()}`;
  const msg = { summary: `[P1] ${s.mw.family} on ${s.host} (${s.user}) — host isolated, need on-call IR`, sev: "critical", team: s.team, dedup };
  const ra = r.pick([15, 20, 30, 30, 45, 60]);
  run.call(`Paging the ${s.team} on-call.`, kit.pager.page(s, msg, { retry: ra }, r), [1, 4]);
  if (kit.wait) run.call(`Throttled with Retry-After ${ra}s; waiting that long before retrying.`, kit.wait(ra + 5));
  else {
    run.call(`Throttled (retry after ${ra}s). Meanwhile writing the case note so it is ready for the on-call.`, kit.tkt.note(s, `P1: ${s.mw.family} on ${s.host}; isolated; awaiting on-call IR. Paging throttled, retrying after ${ra}s.`, r));
    run.wait(ra);
    run.call(`Also pulling the asset record for ${s.host} for the page.`, kit.asset(s, s.host, r));
  }
  run.wait(r.int(1, 10));
  run.call("Retry window has passed; sending the page again.", kit.pager.page(s, msg, { ok: true }, r), [1, 4]);
  final(ctx, `On-call ${s.team} paged (dedup key ${dedup}) after one throttle; the case note has the details for whoever acknowledges.`);
  return { kind: "pager-backoff", note: `the first page is throttled; the agent waits out Retry-After (${kit.wait ? "with the wait tool" : "doing other work"}) and the second page is accepted` };
}

export function revokeVerified(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "identity");
  preamble(ctx, ctx.pre, ["signins"]);
  const w = world(ctx);
  run.call(`Revoking all sessions of ${s.upn}.`, kit.idp.revoke(s, r));
  run.wait(r.int(200, 900));
  const t0 = run.now();
  const fails = [1, 2, 3].map((i) => ({ ts: addS(t0, -i * r.int(40, 160)), id: r.uuid(), ip: s.extIp, country: s.country, city: s.city, app: r.pick(s.kit.pools.apps),
    result: "failure", code: 50173, reason: r.pick(["INVALID_SESSION", "session_not_active", "login_failure"]), device: "Linux / python-requests 2.31", ua: "python-requests/2.31.0" }));
  const rows = [...fails, ...w.signins];
  run.call(`Checking the sign-in log since the revocation.`, kit.idp.signins(s, rows, r), [5, 30]);
  run.call(`The attacker's refresh token is now refused (${fails.length} failures from ${s.extIp} after revocation). Resetting the MFA registration they may have added.`, kit.idp.mfa(s, r));
  run.call("Disabling the account until the user re-enrols with the service desk.", kit.idp.disable(s, "ok", r));
  if (ctx.recheck) {
    interject(ctx, "recheck", `look at the sign-ins once more, I want to see if ${s.extIp} is still trying`);
    const more = { ...fails[0], ts: addS(run.now(), -r.int(10, 60)), id: r.uuid() };
    run.call("Reading the sign-in log again as asked.", kit.idp.signins(s, [more, ...rows], r), [5, 20]);
  }
  final(ctx, `Sessions of ${s.upn} revoked; the attacker's token replays from ${s.extIp} now fail${ctx.recheck ? " (one more failed attempt since)" : ""}. MFA method reset and the account disabled pending re-enrolment.`);
  return { kind: "revoke-verified", note: `after the revocation the sign-in log shows new failures from the attacker, so the agent moves on to MFA reset and disabling${ctx.recheck ? "; the analyst asks for one more look, which shows a new failure" : ""}` };
}

export function killRespawn(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "kill");
  preamble(ctx, ctx.pre, ["tree"]);
  const w = world(ctx);
  run.call(`Process tree of ${s.proc} on ${s.host}.`, kit.edr.tree(s, w.procs, { asOf: run.now() }, r));
  run.call(`Killing pid ${s.pid}.`, kit.edr.kill(s, s.pid, "ok", r));
  const pid2 = r.int(1200, 15000);
  const p2 = mkProcs(s, r, run.now(), { pid: pid2, start: addS(run.now(), r.int(20, 50)), parentName: "svchost.exe", kids: 0 });
  run.wait(60);
  run.call("Checking the tree again.", kit.edr.tree(s, p2, { asOf: run.now() }, r));
  const tn = `\\Microsoft\\Windows\\${r.pick(["UpdateOrchestrator", "WindowsUpdate", "Maintenance"])}\\${r.pick(["EdgeUpdateTaskCore", "SyncHelper", "OneDriveStandalone"])}`;
  run.call(`It came back as pid ${pid2} under svchost — likely a scheduled task. Listing tasks.`, kit.edr.exec(s, `schtasks /query /fo LIST /v | findstr /i "${s.file}"`,
    `TaskName:                             ${tn}\nNext Run Time:                        N/A\nStatus:                               Running\nTask To Run:                          ${w.procs[1].cmd}\nRun As User:                          ${s.user}\nSchedule Type:                        At log on, Every 5 minute(s)`, r));
  run.call("Deleting the persistence task.", kit.edr.exec(s, `schtasks /delete /tn "${tn}" /f`, `SUCCESS: The scheduled task "${tn.split("\\").pop()}" was successfully deleted.`, r));
  run.call(`Killing the respawned pid ${pid2}.`, kit.edr.kill(s, pid2, "ok", r));
  run.wait(120);
  run.call("Confirming the tree is clean after a couple of minutes.", kit.edr.tree(s, mkProcs(s, r, run.now(), { clean: true }), { asOf: run.now() }, r));
  final(ctx, `${s.proc} respawned once via scheduled task ${tn}; task deleted, pid ${s.pid} and ${pid2} killed, tree clean after two minutes.`);
  return { kind: "kill-respawn-hunt", note: "the process respawns with a new pid; the agent finds and deletes the scheduled task, kills again and the tree is clean" };
}

export function vulnCleared(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "vuln");
  preamble(ctx, ctx.pre, []);
  const scan = mkScan(s, r, s.host);
  const f = mkFindings(s, r, s.host, [s.cve], "open", run.now(), { auth: true });
  run.call(`Current findings for ${s.host}.`, kit.vuln.findings(s, s.host, f, r));
  run.call("Launching an authenticated rescan now that the patch is in.", kit.vuln.launch(s, scan, r));
  run.call("Status.", kit.vuln.status(scan, { status: "running", pct: r.int(10, 40) }, r), [60, 200]);
  run.call("Progressing; checking again.", kit.vuln.status(scan, { status: "running", pct: r.int(55, 90) }, r), [120, 300]);
  run.call("Should be finishing.", kit.vuln.status(scan, { status: "completed", crit: 0, sev: 0, mod: 2 }, r), [60, 200]);
  f[0].state = "fixed"; f[0].last = addS(run.now(), -r.int(60, 400));
  run.call("Reading the findings from the new scan.", kit.vuln.findings(s, s.host, f, r));
  final(ctx, `${s.cve} on ${s.host} is now reported fixed by the authenticated rescan; no other critical findings.`);
  return { kind: "vuln-rescan-clears", note: "the rescan progresses and finishes; the finding is reported fixed" };
}

export function huntFixed(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, r.chance(0.5) ? "hunt" : "triage");
  preamble(ctx, ctx.pre, ["siemHost"]);
  const w = world(ctx);
  run.call(`Hunting on ${s.host} for ${s.proc}.`, kit.siem.query(s, { focus: "host", win: { rel: 24 }, bad: 0 }, [], r), [1, 6]);
  run.call("Parse error — the field name needs quoting / the right syntax. Fixing it.", kit.siem.query(s, { focus: "host", win: { rel: 24 }, good: true }, w.hostRows, r), [1, 6]);
  const dns = mkRows(s, r, 2, w.t, { kinds: ["dns"] });
  run.call(`Got the chain on ${s.host}. Now the DNS side for ${s.domain}.`, kit.siem.query(s, { focus: "domain", win: { rel: 24 }, variant: 2 }, dns, r));
  final(ctx, `${s.host}: ${s.proc} started from ${w.hostRows.find((x) => x.parent)?.parent || "explorer.exe"}, spawned recon and resolved ${s.domain} (${dns.length} queries). Only this host so far.`);
  return { kind: "query-fixed", note: "one parse error, the agent fixes the syntax, the query runs and it moves on" };
}
