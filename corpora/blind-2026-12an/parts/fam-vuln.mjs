// Vulnerability scanners as they answer: Tenable.io (CSV export), Greenbone GMP (XML), Qualys VMDR (XML + CSV), InsightVM (JSON), Nessus (JSON).
// Every provider: launch(s, scan, r), status(scan, st, r) with st = { status: queued|running|completed, pct }, findings(s, host, list, r)
import { fmt, J, JP } from "./lib.mjs";

export function tenable({ names = {} } = {}) {
  const n = { launch: "tio_scan_launch", status: "tio_scan_status", findings: "tio_vulns_export", ...names };
  return {
    launch(s, scan, r) { return { name: n.launch, args: { scan_id: scan.defId, alt_targets: [scan.target] }, out: () => J({ scan_uuid: scan.uuid }) }; },
    status(scan, st, r) { return { name: n.status, args: { scan_id: scan.defId }, out: () => J({ status: st.status === "queued" ? "pending" : st.status, ...(st.status === "running" ? { progress: st.pct } : {}) }) }; },
    findings(s, host, list, r) { return { name: n.findings, args: { filters: { "asset.name": host, "state": ["open", "reopened", "fixed"], "since": fmt.epoch(s.t0) - 86400 * 30 }, format: "csv" }, out: () =>
      ["Plugin ID,CVE,CVSS v3.0 Base Score,Risk,Host,Protocol,Port,Name,First Seen,Last Seen,State,Credentialed",
        ...list.map((f) => [f.plugin, f.cve, f.cvss, f.sev[0].toUpperCase() + f.sev.slice(1), f.host, "tcp", f.port, `"${f.title}"`, fmt.iso(f.first), fmt.iso(f.last), f.state === "open" ? "OPEN" : "FIXED", f.auth ? "yes" : "no"].join(",")),
        `# ${list.length} rows, export ${r.uuid()}`].join("\n") }; },
  };
}

export function greenbone({ names = {} } = {}) {
  const n = { launch: "gmp_start_task", status: "gmp_get_task", findings: "gmp_get_results", ...names };
  return {
    launch(s, scan, r) { return { name: n.launch, args: { task_id: scan.uuid }, out: () => `<start_task_response status="202" status_text="OK, request submitted"><report_id>${(scan.report = r.uuid())}</report_id></start_task_response>` }; },
    status(scan, st, r) { return { name: n.status, args: { task_id: scan.uuid }, out: (now) => `<get_tasks_response status="200" status_text="OK"><task id="${scan.uuid}"><name>${scan.name}</name><status>${{ queued: "Requested", running: "Running", completed: "Done" }[st.status]}</status><progress>${st.status === "completed" ? -1 : st.pct}</progress><last_report><report id="${scan.report || r.uuid()}"><timestamp>${fmt.iso(now)}</timestamp></report></last_report></task></get_tasks_response>` }; },
    findings(s, host, list, r) { return { name: n.findings, args: { filter: `host=${host} min_qod=70 apply_overrides=1 rows=50` }, out: () =>
      `<get_results_response status="200" status_text="OK">` + list.filter((f) => f.state === "open").map((f) => `<result id="${r.uuid()}"><name>${f.title}</name><host>${host}</host><port>${f.port}/tcp</port><nvt oid="1.3.6.1.4.1.25623.1.0.${f.plugin}"><cvss_base>${f.cvss}</cvss_base><refs><ref type="cve" id="${f.cve}"/></refs></nvt><threat>${f.sev === "critical" || f.sev === "high" ? "High" : "Medium"}</threat><qod><value>${f.auth ? 97 : 80}</value><type>${f.auth ? "registry" : "remote_banner"}</type></qod><modification_time>${fmt.iso(f.last)}</modification_time></result>`).join("") +
      `<result_count>${list.filter((f) => f.state === "open").length}<filtered>${list.filter((f) => f.state === "open").length}</filtered></result_count></get_results_response>` }; },
  };
}

export function qualys({ names = {} } = {}) {
  const n = { launch: "qualys_scan_launch", status: "qualys_scan_list", findings: "qualys_host_detections", ...names };
  return {
    launch(s, scan, r) { return { name: n.launch, args: { action: "launch", scan_title: scan.name, ip: scan.ip, option_title: scan.profile || "Authenticated Windows" }, out: (now) => {
      scan.ref = `scan/${fmt.epoch(now)}.${r.int(10000, 99999)}`;
      return `<?xml version="1.0" encoding="UTF-8" ?>\n<SIMPLE_RETURN><RESPONSE><DATETIME>${fmt.iso(now)}</DATETIME><TEXT>New vm scan launched</TEXT><ITEM_LIST><ITEM><KEY>ID</KEY><VALUE>${r.int(4000000, 4999999)}</VALUE></ITEM><ITEM><KEY>REFERENCE</KEY><VALUE>${scan.ref}</VALUE></ITEM></ITEM_LIST></RESPONSE></SIMPLE_RETURN>`; } }; },
    status(scan, st, r) { return { name: n.status, args: { action: "list", scan_ref: scan.ref || "" }, out: (now) => `<SCAN_LIST_OUTPUT><RESPONSE><DATETIME>${fmt.iso(now)}</DATETIME><SCAN_LIST><SCAN><REF>${scan.ref}</REF><TITLE><![CDATA[${scan.name}]]></TITLE><STATUS><STATE>${{ queued: "Queued", running: "Running", completed: "Finished" }[st.status]}</STATE></STATUS><TARGET>${scan.ip}</TARGET></SCAN></SCAN_LIST></RESPONSE></SCAN_LIST_OUTPUT>` }; },
    findings(s, host, list, r) { return { name: n.findings, args: { action: "list", ips: s.intIp, show_results: 0, status: "New,Active,Re-Opened,Fixed", output_format: "CSV_NO_METADATA" }, out: () =>
      ["\"IP\",\"DNS\",\"QID\",\"Title\",\"Severity\",\"Status\",\"First Found\",\"Last Found\",\"Times Found\",\"CVE ID\",\"Auth\"",
        ...list.map((f) => [s.intIp, host.toLowerCase(), f.plugin % 100000 + 90000, f.title, f.sev === "critical" ? 5 : f.sev === "high" ? 4 : 3, f.state === "open" ? "Active" : "Fixed", fmt.iso(f.first), fmt.iso(f.last), f.times || (f.times = r.int(3, 30)), f.cve, f.auth ? "Windows Successful" : "Windows Failed"].map((x) => `"${x}"`).join(","))].join("\n") }; },
  };
}

export function insightvm({ names = {} } = {}) {
  const n = { launch: "ivm_site_scan_start", status: "ivm_scan_get", findings: "ivm_asset_vulnerabilities", ...names };
  return {
    launch(s, scan, r) { return { name: n.launch, args: { site_id: scan.defId, hosts: [scan.target], templateId: "full-audit-without-web-spider" }, out: () => JP({ id: scan.num, links: [{ href: `https://ivm.local:3780/api/3/scans/${scan.num}`, rel: "self" }] }) }; },
    status(scan, st, r) { return { name: n.status, args: { id: scan.num }, out: () => JP({ id: scan.num, scanName: scan.name, status: { queued: "dispatched", running: "running", completed: "finished" }[st.status], assets: 1,
      duration: `PT${Math.max(1, Math.floor((st.pct || 100) / 12))}M${r.int(1, 59)}S`, ...(st.status === "completed" ? { vulnerabilities: { critical: st.crit ?? 0, severe: st.sev ?? 0, moderate: st.mod ?? 1, total: (st.crit ?? 0) + (st.sev ?? 0) + (st.mod ?? 1) } } : {}) }) }; },
    findings(s, host, list, r) { return { name: n.findings, args: { asset_id: s.assetNum }, out: () => JP({ resources: list.map((f) => ({ id: `msft-${f.cve.toLowerCase()}`, status: f.state === "open" ? "vulnerable" : "not-vulnerable",
      since: fmt.iso(f.first), results: [{ port: f.port, protocol: "tcp", proof: f.auth ? `Vulnerable OS: Microsoft Windows\n  * Based on the following ${f.state === "open" ? "1 result" : "0 results"}:\n    kb not installed` : `Running HTTP service\n  Product banner matched vulnerable version (unauthenticated)`, status: f.state === "open" ? "vulnerable-version" : "not-vulnerable" }] })),
      page: { number: 0, size: 10, totalResources: list.length, totalPages: 1 } }) }; },
  };
}

export function nessus({ names = {} } = {}) {
  const n = { launch: "nessus_scan_launch", status: "nessus_scan_details", findings: "nessus_host_vulns", ...names };
  return {
    launch(s, scan, r) { return { name: n.launch, args: { scan_id: scan.num, alt_targets: [scan.ip] }, out: () => J({ scan_uuid: (scan.uuid2 = r.uuid()) }) }; },
    status(scan, st, r) { return { name: n.status, args: { scan_id: scan.num }, out: (now) => JP({ info: { name: scan.name, status: st.status === "queued" ? "pending" : st.status, scan_start: fmt.epoch(now) - r.int(60, 600), policy: scan.profile || "Advanced Scan", hostcount: 1, targets: scan.ip, ...(st.status === "completed" ? { scan_end: fmt.epoch(now) - r.int(5, 50) } : {}) } }) }; },
    findings(s, host, list, r) { return { name: n.findings, args: { scan_id: s.scanNum || 0, host: host }, out: () => JP({ info: { "host-ip": s.intIp, "host-fqdn": `${host.toLowerCase()}.${s.kit.pools.mailDomain}`, "Credentialed_Scan": list.every((f) => f.auth) ? "true" : "false" },
      vulnerabilities: list.filter((f) => f.state === "open").map((f) => ({ plugin_id: f.plugin, plugin_name: f.title, severity: f.sev === "critical" ? 4 : 3, count: 1, vuln_index: r.int(1, 40) })) }) }; },
  };
}

export function mkScan(s, r, host) {
  const scan = { defId: r.int(200, 990), uuid: r.uuid(), num: r.int(40000, 99999), name: `IR rescan ${host}`, target: host, ip: s.intIp };
  s.scanNum = scan.num;
  return scan;
}
