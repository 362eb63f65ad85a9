// Incident entities: hosts, users, hashes, event rows, process lists, sign-in rows, findings, intel verdicts.
import { addS } from "./lib.mjs";

const MALWARE = [
  { family: "QakBot", tags: ["banker", "loader"], file: "invoice_0342.dll", proc: "rundll32.exe" },
  { family: "AsyncRAT", tags: ["rat"], file: "svc_update.exe", proc: "svc_update.exe" },
  { family: "Lumma Stealer", tags: ["stealer"], file: "setup_x64.exe", proc: "setup_x64.exe" },
  { family: "Cobalt Strike", tags: ["beacon", "c2"], file: "msedgeupd.dll", proc: "rundll32.exe" },
  { family: "Remcos", tags: ["rat"], file: "scan_doc.scr", proc: "scan_doc.scr" },
  { family: "SocGholish", tags: ["fakeupdates", "js"], file: "Chrome.Update.js", proc: "wscript.exe" },
  { family: "XWorm", tags: ["rat", "worm"], file: "WinDrv.exe", proc: "WinDrv.exe" },
  { family: "PikaBot", tags: ["loader"], file: "report_q1.vbs", proc: "wscript.exe" },
  { family: "Latrodectus", tags: ["loader"], file: "form_W9.js", proc: "wscript.exe" },
  { family: "NetSupport RAT", tags: ["rat", "rmm-abuse"], file: "client32.exe", proc: "client32.exe" },
];
const BAD_DOMAINS = ["cdn-update-check.top", "login-msonline-verify.com", "statuspagecloud.net", "mail-secure-docs.live",
  "telemetry-edge.xyz", "fileshare-portal.click", "api-sync-service.online", "office365-auth.help", "docview-share.info",
  "update-chrome-cdn.site", "cloudfront-assets.cc", "wp-content-sync.org"];
const BAD_IPS = ["185.225.74.19", "45.141.215.88", "193.233.20.41", "91.215.85.142", "194.26.135.77", "5.252.177.204",
  "146.70.171.22", "103.167.217.45", "79.141.161.30", "212.113.116.96", "141.98.10.63", "77.91.124.55"];
const COUNTRIES = [["NL", "Amsterdam"], ["RU", "Moscow"], ["DE", "Frankfurt"], ["US", "Ashburn"], ["LT", "Vilnius"], ["SG", "Singapore"], ["BG", "Sofia"], ["HK", "Hong Kong"]];

export function mkScenario(kit, r, t0) {
  const mw = r.pick(MALWARE);
  const hosts = r.some(kit.pools.hosts, 3);
  const users = r.some(kit.pools.users, 2);
  const [cc, city] = r.pick(COUNTRIES);
  const ip0 = `${kit.pools.net}.${r.int(10, 240)}`;
  return {
    kit, t0, mw, host: hosts[0], host2: hosts[1], host3: hosts[2],
    hostId: kit.hostId ? kit.hostId(r) : r.hex(32),
    user: users[0], user2: users[1],
    upn: `${users[0]}@${kit.pools.mailDomain}`,
    upn2: `${users[1]}@${kit.pools.mailDomain}`,
    intIp: ip0,
    extIp: r.pick(BAD_IPS), extIp2: r.pick(BAD_IPS), country: cc, city,
    domain: r.pick(BAD_DOMAINS), domain2: r.pick(BAD_DOMAINS),
    sha256: r.hex(64), md5: r.hex(32), sha1: r.hex(40), sha256b: r.hex(64),
    file: mw.file, proc: mw.proc, pid: r.int(1200, 14800), ppid: r.int(400, 9000),
    alertId: kit.alertId(r), ticket: kit.ticketId(r), caseRef: r.int(1000, 9999),
    team: r.pick(kit.pools.teams), asn: r.pick(["AS9009 M247", "AS49505 Selectel", "AS206728 Media Land", "AS58061 Scalaxy", "AS44477 Stark Industries", "AS213035 Serverion"]),
    devNum: r.int(3100000, 9900000), devId: r.hex(32), oktaId: `00u${r.b62(17)}`, kcId: r.uuid(), pingId: r.uuid(), sysId: r.hex(32),
    alertAt: addS(t0, -r.int(3 * 3600, Math.max(3 * 3600 + 900, Math.min(9 * 3600, (t0.getUTCHours() - 1) * 3600)))),
    ipOf: (h) => h === hosts[0] ? ip0 : `${kit.pools.net}.${10 + [...h].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 229, 7)}`,
    ownerOf: (h) => h === hosts[0] ? users[0] : users[1],
    ticketNum: r.int(1000, 99999), caseRef2: "", caseTitle: `${mw.family} activity on ${hosts[0]}`, assetNum: r.int(100, 9000), scanNum: r.int(100, 900),
    cve: r.pick(["CVE-2024-21413", "CVE-2024-3400", "CVE-2023-4966", "CVE-2024-1709", "CVE-2024-6387", "CVE-2023-23397", "CVE-2024-38063", "CVE-2024-30088"]),
  };
}

// Event rows as a SIEM stores them. kind: process | network | dns | logon | file
export function mkRows(s, r, n, t0, opts = {}) {
  const rows = [];
  let t = t0;
  const kinds = opts.kinds || ["process", "network", "dns", "process", "file"];
  for (let i = 0; i < n; i++) {
    t = addS(t, r.int(4, opts.gap || 600));
    const kind = kinds[i % kinds.length];
    const host = opts.host || (opts.hosts ? r.pick(opts.hosts) : s.host);
    const row = { ts: t, id: s.kit.eventId ? s.kit.eventId(r) : r.hex(20), host, user: opts.user || s.user, kind };
    if (kind === "process") Object.assign(row, { action: "process_start", proc: opts.proc || s.proc, parent: opts.parent || r.pick(["explorer.exe", "winword.exe", "outlook.exe", "cmd.exe", "wscript.exe"]), cmd: opts.cmd || cmdFor(s, r), pid: opts.pid || r.int(1200, 14800), hash: s.sha256 });
    if (kind === "network") Object.assign(row, { action: "connection", proc: s.proc, dst: opts.dst || s.extIp, dport: opts.dport || r.pick([443, 443, 8443, 80, 4444]), bytes: r.int(800, 90000) });
    if (kind === "dns") Object.assign(row, { action: "dns_query", proc: s.proc, dst: opts.domain || s.domain, answer: s.extIp });
    if (kind === "logon") Object.assign(row, { action: opts.action || "logon_success", proc: "lsass.exe", dst: opts.src || s.extIp, logonType: r.pick([3, 10]) });
    if (kind === "file") Object.assign(row, { action: "file_create", proc: s.proc, path: `C:\\Users\\${s.user}\\AppData\\Local\\Temp\\${r.b36(6)}.tmp`, hash: r.hex(64) });
    rows.push(row);
  }
  return rows;
}

export function cmdFor(s, r) {
  switch (s.proc) {
    case "rundll32.exe": return `rundll32.exe C:\\Users\\${s.user}\\AppData\\Local\\Temp\\${s.file},DllRegisterServer`;
    case "wscript.exe": return `wscript.exe "C:\\Users\\${s.user}\\Downloads\\${s.file}"`;
    default: return `"C:\\Users\\${s.user}\\AppData\\Roaming\\${s.file}" /silent`;
  }
}

// A process list for an EDR tree.
export function mkProcs(s, r, t0, opts = {}) {
  const root = { pid: r.int(600, 1100), ppid: 4, name: opts.parentName || "explorer.exe", cmd: opts.parentName === "svchost.exe" ? "C:\\Windows\\system32\\svchost.exe -k netsvcs -p -s Schedule" : "C:\\Windows\\Explorer.EXE", start: addS(t0, -r.int(20000, 90000)), user: s.user };
  const mal = { pid: opts.pid || s.pid, ppid: root.pid, name: s.proc, cmd: cmdFor(s, r), start: opts.start || addS(t0, -r.int(300, 4000)), user: s.user, sha256: s.sha256 };
  const kids = [
    { pid: r.int(1200, 15000), ppid: mal.pid, name: "cmd.exe", cmd: "cmd.exe /c whoami /all & nltest /dclist:", start: addS(mal.start, r.int(20, 200)), user: s.user },
    { pid: r.int(1200, 15000), ppid: mal.pid, name: "powershell.exe", cmd: "powershell.exe -nop -w hidden -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoA", start: addS(mal.start, r.int(200, 900)), user: s.user },
  ];
  return opts.clean ? [root] : [root, mal, ...kids.slice(0, opts.kids ?? 2)];
}

export function mkSignins(s, r, n, t0, opts = {}) {
  const rows = [];
  let t = t0;
  for (let i = 0; i < n; i++) {
    t = addS(t, r.int(60, opts.gap || 5400));
    const bad = opts.allBad || (i % 2 === 0);
    rows.push({ ts: t, id: r.uuid(), ip: bad ? s.extIp : `${s.kit.pools.egress}`, country: bad ? s.country : s.kit.pools.cc,
      city: bad ? s.city : s.kit.pools.city, app: r.pick(s.kit.pools.apps), result: opts.result || "success",
      code: opts.code || 0, device: bad ? r.pick(["Windows 10 / Chrome 124", "Linux / python-requests 2.31", "Mac OS X / Safari"]) : "Windows 11 / Edge 125",
      ua: bad ? "Mozilla/5.0 (Windows NT 10.0; Win64; x64)" : "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Edg/125.0" });
  }
  return rows.reverse();
}

export function mkVerdict(s, r) {
  return { mal: r.int(38, 64), total: r.int(70, 76), family: s.mw.family, tags: s.mw.tags,
    first: addS(s.t0, -r.int(86400 * 2, 86400 * 40)), last: addS(s.t0, -r.int(3600, 86400)),
    name: s.file, size: r.int(90000, 2400000), type: s.file.endsWith(".js") || s.file.endsWith(".vbs") ? "text/script" : "PE32+ executable",
    misp: { event: r.int(18000, 52000), info: `${s.mw.family} campaign ${r.pick(["via invoice lures", "via fake browser update", "malvertising", "via HTML smuggling"])}`, org: r.pick(["CIRCL", "abuse.ch", "national CERT", "sector ISAC"]), threat: r.pick(["High", "Medium"]) },
    pulses: r.int(3, 19), reporter: r.pick(["abuse_ch", "JAMESWT_MHT", "Cryptolaemus", "malware_traffic"]) };
}

export function mkFindings(s, r, host, cves, state, t0, opts = {}) {
  return cves.map((cve, i) => ({ cve, plugin: r.int(150000, 210000), sev: r.pick(["critical", "high", "high", "medium"]), cvss: r.float(6.5, 9.8, 1),
    state, port: r.pick([443, 445, 0, 3389, 8443]), first: addS(t0, -r.int(86400 * 5, 86400 * 60)),
    last: opts.last || addS(t0, -r.int(3600, 86400 * 3)), host, auth: opts.auth ?? true,
    title: opts.titles?.[i] || `${cve} remote code execution`, solution: opts.solutions?.[i] || "Apply the vendor security update." }));
}
