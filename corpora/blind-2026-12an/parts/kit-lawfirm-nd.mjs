// Incident-response assistant of a law firm (conveyancing trust accounts, litigation files, M365 mail), Bulawayo. Staff language: Northern Ndebele (isiNdebele).
// Defender XDR advanced hunting (Graph runHuntingQuery), Bitdefender GravityZone (JSON-RPC), Entra ID (Graph beta), ANY.RUN, Jira SM, Twilio SMS, Tenable.io.
// LlamaIndex FunctionAgent on Claude Sonnet 4.
import { fmt, addS, J, JP, hh } from "./lib.mjs";
import { virustotal, otx, shodan } from "./fam-intel.mjs";
import { anyrun } from "./fam-sandbox.mjs";
import { jira } from "./fam-ticket.mjs";
import { twilio } from "./fam-pager.mjs";
import { entra } from "./fam-idp.mjs";
import { tenable } from "./fam-vuln.mjs";

const tw = (w) => w.rel ? (w.rel % 24 === 0 ? `ago(${w.rel / 24}d)` : `ago(${w.rel}h)`) : w.today ? "startofday(now())" : null;
function kql(s, spec) {
  const w = spec.win || { rel: 24 };
  const t = tw(w) ? `| where Timestamp > ${tw(w)}` : `| where Timestamp between (datetime(${fmt.iso(w.abs[0])}) .. datetime(${fmt.iso(w.abs[1])}))`;
  const v = spec.variant || 0;
  const proj = "| project Timestamp, DeviceName, AccountName, FileName, ProcessCommandLine, RemoteUrl, RemoteIP, ActionType, ReportId";
  const body = {
    hash: `DeviceProcessEvents\n${t}\n| where SHA256 == "${s.sha256}"`,
    domain: `DeviceNetworkEvents\n${t}\n| where RemoteUrl has "${s.domain}"`,
    ip: `DeviceNetworkEvents\n${t}\n| where RemoteIP == "${s.extIp}"`,
    user: `IdentityLogonEvents\n${t}\n| where AccountName =~ "${s.user}" and ActionType == "LogonSuccess"`,
    fleet: `DeviceProcessEvents\n${t}\n| where FileName =~ "${s.proc}"`,
    host: `DeviceProcessEvents\n${t}\n| where DeviceName has "${s.host.toLowerCase()}"\n| where FileName =~ "${s.proc}" or InitiatingProcessFileName =~ "${s.proc}"`,
  }[spec.focus || "host"];
  return `${body}\n${[proj, "| sort by Timestamp desc\n" + proj, "| distinct " + proj.slice(10), "| take 300\n" + proj, "| extend d = tolower(DeviceName)\n" + proj][v % 5]}`;
}
const BAD = [
  { q: (s) => `DeviceProcessEvents\n| where DeviceName LIKE "%${s.host.toLowerCase()}%"`, at: [2, 19] },
  { q: (s) => `DeviceProcessEvents\n| where FileName LIKE "${s.proc}" and DeviceName LIKE "%${s.host.toLowerCase()}%"`, at: [2, 17] },
  { q: (s) => `DeviceProcessEvents\n| where Timestamp > ago(1d)\n| where DeviceName LIKE '%${s.host.toLowerCase()}%'`, at: [3, 19] },
  { q: (s) => `DeviceProcessEvents | where DeviceName LIKE "${s.host.toLowerCase()}%" | project Timestamp, FileName`, at: [1, 40] },
  { q: (s) => `DeviceProcessEvents\n| where InitiatingProcessFileName LIKE "%${s.proc}%"\n| where DeviceName has "${s.host.toLowerCase()}"`, at: [2, 33] },
];
const COLS = ["Timestamp", "DeviceName", "AccountName", "FileName", "ProcessCommandLine", "RemoteUrl", "RemoteIP", "ActionType", "ReportId"];
const row = (x) => ({ Timestamp: fmt.isoUs(x.ts), DeviceName: `${x.host.toLowerCase()}.mkhize-law.local`, AccountName: x.user, FileName: x.kind === "logon" ? "" : x.proc || "", ProcessCommandLine: x.cmd || "",
  RemoteUrl: x.kind === "dns" ? x.dst : "", RemoteIP: x.kind === "network" || x.kind === "logon" ? x.dst : x.kind === "dns" ? x.answer : "", ActionType: { process: "ProcessCreated", network: "ConnectionSuccess", dns: "DnsQueryResponse", logon: "LogonSuccess", file: "FileCreated" }[x.kind], ReportId: Number(x.id) });

export default {
  key: "law-firm-ir-nd", lang: "Northern Ndebele (isiNdebele)", org: "incident response at a law firm (conveyancing trust accounts, litigation files, M365 mail), Bulawayo",
  stack: "LlamaIndex FunctionAgent", model: "claude-sonnet-4-20250514", callIds: "anthropic", narrate: 0.95, stamps: true, toolName: false, spaced: false,
  siemName: "Defender XDR", edrName: "GravityZone",
  pools: { hosts: ["MKL-LT-014", "MKL-LT-022", "MKL-DT-RECEP", "MKL-LT-031", "MKL-SRV-FILE1", "MKL-DT-ACCTS", "MKL-LT-009"], users: ["nmoyo", "tsibanda", "bndlovu", "pncube", "zdube", "smpofu"],
    mailDomain: "mkhize-law.co.zw", net: "10.0.50", egress: "41.190.32.18", cc: "ZW", city: "Bulawayo", apps: ["Office 365 Exchange Online", "Clio Manage", "SharePoint Online", "My Sign-Ins"], teams: ["msp-oncall", "partners-it"],
    oncallPhone: "+263772000456" },
  alertId: (r) => String(r.int(2100, 2999)), ticketId: (r) => `LAW-${r.int(300, 899)}`, eventId: (r) => String(r.int(100, 99999)), hostId: (r) => r.hex(24),
  alertShort: (s) => `incident ${s.alertId}`,
  system: (s) => `You are an incident-response assistant working for the firm's managed security provider. You can hunt in Microsoft Defender XDR, act on endpoints through Bitdefender GravityZone, manage Entra ID accounts via Microsoft Graph, detonate in ANY.RUN, update Jira tickets and text the on-call. Client confidentiality applies: never paste document contents into tickets. The staff member writes in isiNdebele with an English 'Tech:' line. Reply in English. Now: ${fmt.iso(s.t0)}.`,

  siem: { query(s, spec, rows, r) {
    const b = spec.bad != null ? BAD[spec.bad % BAD.length] : null;
    const q = b ? b.q(s) : spec.good ? `DeviceProcessEvents\n| where Timestamp > ago(1d)\n| where DeviceName has "${s.host.toLowerCase()}" and FileName =~ "${s.proc}"\n| project ${COLS.join(", ")}` : kql(s, spec);
    return { name: "run_hunting_query", args: { Query: q }, out: (now) => {
      if (b) return J({ error: { code: "BadRequest", message: `Query could not be parsed at 'LIKE' on line [${b.at[0]},${b.at[1]}]`, innerError: { date: fmt.iso(now), "request-id": r.uuid(), "client-request-id": r.uuid() } } });
      const list = (spec.variant || 0) % 5 === 1 ? [...rows].reverse() : rows;
      return J({ "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#microsoft.graph.security.huntingQueryResults", schema: COLS.map((c) => ({ name: c, type: c === "Timestamp" ? "DateTime" : c === "ReportId" ? "Int64" : "String" })), results: list.map(row) });
    } };
  } },

  edr: {
    isolate(s, res, spec, r) { return { name: "gz_create_isolate_endpoint_task", args: { jsonrpc: "2.0", method: "createIsolateEndpointTask", params: { endpointId: s.hostId }, id: r.uuid() }, out: () => J(res === "accepted" ? { id: r.uuid(), jsonrpc: "2.0", result: true }
      : { id: r.uuid(), jsonrpc: "2.0", error: { code: -32000, message: "Server error", data: { details: r.chance(0.5) ? "The endpoint is already isolated." : "An isolation task is already in progress or completed for this endpoint." } } }) }; },
    status(s, st, r) { return { name: "gz_get_managed_endpoint_details", args: { jsonrpc: "2.0", method: "getManagedEndpointDetails", params: { endpointId: s.hostId }, id: r.uuid() }, out: (now) => JP({ id: r.uuid(), jsonrpc: "2.0", result: { id: s.hostId, name: s.host, operatingSystem: "Windows 11 Pro", ip: s.intIp,
      lastSeen: fmt.isoMs(addS(now, -r.int(10, 240))).replace(".000Z", "+00:00"), isIsolated: st === "isolated", ...(st === "pending" ? { pendingTasks: [{ type: "isolate", createdAt: fmt.isoMs(addS(now, -r.int(20, 90))) }] } : {}),
      policy: { id: hh("pol", 24), name: "Firm - Laptops", applied: true }, agent: { productVersion: "7.9.13.436", signatureUpdate: fmt.isoMs(addS(now, -r.int(600, 7200))) }, malwareStatus: { detection: true, infected: st !== "normal" } } }) }; },
    tree(s, procs, meta, r) { return { name: "gz_edr_incident_tree", args: { jsonrpc: "2.0", method: "getIncidentProcessTree", params: { endpointId: s.hostId, incidentId: hh(s.host + procs[1]?.pid, 24) }, id: r.uuid() }, out: () => J({ id: r.uuid(), jsonrpc: "2.0", result: { incidentId: hh(s.host + procs[1]?.pid, 24), generatedAt: fmt.isoMs(meta.asOf),
      nodes: procs.map((p) => ({ pid: p.pid, parentPid: p.ppid, name: p.name, commandLine: p.cmd, startTime: fmt.isoMs(p.start), status: "running" })) } }) }; },
    kill(s, pid, res, r) { return { name: "gz_kill_process", args: { jsonrpc: "2.0", method: "killProcess", params: { endpointId: s.hostId, pid }, id: r.uuid() }, out: () => J(res === "ok" ? { id: r.uuid(), jsonrpc: "2.0", result: { taskId: r.hex(24), status: "done" } }
      : { id: r.uuid(), jsonrpc: "2.0", error: { code: -32602, message: "Invalid params", data: { details: `Process ${pid} is not running on the target endpoint.` } } }) }; },
    exec(s, cmd, stdout, r) { return { name: "gz_remote_shell", args: { jsonrpc: "2.0", method: "runRemoteCommand", params: { endpointId: s.hostId, command: cmd }, id: r.uuid() }, out: () => J({ id: r.uuid(), jsonrpc: "2.0", result: { exitCode: 0, output: stdout } }) }; },
  },

  intel: [virustotal({ tool: "virustotal_report", pretty: true }), otx({ tool: "alienvault_otx", pretty: false }), shodan({ tool: "shodan_host_info" })],
  sbx: anyrun({ submitTool: "anyrun_submit", reportTool: "anyrun_task_status" }),
  tkt: jira({ tool: "jira_close_issue", noteTool: "jira_internal_comment", cf: "customfield_11402" }),
  pager: twilio({ tool: "twilio_sms_oncall", from: "+263242000111" }),
  idp: entra({ pretty: false, ver: "beta", names: { revoke: "graph_user_revoke_sessions", signins: "graph_signin_logs", disable: "graph_patch_user", mfa: "graph_remove_authenticator" } }),
  vuln: tenable({ names: { launch: "tenable_launch_scan", status: "tenable_scan_status", findings: "tenable_export_findings" } }),

  alert(s, r) { return { name: "graph_security_incident", args: { incidentId: s.alertId, expand: "alerts" }, out: () => JP({ id: s.alertId, displayName: `Suspicious ${s.proc} activity on one endpoint`, severity: "high", status: "active", classification: "unknown", determination: "unknown",
    createdDateTime: fmt.isoMs(addS(s.alertAt, 180)), lastUpdateDateTime: fmt.isoMs(addS(s.alertAt, 1500)), alerts: [{ id: `da${hh(s.alertId, 30)}`, title: `${s.proc} loaded an unsigned DLL from Temp`, serviceSource: "microsoftDefenderForEndpoint", evidence: [{ "@odata.type": "#microsoft.graph.security.deviceEvidence", deviceDnsName: `${s.host.toLowerCase()}.mkhize-law.local` }, { "@odata.type": "#microsoft.graph.security.userEvidence", userAccount: { accountName: s.user } }] }] }) }; },
  asset(s, host, r) { return { name: "itglue_configuration", args: { name: host }, out: () => `Configuration: ${host}\nType: ${host.includes("SRV") ? "Server" : host.includes("DT") ? "Desktop" : "Laptop"}\nPrimary IP: ${s.ipOf(host)}\nContact: ${s.ownerOf(host)}\nNotes: ${host.includes("ACCTS") ? "Trust-account workstation — banking tokens attached" : host.includes("SRV") ? "Matter file server (DFS)" : "Fee earner laptop, BitLocker on"}` }; },
  runbook(s, topic, r) { return { name: "itglue_document_search", args: { query: topic }, out: () => `3 documents:\n• "MSP IR Runbook – ${topic}" (rev ${r.int(3, 9)}): isolate in GravityZone, revoke Entra sessions, inform the managing partner\n• "Law Society breach reporting" : notify within 72 hours if client data affected\n• "Trust account fraud checklist"` }; },

  L: {
    hello: ["Salibonani!", "Sawubona!", "Livuke njani!"],
    tasks: {
      triage: "Ngicela uhlole i-alert {alert} ku-{host}. Ngitshele ukuthi ubonani.",
      hunt: "Dinga u-{ioc} kwamanye amakhompyutha ku-Defender, ukuthi ukhona ngaphi.",
      isolate: "Hlukanisa i-{host} (isolate) ku-GravityZone, ubusuhlola ukuthi konke kuhamba kuhle.",
      intel: "Sazini nge-{ioc}? Kubi yini kumbe hatshi?",
      sandbox: "Thumela ifayili {file} ku-sandbox, ulethe umbiko.",
      ticket: "Vala i-ticket {ticket}, ubhale isifinyezo.",
      page: "Yazisa i-on-call ye-{team}, lesi yisigameko sibili.",
      identity: "Susa wonke ama-session ka-{user}, ubusubona ukuthi kakho ongenayo.",
      vuln: "Hlola ukuthi i-{cve} ku-{host} isilungisiwe; yenza i-scan entsha.",
      kill: "Misa i-process {proc} ku-{host}, ungayivumeli ibuye.",
    },
    ask: { update: "Kuhamba njani? Kukhona okutsha?", recheck: "Hlola futhi, ngiyacela.", approve: "Ngiyavuma, qhubeka.", wrap: "Sekwanele, bhala isifinyezo.", wait: "Ima kancane." },
    thanks: "Ngiyabonga.",
  },
};
