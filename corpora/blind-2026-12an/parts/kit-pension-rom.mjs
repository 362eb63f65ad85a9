// SOC of a private pension fund (member portal, contribution processing), Košice. Staff language: Romani (Slovak Romani).
// Microsoft Sentinel (KQL, Log Analytics tables), Defender for Endpoint, Entra ID, Hybrid Analysis, ServiceNow SIR, Teams workflow, Qualys.
// Semantic Kernel planner on Azure OpenAI gpt-4o.
import { fmt, addS, J, JP, hh } from "./lib.mjs";
import { virustotal, misp, otx } from "./fam-intel.mjs";
import { hybrid } from "./fam-sandbox.mjs";
import { servicenow } from "./fam-ticket.mjs";
import { teams } from "./fam-pager.mjs";
import { entra } from "./fam-idp.mjs";
import { qualys } from "./fam-vuln.mjs";

const ws = "5c1e0a7d-93b2-4f61-a8e4-2d7f0c9b6a13";
const kqlWin = (w) => w.rel ? `| where TimeGenerated > ago(${w.rel}h)` : w.today ? "| where TimeGenerated >= startofday(now())" : `| where TimeGenerated between (datetime(${fmt.iso(w.abs[0])}) .. datetime(${fmt.iso(w.abs[1])}))`;
const span = (w) => w.rel ? `PT${w.rel}H` : w.today ? "P1D" : `${fmt.iso(w.abs[0])}/${fmt.iso(w.abs[1])}`;
function src(s, spec) {
  switch (spec.focus) {
    case "hash": return `DeviceProcessEvents\n| where SHA256 == "${s.sha256}"`;
    case "domain": return `DeviceNetworkEvents\n| where RemoteUrl has "${s.domain}"`;
    case "ip": return `DeviceNetworkEvents\n| where RemoteIP == "${s.extIp}"`;
    case "user": return `IdentityLogonEvents\n| where AccountUpn =~ "${s.upn}"`;
    case "fleet": return `DeviceProcessEvents\n| where FileName =~ "${s.proc}"`;
    default: return `DeviceProcessEvents\n| where DeviceName startswith "${s.host.toLowerCase()}"\n| where FileName =~ "${s.proc}" or InitiatingProcessFileName =~ "${s.proc}"`;
  }
}
const COLS = ["TimeGenerated", "DeviceName", "AccountName", "FileName", "ProcessCommandLine", "RemoteUrl", "RemoteIP", "ActionType", "ReportId"];
const TAILS = [`\n| project ${COLS.join(", ")}`, `\n| order by TimeGenerated desc\n| project ${COLS.join(", ")}`, `\n| distinct ${COLS.join(", ")}`, `\n| take 500\n| project ${COLS.join(", ")}`, `\n| extend Dev = tolower(DeviceName)\n| project ${COLS.join(", ")}`];
const BAD = [
  { q: (s) => `DeviceProcessEvents\n| where DeviceName = "${s.host.toLowerCase()}"`, at: [2, 20] },
  { q: (s) => `DeviceProcessEvents\n| where FileName = "${s.proc}" and DeviceName = "${s.host.toLowerCase()}"`, at: [2, 18] },
  { q: (s) => `DeviceProcessEvents | where DeviceName = "${s.host.toLowerCase()}" | where FileName = "${s.proc}"`, at: [1, 42] },
  { q: (s) => `let h = "${s.host.toLowerCase()}";\nDeviceProcessEvents\n| where DeviceName = h and InitiatingProcessFileName = "${s.proc}"`, at: [3, 20] },
  { q: (s) => `DeviceProcessEvents\n| where TimeGenerated > ago(1d)\n| where DeviceName = "${s.host.toLowerCase()}"`, at: [3, 20] },
];
const GOOD = (s) => `DeviceProcessEvents\n| where DeviceName startswith "${s.host.toLowerCase()}"\n| where FileName =~ "${s.proc}" or InitiatingProcessFileName =~ "${s.proc}"\n| project ${COLS.join(", ")}`;
const rowOf = (s) => (x) => [fmt.isoUs(x.ts), `${x.host.toLowerCase()}.pf.local`, x.user, x.kind === "logon" ? "" : x.proc || "", x.cmd || "", x.kind === "dns" || x.kind === "network" ? (x.kind === "dns" ? x.dst : "") : "", x.kind === "network" || x.kind === "logon" ? x.dst : x.kind === "dns" ? x.answer : "",
  { process: "ProcessCreated", network: "ConnectionSuccess", dns: "DnsQueryResponse", logon: "LogonSuccess", file: "FileCreated" }[x.kind], x.id];

export default {
  key: "pension-fund-soc-rom", lang: "Romani (Slovak Romani)", org: "SOC of a private pension fund (member portal, contribution processing), Košice",
  stack: "Semantic Kernel planner", model: "gpt-4o-2024-11-20", callIds: "openai", narrate: 0.55, stamps: true, toolName: false, spaced: false, nullContent: true,
  siemName: "Microsoft Sentinel", edrName: "Defender for Endpoint",
  pools: { hosts: ["PF-WS-0231", "PF-WS-0412", "PF-WS-0108", "PF-APP-CONTRIB1", "PF-WEB-PORTAL2", "PF-WS-0577", "PF-VDI-044"], users: ["j.horvath", "m.bandy", "e.lakatos", "s.kotlar", "r.balog", "z.oláh"],
    mailDomain: "dochodkovyfond.sk", net: "10.22.8", egress: "193.87.14.60", cc: "SK", city: "Košice", apps: ["Office 365 Exchange Online", "Member Portal Admin", "Azure Portal", "Microsoft Teams"], teams: ["ir-oncall", "soc-tier2", "infra-oncall"] },
  alertId: (r) => String(r.int(18000, 26000)), ticketId: (r) => `SIR00${r.int(10000, 19999)}`, eventId: (r) => String(r.int(1000, 99999)), hostId: (r) => r.hex(40),
  alertShort: (s) => `#${s.alertId}`,
  system: (s) => `You are an incident-response assistant for the fund's SOC. Tools: Log Analytics (Sentinel workspace ${ws}), Defender for Endpoint machine actions and advanced hunting, Microsoft Graph for Entra ID, Hybrid Analysis, ServiceNow Security Incident Response and the on-call Teams workflow. Staff write in Romani with an English 'Tech:' line; reply in English. Follow the fund's IR policy: contain first, then scope. Current UTC time: ${fmt.iso(s.t0)}.`,

  siem: { query(s, spec, rows, r) {
    const b = spec.bad != null ? BAD[spec.bad % BAD.length] : null;
    const win = spec.win || { rel: 24 };
    const q = b ? b.q(s) : spec.good ? GOOD(s) : `${src(s, spec)}${spec.inline || win.abs || win.today ? "\n" + kqlWin(win) : ""}${TAILS[(spec.variant || 0) % TAILS.length]}`;
    return { name: "la_query", args: { workspaceId: ws, query: q, timespan: span(win) }, out: () => {
      if (b) { const tok = b.q(s).split("\n")[b.at[0] - 1].slice(b.at[1] - 1, b.at[1] + 1).trim() || "="; return J({ error: { message: "The request had some invalid properties", code: "BadArgumentError", correlationId: r.uuid(), innererror: { code: "SyntaxError", message: "A recognition error occurred in the query.", innererror: { code: "SYN0002", message: `Query could not be parsed at '${tok}' on line [${b.at[0]},${b.at[1]}]`, line: b.at[0], pos: b.at[1], token: tok } } } }); }
      const list = (spec.variant || 0) % 5 === 1 ? [...rows].reverse() : rows;
      return J({ tables: [{ name: "PrimaryResult", columns: COLS.map((c) => ({ name: c, type: c === "TimeGenerated" ? "datetime" : "string" })), rows: list.map(rowOf(s)) }],
        statistics: { query: { executionTime: r.float(0.1, 3.2, 7), resourceUsage: { cache: { memory: { hits: r.int(0, 90), misses: r.int(0, 9), total: 99 } }, cpu: { "query execution time": `00:00:00.${r.int(1000000, 9999999)}` } }, inputDatasetStatistics: { extents: { total: r.int(20, 400), scanned: r.int(1, 20) } } } } });
    } };
  } },

  edr: {
    isolate(s, res, spec, r) { return { name: "mde_isolate_machine", args: { machineId: s.hostId, IsolationType: spec.full === false ? "Selective" : "Full", Comment: spec.comment || "SOC containment" }, out: (now) => {
      if (res === "accepted") s.isoAt = now;
      if (res === "accepted") return JP({ "@odata.context": "https://api.securitycenter.microsoft.com/api/$metadata#MachineActions/$entity", id: (s.mdeAct = s.mdeAct || r.uuid()), type: "Isolate", requestor: "soc-agent@dochodkovyfond.sk", requestorComment: spec.comment, status: "Pending", machineId: s.hostId, computerDnsName: `${s.host.toLowerCase()}.pf.local`, creationDateTimeUtc: fmt.isoMs(now), lastUpdateDateTimeUtc: fmt.isoMs(now) });
      return J({ error: r.chance(0.5) ? { code: "ActiveRequestAlreadyExists", message: "Action is already in progress", target: r.uuid() } : { code: "BadRequest", message: "Machine is already isolated", target: r.uuid() } });
    } }; },
    status(s, st, r) { return { name: "mde_list_machine_actions", args: { filter: `machineId eq '${s.hostId}' and type eq 'Isolate'`, top: 5 }, out: (now) => JP({ "@odata.context": "https://api.securitycenter.microsoft.com/api/$metadata#MachineActions",
      value: st === "normal" ? [] : [{ id: (s.mdeAct = s.mdeAct || r.uuid()), type: "Isolate", scope: "Full", requestor: "soc-agent@dochodkovyfond.sk", status: st === "isolated" ? "Succeeded" : "Pending", machineId: s.hostId, computerDnsName: `${s.host.toLowerCase()}.pf.local`,
        creationDateTimeUtc: fmt.isoMs(s.isoAt || addS(now, -300)), lastUpdateDateTimeUtc: fmt.isoMs(st === "isolated" ? (s.isoDone = s.isoDone || addS(now, -r.int(5, 40))) : addS(now, -r.int(5, 60))) }] }) }; },
    tree(s, procs, meta, r) { return { name: "mde_advanced_hunting", args: { Query: `DeviceProcessEvents\n| where DeviceId == "${s.hostId}"\n| where InitiatingProcessId in (${procs.map((p) => p.pid).join(", ")}) or ProcessId in (${procs.map((p) => p.pid).join(", ")})\n| project Timestamp, ProcessId, FileName, ProcessCommandLine, InitiatingProcessId, InitiatingProcessFileName` }, out: () =>
      `request-id: ${r.uuid()}\n` + J({ Schema: [{ Name: "Timestamp", Type: "DateTime" }, { Name: "ProcessId", Type: "Int64" }, { Name: "FileName", Type: "String" }, { Name: "ProcessCommandLine", Type: "String" }, { Name: "InitiatingProcessId", Type: "Int64" }, { Name: "InitiatingProcessFileName", Type: "String" }],
        Results: procs.slice(1).map((p) => ({ Timestamp: fmt.isoUs(p.start), ProcessId: p.pid, FileName: p.name, ProcessCommandLine: p.cmd, InitiatingProcessId: p.ppid, InitiatingProcessFileName: (procs.find((q) => q.pid === p.ppid) || {}).name || "svchost.exe" })) }) }; },
    kill(s, pid, res, r) { return { name: "mde_stop_and_quarantine_file", args: { machineId: s.hostId, Sha1: s.sha1, Comment: `kill pid ${pid}` }, out: (now) => JP({ id: r.uuid(), type: "StopAndQuarantineFile", requestor: "soc-agent@dochodkovyfond.sk", status: res === "ok" ? "Pending" : "Pending", machineId: s.hostId, creationDateTimeUtc: fmt.isoMs(now), lastUpdateDateTimeUtc: fmt.isoMs(now), relatedFileInfo: { fileIdentifier: s.sha1, fileIdentifierType: "Sha1" } }) }; },
    exec(s, cmd, stdout, r) { return { name: "mde_live_response", args: { machineId: s.hostId, Commands: [{ type: "RunScript", params: [{ key: "ScriptName", value: "run_cmd.ps1" }, { key: "Args", value: cmd }] }] }, out: (now) => JP({ id: r.uuid(), type: "LiveResponse", status: "Succeeded", commands: [{ index: 0, startTime: fmt.isoMs(addS(now, -r.int(5, 30))), endTime: fmt.isoMs(now), commandStatus: "Completed", errors: [], output: stdout }] }) }; },
  },

  intel: [virustotal({ tool: "vt_file_or_ioc", pretty: true }), misp({ tool: "misp_restsearch", pretty: false }), otx({ tool: "otx_get_indicator" })],
  sbx: hybrid({ submitTool: "hybrid_submit", reportTool: "hybrid_report_state" }),
  tkt: servicenow({ tool: "snow_patch_sir", noteTool: "snow_sir_work_note" }),
  pager: teams({ tool: "teams_oncall_card" }),
  idp: entra({ pretty: true }),
  vuln: qualys(),

  alert(s, r) { return { name: "sentinel_get_incident", args: { incidentNumber: Number(s.alertId) }, out: () => JP({ id: `/subscriptions/…/workspaces/pf-sentinel/providers/Microsoft.SecurityInsights/Incidents/${hh(s.alertId, 8)}-${hh(s.alertId + "b", 4)}`,
    properties: { title: `Suspicious ${s.proc} execution on ${s.host.toLowerCase()}.pf.local`, severity: "High", status: "New", incidentNumber: Number(s.alertId), createdTimeUtc: fmt.isoMs(addS(s.alertAt, 240)), firstActivityTimeUtc: fmt.isoMs(s.alertAt), lastActivityTimeUtc: fmt.isoMs(addS(s.alertAt, 1800)),
      owner: { assignedTo: null }, additionalData: { alertsCount: 3, bookmarksCount: 0, tactics: ["Execution", "CommandAndControl"], alertProductNames: ["Microsoft Defender Advanced Threat Protection"] } } }) }; },
  asset(s, host, r) { return { name: "mde_get_machine", args: { id: host === s.host ? s.hostId : hh(host, 40) }, out: (now) => J({ id: host === s.host ? s.hostId : hh(host, 40), computerDnsName: `${host.toLowerCase()}.pf.local`, osPlatform: "Windows11", osBuild: 22631, lastIpAddress: s.ipOf(host), healthStatus: "Active", riskScore: host === s.host ? "High" : "Low", exposureLevel: "Medium", machineTags: [host.includes("APP") || host.includes("WEB") ? "tier1-server" : "workstation", "pf-prod"], lastSeen: fmt.isoMs(addS(now, -r.int(30, 900))), aadDeviceId: hh(host + "aad", 8) + "-" + hh(host, 4) + "-4" + hh(host, 3) + "-a" + hh(host, 3) + "-" + hh(host + "x", 12) }) }; },
  runbook(s, topic, r) { return { name: "sharepoint_search", args: { query: `IR playbook ${topic}`, site: "SOC" }, out: () => `Results (3):\n- "PB-04 Endpoint compromise.docx" — contain with MDE full isolation; notify DPO within 24h if member data involved\n- "PB-09 Account takeover.docx" — revoke sessions, reset MFA, check mailbox rules\n- "On-call escalation matrix (${fmt.date(addS(s.t0, -86400 * r.int(20, 80)))}).xlsx"` }; },

  L: {
    hello: ["Lačho džives!", "Av bachtalo!", "Lačho džives, kolegen!"],
    tasks: {
      triage: "Dikh pre kada alerta {alert} pre {host}. So tuke sikhadžol, phen mange.",
      hunt: "Rode {ioc} pre aver kompjutera ande Sentinel, kaj mek sas.",
      isolate: "Izolin o {host} ande Defender, a paľis dikh, hoj savoro hin šukar.",
      intel: "So džanas pal {ioc}? Hin oda nalačho vaj na?",
      sandbox: "Bičhav o fajlos {file} andre sandbox, a an mange o rezultatos.",
      ticket: "Phande o tiketos {ticket}, ramos andre o zhrnutie.",
      page: "De te džanel le {team} on-callos, kada hin čačo incidentos.",
      identity: "Le avri savore sesiji le {user}, a dikh, či mek varekon na avel andre.",
      vuln: "Dikh, či o {cve} pre {host} imar hin opravimen; ker nevo sken.",
      kill: "Zamar o proceso {proc} pre {host}, kaj te na avel pale.",
    },
    ask: { update: "Sar džal? Hin imar vareso?", recheck: "Dikh mek jekhvar, mangav tut.", approve: "Dav tuke o šoro, ker.", wrap: "Dosta, ramos o zhrnutie.", wait: "Ačh, na sig." },
    thanks: "Palikerav.",
  },
};
