// Football-stadium operator's SOC (ticketing, turnstiles, venue Wi-Fi), Grozny. Staff language: Chechen.
// Splunk ES (SPL, JSON results), Carbon Black Cloud, Keycloak, CAPE, Redmine, Telegram bot, Greenbone. LangChain tool-calling agent on Mistral.
import { fmt, addS, J, JP, hh } from "./lib.mjs";
import { virustotal, threatfox, abuseipdb } from "./fam-intel.mjs";
import { cape } from "./fam-sandbox.mjs";
import { redmine } from "./fam-ticket.mjs";
import { telegram } from "./fam-pager.mjs";
import { keycloak } from "./fam-idp.mjs";
import { greenbone } from "./fam-vuln.mjs";

const winArgs = (w, now) => w.rel ? { earliest_time: `-${w.rel}h${w.snap ? "@h" : ""}`, latest_time: "now" }
  : w.today ? { earliest_time: "@d", latest_time: "now" } : { earliest_time: fmt.splunk(w.abs[0]), latest_time: fmt.splunk(w.abs[1]) };

function base(s, spec) {
  const x = spec.extra ? ` ${spec.extra}` : "";
  switch (spec.focus) {
    case "hash": return `index=edr sourcetype=carbonblack:process process_hash="${s.sha256}"${x}`;
    case "domain": return `index=dns sourcetype=stream:dns query="*${s.domain}"${x}`;
    case "ip": return `index=fw sourcetype=fortigate_traffic dest_ip="${s.extIp}"${x}`;
    case "user": return `index=auth sourcetype=keycloak:event username="${s.user}"${x}`;
    case "fleet": return `index=edr sourcetype=carbonblack:process process_name="${s.proc}"${x}`;
    default: return `index=edr sourcetype=carbonblack:process host="${s.host}" (process_name="${s.proc}" OR parent_process_name="${s.proc}")${x}`;
  }
}
const TAILS = [" | table _time host user process_name process dest query event_id", " | sort - _time | fields _time, host, user, process_name, process, dest, query, event_id",
  " | dedup event_id | table _time host user process_name process dest query event_id", " | head 200 | table _time, host, user, process_name, process, dest, query, event_id",
  " | eval h=lower(host) | table _time host user process_name process dest query event_id"];
const BAD = [
  { q: (s) => `index=edr host="${s.host}" | where process-name="${s.proc}"`, e: "Error in 'where' command: Type checking failed. '-' only takes numbers." },
  { q: (s) => `index=edr host="${s.host}" | where process-name=="${s.proc}" OR parent-process-name=="${s.proc}"`, e: "Error in 'where' command: Type checking failed. '-' only takes numbers." },
  { q: (s) => `index=edr | where host="${s.host}" AND process-name LIKE "%${s.proc.split(".")[0]}%"`, e: "Error in 'where' command: Type checking failed. '-' only takes numbers." },
  { q: (s) => `index=edr host="${s.host}" | eval pn=lower(process-name) | where pn="${s.proc}"`, e: "Error in 'eval' command: Type checking failed. '-' only takes numbers." },
  { q: (s) => `index=edr host="${s.host}" | search process-name="${s.proc}" | where isnotnull(process-name)`, e: "Error in 'where' command: Type checking failed. '-' only takes numbers." },
];
const GOOD = (s) => `index=edr host="${s.host}" | where 'process-name'="${s.proc}" | table _time host process-name process event_id`;

const row = (x) => ({ _time: fmt.isoMs(x.ts).replace("Z", "+00:00"), host: x.host, user: x.user, process_name: x.proc || "", process: x.cmd || "",
  dest: x.dst || "", query: x.kind === "dns" ? x.dst : "", event_id: x.id });

export default {
  key: "stadium-operator-soc-ce", lang: "Chechen", org: "SOC of a football-stadium operator (ticketing, turnstiles, venue Wi-Fi), Grozny",
  stack: "LangChain tool-calling agent", model: "mistral-large-2411", callIds: "mistral", narrate: 0.85, stamps: false, toolName: true, spaced: false,
  siemName: "Splunk ES", edrName: "Carbon Black Cloud",
  pools: { hosts: ["TKT-POS-014", "GATE-CTRL-03", "STD-WS-0142", "STD-WS-0177", "MEDIA-PC-02", "VIP-KIOSK-07", "STD-SRV-TIX01", "SEC-CCTV-NVR2"],
    users: ["a.dudaev", "m.saidova", "kh.umarov", "z.bakaeva", "r.eskiev", "l.tsatsaeva"], mailDomain: "arena-grozny.ru", net: "10.40.12", egress: "95.167.40.18",
    cc: "RU", city: "Grozny", apps: ["tix-backoffice", "turnstile-admin", "grafana", "redmine"], teams: ["soc-l2", "netops", "tix-platform"] },
  alertId: (r) => `${r.hex(8).toUpperCase()}-${r.hex(4).toUpperCase()}-${r.hex(4).toUpperCase()}@@notable@@${r.hex(32)}`,
  ticketId: (r) => `#${r.int(21000, 23999)}`,
  system: (s) => `You are the SOC assistant of the stadium operator's security team. Work alerts from Splunk ES, use Carbon Black Cloud for endpoint actions, Keycloak for identity, CAPE for detonation and Redmine for cases. Page the on-call via the Telegram bot only for confirmed incidents. Analysts write in Chechen; answer in English for the case log, with a short word in Chechen, and keep technical identifiers as they are. Today is ${fmt.date(s.t0)}.`,

  siem: { query(s, spec, rows, r) {
    const b = spec.bad != null ? BAD[spec.bad % BAD.length] : null;
    const q = b ? b.q(s) : spec.good ? GOOD(s) : `search ${base(s, spec)}${spec.inline && spec.win.rel ? ` earliest=-${spec.win.rel}h` : ""}${TAILS[(spec.variant || 0) % TAILS.length]}`;
    return { name: "splunk_search", args: { search: q, ...winArgs(spec.win || { rel: 24 }), output_mode: "json", count: 200 }, out: (now) => {
      const sid = `${fmt.epoch(now)}.${r.int(40000, 49999)}`;
      if (b) return JP({ sid: null, dispatchState: "FAILED", messages: [{ type: "FATAL", text: b.e }] });
      return JP({ sid, dispatchState: "DONE", resultCount: rows.length, scanCount: rows.length * r.int(30, 400), runDuration: r.float(0.2, 4.5, 3), results: ((spec.variant || 0) % 5 === 1 ? [...rows].reverse() : rows).map(row), messages: [] });
    } };
  } },

  edr: {
    isolate(s, res, spec, r) { return { name: "cbc_device_actions", args: { action_type: "QUARANTINE", device_id: [s.devNum], options: { toggle: "ON" }, ...(spec.comment ? { comment: spec.comment } : {}) },
      out: (now) => `HTTP/1.1 204 No Content\nDate: ${fmt.http(now)}\nX-Request-Id: ${r.hex(16)}\n` }; },
    status(s, st, r) { return { name: "cbc_device_search", args: { criteria: { id: [s.devNum] }, rows: 1 }, out: (now) => JP({ num_found: 1, results: [{ id: s.devNum, name: `ARENA\\${s.host}`, os: "WINDOWS", status: "REGISTERED",
      quarantined: st === "isolated", sensor_states: st === "pending" ? ["ACTIVE", "LIVE_RESPONSE_NOT_RUNNING", "QUARANTINE_REQUESTED"] : ["ACTIVE", "LIVE_RESPONSE_NOT_RUNNING"],
      last_contact_time: fmt.isoMs(addS(now, -r.int(3, 90))), policy_name: "Arena-Workstations", sensor_version: "4.0.1.1428" }] }) }; },
    tree(s, procs, meta, r) { return { name: "cbc_process_tree", args: { process_guid: `7DESJ9GN-${s.devNum.toString(16).padStart(8, "0")}-${(procs[1]?.pid || procs[0].pid).toString(16).padStart(8, "0")}-00000000-1d9${hh(s.host + (procs[1]?.pid || 0), 13)}` }, out: (now) => {
      const node = (p) => ({ process_name: p.name, process_pid: [p.pid], process_cmdline: [p.cmd], process_start_time: fmt.isoMs(p.start), process_terminated: !!p.dead, last_update_time: fmt.isoMs(meta.asOf) });
      const root = node(procs[0]); root.children = procs.slice(1).filter((p) => p.ppid === procs[0].pid).map((p) => ({ ...node(p), children: procs.filter((c) => c.ppid === p.pid).map(node) }));
      return J({ incomplete_results: false, nodes: root, contacted: r.int(3, 9), completed: r.int(3, 9) });
    } }; },
    kill(s, pid, res, r) { return { name: "cbc_lr_command", args: { device_id: s.devNum, name: "kill", object: String(pid) }, out: (now) => J(res === "ok"
      ? { id: r.int(10, 90), name: "kill", status: "complete", result_code: 0, result_desc: "", completion_time: fmt.epoch(now) + r.float(0, 1, 3) }
      : { id: r.int(10, 90), name: "kill", status: "error", result_type: "WinHresult", result_code: -2147024809, result_desc: "The parameter is incorrect.", completion_time: fmt.epoch(now) + r.float(0, 1, 3) }) }; },
    exec(s, cmd, stdout, r) { return { name: "cbc_lr_command", args: { device_id: s.devNum, name: "create process", path: cmd, wait: true, output_file: "C:\\Windows\\Temp\\lr_out.txt" }, out: (now) => J({ id: r.int(10, 90), name: "create process", status: "complete", obj: { process_pid: r.int(2000, 9000), return_code: 0 }, output: stdout, completion_time: fmt.epoch(now) }) }; },
  },

  intel: [virustotal({ tool: "vt_get_report", pretty: false }), threatfox({ tool: "threatfox_query" }), abuseipdb({ tool: "abuseipdb_check" })],
  sbx: cape({ submitTool: "cape_submit_file", reportTool: "cape_task_view" }),
  tkt: redmine({ tool: "redmine_update_issue", noteTool: "redmine_add_note" }),
  pager: telegram({ tool: "tg_oncall_send", title: "SOC дежурство" }),
  idp: keycloak({ realm: "arena", names: { revoke: "kc_logout_user", signins: "kc_get_events", disable: "kc_update_user", mfa: "kc_remove_otp" } }),
  vuln: greenbone({ names: { launch: "gvm_start_task", status: "gvm_get_task", findings: "gvm_get_results" } }),

  alert(s, r) { return { name: "es_notable_get", args: { event_id: s.alertId }, out: () => JP({ event_id: s.alertId, rule_name: `Endpoint - Suspicious ${s.proc} child process - Rule`, urgency: "high", status_label: "New", owner: "unassigned",
    dest: s.host, user: `ARENA\\${s.user}`, process_name: s.proc, _time: fmt.isoMs(s.alertAt).replace("Z", "+00:00"), security_domain: "endpoint", drilldown_search: `index=edr host="${s.host}" process_name="${s.proc}"` }) }; },
  asset(s, host, r) { return { name: "es_asset_lookup", args: { asset: host }, out: () => J({ asset: host, ip: s.ipOf(host), mac: `00:50:56:${hh(host, 6).match(/../g).join(":")}`, nt_host: host, owner: s.ownerOf(host), bunit: host.startsWith("TKT") || host.startsWith("GATE") ? "ticketing" : "venue-it", category: host.startsWith("TKT") ? "pci" : "workstation", priority: host.startsWith("GATE") ? "critical" : "medium", pci_domain: host.startsWith("TKT") ? "cardholder" : "untrust" }) }; },
  runbook(s, topic, r) { return { name: "confluence_search", args: { cql: `space = SOC AND text ~ "${topic}"`, limit: 3 }, out: () => `1. SOC-RB-07 ${topic} — containment steps (updated 2026-01-${r.int(10, 28)})\n   "Quarantine via CBC, confirm with device search; never quarantine GATE-CTRL during an event without the duty manager."\n2. SOC-RB-11 Evidence collection — LR memdump + Splunk export\n3. Match-day escalation matrix (Telegram on-call, then phone)` }; },

  L: {
    hello: ["Салам!", "Ассаламу Iалайкум!", "Де дика хуьлда!"],
    tasks: {
      triage: "{alert} алертана хьажа, {host} хьостан тIехь. ХIун гина, дийцал.",
      hunt: "{ioc} кхин а хьосташкахь хилла я ца хилла, Splunk-ехь лахьа.",
      isolate: "{host} хьост карантине дIахIоттае, тIаккха хьал бакъде.",
      intel: "{ioc} хэш вон ду я вац, хьажа тхуна.",
      sandbox: "{file} файл CAPE-е яхийта, жамI схьадаийта.",
      ticket: "Тикет {ticket} дIачIагIа, жамI а язъеш.",
      page: "Дежурни волчу {team} командина хаам бе, инцидент бакъ ду.",
      identity: "{user} декъашхочун сессеш дIаяха, тIаккха хьажа иза юха чувала гIерташ вуй.",
      vuln: "{host} тIехь {cve} нисйина я яц, скан юха а лело.",
      kill: "{host} тIехь {proc} процесс сацае, юха ца долалуш хилийта.",
    },
    ask: { update: "ХIун ду хьал? Цхьа жамI дуй?", recheck: "Кхин цкъа хьажа, дехар ду.", approve: "Ас бакъо ло, кхехьа.", wrap: "Тоьар ду, жамI дIаязде.", wait: "Собар де, Iалашо ма е." },
    thanks: "Баркалла.",
  },
};
