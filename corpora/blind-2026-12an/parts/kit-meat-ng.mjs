// SOC of a beef processing and export company (abattoir, cold chain, EU export certificates, AWS-hosted traceability), Okahandja/Windhoek. Staff language: Oshiwambo (Oshindonga).
// Datadog Cloud SIEM (logs, incl. AWS CloudTrail), CrowdStrike Falcon (RTR), PingOne, Tria.ge, ServiceNow (incident), Opsgenie, InsightVM. LangGraph ReAct agent on Cohere Command A.
import { fmt, addS, J, JP, hh } from "./lib.mjs";
import { virustotal, threatfox, urlhaus } from "./fam-intel.mjs";
import { triage } from "./fam-sandbox.mjs";
import { servicenow } from "./fam-ticket.mjs";
import { opsgenie } from "./fam-pager.mjs";
import { pingone } from "./fam-idp.mjs";
import { insightvm } from "./fam-vuln.mjs";

function ddq(s, spec) {
  const v = spec.variant || 0;
  const p = v % 2 ? `@process.name:${s.proc}` : `@process.executable.name:"${s.proc}"`;
  switch (spec.focus) {
    case "hash": return `source:crowdstrike @file.hashes.sha256:${s.sha256}`;
    case "domain": return `source:crowdstrike @dns.question.name:"${s.domain}"`;
    case "ip": return `source:(crowdstrike OR vpc-flow-logs) @network.destination.ip:${s.extIp}`;
    case "user": return `source:cloudtrail @evt.name:ConsoleLogin @userIdentity.userName:${s.user}`;
    case "fleet": return `source:crowdstrike ${p}`;
    default: return v % 3 === 2 ? `host:${s.host.toLowerCase()} source:crowdstrike (${p} OR @process.parent.name:${s.proc})` : `source:crowdstrike host:${s.host.toLowerCase()} (${p} OR @process.parent.name:${s.proc})`;
  }
}
const rng = (w) => w.rel ? { from: `now-${w.rel}h`, to: "now" } : w.today ? { from: "now/d", to: "now" } : { from: fmt.isoMs(w.abs[0]), to: fmt.isoMs(w.abs[1]) };
const BAD = [
  (s) => `source:crowdstrike host=${s.host.toLowerCase()}`,
  (s) => `source:crowdstrike host=${s.host.toLowerCase()} @process.name=${s.proc}`,
  (s) => `(host=${s.host.toLowerCase()}) AND source:crowdstrike`,
  (s) => `source:crowdstrike @process.parent.name=${s.proc} host:${s.host.toLowerCase()}`,
  (s) => `host=${s.host.toLowerCase()} OR host=${s.host}`,
];
const item = (x) => ({ id: `AQAAAY${hh(x.id, 10)}${x.id.slice(0, 12)}`, type: "log", attributes: { timestamp: fmt.isoMs(x.ts), host: x.kind === "logon" ? "aws-cloudtrail" : x.host.toLowerCase(), service: x.kind === "logon" ? "cloudtrail" : "crowdstrike-fdr", status: "info",
  message: x.kind === "process" ? `ProcessRollup2 ${x.proc}` : x.kind === "dns" ? `DnsRequest ${x.dst}` : x.kind === "network" ? `NetworkConnectIP4 ${x.dst}:${x.dport}` : x.kind === "logon" ? "ConsoleLogin" : `NewExecutableWritten ${x.path}`,
  attributes: x.kind === "logon" ? { evt: { name: "ConsoleLogin", outcome: "Success" }, userIdentity: { userName: x.user, type: "IAMUser" }, network: { client: { ip: x.dst } }, awsRegion: "af-south-1" }
    : { process: { name: x.proc, command_line: x.cmd || undefined, pid: x.pid, parent: x.parent ? { name: x.parent } : undefined }, usr: { name: x.user }, ...(x.kind === "dns" ? { dns: { question: { name: x.dst } } } : {}), ...(x.kind === "network" ? { network: { destination: { ip: x.dst, port: x.dport } } } : {}) } } });

export default {
  key: "meat-exporter-soc-ng", lang: "Oshiwambo (Oshindonga)", org: "SOC of a beef processing and export company (abattoir, cold chain, EU export certificates, AWS-hosted traceability), Okahandja",
  stack: "LangGraph ReAct agent", model: "command-a-03-2025", callIds: "uuid", narrate: 0.65, stamps: false, toolName: true, spaced: true,
  siemName: "Datadog Cloud SIEM", edrName: "CrowdStrike Falcon",
  pools: { hosts: ["okh-abt-ws04", "okh-cold-ctl1", "whk-exp-lt07", "whk-fin-lt02", "okh-qa-lab1", "whk-hq-lt15", "okh-wb-pc01"], users: ["tnghipondoka", "mshikongo", "lnangolo", "ehaufiku", "pamutenya", "jkapuka"],
    mailDomain: "namibeef-export.com.na", net: "10.70.3", egress: "41.182.99.14", cc: "NA", city: "Windhoek", apps: ["AWS Console", "Traceability (NamLITS bridge)", "SAP B1", "Microsoft 365"], teams: ["secops-oncall", "cloud-platform", "plant-it"] },
  alertId: (r) => `${r.b36(3)}-${r.b36(3)}-${r.b36(3)}`, ticketId: (r) => `INC00${r.int(41000, 49999)}`, hostId: (r) => r.hex(32),
  system: (s) => `You are SecOps Copilot for the company's security team. Think step by step and use one tool at a time. Tools cover Datadog Cloud SIEM, CrowdStrike Falcon (host actions and RTR), PingOne, Tria.ge, ServiceNow, Opsgenie and InsightVM. The cold-chain controllers (okh-cold-*) must stay online unless the plant manager agrees. Staff write in Oshindonga with a 'Tech:' line in English. Answer in English.`,

  siem: { query(s, spec, rows, r) {
    const b = spec.bad != null ? BAD[spec.bad % BAD.length](s) : null;
    const q = b || (spec.good ? `source:crowdstrike host:${s.host.toLowerCase()} @process.name:${s.proc}` : ddq(s, spec));
    return { name: "datadog_logs_search", args: { filter: { query: q, ...rng(spec.win || { rel: 24 }), indexes: ["main", "security"] }, sort: (spec.variant || 0) % 5 === 1 ? "-timestamp" : "timestamp", page: { limit: 100 } }, out: () => {
      if (b) return `HTTP 400\n` + J({ errors: [`Invalid query: '=' is not a valid operator at position ${b.indexOf("=") + 1}; use 'attribute:value'`] });
      const list = (spec.variant || 0) % 5 === 1 ? [...rows].reverse() : rows;
      return J({ data: list.map(item), meta: { elapsed: r.int(40, 2400), request_id: `pddv1ChZ${r.b62(22)}`, status: "done", page: {} }, links: {} });
    } };
  } },

  edr: {
    isolate(s, res, spec, r) { return { name: "falcon_host_action", args: { action_name: "contain", body: { ids: [s.hostId] } }, out: () => JP(res === "accepted" ? { meta: { query_time: r.float(0.1, 0.9, 9), powered_by: "device-actions", trace_id: r.uuid() }, resources: [{ id: s.hostId, path: "" }], errors: [] }
      : { meta: { query_time: r.float(0.1, 0.9, 9), powered_by: "device-actions", trace_id: r.uuid() }, resources: [], errors: [{ code: 409, message: r.chance(0.5) ? "Host is already contained" : `Device ${s.hostId} containment status is already 'contained'`, id: s.hostId }] }) }; },
    status(s, st, r) { return { name: "falcon_get_host", args: { ids: [s.hostId] }, out: (now) => J({ meta: { query_time: r.float(0.005, 0.05, 9), powered_by: "device-api", trace_id: r.uuid() }, resources: [{ device_id: s.hostId, hostname: s.host, local_ip: s.intIp, external_ip: s.kit.pools.egress,
      status: { isolated: "contained", pending: "containment_pending", normal: "normal" }[st], last_seen: fmt.iso(addS(now, -r.int(5, 240))), platform_name: "Windows", os_version: "Windows 11", agent_version: "7.18.18305.0", reduced_functionality_mode: "no" }], errors: [] }) }; },
    tree(s, procs, meta, r) { return { name: "falcon_event_search", args: { repository: "search-all", queryString: `#event_simpleName=ProcessRollup2 aid=${s.hostId} | in(field="TargetProcessId", values=[${procs.map((p) => p.tpid || (p.tpid = r.int(1e11, 9e11))).join(",")}])`, start: "1d" }, out: () =>
      procs.slice(1).map((p) => J({ "@timestamp": fmt.epochMs(p.start), ComputerName: s.host, ImageFileName: `\\Device\\HarddiskVolume3\\${p.name}`, CommandLine: p.cmd, RawProcessId: String(p.pid), ParentProcessId: String(p.ppid), TargetProcessId: String(p.tpid) })).join("\n") + `\n-- ${procs.length - 1} events, query ${r.hex(16)}, data as of ${fmt.iso(meta.asOf)}` }; },
    kill(s, pid, res, r) { return { name: "falcon_rtr_command", args: { device_id: s.hostId, base_command: "kill", command_string: `kill ${pid}` }, out: () => J({ meta: { query_time: r.float(0.5, 3, 9), powered_by: "empower-api", trace_id: r.uuid() },
      resources: [{ session_id: r.uuid(), task_id: r.uuid(), complete: true, stdout: res === "ok" ? `Process ${pid} killed` : "", stderr: res === "ok" ? "" : `kill: no process found with PID ${pid}`, base_command: "kill" }], errors: [] }) }; },
    exec(s, cmd, stdout, r) { return { name: "falcon_rtr_command", args: { device_id: s.hostId, base_command: "runscript", command_string: `runscript -Raw=\`\`\`${cmd}\`\`\`` }, out: () => J({ meta: { query_time: r.float(0.5, 3, 9), powered_by: "empower-api", trace_id: r.uuid() }, resources: [{ session_id: r.uuid(), task_id: r.uuid(), complete: true, stdout, stderr: "", base_command: "runscript" }], errors: [] }) }; },
  },

  intel: [virustotal({ tool: "virustotal_get", pretty: false }), threatfox({ tool: "threatfox_get", pretty: false }), urlhaus({ tool: "urlhaus_get", pretty: true })],
  sbx: triage({ submitTool: "recordedfuture_sandbox_submit", reportTool: "recordedfuture_sandbox_sample" }),
  tkt: servicenow({ tool: "servicenow_update_incident", noteTool: "servicenow_work_note", table: "incident" }),
  pager: opsgenie({ tool: "opsgenie_notify" }),
  idp: pingone({ env: "e1b2c3d4-0f9e-4a8b-9c7d-6e5f4a3b2c1d", names: { revoke: "pingone_user_sessions_delete", signins: "pingone_activities", disable: "pingone_user_disable", mfa: "pingone_mfa_device_delete" } }),
  vuln: insightvm({ names: { launch: "insightvm_scan_start", status: "insightvm_scan_status", findings: "insightvm_asset_vulns" } }),

  alert(s, r) { return { name: "datadog_security_signal_get", args: { signal_id: s.alertId }, out: () => J({ data: { id: `AQAAAY${hh(s.alertId, 16)}`, type: "signal", attributes: { timestamp: fmt.isoMs(addS(s.alertAt, 120)), message: `[CrowdStrike] ${s.proc} spawned encoded PowerShell on ${s.host}`, status: "high",
    tags: ["source:crowdstrike", `host:${s.host}`, "security:attack", "tactic:TA0002-execution"], custom: { workflow: { triage: { state: "open" } }, usr: { name: s.user }, process: { name: s.proc } } } } }) }; },
  asset(s, host, r) { return { name: "aws_ssm_inventory_or_cmdb", args: { hostname: host }, out: () => `hostname        ${host}\nip              ${s.ipOf(host)}\nsite            ${host.startsWith("okh") ? "Okahandja plant" : "Windhoek HQ"}\nrole            ${host.includes("cold") ? "cold-chain controller (OT)" : host.includes("exp") ? "export certificates" : host.includes("wb") ? "weighbridge" : "office"}\nowner           ${s.ownerOf(host)}\ncriticality     ${host.includes("cold") ? "critical" : "normal"}` }; },
  runbook(s, topic, r) { return { name: "confluence_search", args: { query: topic, space: "SECOPS" }, out: () => J({ results: [{ title: `Playbook: ${topic}`, excerpt: "Contain via Falcon (not okh-cold-*), revoke PingOne sessions, rotate AWS keys if the user has console access." }, { title: "EU export certificate system — incident notice to DVS", excerpt: "Notify the veterinary services if certificate integrity may be affected." }] }) }; },

  L: {
    hello: ["Wa lele po!", "Wa uhala po!", "Nawa tuu?"],
    tasks: {
      triage: "Tala alert {alert} kuu {host}. Lombwela ndje shoka wa mona.",
      hunt: "Kongo {ioc} momakompiuta galwe muDatadog, opo tu tseye nkoka e li.",
      isolate: "Tongola (isolate) {host} muFalcon, e to tala kutya ayihe oyi li nawa.",
      intel: "Otatu shi shike kombinga yi {ioc}? Oshiwinayi nenge aawe?",
      sandbox: "Tuma ofayela {file} ku sandbox, e to eta olapoto.",
      ticket: "Pata otikete {ticket}, e to shanga omafupipiko.",
      page: "Tseyitha on-call yaa {team}, oshiningwanima shika oshoshili.",
      identity: "Kutha po oosesheni adhihe dha {user}, e to tala ngele kaku na ngoka a ningine.",
      vuln: "Tala ngele {cve} kuu {host} a pwa okuwapaleka; ninga oscan ompe.",
      kill: "Dhipaga oprosesa {proc} kuu {host}, kaayi galuke we.",
    },
    ask: { update: "Oshi li ngiini? Opu na shimwe oshipe?", recheck: "Tala natango, ondapula.", approve: "Onda zimina, tsikila.", wrap: "Osha gwana, shanga omafupipiko.", wait: "Tegelela kashona." },
    thanks: "Ondapandula.",
  },
};
