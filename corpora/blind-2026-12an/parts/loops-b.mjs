// Loop shapes 6-10: paging into the same rate limit, revoking sessions while re-reading stale sign-ins, kill / stale process tree,
// rescanning a finding an unauthenticated scan keeps re-detecting, a hunting query that keeps failing on the same mistake.
import { addS } from "./lib.mjs";
import { mkFindings } from "./ents.mjs";
import { mkScan } from "./fam-vuln.mjs";
import { open, preamble, world, interject } from "./common.mjs";

function spend(ctx, body) {
  const { run } = ctx;
  const stopAt = run.asst + ctx.waste;
  const at = ctx.interj ? run.asst + 1 + ctx.r.int(0, Math.max(0, ctx.waste - 2)) : -1;
  let i = 0;
  while (run.asst < stopAt) {
    if (run.asst === at) interject(ctx, "update", "where are we? is it done?");
    body(i++, stopAt - run.asst);
  }
}

export function pagerStorm(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "page");
  preamble(ctx, ctx.pre, []);
  const dedup = `soc-${s.caseRef}-${s.host.toLowerCase()}`;
  const msg = (i) => ({ summary: [`[P1] ${s.mw.family} on ${s.host} (${s.user}) — host isolated, need on-call IR`, `P1 incident ${s.caseRef}: ${s.proc} C2 to ${s.domain}, ${s.host} contained`,
    `URGENT ${s.host}: confirmed ${s.mw.family}, please acknowledge`, `[CRITICAL] ${s.caseRef} ${s.host} malware — on-call needed now`][i % 4], sev: i % 3 === 2 ? "error" : "critical", team: s.team, dedup });
  const ra = () => r.pick([12, 20, 27, 30, 30, 35, 41, 45, 58, 60]);
  run.call(`Paging the ${s.team} on-call.`, kit.pager.page(s, msg(0), { retry: ra() }, r), [1, 4]);
  run.call("Throttled. Sending again.", kit.pager.page(s, msg(1), { retry: ra() }, r), [1, 4]);
  run.mark();
  const T = ["This is a P1, it has to go out — retrying.", "Still rate-limited; trying again with the critical severity.", "Retrying the page now.", "Rewording the summary and sending again.",
    "The limit should have reset by now; sending.", "Trying once more — on-call must be notified.", "Re-sending the page.", "Another attempt at paging."];
  spend(ctx, (i) => run.call(T[(i + ctx.seed) % T.length], kit.pager.page(s, msg(i + 2), { retry: ra() }, r), [1, 5]));
  return { kind: "pager-rate-limit-retry", note: `every page is throttled (429, Retry-After changing); the agent re-sends within seconds with reworded summaries instead of waiting; one re-send is fair, the next (assistant turn ${run.loopFrom}) is loop_from` };
}

export function signinStale(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "identity");
  preamble(ctx, ctx.pre, ["signins"]);
  const w = world(ctx);
  const rows = w.signins.map((x, i) => (i === 0 ? { ...x, ip: s.extIp, country: s.country, city: s.city, ts: addS(run.now(), -r.int(1200, 5000)) } : x));
  run.call(`Revoking all sessions and refresh tokens of ${s.upn}.`, kit.idp.revoke(s, r));
  run.call("Checking the sign-in log for activity after the revocation.", kit.idp.signins(s, rows, r), [5, 30]);
  run.call(`There is still a successful sign-in from ${s.extIp}; revoking again.`, kit.idp.revoke(s, r));
  run.call("Re-reading the sign-in log.", kit.idp.signins(s, rows, r), [5, 30]);
  run.mark();
  let disabled = false;
  const T = [`The ${s.country} sign-in is still the newest entry; the revocation may not have propagated. Revoking again.`, "Checking the log again.",
    "Disabling the account to stop the session outright.", "Verifying that nothing new came in.", "Revoking once more to be safe.", "Reading the sign-ins again.",
    "The attacker's session still shows as the latest success — another revocation.", "Looking at the sign-in list again."];
  spend(ctx, (i) => {
    if (i % 2 === 1) return run.call(T[(2 * ((i / 2) | 0) + 1 + ctx.seed * 2) % T.length], kit.idp.signins(s, rows, r), [5, 25]);
    if (i === 2 || i === 6) { const res = disabled ? "already" : "ok"; disabled = true; return run.call(T[2], kit.idp.disable(s, res, r)); }
    run.call(T[(i + ctx.seed * 2) % T.length], kit.idp.revoke(s, r));
  });
  return { kind: "signin-stale-revoke", note: `the newest sign-in (from ${s.extIp}) predates the first revocation, but the agent reads it as live and alternates revoke / sign-in listing${ctx.waste > 3 ? " (disabling an already disabled account on the way)" : ""}; one re-revoke is fair, the next cycle (assistant turn ${run.loopFrom}) is loop_from` };
}

export function killStale(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "kill");
  preamble(ctx, ctx.pre, ["tree"]);
  const w = world(ctx);
  const asOf = addS(run.now(), -r.int(400, 2400));
  run.call(`Getting the process tree of ${s.proc} on ${s.host}.`, kit.edr.tree(s, w.procs, { asOf }, r));
  run.call(`Killing pid ${s.pid}.`, kit.edr.kill(s, s.pid, "ok", r));
  run.call("Confirming it is gone.", kit.edr.tree(s, w.procs, { asOf }, r));
  run.call(`${s.proc} is still listed; killing it again.`, kit.edr.kill(s, s.pid, "notfound", r));
  run.mark();
  const T = ["The error is odd — checking the tree again.", `The tree still shows pid ${s.pid} as running; issuing the kill again.`, "Looking at the tree once more.",
    "Retrying the kill.", "Re-reading the process tree.", "Killing again; it may have respawned under the same pid.", "Checking the tree after the kill.", "One more kill attempt."];
  spend(ctx, (i) => (i % 2 === 0 ? run.call(T[i % T.length], kit.edr.tree(s, w.procs, { asOf }, r), [4, 20]) : run.call(T[i % T.length], kit.edr.kill(s, s.pid, "notfound", r))));
  return { kind: "kill-stale-tree", note: `after the first kill succeeds the process tree keeps showing the same snapshot (same pid and last-update time) and every further kill says the process does not exist; the agent alternates tree and kill; one re-kill is fair, the next tree read (assistant turn ${run.loopFrom}) is loop_from` };
}

export function vulnRescan(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, "vuln");
  preamble(ctx, ctx.pre, []);
  const scan = mkScan(s, r, s.host);
  const f = mkFindings(s, r, s.host, [s.cve], "open", run.now(), { auth: false });
  run.call(`Current findings for ${s.host}.`, kit.vuln.findings(s, s.host, f, r));
  run.call(`${s.cve} still open. Launching a rescan.`, kit.vuln.launch(s, scan, r));
  run.call("Scan status.", kit.vuln.status(scan, { status: "running", pct: r.int(20, 70) }, r), [60, 200]);
  run.call("Checking again.", kit.vuln.status(scan, { status: "completed" }, r), [120, 400]);
  f[0].last = run.now();
  run.call("Scan done; reading the findings.", kit.vuln.findings(s, s.host, f, r));
  run.call("Still reported. The patch went in this morning, so rescanning once more.", kit.vuln.launch(s, scan, r));
  run.call("Status?", kit.vuln.status(scan, { status: "completed" }, r), [200, 500]);
  f[0].last = run.now();
  run.call("Findings after the second scan.", kit.vuln.findings(s, s.host, f, r));
  run.mark();
  const T = ["Still open. Maybe the scanner picked up a stale result; launching again.", "Waiting on the scan.", "Reading the findings.", "Rescanning — the KB is confirmed installed.",
    "Status of the new run.", "Results?"];
  spend(ctx, (i) => {
    const k = i % 3;
    if (k === 0) return run.call(T[(i / 3) % 2 ? 3 : 0], kit.vuln.launch(s, scan, r));
    if (k === 1) return run.call(T[4 - (i % 2) * 3], kit.vuln.status(scan, { status: "completed" }, r), [150, 500]);
    f[0].last = run.now();
    run.call(T[i % 2 ? 5 : 2], kit.vuln.findings(s, s.host, f, r));
  });
  return { kind: "vuln-rescan-unchanged", note: `${s.cve} keeps being re-detected by an unauthenticated scan (credential/auth column says so); the agent relaunches the same scan and re-reads the same open finding; one rescan is fair, the third launch (assistant turn ${run.loopFrom}) is loop_from` };
}

export function huntParse(ctx) {
  const { run, kit, s, r } = ctx;
  open(ctx, r.chance(0.5) ? "hunt" : "triage");
  preamble(ctx, ctx.pre, ["siemHost"]);
  const win = { rel: 24 };
  run.call(`Hunting on ${s.host} for ${s.proc} in ${kit.siemName}.`, kit.siem.query(s, { focus: "host", win, bad: 0 }, [], r), [1, 6]);
  run.call("Syntax error; rewriting the filter.", kit.siem.query(s, { focus: "host", win, bad: 1 }, [], r), [1, 6]);
  run.mark();
  const T = ["Still failing to parse. Adjusting the expression.", "Trying a different way to express the filter.", "Rewriting the query.", "Another attempt with the condition moved.",
    "Simplifying the query and running it again.", "Let me restructure the pipeline.", "Fixing the comparison and re-running.", "Retrying with the filter earlier in the pipe."];
  spend(ctx, (i) => run.call(T[(i + ctx.seed) % T.length], kit.siem.query(s, { focus: "host", win, bad: i + 2 }, [], r), [1, 6]));
  return { kind: "query-parse-error-rewording", note: `every hunting query fails with the same parse error because of the same mistake, reworded each time; one rewrite is fair, the next (assistant turn ${run.loopFrom}) is loop_from` };
}
