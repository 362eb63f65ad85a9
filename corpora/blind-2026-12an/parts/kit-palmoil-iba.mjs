// SOC of an oil-palm plantation and mill group (estates, mills, weighbridges, bulking terminal), Sibu, Sarawak. Staff language: Iban.
// IBM QRadar (AQL), Cortex XDR, PingOne, WildFire (XML), Znuny, Opsgenie, InsightVM. CrewAI agent on Gemini 2.5 Flash.
import { fmt, addS, J, JP, hh } from "./lib.mjs";
import { virustotal, abuseipdb, threatfox } from "./fam-intel.mjs";
import { wildfire } from "./fam-sandbox.mjs";
import { znuny } from "./fam-ticket.mjs";
import { opsgenie } from "./fam-pager.mjs";
import { pingone } from "./fam-idp.mjs";
import { insightvm } from "./fam-vuln.mjs";

const SEL = `SELECT DATEFORMAT(starttime,'yyyy-MM-dd HH:mm:ss') AS "Start", "Hostname", username, sourceip, destinationip, QIDNAME(qid) AS "Event", "Process Name", "Command", "DNS Query"`;
const when = (w, now) => w.rel ? `LAST ${w.rel} HOURS` : w.today ? `START '${fmt.date(now)} 00:00' STOP '${fmt.sql(now).slice(0, 16)}'` : `START '${fmt.sql(w.abs[0]).slice(0, 16)}' STOP '${fmt.sql(w.abs[1]).slice(0, 16)}'`;
function where(s, spec) {
  switch (spec.focus) {
    case "hash": return `"SHA256 Hash"='${s.sha256}'`;
    case "domain": return `"DNS Query"='${s.domain}'`;
    case "ip": return `destinationip='${s.extIp}'`;
    case "user": return `username='${s.user}' AND QIDNAME(qid) ILIKE '%logon%success%'`;
    case "fleet": return `"Process Name" ILIKE '%${s.proc}'`;
    default: return `"Hostname"='${s.host}' AND ("Process Name" ILIKE '%${s.proc}' OR "Parent Process Name" ILIKE '%${s.proc}')`;
  }
}
const ORD = ["ORDER BY starttime ASC", "ORDER BY starttime DESC", "", "ORDER BY starttime ASC LIMIT 500", ""];
const BAD = [
  (s) => `${SEL} FROM events WHERE "Hostname"="${s.host}" LAST 24 HOURS`,
  (s) => `${SEL} FROM events WHERE "Hostname"="${s.host}" AND "Process Name" ILIKE '%${s.proc}' LAST 24 HOURS`,
  (s) => `SELECT * FROM events WHERE "Process Name"="${s.proc}" AND "Hostname"="${s.host}" LAST 1 DAYS`,
  (s) => `${SEL} FROM events WHERE LOGSOURCETYPENAME(devicetype)='Cortex XDR' AND "Hostname"="${s.host}" LAST 24 HOURS`,
  (s) => `${SEL} FROM events WHERE "Hostname" IN ("${s.host}") LAST 24 HOURS`,
];
const QID = { process: "Process Create", network: "Firewall Permit", dns: "DNS Query", logon: "Success Logon", file: "File Created" };
const ev = (x) => ({ Start: fmt.sql(x.ts), Hostname: x.host, username: x.user, sourceip: null, destinationip: x.kind === "network" || x.kind === "logon" ? x.dst : null, Event: QID[x.kind],
  "Process Name": x.kind === "logon" ? null : x.proc || null, Command: x.cmd || null, "DNS Query": x.kind === "dns" ? x.dst : null });

export default {
  key: "palm-oil-soc-iba", lang: "Iban", org: "SOC of an oil-palm plantation and mill group (estates, mills, weighbridges, bulking terminal), Sibu",
  stack: "CrewAI agent", model: "gemini-2.5-flash", callIds: "gemini", narrate: 0.6, stamps: false, toolName: true, spaced: false,
  siemName: "QRadar", edrName: "Cortex XDR",
  pools: { hosts: ["SBU-MILL-WB02", "SBU-HQ-LT118", "BTL-TERM-PC3", "EST-KANOWIT-01", "SBU-HQ-LT073", "SBU-FIN-DT12", "MILL-SCADA-HMI1"], users: ["jugah.anak.tedong", "mary.anak.luta", "sylvester.nyandang", "linda.anak.entri", "ricky.ambau", "nancy.anak.unggat"],
    mailDomain: "rajangplantations.com.my", net: "10.15.60", egress: "175.143.22.9", cc: "MY", city: "Sibu", apps: ["SAP S/4HANA", "Weighbridge Portal", "Microsoft 365", "PingOne Admin"], teams: ["soc-oncall", "mill-ot", "it-infra"] },
  alertId: (r) => String(r.int(31000, 38999)), ticketId: (r) => `2026${r.int(1000000, 9999999)}`, hostId: (r) => r.hex(32),
  alertShort: (s) => `offense ${s.alertId}`,
  system: (s) => `Role: Senior SOC Analyst. Goal: triage QRadar offenses for the plantation group and respond through Cortex XDR, PingOne and the ticket system. Backstory: you know the mills' OT network is fragile; never isolate MILL-SCADA hosts without the mill engineer. Staff write in Iban; the "Tech:" line is the English summary. Always answer in English. Date: ${fmt.date(s.t0)}.`,

  siem: { query(s, spec, rows, r) {
    const w = spec.win || { rel: 24 };
    const b = spec.bad != null ? BAD[spec.bad % BAD.length](s) : null;
    const q = (now) => b || (spec.good ? `${SEL} FROM events WHERE "Hostname"='${s.host}' AND "Process Name" ILIKE '%${s.proc}' LAST 24 HOURS` : `${SEL} FROM events WHERE ${where(s, spec)} ${ORD[(spec.variant || 0) % ORD.length]} ${when(w, now)}`.replace(/ +/g, " "));
    return { name: "qradar_aql_search", args: (now) => ({ query_expression: q(now) }), out: () => {
      if (b) return JP({ http_response: { code: 422, message: "The request was well formed but was unable to be followed due to semantic errors" }, code: 1005, description: "", details: {}, message: `Search failed: Unknown column "${s.host}" (string literals must use single quotes)` });
      const list = (spec.variant || 0) % 5 === 1 ? [...rows].reverse() : rows;
      return JP({ search_id: r.uuid(), status: "COMPLETED", progress: 100, record_count: rows.length, query_execution_time: r.int(180, 9000), data_total_size: r.int(2e5, 9e6), events: list.map(ev) });
    } };
  } },

  edr: {
    isolate(s, res, spec, r) { return { name: "xdr_isolate_endpoint", args: { request_data: { endpoint_id: s.hostId, incident_id: s.alertId } }, out: () => J(res === "accepted" ? { reply: { action_id: r.int(9000, 99999), status: "1", endpoints_count: 1 } }
      : { reply: { err_code: 500, err_msg: "An error occurred while processing XDR public API", err_extra: `Endpoint ${s.hostId} is already isolated or pending isolation` } }) }; },
    status(s, st, r) { return { name: "xdr_get_endpoint", args: { request_data: { filters: [{ field: "endpoint_id_list", operator: "in", value: [s.hostId] }] } }, out: (now) => J({ reply: { total_count: 1, result_count: 1, endpoints: [{ endpoint_id: s.hostId, endpoint_name: s.host, endpoint_type: "AGENT_TYPE_WORKSTATION", endpoint_status: "CONNECTED",
      os_type: "AGENT_OS_WINDOWS", ip: [s.intIp], is_isolated: { isolated: "AGENT_ISOLATED", pending: "AGENT_PENDING_ISOLATION", normal: "AGENT_UNISOLATED" }[st], last_seen: fmt.epochMs(addS(now, -r.int(5, 300))), content_version: "1420-9163", group_name: ["Sibu-HQ"] }] } }) }; },
    tree(s, procs, meta, r) { return { name: "xdr_xql_query", args: { query: `dataset = xdr_data | filter agent_id = "${s.hostId}" and event_type = ENUM.PROCESS and action_process_os_pid in (${procs.slice(1).map((p) => p.pid).join(", ")}) | fields _time, action_process_os_pid, action_process_image_name, action_process_image_command_line, actor_process_os_pid` }, out: () => J({ reply: { status: "SUCCESS", number_of_results: procs.length - 1, query_cost: { [r.uuid()]: r.float(0.001, 0.02, 4) }, remaining_quota: r.float(900, 990, 3),
      results: { data: procs.slice(1).map((p) => ({ _time: fmt.epochMs(p.start), action_process_os_pid: p.pid, action_process_image_name: p.name, action_process_image_command_line: p.cmd, actor_process_os_pid: p.ppid })) } } }) }; },
    kill(s, pid, res, r) { return { name: "xdr_terminate_process", args: { request_data: { agent_id: s.hostId, instance_id: hh(s.host + pid, 32), process_name: s.proc, incident_id: s.alertId } }, out: () => J({ reply: { group_action_id: r.int(1000, 9999) } }) }; },
    exec(s, cmd, stdout, r) { return { name: "xdr_run_commands", args: { request_data: { filters: [{ field: "endpoint_id_list", operator: "in", value: [s.hostId] }], commands: [cmd], timeout: 600 } }, out: () => J({ reply: { action_id: r.int(9000, 99999), status: 1, endpoints_count: 1 }, results: [{ endpoint_id: s.hostId, command: cmd, command_output: stdout.split("\n"), return_code: 0 }] }) }; },
  },

  intel: [virustotal({ tool: "vt_report", pretty: false }), abuseipdb({ tool: "abuseipdb_lookup", pretty: false }), threatfox({ tool: "threatfox_ioc_search", pretty: true })],
  sbx: wildfire({ submitTool: "wildfire_submit_file", reportTool: "wildfire_get_verdict" }),
  tkt: znuny({ tool: "znuny_ticket_update", noteTool: "znuny_article_create" }),
  pager: opsgenie({ tool: "opsgenie_alert_create" }),
  idp: pingone({ env: "7d3a9e21-5c4b-4f8e-b2a1-0c9d8e7f6a5b" }),
  vuln: insightvm(),

  alert(s, r) { return { name: "qradar_get_offense", args: { offense_id: Number(s.alertId) }, out: () => JP({ id: Number(s.alertId), description: `Suspicious ${s.proc} execution preceded by Office macro\n containing Process Create`, offense_type: 0, offense_source: s.host, magnitude: 7, severity: 8, credibility: 6, relevance: 5, status: "OPEN", assigned_to: null,
    start_time: fmt.epochMs(s.alertAt), last_updated_time: fmt.epochMs(addS(s.alertAt, 2400)), event_count: r.int(14, 60), categories: ["Process Create", "DNS Query", "Firewall Permit"], rules: [{ id: 100412, type: "CRE_RULE" }] }) }; },
  asset(s, host, r) { return { name: "qradar_asset_search", args: { filter: `hostnames(name)="${host}"` }, out: () => J([{ id: r.int(1000, 9000), domain_id: 0, hostnames: [{ name: host, type: "NETBIOS" }], interfaces: [{ ip_addresses: [{ value: s.ipOf(host), network_id: 3 }], mac_address: hh(host, 12).match(/../g).join(":").toUpperCase() }],
    properties: [{ name: "Unified Name", value: host }, { name: "Business Owner", value: s.ownerOf(host) }, { name: "Location", value: host.startsWith("SBU-MILL") || host.startsWith("MILL") ? "Sibu mill" : host.startsWith("BTL") ? "Bintulu terminal" : host.startsWith("EST") ? "Kanowit estate" : "Sibu HQ" }], risk_score_sum: r.float(0, 40, 1) }]) }; },
  runbook(s, topic, r) { return { name: "sharepoint_runbook_search", args: { query: topic }, out: () => `Runbook hits:\n- SOC-PB-${r.int(10, 30)} ${topic}: isolate in Cortex XDR (not for MILL-SCADA*), collect triage, inform estate IT\n- PDPA breach notification checklist (Malaysia)\n- Opsgenie escalation: soc-oncall → it-infra after 15 min` }; },

  L: {
    hello: ["Selamat pagi!", "Tabik!", "Nama berita?"],
    tasks: {
      triage: "Tulung peda alert {alert} ba {host}. Padah ngagai aku nama utai ti dipeda nuan.",
      hunt: "Giga {ioc} ba komputer bukai dalam QRadar, dini iya bisi agi.",
      isolate: "Isolate {host} dalam Cortex XDR, udah nya peda enti semua udah manah.",
      intel: "Nama kitai nemu pasal {ioc}? Jai tauka enda?",
      sandbox: "Anjung fail {file} ngagai sandbox, lalu bai pulai report iya.",
      ticket: "Tutup tiket {ticket}, tulis ringkasan iya.",
      page: "Padah ngagai on-call {team}, insiden tu amat.",
      identity: "Buai semua sesi {user}, lalu peda enti bisi orang bukai tama.",
      vuln: "Peda enti {cve} ba {host} udah dibaiki; scan baru.",
      kill: "Bunuh proses {proc} ba {host}, anang ngasi iya pulai.",
    },
    ask: { update: "Baka ni? Bisi berita?", recheck: "Peda sekali agi, tulung.", approve: "Aku ngasi, gawa meh.", wrap: "Nyamai, tulis ringkasan.", wait: "Nganti dulu." },
    thanks: "Terima kasih.",
  },
};
