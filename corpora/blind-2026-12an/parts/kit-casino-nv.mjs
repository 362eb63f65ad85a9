// SOC of a tribal casino resort (gaming floor, cage, hotel PMS, PCI card data), near Gallup. Staff language: Navajo (Diné bizaad).
// Google SecOps (UDM search), SentinelOne Singularity, Okta, Joe Sandbox, Jira Service Management, PagerDuty, Nessus. OpenAI Agents SDK on gpt-4.1.
import { fmt, addS, J, JP, hh } from "./lib.mjs";
import { virustotal, threatfox, greynoise } from "./fam-intel.mjs";
import { joe } from "./fam-sandbox.mjs";
import { jira } from "./fam-ticket.mjs";
import { pagerduty } from "./fam-pager.mjs";
import { okta } from "./fam-idp.mjs";
import { nessus } from "./fam-vuln.mjs";

function udm(s, spec) {
  const v = spec.variant || 0;
  const pn = v % 2 ? `target.process.file.full_path = /${s.proc.replace(".", "\\.")}$/ nocase` : `target.process.file.full_path = /\\\\${s.proc.replace(".", "\\.")}/ nocase`;
  switch (spec.focus) {
    case "hash": return `target.process.file.sha256 = "${s.sha256}"`;
    case "domain": return `network.dns.questions.name = "${s.domain}"${v % 3 === 1 ? " AND metadata.event_type = \"NETWORK_DNS\"" : ""}`;
    case "ip": return `target.ip = "${s.extIp}" AND metadata.event_type = "NETWORK_CONNECTION"`;
    case "user": return `metadata.event_type = "USER_LOGIN" AND target.user.userid = "${s.user}"`;
    case "fleet": return `metadata.event_type = "PROCESS_LAUNCH" AND ${pn}`;
    default: return `principal.hostname = "${s.host.toLowerCase()}" AND (${pn} OR principal.process.file.full_path = /${s.proc.replace(".", "\\.")}/ nocase)${v % 3 === 2 ? " AND metadata.product_name = \"Singularity\"" : ""}`;
  }
}
const range = (w, now) => w.rel ? [addS(now, -w.rel * 3600), now] : w.today ? [new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())), now] : w.abs;
const BAD = [
  (s) => [`principal.hostname == "${s.host.toLowerCase()}"`, 20],
  (s) => [`principal.hostname == "${s.host.toLowerCase()}" AND target.process.file.full_path == "${s.proc}"`, 20],
  (s) => [`metadata.event_type = "PROCESS_LAUNCH" AND principal.hostname == "${s.host.toLowerCase()}"`, 68],
  (s) => [`(principal.hostname == "${s.host.toLowerCase()}") AND principal.process.file.full_path = /${s.proc}/ nocase`, 21],
  (s) => [`target.process.file.full_path = /${s.proc}/ nocase AND principal.hostname == "${s.host.toLowerCase()}"`, 0],
];
const evType = { process: "PROCESS_LAUNCH", network: "NETWORK_CONNECTION", dns: "NETWORK_DNS", logon: "USER_LOGIN", file: "FILE_CREATION" };
const ev = (x) => ({ name: `${x.id}`, udm: { metadata: { eventTimestamp: fmt.isoMs(x.ts), eventType: evType[x.kind], productName: x.kind === "logon" ? "Okta" : "Singularity", vendorName: x.kind === "logon" ? "Okta" : "SentinelOne", id: x.id },
  principal: { hostname: x.host.toLowerCase(), user: { userid: x.user }, ...(x.kind !== "logon" ? { process: { file: { fullPath: x.kind === "process" ? `C:\\Windows\\explorer.exe` : `C:\\Users\\${x.user}\\AppData\\Local\\Temp\\${x.proc}` } } } : {}) },
  target: x.kind === "process" ? { process: { pid: String(x.pid), commandLine: x.cmd, file: { fullPath: x.cmd.split(" ")[0].replace(/"/g, ""), sha256: x.hash } } } : x.kind === "network" ? { ip: [x.dst], port: x.dport } : x.kind === "dns" ? {} : x.kind === "logon" ? { user: { userid: x.user }, application: "Okta" } : { file: { fullPath: x.path } },
  ...(x.kind === "dns" ? { network: { dns: { questions: [{ name: x.dst }], answers: [{ data: x.answer, type: 1 }] } } } : {}), ...(x.kind === "logon" ? { principal: { ip: [x.dst] }, securityResult: [{ action: ["ALLOW"] }] } : {}) } });

export default {
  key: "tribal-casino-soc-nv", lang: "Navajo (Diné bizaad)", org: "SOC of a tribal casino resort (gaming floor, cage, hotel PMS, card data), near Gallup",
  stack: "OpenAI Agents SDK", model: "gpt-4.1-2025-04-14", callIds: "openai", narrate: 0.35, stamps: false, toolName: false, spaced: false,
  siemName: "Google SecOps", edrName: "SentinelOne",
  pools: { hosts: ["cage-ws-03", "pms-fd-07", "slot-mgmt-01", "hr-ws-112", "surv-ws-02", "marketing-ws-19", "kiosk-tkt-04"], users: ["jbegay", "tyazzie", "lnez", "rtsosie", "kbenally", "dyellowhair"],
    mailDomain: "fourcornersresort.com", net: "172.20.30", egress: "64.106.212.30", cc: "US", city: "Gallup", apps: ["Opera PMS", "Konami SYNKROS", "Workday", "Office 365"], teams: ["security-oncall", "it-infra", "gaming-systems"],
    pdKey: "R02E6N4CASINOSOC00000000" },
  alertId: (r) => `de_${r.uuid()}`, ticketId: (r) => `SEC-${r.int(1100, 2999)}`, hostId: (r) => `19${r.int(10000000, 99999999)}${r.int(100000000, 999999999)}`,
  alertShort: (s) => s.alertId.slice(0, 15),
  system: (s) => `You are "Sentry", the casino SOC triage agent. Use the tools to investigate Google SecOps detections, act through SentinelOne, Okta and Jira Service Management, detonate with Joe Sandbox, and page through PagerDuty. Gaming-floor hosts (slot-mgmt, cage) need a supervisor's approval before disconnecting; others you may contain. Staff may write in Navajo; the Tech line is authoritative. Answer in English.`,

  siem: { query(s, spec, rows, r) {
    const b = spec.bad != null ? BAD[spec.bad % BAD.length](s) : null;
    const query = b ? b[0] : spec.good ? `principal.hostname = "${s.host.toLowerCase()}" AND target.process.file.full_path = /${s.proc.replace(".", "\\.")}/ nocase` : udm(s, spec);
    let a, z;
    return { name: "secops_udm_search", args: (now) => { [a, z] = range(spec.win || { rel: 24 }, now); return { query, start_time: fmt.iso(a), end_time: fmt.iso(z), limit: 1000 }; }, out: () => {
      if (b) { const col = b[0].indexOf("==") + 1; return `generic::invalid_argument: compiling: parsing: error with token: "=="\nexpected =, !=, >, >=, <, <=\nline: 1 \ncolumn: ${col}-${col + 2} \n(request ${r.hex(16)})`; }
      return J({ events: rows.map(ev), moreDataAvailable: false, queryWindow: { startTime: fmt.iso(a), endTime: fmt.iso(z) } });
    } };
  } },

  edr: {
    isolate(s, res, spec, r) { return { name: "s1_disconnect_from_network", args: { filter: { ids: [s.hostId] }, data: { comment: spec.comment } }, out: () => J({ data: { affected: res === "accepted" ? 1 : 0 } }) }; },
    status(s, st, r) { return { name: "s1_get_agents", args: { ids: s.hostId }, out: (now) => JP({ data: [{ id: s.hostId, computerName: s.host, networkStatus: { isolated: "disconnected", pending: "disconnecting", normal: "connected" }[st], isActive: true, infected: true, activeThreats: 1,
      lastActiveDate: fmt.isoMs(addS(now, -r.int(5, 120))).replace(/\.\d+Z/, `.${r.int(100000, 999999)}Z`), agentVersion: "24.1.4.257", siteName: "Resort-Prod", groupName: s.host.startsWith("cage") || s.host.startsWith("slot") ? "Gaming Floor" : "Back Office" }], pagination: { totalItems: 1, nextCursor: null } }) }; },
    tree(s, procs, meta, r) { return { name: "s1_threat_storyline", args: { agentId: s.hostId, storyline: hh(s.host + procs[1]?.pid, 16).toUpperCase() }, out: () => J({ data: procs.slice(1).map((p) => ({ pid: p.pid, parentPid: p.ppid, processName: p.name, processCmd: p.cmd, createdAt: fmt.isoMs(p.start), storyline: hh(s.host + procs[1]?.pid, 16).toUpperCase(), updatedAt: fmt.isoMs(meta.asOf) })), pagination: { totalItems: procs.length - 1, nextCursor: null } }) }; },
    kill(s, pid, res, r) { return { name: "s1_threats_mitigate", args: { action: "kill", filter: { ids: [s.threatId || (s.threatId = `18${r.int(10000000, 99999999)}${r.int(100000000, 999999999)}`)] }, pid }, out: () => J({ data: { affected: res === "ok" ? 1 : 0 } }) }; },
    exec(s, cmd, stdout, r) { return { name: "s1_remote_shell_exec", args: { agentId: s.hostId, command: cmd }, out: () => `[session ${hh(s.host, 6)}] PS C:\\> ${cmd}\n${stdout}` }; },
  },

  intel: [virustotal({ tool: "virustotal_lookup", pretty: true }), threatfox({ tool: "threatfox_lookup", pretty: false }), greynoise({ tool: "greynoise_community" })],
  sbx: joe({ submitTool: "joe_submit_sample", reportTool: "joe_analysis_status" }),
  tkt: jira({ tool: "jsm_transition", noteTool: "jsm_comment", cf: "customfield_10233" }),
  pager: pagerduty({ tool: "pagerduty_send_event" }),
  idp: okta({ org: "fourcornersresort.okta.com" }),
  vuln: nessus(),

  alert(s, r) { return { name: "secops_get_detection", args: { ruleId: "ru_" + hh(s.proc, 8) + "-" + hh(s.proc + "x", 4), detectionId: s.alertId }, out: () => J({ detection: [{ id: s.alertId, type: "RULE_DETECTION", ruleName: `s1_suspicious_${s.proc.split(".")[0].toLowerCase()}_child`, alertState: "ALERTING", detectionTime: fmt.isoMs(addS(s.alertAt, 120)),
    outcomes: [{ variable: "hostname", value: s.host.toLowerCase() }, { variable: "user", value: s.user }, { variable: "risk_score", value: "80" }], timeWindow: { startTime: fmt.iso(s.alertAt), endTime: fmt.iso(addS(s.alertAt, 3600)) } }] }) }; },
  asset(s, host, r) { return { name: "lansweeper_asset", args: { name: host }, out: (now) => `Asset: ${host}\nIP: ${s.ipOf(host)}\nOS: Windows 10 Enterprise 22H2\nLocation: ${host.startsWith("cage") || host.startsWith("slot") ? "Gaming floor / cage" : host.startsWith("pms") ? "Hotel front desk" : "Admin building"}\nLast user: FCR\\${s.ownerOf(host)}\nPCI scope: ${host.startsWith("cage") || host.startsWith("pms") || host.startsWith("kiosk") ? "yes" : "no"}\nLast scanned: ${fmt.sql(addS(now, -r.int(3600, 86400)))}` }; },
  runbook(s, topic, r) { return { name: "confluence_cql", args: { cql: `space=SECOPS and title ~ "${topic}"` }, out: () => J({ results: [{ title: `RB-${r.int(10, 40)} ${topic}`, excerpt: "Disconnect from network via S1 (supervisor approval for Gaming Floor group). Notify Tribal Gaming Regulatory Authority within 24h if gaming systems affected." }, { title: "PCI incident addendum", excerpt: "Cage and PMS hosts: preserve memory before remediation." }], size: 2 }) }; },

  L: {
    hello: ["Yáʼátʼééh!", "Yáʼátʼééh, shikʼis!", "Yáʼátʼééh abíní!"],
    tasks: {
      triage: "Tʼáá shǫǫdí alert {alert} {host} bikááʼ nínéełʼį́į́ʼ. Háʼátʼíí yinítą́ą́ʼ, shił hólneʼ.",
      hunt: "Tʼáá shǫǫdí {ioc} háadi hólǫ́ — computer łaʼ bikááʼ Chronicle bee hanítaʼ.",
      isolate: "{host} tʼááłáhídi ííłʼį́ (isolate), áádóó tʼáá ałtsoh yáʼátʼééh nínéełʼį́į́ʼ.",
      intel: "{ioc} baa hane' shił hólneʼ. Doo yáʼátʼééh da sha'?",
      sandbox: "{file} sandbox góne' ííłtsóód, report shaa ní'aah.",
      ticket: "Ticket {ticket} ąą́ ííłʼį́ (close), naaltsoos bikʼehgo summary ałʼį́.",
      page: "{team} on-call bił hólneʼ, díí tʼáá aaníí incident.",
      identity: "{user} bi-sessions tʼáá ałtsoh nahjį' kóníłʼį́, áádóó łaʼ yah ííyáago nínéełʼį́į́ʼ.",
      vuln: "{cve} {host} bikááʼ nahasdlį́į́ʼ sha'? Scan náánáłaʼ ííłʼį́.",
      kill: "{proc} {host} bikááʼ kill ííłʼį́, doo nááhodoodleeł da.",
    },
    ask: { update: "Haʼátʼíísh yiniyą́ą́? Update shił hólneʼ.", recheck: "Tʼáá shǫǫdí náánáłaʼ nínéełʼį́į́ʼ.", approve: "Aooʼ, supervisor bee shił hashtʼe'. Ííłʼį́.", wrap: "Tʼáá ákódí. Summary ałʼį́.", wait: "Hazhóʼóʼgo." },
    thanks: "Ahéheeʼ.",
  },
};
