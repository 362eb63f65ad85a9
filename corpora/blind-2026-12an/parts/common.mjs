// Pieces every shape uses: the errand, preamble steps, analyst interjections, closing answers.
import { addS, fmt } from "./lib.mjs";
import { mkRows, mkSignins, mkVerdict, mkProcs } from "./ents.mjs";
import { iocView } from "./fam-intel.mjs";

export function fill(t, s, x = {}) {
  const v = { alert: s.alertShort || s.alertId, host: s.host, user: s.user, ioc: x.ioc || s.sha256, file: s.file, ticket: s.ticket, team: s.team, cve: s.cve, proc: s.proc, ...x };
  return t.replace(/\{(\w+)\}/g, (_, k) => v[k] ?? `{${k}}`);
}

const TECH = {
  triage: (k, s) => `Tech: ${k.siemName} alert ${s.alertShort || s.alertId} on ${s.host} (${s.proc}); triage, scope and report back.`,
  hunt: (k, s, x) => `Tech: hunt ${x.ioc || s.sha256} across the estate in ${k.siemName}; list affected hosts and first/last seen.`,
  isolate: (k, s) => `Tech: contain ${s.host} in ${k.edrName}, verify containment, then continue the triage.`,
  intel: (k, s, x) => `Tech: reputation and context for ${x.ioc || s.sha256}; verdict, family, related infrastructure.`,
  sandbox: (k, s) => `Tech: detonate ${s.file} (sha256 ${s.sha256.slice(0, 12)}…) in the sandbox and bring back the verdict.`,
  ticket: (k, s) => `Tech: incident contained; close ${s.ticket} with a summary.`,
  page: (k, s) => `Tech: page the ${s.team} on-call with the incident summary for ${s.host}.`,
  identity: (k, s) => `Tech: revoke ${s.upn} sessions, confirm nothing new from ${s.extIp}, reset MFA if needed.`,
  vuln: (k, s) => `Tech: verify remediation of ${s.cve} on ${s.host}; rescan if needed.`,
  kill: (k, s) => `Tech: kill ${s.proc} (pid ${s.pid}) on ${s.host} and make sure it does not come back.`,
};

export function open(ctx, task, x = {}) {
  const { run, kit, s, r } = ctx;
  run.sys(kit.system(s));
  const hi = r.pick(kit.L.hello);
  run.user(`${hi} ${fill(kit.L.tasks[task], s, x)}\n${TECH[task](kit, s, x)}`);
}

export function interject(ctx, what, tech) {
  const { run, kit } = ctx;
  run.user(`${kit.L.ask[what]}\nTech: ${tech}`);
}

export function final(ctx, text) {
  const { run, kit, r } = ctx;
  run.say(r.chance(0.6) ? `${kit.L.thanks} ${text}` : text);
}

// Rows and views a run shares between its preamble and its core.
export function world(ctx) {
  const { s, r, run } = ctx;
  if (ctx.w) return ctx.w;
  const t = addS(s.alertAt, -r.int(60, 900));
  const v = mkVerdict(s, r);
  v.c2 = s.domain;
  ctx.w = {
    t, v, vHash: iocView(s, v, "sha256"), vDom: iocView(s, v, "domain"), vIp: iocView(s, v, "ip"),
    hostRows: mkRows(s, r, r.int(3, 6), t, { kinds: ["process", "network", "dns", "file"] }),
    userRows: mkRows(s, r, r.int(2, 4), addS(t, -7200), { kinds: ["logon"], action: "logon_success" }),
    dnsRows: mkRows(s, r, r.int(2, 4), t, { kinds: ["dns"] }),
    signins: mkSignins(s, r, r.int(3, 6), addS(t, -86400), { gap: 9000 }),
  };
  ctx.w.procs = mkProcs(s, r, run.now(), { start: ctx.w.hostRows[0].ts });
  return ctx.w;
}

const STEPS = {
  alert: (ctx) => ctx.run.call(ctx.r.pick(["Pulling the alert first.", "Start with the alert record.", "Reading the alert details."]), ctx.kit.alert(ctx.s, ctx.r)),
  asset: (ctx) => ctx.run.call(ctx.r.pick([`Checking what ${ctx.s.host} is and who owns it.`, "Asset context before touching anything.", `Looking up ${ctx.s.host} in the asset inventory.`]), ctx.kit.asset(ctx.s, ctx.s.host, ctx.r)),
  asset2: (ctx) => ctx.run.call(`The second host ${ctx.s.host2} shows up in the neighbourhood; getting its asset record too.`, ctx.kit.asset(ctx.s, ctx.s.host2, ctx.r)),
  runbook: (ctx) => ctx.run.call("Checking the runbook for this alert type.", ctx.kit.runbook(ctx.s, ctx.r.pick(["suspicious process", "malware containment", "credential compromise", "endpoint quarantine"]), ctx.r)),
  siemHost: (ctx) => ctx.run.call(`Getting the endpoint events for ${ctx.s.host} around the alert.`, ctx.kit.siem.query(ctx.s, { focus: "host", win: { rel: 24 }, variant: 0 }, world(ctx).hostRows, ctx.r)),
  siemUser: (ctx) => ctx.run.call(`Logons for ${ctx.s.user} in the last day.`, ctx.kit.siem.query(ctx.s, { focus: "user", win: { rel: 24 }, variant: 1 }, world(ctx).userRows, ctx.r)),
  siemDns: (ctx) => ctx.run.call(`Who else resolved ${ctx.s.domain}?`, ctx.kit.siem.query(ctx.s, { focus: "domain", win: { rel: 24 }, variant: 2 }, world(ctx).dnsRows, ctx.r)),
  intelHash: (ctx) => { const p = ctx.kit.intel.find((x) => x.kinds.includes("sha256")); return ctx.run.call("Reputation of the file hash.", p.look({ kind: "sha256", value: ctx.s.sha256 }, world(ctx).vHash, ctx.r)); },
  intelIp: (ctx) => { const p = ctx.kit.intel.find((x) => x.kinds.includes("ip")); return ctx.run.call(`And the destination IP ${ctx.s.extIp}.`, p.look({ kind: "ip", value: ctx.s.extIp }, world(ctx).vIp, ctx.r)); },
  signins: (ctx) => ctx.run.call(`Recent sign-ins of ${ctx.s.user}, to see whether the account is involved.`, ctx.kit.idp.signins(ctx.s, world(ctx).signins, ctx.r)),
  edrStatus: (ctx) => ctx.run.call(`Current sensor state of ${ctx.s.host}.`, ctx.kit.edr.status(ctx.s, ctx.isolated ? "isolated" : "normal", ctx.r)),
  note: (ctx) => ctx.run.call("Logging that triage has started.", ctx.kit.tkt.note(ctx.s, `Triage started by SOC agent: ${ctx.s.proc} on ${ctx.s.host}, user ${ctx.s.user}. Alert ${String(ctx.s.alertShort || ctx.s.alertId).slice(0, 40)}.`, ctx.r)),
  tree: (ctx) => ctx.run.call(`Process tree on ${ctx.s.host} for the flagged process.`, ctx.kit.edr.tree(ctx.s, world(ctx).procs, { asOf: ctx.run.now() }, ctx.r)),
};

// n steps of ordinary triage; alert first, then asset, then a mix. avoid: step names to leave out.
export function preamble(ctx, n, avoid = []) {
  const order = ["alert", "asset", ...ctx.r.shuffle(["runbook", "siemHost", "siemUser", "siemDns", "intelHash", "intelIp", "signins", "edrStatus", "note", "tree", "asset2"])];
  const steps = order.filter((x) => !avoid.includes(x)).slice(0, n);
  for (const st of steps) STEPS[st](ctx);
  return steps;
}

export const pickOne = (r, arr) => arr[Math.floor(r.next() * arr.length)];
export { fmt, addS };
