// SOC of a rough-diamond valuation and export bureau (valuation lab, export permits, vault CCTV), Bangui. Staff language: Sango.
// Wazuh indexer (OpenSearch DQL), Velociraptor (NDJSON flows), Google Workspace, CAPE, Zammad, Twilio SMS, Nessus. AutoGen AssistantAgent on Llama 3.3 70B (Groq).
import { fmt, addS, J, JP, hh } from "./lib.mjs";
import { misp, threatfox, virustotal } from "./fam-intel.mjs";
import { cape } from "./fam-sandbox.mjs";
import { zammad } from "./fam-ticket.mjs";
import { twilio } from "./fam-pager.mjs";
import { gworkspace } from "./fam-idp.mjs";
import { nessus } from "./fam-vuln.mjs";

function dql(s, spec) {
  const v = spec.variant || 0;
  const img = v % 2 ? `data.win.eventdata.image:*\\\\${s.proc}` : `data.win.eventdata.image:*${s.proc}`;
  switch (spec.focus) {
    case "hash": return `data.win.eventdata.hashes:*SHA256=${s.sha256.toUpperCase()}*`;
    case "domain": return `data.win.system.eventID:22 and data.win.eventdata.queryName:"${s.domain}"`;
    case "ip": return `data.win.system.eventID:3 and data.win.eventdata.destinationIp:"${s.extIp}"`;
    case "user": return `rule.groups:authentication_success and data.win.eventdata.targetUserName:"${s.user}"`;
    case "fleet": return `data.win.system.eventID:1 and ${img}`;
    default: return v % 3 === 2 ? `agent.name:"${s.host}" and (${img} or data.win.eventdata.parentImage:*${s.proc})` : `(${img} or data.win.eventdata.parentImage:*${s.proc}) and agent.name:"${s.host}"`;
  }
}
const rangeOf = (w) => w.rel ? { from: `now-${w.rel}h`, to: "now" } : w.today ? { from: "now/d", to: "now" } : { from: fmt.isoMs(w.abs[0]), to: fmt.isoMs(w.abs[1]) };
const BAD = [
  (s) => `agent.name == "${s.host}" and data.win.eventdata.image:*${s.proc}`,
  (s) => `agent.name == "${s.host}"`,
  (s) => `data.win.eventdata.image:*${s.proc} and agent.name == "${s.host}"`,
  (s) => `(agent.name == "${s.host}") and data.win.system.eventID:1`,
  (s) => `agent.name == "${s.host}" or agent.name == "${s.host.toLowerCase()}"`,
];
const EID = { process: "1", network: "3", dns: "22", logon: "4624", file: "11" };
const hit = (s) => (x) => ({ _index: `wazuh-alerts-4.x-${fmt.dotted(x.ts)}`, _id: x.id, _score: null, _source: { timestamp: fmt.isoMs(x.ts).replace("Z", "+0000"),
  agent: { id: hh(x.host, 3).replace(/[a-f]/g, "0"), name: x.host, ip: s.ipOf(x.host) }, rule: { id: { process: "92052", network: "92101", dns: "92150", logon: "60106", file: "92200" }[x.kind], level: x.kind === "logon" ? 3 : 10, description: { process: "Suspicious process launched", network: "Outbound connection to uncommon port", dns: "DNS query to suspicious domain", logon: "Windows logon success", file: "Executable dropped in temp folder" }[x.kind] },
  data: { win: { system: { eventID: EID[x.kind], computer: `${x.host}.becdor.local` }, eventdata: x.kind === "process" ? { image: `C:\\\\Windows\\\\System32\\\\${x.proc}`, commandLine: x.cmd, parentImage: `C:\\\\Windows\\\\${x.parent}`, user: `BECDOR\\\\${x.user}`, processId: String(x.pid), hashes: `SHA256=${x.hash.toUpperCase()}` }
    : x.kind === "network" ? { image: x.proc, destinationIp: x.dst, destinationPort: String(x.dport) } : x.kind === "dns" ? { image: x.proc, queryName: x.dst, queryResults: `::ffff:${x.answer};` } : x.kind === "logon" ? { targetUserName: x.user, ipAddress: x.dst, logonType: String(x.logonType) } : { image: x.proc, targetFilename: x.path } } } } });

export default {
  key: "diamond-bureau-soc-sg", lang: "Sango", org: "SOC of a rough-diamond valuation and export bureau (valuation lab, export permits, vault CCTV), Bangui",
  stack: "AutoGen AssistantAgent", model: "llama-3.3-70b-versatile", callIds: "groq", narrate: 0.8, stamps: true, toolName: true, spaced: false,
  siemName: "Wazuh", edrName: "Velociraptor",
  pools: { hosts: ["BDR-VAL-01", "BDR-VAL-02", "BDR-EXP-05", "BDR-DIR-01", "BDR-CCTV-NVR", "BDR-FIN-03", "BDR-ACC-07"], users: ["g.yakite", "f.ngaikoisset", "a.ndoubale", "j.kossi", "m.feizoure", "p.sanze"],
    mailDomain: "becdor-rca.org", net: "192.168.10", egress: "196.46.4.77", cc: "CF", city: "Bangui", apps: ["Gmail", "Google Drive", "Permis export (SSO)", "Google Admin"], teams: ["astreinte-securite", "it-bureau"],
    oncallPhone: "+23672000123" },
  alertId: (r) => `${fmt.epoch(new Date(Date.UTC(2026, 2, 1)) ) + r.int(0, 9000000)}.${r.int(10000000, 99999999)}`, ticketId: (r) => `${r.int(84000, 86999)}`, hostId: (r) => `C.${r.hex(16)}`,
  system: (s) => `You are a helpful SOC assistant. Use the provided functions to investigate Wazuh alerts, run Velociraptor artifacts, manage Google Workspace accounts, detonate files in CAPE, update Zammad tickets and send SMS to the on-call. Reply TERMINATE when the task is done. The analyst writes in Sango with an English "Tech:" line; reply in English (French is fine for ticket text).`,

  siem: { query(s, spec, rows, r) {
    const b = spec.bad != null ? BAD[spec.bad % BAD.length](s) : null;
    const q = b || (spec.good ? `agent.name:"${s.host}" and data.win.eventdata.image:*${s.proc}` : dql(s, spec));
    return { name: "wazuh_alerts_search", args: { index: "wazuh-alerts-4.x-*", query: q, ...rangeOf(spec.win || { rel: 24 }), size: 100, sort: (spec.variant || 0) % 5 === 1 ? "timestamp:desc" : "timestamp:asc" }, out: () => {
      if (b) { const col = b.indexOf("==") + 1; return J({ error: { root_cause: [{ type: "query_shard_exception", reason: `Failed to parse query [${b}]` }], type: "search_phase_execution_exception", reason: "all shards failed", phase: "query", grouped: true,
        failed_shards: [{ shard: 0, index: `wazuh-alerts-4.x-${fmt.dotted(s.t0)}`, reason: { type: "query_shard_exception", reason: `Failed to parse query [${b}]`, caused_by: { type: "parse_exception", reason: `DQLSyntaxError: Expected ":", "<", "<=", ">", ">=", AND, OR, end of input, whitespace but "=" found at column ${col}` } } }] }, status: 400 }); }
      const list = (spec.variant || 0) % 5 === 1 ? [...rows].reverse() : rows;
      return J({ took: r.int(4, 260), timed_out: false, _shards: { total: 3, successful: 3, skipped: 0, failed: 0 }, hits: { total: { value: rows.length, relation: "eq" }, max_score: null, hits: list.map(hit(s)) } });
    } };
  } },

  edr: {
    isolate(s, res, spec, r) { return { name: "velo_collect", args: { client_id: s.hostId, artifacts: ["Windows.Remediation.Quarantine"], parameters: { MessageBox: "Poste isolé par la sécurité", RemovePolicy: false } }, out: (now) => {
      const flow = `F.${r.upper(13)}`;
      const rows = res === "accepted" ? [{ Time: fmt.isoMs(now), Action: "Quarantine", Result: "Applied IPsec policy VelociraptorQuarantine", Message: "" }] : [{ Time: fmt.isoMs(now), Action: "Quarantine", Result: "Policy VelociraptorQuarantine already present, re-applied", Message: "" }];
      return `flow_id: ${flow}\nstate: FINISHED\n` + rows.map(J).join("\n"); } }; },
    status(s, st, r) { return { name: "velo_client_info", args: { client_id: s.hostId }, out: (now) => J({ client_id: s.hostId, agent_information: { version: "0.7.1", name: "velociraptor" }, os_info: { system: "windows", hostname: s.host, fqdn: `${s.host}.becdor.local`, release: "Windows 10 Pro" },
      labels: st === "isolated" ? ["Quarantine", "bureau"] : ["bureau"], last_seen_at: fmt.epochMs(addS(now, -r.int(2, 60))) * 1000 + r.int(0, 999), last_ip: `${s.intIp}:${r.int(49152, 65000)}`, in_flight_flows: st === "pending" ? { [`F.${hh(s.host, 13).toUpperCase()}`]: fmt.epoch(now) } : {} }) }; },
    tree(s, procs, meta, r) { const flow = `F.${hh(s.host + fmt.iso(meta.asOf), 13).toUpperCase()}`; return { name: "velo_flow_results", args: { client_id: s.hostId, flow_id: flow, artifact: "Windows.System.Pslist" }, out: () =>
      `# flow ${flow} collected ${fmt.iso(meta.asOf)}\n` + procs.map((p) => J({ Pid: p.pid, Ppid: p.ppid, Name: p.name, CommandLine: p.cmd, CreateTime: fmt.iso(p.start), Username: `BECDOR\\${p.user}` })).join("\n") }; },
    kill(s, pid, res, r) { return { name: "velo_collect", args: { client_id: s.hostId, artifacts: ["Custom.Windows.KillProcess"], parameters: { PID: String(pid) } }, out: () => `flow_id: F.${r.upper(13)}\nstate: FINISHED\n` + J(res === "ok" ? { Pid: pid, Name: s.proc, Result: "Terminated" } : { Pid: pid, Name: null, Result: "Error: OpenProcess: The parameter is incorrect." }) }; },
    exec(s, cmd, stdout, r) { return { name: "velo_collect", args: { client_id: s.hostId, artifacts: ["Windows.System.CmdShell"], parameters: { Command: cmd } }, out: () => `flow_id: F.${r.upper(13)}\nstate: FINISHED\n` + J({ Stdout: stdout, Stderr: "", ReturnCode: 0, Complete: true }) }; },
  },

  intel: [misp({ tool: "misp_search", pretty: false }), threatfox({ tool: "threatfox_search", pretty: false }), virustotal({ tool: "vt_lookup", pretty: false })],
  sbx: cape({ submitTool: "cape_tasks_create_file", reportTool: "cape_tasks_view", pretty: false, host: "10.8.0.14:8000" }),
  tkt: zammad({ tool: "zammad_update_ticket", noteTool: "zammad_add_note" }),
  pager: twilio({ tool: "sms_oncall", from: "+23675550100" }),
  idp: gworkspace({ customer: "C01bcd9xk" }),
  vuln: nessus({ names: { launch: "nessus_launch", status: "nessus_scan_status", findings: "nessus_host_details" } }),
  wait: (sec) => ({ advance: sec, name: "sleep", args: { seconds: sec }, out: () => `slept ${sec}s` }),

  alert(s, r) { return { name: "wazuh_alert_get", args: { id: s.alertId }, out: () => J({ _id: s.alertId, _source: { timestamp: fmt.isoMs(s.alertAt).replace("Z", "+0000"), rule: { id: "92052", level: 12, description: `Suspicious ${s.proc} spawned by Office or script host`, mitre: { id: ["T1218"], tactic: ["Defense Evasion"] } }, agent: { id: "007", name: s.host, ip: s.intIp }, data: { win: { eventdata: { image: s.proc, user: `BECDOR\\${s.user}` } } } } }) }; },
  asset(s, host, r) { return { name: "glpi_inventory_lookup", args: { name: host }, out: () => `name=${host}\nip=${s.ipOf(host)}\nservice=${host.includes("VAL") ? "laboratoire d'évaluation" : host.includes("EXP") ? "permis d'export" : host.includes("CCTV") ? "sécurité coffre" : "administration"}\nutilisateur=${s.ownerOf(host)}\nos=Windows 10 Pro 22H2\ncriticité=${host.includes("VAL") || host.includes("CCTV") ? "haute" : "moyenne"}` }; },
  runbook(s, topic, r) { return { name: "docs_search", args: { q: topic }, out: () => `[1] Procédure IR-02 (${topic}) : quarantaine Velociraptor, puis collecte Windows.KapeFiles.Targets\n[2] Coffre/CCTV : ne jamais isoler le NVR sans le chef de sécurité\n[3] Astreinte : SMS au +236 72 00 01 23, rappel après 10 min` }; },

  L: {
    hello: ["Bara ala!", "Balaô!", "Bara mo!"],
    tasks: {
      triage: "Bâ alert {alert} na ndö ti {host}. Tene na mbi ye so mo bâ.",
      hunt: "Gi {ioc} na ambeni ordinatère nde na Wazuh, mo bâ ndo so a yeke dä.",
      isolate: "Kânga {host} (isolate) na Velociraptor, na pekô ni mo bâ so ye kue ayeke nzönî.",
      intel: "Ye nyen e hinga na ndö ti {ioc}? A yeke sioni wala pëpe?",
      sandbox: "Tokua fichier {file} na sandbox, mo ga na rapport ni.",
      ticket: "Kânga tiquet {ticket}, mo sû résumé ni.",
      page: "Tene na {team} on-call, incident so ayeke tâ tënë.",
      identity: "Zîa sessions kue ti {user}, mo bâ wala mbeni zo alï pëpe.",
      vuln: "Bâ wala {cve} na {host} a leke awe; sara scan ni ngbene.",
      kill: "Kânga procès {proc} na {host}, a kiri pëpe.",
    },
    ask: { update: "Ye ayeke tongana nyen? Mbeni ye ayeke da?", recheck: "Bâ ni mbeni, mbi hunda mo.", approve: "Mbi mû lege, sara.", wrap: "A lîngbi, sû résumé.", wait: "Kû kete." },
    thanks: "Singila.",
  },
};
