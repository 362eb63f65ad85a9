// SOC of a cement works (kiln DCS, quarry, bagging and dispatch, weighbridges), Nouakchott. Staff language: Hassaniya Arabic.
// Sumo Logic (search jobs), Trend Vision One, Google Workspace, Joe Sandbox, TheHive 5, PagerDuty, Qualys VMDR. Strands Agents on Claude 3.5 Haiku (Bedrock).
import { fmt, addS, J, JP, hh } from "./lib.mjs";
import { virustotal, otx, greynoise } from "./fam-intel.mjs";
import { joe } from "./fam-sandbox.mjs";
import { thehive } from "./fam-ticket.mjs";
import { pagerduty } from "./fam-pager.mjs";
import { gworkspace } from "./fam-idp.mjs";
import { qualys } from "./fam-vuln.mjs";

const CAT = { host: "prod/windows/sysmon", hash: "prod/windows/sysmon", fleet: "prod/windows/sysmon", domain: "prod/network/dns", ip: "prod/network/fortigate", user: "prod/windows/security" };
function sumo(s, spec) {
  const v = spec.variant || 0;
  const c = `_sourceCategory=${CAT[spec.focus || "host"]}`;
  const tail = [" | fields _messagetime, _sourcehost, Image, CommandLine, User, DestinationIp, QueryName", " | sort by _messagetime desc", " | fields _messagetime, _sourcehost, Image, CommandLine, User", " | limit 500", " | toLowerCase(_sourcehost) as h"][v % 5];
  switch (spec.focus) {
    case "hash": return `${c} | json field=_raw "Hashes" | where Hashes contains "${s.sha256.toUpperCase()}"${tail}`;
    case "domain": return `${c} "${s.domain}" | json field=_raw "QueryName", "Image"${tail}`;
    case "ip": return `${c} dstip=${s.extIp} | parse "srcip=* " as SourceIp${tail}`;
    case "user": return `${c} EventID=4624 | json field=_raw "TargetUserName" as User | where User = "${s.user}"${tail}`;
    case "fleet": return `${c} | json field=_raw "Image", "CommandLine", "User" | where Image matches "*\\\\${s.proc}"${tail}`;
    default: return `${c} _sourceHost="${s.host}" | json field=_raw "Image", "ParentImage", "CommandLine", "User" | where Image matches "*${s.proc}" or ParentImage matches "*${s.proc}"${tail}`;
  }
}
const BAD = [
  (s) => `_sourceCategory=prod/windows/sysmon _sourceHost="${s.host}" | count by _sourcehost | where Image matches "*${s.proc}"`,
  (s) => `_sourceCategory=prod/windows/sysmon | count by _sourcehost, User | where _sourcehost = "${s.host}" and Image matches "*${s.proc}"`,
  (s) => `_sourceCategory=prod/windows/sysmon _sourceHost="${s.host}" | count by User | where Image = "${s.proc}"`,
  (s) => `_sourceCategory=prod/windows/sysmon _sourceHost="${s.host}" | json field=_raw "User" | count by User | where Image contains "${s.proc.split(".")[0]}"`,
  (s) => `_sourceCategory=prod/windows/sysmon | count by _sourcehost | where _sourcehost = "${s.host}" | where Image matches "*${s.proc}"`,
];
const msg = (x) => ({ map: { _messagetime: String(fmt.epochMs(x.ts)), _sourcehost: x.host, _sourcecategory: CAT[x.kind === "logon" ? "user" : x.kind === "dns" ? "domain" : x.kind === "network" ? "ip" : "host"], _messageid: x.id,
  _raw: J(x.kind === "process" ? { EventID: 1, Image: `C:\\Users\\${x.user}\\AppData\\Local\\Temp\\${x.proc}`, CommandLine: x.cmd, ParentImage: `C:\\Windows\\${x.parent}`, User: `SCN\\${x.user}`, Hashes: `SHA256=${x.hash.toUpperCase()}` }
    : x.kind === "network" ? { EventID: 3, Image: x.proc, DestinationIp: x.dst, DestinationPort: x.dport } : x.kind === "dns" ? { EventID: 22, Image: x.proc, QueryName: x.dst, QueryResults: `::ffff:${x.answer};` } : x.kind === "logon" ? { EventID: 4624, TargetUserName: x.user, IpAddress: x.dst, LogonType: x.logonType } : { EventID: 11, Image: x.proc, TargetFilename: x.path }) } });
const range = (w) => w.rel ? { from: `-${w.rel}h`, to: "now" } : w.today ? { from: "-0d@d", to: "now" } : { from: fmt.iso(w.abs[0]), to: fmt.iso(w.abs[1]) };

export default {
  key: "cement-works-soc-mey", lang: "Hassaniya Arabic", org: "SOC of a cement works (kiln DCS, quarry, bagging and dispatch, weighbridges), Nouakchott",
  stack: "Strands Agents on Amazon Bedrock", model: "anthropic.claude-3-5-haiku-20241022-v1:0", callIds: "bedrock", narrate: 0.9, stamps: true, toolName: true, spaced: false,
  siemName: "Sumo Logic", edrName: "Trend Vision One",
  pools: { hosts: ["SCN-KILN-EWS1", "SCN-DISP-PC02", "SCN-ADM-LT11", "SCN-ADM-LT27", "SCN-QRY-PC01", "SCN-WB-PC03", "SCN-FIN-DT05"], users: ["m.ouldahmed", "f.mintsidi", "a.ouldcheikh", "k.mintbaba", "s.ouldvall", "h.ouldmoctar"],
    mailDomain: "ciment-nkc.mr", net: "10.30.7", egress: "41.188.64.90", cc: "MR", city: "Nouakchott", apps: ["Gmail", "SAP Business One", "Google Drive", "Dispatch portal"], teams: ["soc-astreinte", "ot-kiln", "it-siege"],
    pdKey: "R03C1MENTNKC000000000000" },
  alertId: (r) => `WB-${r.int(10000, 99999)}-${fmt.date(new Date(Date.UTC(2026, 0, 1))).replace(/-/g, "")}-${r.int(10, 99)}`, ticketId: (r) => `~${r.int(8100000, 8999999)}`, hostId: (r) => r.uuid(),
  system: (s) => `You are the security operations assistant for the cement works. Use your tools: Sumo Logic search, Trend Vision One response, Google Workspace admin, Joe Sandbox, TheHive, PagerDuty, Qualys and wait. Kiln and quarry engineering workstations (SCN-KILN*, SCN-QRY*) must not be isolated without the plant manager. Analysts write in Hassaniya; the "Tech:" line gives the technical ask in English. Respond in English. Current time ${fmt.iso(s.t0)}.`,

  siem: { query(s, spec, rows, r) {
    const b = spec.bad != null ? BAD[spec.bad % BAD.length](s) : null;
    const q = b || (spec.good ? `_sourceCategory=prod/windows/sysmon _sourceHost="${s.host}" | json field=_raw "Image", "CommandLine", "User" | where Image matches "*${s.proc}" | count by Image, CommandLine, User` : sumo(s, spec));
    return { name: "sumo_search", args: { query: q, ...range(spec.win || { rel: 24 }), timeZone: "UTC", byReceiptTime: false }, out: () => {
      if (b) return J({ status: 400, id: r.upper(5), code: "searchjob.invalid.query", message: "Field Image not found, please check the spelling and try again." });
      const list = (spec.variant || 0) % 5 === 1 ? [...rows].reverse() : rows;
      if (spec.good) return J({ id: r.upper(16), state: "DONE GATHERING RESULTS", messageCount: rows.length, recordCount: 1, pendingErrors: [], pendingWarnings: [], records: [{ map: { image: `C:\\Users\\${s.user}\\AppData\\Local\\Temp\\${s.proc}`, commandline: rows.find((x) => x.cmd)?.cmd || s.proc, user: `SCN\\${s.user}`, _count: String(rows.length) } }], messages: list.map(msg) });
      return J({ id: r.upper(16), state: "DONE GATHERING RESULTS", messageCount: rows.length, recordCount: 0, pendingErrors: [], pendingWarnings: [], histogramBuckets: [{ length: 3600000, count: rows.length, startTimestamp: fmt.epochMs(rows[0]?.ts || s.t0) - (fmt.epochMs(rows[0]?.ts || s.t0) % 3600000) }], messages: list.map(msg) });
    } };
  } },

  edr: {
    isolate(s, res, spec, r) { return { name: "v1_isolate_endpoint", args: { endpoints: [{ agentGuid: s.hostId, description: spec.comment || "SOC containment" }] }, out: (now) => "HTTP 207 Multi-Status\n" + J(res === "accepted" ? [{ status: 202, headers: [{ name: "Operation-Location", value: `https://api.xdr.trendmicro.com/v3.0/response/tasks/${String(r.int(1000, 99999)).padStart(8, "0")}` }] }]
      : [{ status: 400, body: { error: { code: "TaskError", message: r.chance(0.5) ? "The endpoint is already isolated." : "Unable to isolate: endpoint isolation status is on." } } }]) }; },
    status(s, st, r) { return { name: "v1_get_endpoint", args: { agentGuid: s.hostId }, out: (now) => JP({ agentGuid: s.hostId, endpointName: { value: s.host }, osName: "Windows", lastUsedIp: { value: s.intIp }, isolationStatus: { isolated: "on", pending: "pending", normal: "off" }[st],
      eppAgent: { status: "on", lastConnectedDateTime: fmt.iso(addS(now, -r.int(10, 300))), componentVersion: "14.0.12980" }, edrSensor: { connectivity: "connected", lastConnectedDateTime: fmt.iso(addS(now, -r.int(10, 300))) } }) }; },
    tree(s, procs, meta, r) { return { name: "v1_search_endpoint_activities", args: { top: 50, query: `endpointName:${s.host} AND (processPid:${procs[1]?.pid} OR parentPid:${procs[1]?.pid})` }, out: () => J({ items: procs.slice(1).map((p) => ({ eventTime: fmt.iso(p.start), endpointHostName: s.host, eventSubId: 2, processPid: p.pid, parentPid: p.ppid, objectFilePath: p.name, objectCmd: p.cmd, processUser: p.user })), progressRate: 100, nextLink: null }) }; },
    kill(s, pid, res, r) { return { name: "v1_terminate_process", args: { processes: [{ agentGuid: s.hostId, fileSha1: s.sha1.toUpperCase(), description: `terminate pid ${pid}` }] }, out: () => "HTTP 207 Multi-Status\n" + J([{ status: 202, headers: [{ name: "Operation-Location", value: `https://api.xdr.trendmicro.com/v3.0/response/tasks/${String(r.int(1000, 99999)).padStart(8, "0")}` }] }]) }; },
    exec(s, cmd, stdout, r) { return { name: "v1_run_remote_command", args: { agentGuid: s.hostId, command: cmd }, out: () => J({ status: "succeeded", output: stdout, taskId: String(r.int(1000, 99999)).padStart(8, "0") }) }; },
  },

  intel: [virustotal({ tool: "vt_query", pretty: false }), otx({ tool: "otx_query", pretty: false }), greynoise({ tool: "greynoise_lookup" })],
  sbx: joe({ submitTool: "joesandbox_submit", reportTool: "joesandbox_info" }),
  tkt: thehive({ tool: "thehive_patch_case", noteTool: "thehive_case_log", pretty: false }),
  pager: pagerduty({ tool: "pd_trigger_incident" }),
  idp: gworkspace({ customer: "C02mr4c1t", names: { revoke: "gws_sign_out_user", signins: "gws_login_audit", disable: "gws_suspend_user", mfa: "gws_reset_2sv" } }),
  vuln: qualys({ names: { launch: "qualys_launch_scan", status: "qualys_list_scans", findings: "qualys_detections" } }),
  wait: (sec) => ({ advance: sec, name: "wait", args: { seconds: sec }, out: () => `OK (${sec}s elapsed)` }),

  alert(s, r) { return { name: "v1_get_workbench_alert", args: { id: s.alertId }, out: () => JP({ id: s.alertId, model: `Suspicious ${s.proc} Execution`, score: 71, severity: "high", investigationStatus: "New", createdDateTime: fmt.iso(addS(s.alertAt, 300)), firstInvestigatedDateTime: null,
    impactScope: { desktopCount: 1, accountCount: 1, entities: [{ entityType: "host", entityValue: { name: s.host, ips: [s.intIp] } }, { entityType: "account", entityValue: `SCN\\${s.user}` }] }, indicators: [{ type: "fileSha256", value: s.sha256.toUpperCase() }] }) }; },
  asset(s, host, r) { return { name: "snipeit_hardware_search", args: { search: host }, out: () => J({ total: 1, rows: [{ id: parseInt(hh(host, 4), 16) % 900 + 100, name: host, asset_tag: `SCN-${parseInt(hh(host, 4), 16) % 9000 + 1000}`, location: { name: host.includes("KILN") ? "Salle de contrôle four" : host.includes("QRY") ? "Carrière" : host.includes("WB") || host.includes("DISP") ? "Expédition" : "Siège" }, assigned_to: { username: s.ownerOf(host) }, custom_fields: { IP: { value: s.ipOf(host) } } }] }) }; },
  runbook(s, topic, r) { return { name: "drive_search_runbooks", args: { q: `name contains '${topic}'` }, out: () => `files:\n  - "PR-SOC-0${r.int(1, 9)} ${topic}.gdoc"  (modifié ${fmt.date(addS(s.t0, -86400 * r.int(10, 90)))})  extrait: "Isoler via Vision One sauf postes four/carrière; prévenir le directeur d'usine."\n  - "Astreinte SOC - rotation.gsheet"` }; },

  L: {
    hello: ["السلام عليكم!", "اشحالك!", "صباح الخير!"],
    tasks: {
      triage: "شوف لي الـalert {alert} اللي ف {host}، وگول لي اشنهو لگيت.",
      hunt: "فتش {ioc} ف الماكينات الاخرين ف Sumo، فين كان.",
      isolate: "اعزل {host} ف Vision One، وبعد شوف الا كلشي زين.",
      intel: "اشنهو نعرفو اعل {ioc}؟ خايب ولا لا؟",
      sandbox: "ارسل الملف {file} للـsandbox، وجيب لي الراپور.",
      ticket: "سد التيكي {ticket}، واكتب الخلاصة.",
      page: "خبّر الـon-call متاع {team}، هاذ incident صحيح.",
      identity: "گطع كامل الـsessions متاع {user}، وشوف الا حد آخر ما دخل.",
      vuln: "شوف الا {cve} ف {host} تصلح؛ دير scan جديد.",
      kill: "وگّف الـprocess {proc} ف {host}، ما يرجع.",
    },
    ask: { update: "اشنهو الحالة؟ كاين شي جديد؟", recheck: "عاود شوف مرة اخرى، الله يخليك.", approve: "موافگ، كمّل.", wrap: "يكفي، اكتب الخلاصة.", wait: "اصبر شوي." },
    thanks: "شكرا.",
  },
};
