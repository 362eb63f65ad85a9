// SOC of a phosphate mining and fertiliser group (mine sites, washing plant, rail loading), Khouribga. Staff language: Tamazight (Central Atlas, Latin).
// Elastic Security (ES|QL), Elastic Defend response actions, Keycloak, Tria.ge, TheHive 5, Slack webhook, Tenable.io. smolagents ToolCallingAgent on Qwen2.5-72B (vLLM).
import { fmt, addS, J, JP, hh } from "./lib.mjs";
import { misp, otx, urlhaus } from "./fam-intel.mjs";
import { triage } from "./fam-sandbox.mjs";
import { thehive } from "./fam-ticket.mjs";
import { slack } from "./fam-pager.mjs";
import { keycloak } from "./fam-idp.mjs";
import { tenable } from "./fam-vuln.mjs";

const win = (w) => w.rel ? `@timestamp >= NOW() - ${w.rel} hours` : w.today ? `@timestamp >= DATE_TRUNC(1 day, NOW())` : `@timestamp >= "${fmt.isoMs(w.abs[0])}" AND @timestamp <= "${fmt.isoMs(w.abs[1])}"`;
function from(s, spec) {
  switch (spec.focus) {
    case "hash": return [`FROM logs-endpoint.events.process-*`, `process.hash.sha256 == "${s.sha256}"`];
    case "domain": return [`FROM logs-endpoint.events.network-*`, `dns.question.name == "${s.domain}"`];
    case "ip": return [`FROM logs-endpoint.events.network-*`, `destination.ip == "${s.extIp}"`];
    case "user": return [`FROM logs-system.security-*`, `event.code == "4624" AND user.name == "${s.user}"`];
    case "fleet": return [`FROM logs-endpoint.events.process-*`, `process.name == "${s.proc}"`];
    default: return [`FROM logs-endpoint.events.*`, `host.name == "${s.host.toLowerCase()}" AND (process.name == "${s.proc}" OR process.parent.name == "${s.proc}")`];
  }
}
const KEEP = "@timestamp, host.name, user.name, process.name, process.command_line, destination.ip, dns.question.name, event.action, event.id";
const TAILS = [`| KEEP ${KEEP} | SORT @timestamp`, `| SORT @timestamp DESC | KEEP ${KEEP}`, `| KEEP ${KEEP} | SORT @timestamp | LIMIT 500`, `| EVAL h = TO_LOWER(host.name) | KEEP ${KEEP}`, `| KEEP ${KEEP} | SORT @timestamp ASC | LIMIT 1000`];
const BAD = [
  (s) => `FROM logs-endpoint.events.process-* | WHERE host.name == '${s.host.toLowerCase()}' AND process.name == '${s.proc}'`,
  (s) => `FROM logs-endpoint.events.process-* | WHERE process.name == '${s.proc}' AND host.name == "${s.host.toLowerCase()}"`,
  (s) => `FROM logs-endpoint.events.* | WHERE host.name LIKE '*${s.host.toLowerCase()}*' | KEEP @timestamp, process.name`,
  (s) => `FROM logs-endpoint.events.process-* | WHERE @timestamp >= NOW() - 24 hours AND process.parent.name == '${s.proc}'`,
  (s) => `FROM logs-endpoint.events.process-* | WHERE host.name IN ('${s.host.toLowerCase()}') | STATS c = COUNT(*) BY process.name`,
];
const GOOD = (s) => `FROM logs-endpoint.events.* | WHERE host.name == "${s.host.toLowerCase()}" AND (process.name == "${s.proc}" OR process.parent.name == "${s.proc}") | KEEP ${KEEP} | SORT @timestamp`;
const COLS = [["@timestamp", "date"], ["host.name", "keyword"], ["user.name", "keyword"], ["process.name", "keyword"], ["process.command_line", "wildcard"], ["destination.ip", "ip"], ["dns.question.name", "keyword"], ["event.action", "keyword"], ["event.id", "keyword"]];
const val = (x) => [fmt.isoMs(x.ts), x.host.toLowerCase(), x.user, x.kind === "logon" ? null : x.proc || null, x.cmd || null, x.kind === "network" || x.kind === "logon" ? x.dst : null, x.kind === "dns" ? x.dst : null,
  { process: "start", network: "connection_attempted", dns: "lookup_result", logon: "logged-in", file: "creation" }[x.kind], x.id];

export default {
  key: "phosphate-fertiliser-soc-tzm", lang: "Tamazight (Central Atlas, Latin script)", org: "SOC of a phosphate mining and fertiliser group (mine sites, washing plant, rail loading), Khouribga",
  stack: "smolagents ToolCallingAgent", model: "Qwen/Qwen2.5-72B-Instruct", callIds: "vllm", narrate: 0.75, stamps: false, toolName: true, spaced: true,
  siemName: "Elastic Security", edrName: "Elastic Defend",
  pools: { hosts: ["KHB-WS-2207", "KHB-WS-1183", "KHB-ENG-044", "WASH-HMI-02", "RAIL-LOAD-PC1", "KHB-SRV-SAP03", "YSF-WS-0310"], users: ["a.ouhadi", "f.amezzane", "y.boutahar", "h.aitbaha", "m.idrissi", "s.oulhaj"],
    mailDomain: "ocp-khouribga.ma", net: "10.61.4", egress: "41.214.190.7", cc: "MA", city: "Khouribga", apps: ["sap-fiori", "historian-web", "kibana", "thehive"], teams: ["ir-astreinte", "ot-security", "soc-n2"] },
  alertId: (r) => r.uuid(), ticketId: (r) => `~${r.int(40000000, 49999999)}`, hostId: (r) => r.uuid(),
  alertShort: (s) => s.alertId.slice(0, 8),
  system: (s) => `You are an expert SOC assistant who solves any task using tool calls. You have access to Elastic Security (ES|QL), Elastic Defend response actions, Keycloak admin, Tria.ge, TheHive and a Slack webhook for escalations, plus a wait_seconds tool. Analysts write in Tamazight with an English "Tech:" line; answer in English. Call final_answer style: give a plain final message when done. Current time: ${fmt.iso(s.t0)}.`,

  siem: { query(s, spec, rows, r) {
    const w = spec.win || { rel: 24 };
    const b = spec.bad != null ? BAD[spec.bad % BAD.length](s) : null;
    const [f, where] = from(s, spec);
    const q = b || (spec.good ? GOOD(s) : `${f} | WHERE ${where} AND ${win(w)} ${TAILS[(spec.variant || 0) % TAILS.length]}`);
    return { name: "esql_query", args: { query: q, format: "json" }, out: () => {
      if (b) { const pos = b.indexOf("'") + 1; const reason = `line 1:${pos}: token recognition error at: '''`; return J({ error: { root_cause: [{ type: "parsing_exception", reason }], type: "parsing_exception", reason }, status: 400 }); }
      const list = (spec.variant || 0) % 5 === 1 ? [...rows].reverse() : rows;
      return J({ took: r.int(9, 480), is_partial: false, columns: COLS.map(([name, type]) => ({ name, type })), values: list.map(val) });
    } };
  } },

  edr: {
    isolate(s, res, spec, r) { return { name: "defend_isolate", args: { endpoint_ids: [s.hostId], comment: spec.comment || "SOC containment" }, out: (now) => JP({ data: { id: r.uuid(), agents: [s.hostId], command: "isolate", agentType: "endpoint",
      isExpired: false, isCompleted: res === "already", wasSuccessful: false, status: res === "already" ? "failed" : "pending", createdBy: "soc_agent", startedAt: fmt.isoMs(now), comment: spec.comment,
      ...(res === "already" ? { errors: ["Endpoint is already isolated"], outputs: {} } : {}) } }) }; },
    status(s, st, r) { return { name: "defend_endpoint_metadata", args: { endpoint_id: s.hostId }, out: (now) => J({ metadata: { "@timestamp": fmt.epochMs(addS(now, -r.int(5, 120))), agent: { id: s.hostId, version: "8.15.3" }, host: { hostname: s.host.toLowerCase(), os: { name: "Windows" } },
      Endpoint: { state: { isolation: st === "isolated" }, status: "enrolled", policy: { applied: { name: "OCP Workstations", status: "success" } } } }, host_status: "healthy", last_checkin: fmt.isoMs(addS(now, -r.int(5, 90))),
      ...(st === "pending" ? { pending_actions: { isolate: 1 } } : {}) }) }; },
    tree(s, procs, meta, r) { return { name: "defend_resolver_tree", args: { entityId: hh(s.host + procs[1]?.pid, 24), schema: { id: "process.entity_id", parent: "process.parent.entity_id" }, descendants: 100 }, out: () => J({
      nodes: procs.map((p) => ({ id: hh(s.host + p.pid, 24), parent: hh(s.host + p.ppid, 24), name: p.name, data: { "process.pid": p.pid, "process.command_line": p.cmd, "@timestamp": fmt.isoMs(p.start), "event.type": ["start"] }, stats: { total: r.int(1, 40), byCategory: { process: 1, network: r.int(0, 12) } } })),
      lastUpdated: fmt.isoMs(meta.asOf) }) }; },
    kill(s, pid, res, r) { return { name: "defend_kill_process", args: { endpoint_ids: [s.hostId], parameters: { pid }, comment: "SOC kill" }, out: (now) => JP({ data: { id: r.uuid(), command: "kill-process", agents: [s.hostId], startedAt: fmt.isoMs(now),
      isCompleted: true, wasSuccessful: res === "ok", status: res === "ok" ? "successful" : "failed", parameters: { pid }, ...(res === "ok" ? { outputs: { [s.hostId]: { type: "json", content: { code: "ra_kill-process_success", command: s.proc, pid } } } } : { errors: [`The process with pid ${pid} was not found on the endpoint`] }) } }) }; },
    exec(s, cmd, stdout, r) { return { name: "defend_execute", args: { endpoint_ids: [s.hostId], parameters: { command: cmd, timeout: 600 } }, out: (now) => J({ data: { id: r.uuid(), command: "execute", isCompleted: true, wasSuccessful: true, status: "successful", outputs: { [s.hostId]: { type: "json", content: { code: "ra_execute_success_done", stdout, stderr: "", output_file_id: r.uuid() } } }, completedAt: fmt.isoMs(now) } }) }; },
  },

  intel: [misp({ tool: "misp_attributes_search", pretty: true }), otx({ tool: "otx_lookup", pretty: true }), urlhaus({ tool: "urlhaus_lookup_host" })],
  sbx: triage({ submitTool: "triage_submit_sample", reportTool: "triage_get_sample" }),
  tkt: thehive({ tool: "thehive_update_case", noteTool: "thehive_add_log", pretty: true }),
  pager: slack({ tool: "slack_incoming_webhook", channel: "#ir-astreinte" }),
  idp: keycloak({ realm: "ocp", pretty: true }),
  vuln: tenable(),
  wait: (sec) => ({ advance: sec, name: "wait_seconds", args: { seconds: sec }, out: () => `Waited ${sec} seconds.` }),

  alert(s, r) { return { name: "kibana_get_alert", args: { alert_id: s.alertId, index: ".alerts-security.alerts-default" }, out: () => JP({ _id: s.alertId, _source: { "@timestamp": fmt.isoMs(addS(s.alertAt, 90)), "kibana.alert.rule.name": `Suspicious ${s.proc} Child Process`, "kibana.alert.severity": "high", "kibana.alert.risk_score": 73,
    "kibana.alert.workflow_status": "open", "host.name": s.host.toLowerCase(), "user.name": s.user, "process.name": s.proc, "process.pid": s.pid, "kibana.alert.original_time": fmt.isoMs(s.alertAt), "threat.tactic.name": ["Execution"] } }) }; },
  asset(s, host, r) { return { name: "fleet_get_agent", args: { hostname: host.toLowerCase() }, out: (now) => J({ item: { id: host === s.host ? s.hostId : hh(host, 8) + "-" + hh(host + "1", 4) + "-4" + hh(host, 3) + "-8" + hh(host + "2", 3) + "-" + hh(host + "3", 12), local_metadata: { host: { hostname: host.toLowerCase(), ip: [s.ipOf(host)] }, os: { name: "Windows 10 Enterprise LTSC" } },
    policy_id: host.includes("HMI") || host.includes("RAIL") ? "ot-restricted" : "it-workstations", status: "online", last_checkin: fmt.isoMs(addS(now, -r.int(5, 240))), tags: [host.includes("HMI") || host.includes("RAIL") ? "ot" : "it", "khouribga"], user_provided_metadata: { owner: s.ownerOf(host) } } }) }; },
  runbook(s, topic, r) { return { name: "outline_search", args: { query: topic, collection: "IR" }, out: () => `• IR-03 "${topic}" — isolate via Defend unless the host is tagged ot (then call OT security first)\n• IR-07 Evidence — ES|QL export + Tria.ge report attached to TheHive\n• Astreinte rota — Slack #ir-astreinte, phone after 15 min without ack` }; },

  L: {
    hello: ["Azul!", "Azul fellak!", "Azul, a gma!"],
    tasks: {
      triage: "Ẓer alert {alert} ɣef {host}. Ini-yi mayd tufid.",
      hunt: "Rzu ɣef {ioc} deg yimsagen yaḍnin s Elastic, mani ma yella.",
      isolate: "Sbedd {host} d awḥid (isolate) s Elastic Defend, sul ẓer is kullu iga mzyan.",
      intel: "Mad nssen f {ioc}? Is ixşşa neɣ uhu?",
      sandbox: "Azen afaylu {file} ɣer sandbox, tawid-d agmuḍ.",
      ticket: "Mdel tiket {ticket}, aru agzul.",
      page: "Ssissen {team} on-call, tamsalt-a d tidet.",
      identity: "Kkes akk tiɣimiyin (sessions) n {user}, tẓerd is ur d-ikcim yan.",
      vuln: "Ẓer is {cve} ɣef {host} iṣeggem; ales ascan.",
      kill: "Nɣ {proc} ɣef {host}, ad ur d-yuɣul.",
    },
    ask: { update: "Mamš tella? Is yella kra amaynu?", recheck: "Ales ẓer yat twalt, ttxil-k.", approve: "Qbelɣ, ddu.", wrap: "Safi, aru agzul.", wait: "Ṣbar, ur tɣawel." },
    thanks: "Tanemmirt.",
  },
};
