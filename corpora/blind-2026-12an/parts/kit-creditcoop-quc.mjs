// SOC of a savings-and-credit cooperative (branch tellers, core banking, mobile app), Quetzaltenango. Staff language: K'iche'.
// Graylog (CSV export), Sophos Central (isolation, Data Lake, Live Terminal), Okta, Hybrid Analysis, GLPI (Spanish), Telegram bot, Greenbone.
// Hand-written Python tool loop on DeepSeek-V3.
import { fmt, addS, J, JP, hh } from "./lib.mjs";
import { virustotal, abuseipdb, misp } from "./fam-intel.mjs";
import { hybrid } from "./fam-sandbox.mjs";
import { glpi } from "./fam-ticket.mjs";
import { telegram } from "./fam-pager.mjs";
import { okta } from "./fam-idp.mjs";
import { greenbone } from "./fam-vuln.mjs";

function lucene(s, spec) {
  const v = spec.variant || 0;
  const img = v % 2 ? `process_name:${s.proc.replace(".", "\\.")}` : `process_name:"${s.proc}"`;
  switch (spec.focus) {
    case "hash": return `file_hash_sha256:${s.sha256}`;
    case "domain": return `event_id:22 AND dns_query:"${s.domain}"`;
    case "ip": return `event_id:3 AND destination_ip:${s.extIp}`;
    case "user": return `winlog_event_id:4624 AND target_user_name:${s.user}`;
    case "fleet": return `event_id:1 AND ${img}`;
    default: return v % 3 === 2 ? `source:${s.host.toLowerCase()} AND (${img} OR parent_process_name:"${s.proc}")` : `(${img} OR parent_process_name:"${s.proc}") AND source:${s.host.toLowerCase()}`;
  }
}
const tr = (w) => w.rel ? { type: "relative", range: w.rel * 3600 } : w.today ? { type: "keyword", keyword: "today" } : { type: "absolute", from: fmt.isoMs(w.abs[0]), to: fmt.isoMs(w.abs[1]) };
const BAD = [
  (s) => [`source:${s.host.toLowerCase()} AND process_path:C:\\Users\\*\\AppData\\*`, 33],
  (s) => [`process_path:C:\\Users\\*\\${s.proc} AND source:${s.host.toLowerCase()}`, 15],
  (s) => [`source:${s.host.toLowerCase()} AND (process_path:C:\\Users\\* OR parent_process_name:"${s.proc}")`, 34],
  (s) => [`process_path:C:\\Windows\\Temp\\* OR process_path:C:\\Users\\*\\Temp\\*`, 15],
  (s) => [`source:${s.host.toLowerCase()} AND NOT process_path:C:\\Windows\\System32\\*`, 37],
];
const FIELDS = ["timestamp", "source", "event_id", "user", "process_name", "command_line", "destination_ip", "dns_query", "gl2_message_id"];
const EID = { process: 1, network: 3, dns: 22, logon: 4624, file: 11 };
const csvRow = (x) => [fmt.isoMs(x.ts), x.host.toLowerCase(), EID[x.kind], x.user, x.kind === "logon" ? "" : x.proc || "", x.cmd || "", x.kind === "network" || x.kind === "logon" ? x.dst : "", x.kind === "dns" ? x.dst : "", x.id]
  .map((v) => `"${String(v).replace(/"/g, '""')}"`).join(",");

export default {
  key: "credit-coop-soc-quc", lang: "K'iche'", org: "SOC of a savings-and-credit cooperative (branch tellers, core banking, mobile app), Quetzaltenango",
  stack: "hand-written Python tool loop", model: "deepseek-chat (DeepSeek-V3)", callIds: "deepseek", narrate: 0.7, stamps: false, toolName: false, spaced: true,
  siemName: "Graylog", edrName: "Sophos Central",
  pools: { hosts: ["XELA-CAJA-03", "XELA-CAJA-07", "TOTO-AG-01", "XELA-CRED-12", "XELA-SRV-CORE2", "SALCAJA-AG-02", "XELA-GER-01"], users: ["mtzoc", "jixcot", "asic", "ppuac", "lchavez", "rcoyoy"],
    mailDomain: "coopxela.com.gt", net: "10.8.20", egress: "200.6.210.45", cc: "GT", city: "Quetzaltenango", apps: ["Core Bancario", "Office 365", "Okta Dashboard", "GLPI"], teams: ["soc-turno", "infraestructura"] },
  alertId: (r) => r.uuid(), ticketId: (r) => `${r.int(4100, 4999)}`, eventId: (r) => r.uuid(), hostId: (r) => r.uuid(),
  alertShort: (s) => `#${s.alertId.slice(0, 8)}`,
  system: (s) => `Eres el asistente del SOC de la cooperativa. / You are the cooperative's SOC assistant. Tools: Graylog search, Sophos Central (isolation, Data Lake queries, Live Terminal), Okta admin, Hybrid Analysis, GLPI tickets (write tickets in Spanish), Telegram on-call bot, Greenbone scans, esperar (sleep). Staff write in K'iche' with an English 'Tech:' line. Answer in English. Fecha: ${fmt.date(s.t0)}.`,

  siem: { query(s, spec, rows, r) {
    const b = spec.bad != null ? BAD[spec.bad % BAD.length](s) : null;
    const q = b ? b[0] : spec.good ? `source:${s.host.toLowerCase()} AND process_path:C\\:\\\\Users\\\\*\\\\AppData\\\\* AND process_name:"${s.proc}"` : lucene(s, spec);
    return { name: "graylog_search", args: { query: q, timerange: tr(spec.win || { rel: 24 }), fields: FIELDS.join(","), limit: 150, sort: (spec.variant || 0) % 5 === 1 ? "timestamp:desc" : "timestamp:asc" }, out: () => {
      if (b) return `HTTP 400 Bad Request\n` + J({ type: "ApiError", message: `Unable to execute search: Cannot parse '${b[0]}': Encountered " ":" ": "" at line 1, column ${b[1]}.\nWas expecting one of:\n    <EOF> \n    <AND> ...\n    <OR> ...\n    <NOT> ...` });
      const list = (spec.variant || 0) % 5 === 1 ? [...rows].reverse() : rows;
      return [FIELDS.map((f) => `"${f}"`).join(","), ...list.map(csvRow), `# total_results=${rows.length} took_ms=${r.int(8, 900)} query_id=${r.hex(24)}`].join("\n");
    } };
  } },

  edr: {
    isolate(s, res, spec, r) { return { name: "sophos_isolation_set", args: { ids: [s.hostId], enabled: true, comment: spec.comment || "SOC" }, out: (now) => { if (res === "accepted") s.isoAt = now; return JP({ items: [{ id: s.hostId, isolation: { enabled: true, lastEnabledAt: fmt.isoMs(s.isoAt || now), lastEnabledBy: { id: hh("soc-agent", 8) + "-0000-4000-8000-" + hh("soc", 12), type: "service" }, comment: res === "accepted" ? spec.comment : (s.isoComment || spec.comment) } }] }); } }; },
    status(s, st, r) { return { name: "sophos_endpoint_get", args: { endpointId: s.hostId, view: "full" }, out: (now) => J({ id: s.hostId, type: "computer", hostname: s.host, health: { overall: "bad", threats: { status: "bad" }, services: { status: "good" } },
      os: { platform: "windows", name: "Windows 10 Pro", build: 19045 }, ipv4Addresses: [s.intIp], associatedPerson: { viaLogin: `COOPXELA\\${s.user}` }, tamperProtectionEnabled: true, lastSeenAt: fmt.isoMs(addS(now, -r.int(5, 200))),
      isolation: { status: st === "isolated" ? "isolated" : "notIsolated", adminIsolated: st !== "normal", selfIsolated: false } }) }; },
    tree(s, procs, meta, r) { return { name: "sophos_datalake_query", args: { matchEndpoints: { filters: [{ ids: [s.hostId] }] }, adHocQuery: { template: `SELECT meta_hostname, pid, parent_pid, name, cmdline, time AS start_time, query_name FROM xdr_data WHERE query_name = 'running_processes_windows_sophos' AND meta_hostname = '${s.host}'` } }, out: () =>
      `query run ${r.uuid()} finished — data lake snapshot ${fmt.iso(meta.asOf)}\nmeta_hostname | pid | parent_pid | name | cmdline | start_time\n` + procs.map((p) => `${s.host} | ${p.pid} | ${p.ppid} | ${p.name} | ${p.cmd} | ${fmt.epoch(p.start)}`).join("\n") }; },
    kill(s, pid, res, r) { return { name: "sophos_live_terminal", args: { endpointId: s.hostId, command: `taskkill /PID ${pid} /F` }, out: () => res === "ok" ? `SUCCESS: The process with PID ${pid} has been terminated.` : `ERROR: The process "${pid}" not found.` }; },
    exec(s, cmd, stdout, r) { return { name: "sophos_live_terminal", args: { endpointId: s.hostId, command: cmd }, out: () => stdout }; },
  },

  intel: [virustotal({ tool: "virustotal", pretty: false, argKey: "ioc" }), abuseipdb({ tool: "abuseipdb", pretty: true }), misp({ tool: "misp_busqueda", pretty: true, base: "misp.coopxela.local" })],
  sbx: hybrid({ submitTool: "hybrid_analysis_submit", reportTool: "hybrid_analysis_state", envId: 140 }),
  tkt: glpi({ tool: "glpi_actualizar_ticket", noteTool: "glpi_agregar_seguimiento" }),
  pager: telegram({ tool: "telegram_turno", chat: -1002233445566, title: "SOC Turno Xela" }),
  idp: okta({ names: { revoke: "okta_revoke_sessions", signins: "okta_logs", disable: "okta_suspend", mfa: "okta_reset_mfa" } }),
  vuln: greenbone(),
  wait: (sec) => ({ advance: sec, name: "esperar", args: { segundos: sec }, out: () => J({ ok: true, waited: sec }) }),

  alert(s, r) { return { name: "graylog_event_get", args: { event_id: s.alertId }, out: () => JP({ event: { id: s.alertId, event_definition_id: hh(s.proc, 24), message: `Proceso sospechoso ${s.proc} en ${s.host.toLowerCase()}`, source: "graylog-node-01", timestamp: fmt.isoMs(addS(s.alertAt, 60)), timestamp_processing: fmt.isoMs(addS(s.alertAt, 75)), priority: 3, alert: true,
    fields: { host: s.host.toLowerCase(), usuario: s.user, proceso: s.proc } } }) }; },
  asset(s, host, r) { return { name: "glpi_buscar_equipo", args: { name: host }, out: () => J({ totalcount: 1, data: [{ "1": host, "31": host.includes("CAJA") ? "Caja (cajero)" : host.includes("SRV") ? "Servidor" : "Estación", "126": s.ipOf(host), "70": s.ownerOf(host), "3": host.startsWith("TOTO") ? "Agencia Totonicapán" : host.startsWith("SALCAJA") ? "Agencia Salcajá" : "Oficina central Xela" }] }) }; },
  runbook(s, topic, r) { return { name: "wiki_buscar", args: { q: topic }, out: () => `Procedimiento SOC-${r.int(1, 20)} "${topic}": aislar en Sophos Central (cajas: avisar al jefe de agencia), revocar sesiones Okta, ticket GLPI con tipo de solución.\nNotificación SIB: 24 h si hay datos de asociados.` }; },

  L: {
    hello: ["Saqarik!", "Xb'eqaj iq'ij!", "La utz awach?"],
    tasks: {
      triage: "Kinta chawe, chawila ri alert {alert} pa {host}. Chab'ij chwe jas xawilo.",
      hunt: "Chakanoj ri {ioc} pa ri nik'aj chik computadoras pa Graylog, jawi k'o wi.",
      isolate: "Chatzapij (isolate) ri {host} pa Sophos, k'ate k'u ri' chawila we utz chi.",
      intel: "Jas qetaam chrij ri {ioc}? Itzel o man itzel taj?",
      sandbox: "Chataqa ri archivo {file} pa sandbox, chak'ama' loq ri reporte.",
      ticket: "Chatzapij ri ticket {ticket}, chatz'ibaj ri resumen.",
      page: "Chab'ij che ri on-call rech {team}, qas k'o jun incidente.",
      identity: "Chaqupij konojel ri sesiones rech {user}, chawila we k'o jun chik okinaq.",
      vuln: "Chawila we ri {cve} pa {host} utz chik; chab'ana' jun scan k'ak'.",
      kill: "Chakamisaj ri proceso {proc} pa {host}, mub'an chi jumul.",
    },
    ask: { update: "Jas ub'anik? K'o jun k'ak' na?", recheck: "Chawila jumul chik, kinta chawe.", approve: "Utz, chab'ana'.", wrap: "Xk'is, chatz'ibaj ri resumen.", wait: "Chawiye' jub'iq'." },
    thanks: "Maltyoox.",
  },
};
