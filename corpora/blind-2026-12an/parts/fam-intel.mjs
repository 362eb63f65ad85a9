// Threat-intel lookups as the services answer: VirusTotal v3, MISP restSearch, OTX, AbuseIPDB, GreyNoise, ThreatFox, URLhaus, Shodan.
import { fmt, addS, J, JP } from "./lib.mjs";

const isHash = (k) => k === "sha256" || k === "md5" || k === "sha1";
const enc = (pretty) => (pretty ? JP : J);

export function virustotal({ tool = "vt_lookup", pretty = true, argKey = "resource" } = {}) {
  return { tool, kinds: ["sha256", "md5", "sha1", "domain", "ip"], look(ioc, v, r) {
    return { name: tool, args: { [argKey]: ioc.value, ...(isHash(ioc.kind) ? {} : { type: ioc.kind }) }, out: (now) => {
      const seen = fmt.epoch(v.last);
      if (isHash(ioc.kind)) {
        return enc(pretty)({ data: { id: v.sha256 || ioc.value, type: "file", links: { self: `https://www.virustotal.com/api/v3/files/${v.sha256 || ioc.value}` }, attributes: {
          meaningful_name: v.name, type_description: v.type === "PE32+ executable" ? "Win32 EXE" : "JavaScript", size: v.size,
          md5: v.md5, sha1: v.sha1, sha256: v.sha256, tags: v.tags, first_submission_date: fmt.epoch(v.first),
          last_analysis_date: seen, last_submission_date: fmt.epoch(addS(now, -r.int(60, 7200))), times_submitted: (v.subs = (v.subs || r.int(12, 90)) + r.int(0, 3)),
          last_analysis_stats: { malicious: v.mal, suspicious: 1, undetected: v.total - v.mal - 1, harmless: 0, timeout: 0, "type-unsupported": 4 },
          popular_threat_classification: { suggested_threat_label: `trojan.${v.family.toLowerCase().replace(/\s+/g, "")}`, popular_threat_name: [{ count: v.mal - 6, value: v.family.toLowerCase().split(" ")[0] }] },
          reputation: -r.int(0, 2) - 40 } } });
      }
      const stats = { malicious: Math.max(3, Math.floor(v.mal / 4)), suspicious: 2, undetected: 22, harmless: 65 - Math.floor(v.mal / 4) };
      return enc(pretty)({ data: { id: ioc.value, type: ioc.kind === "ip" ? "ip_address" : "domain", attributes: {
        last_analysis_stats: stats, last_analysis_date: seen, reputation: -r.int(8, 12),
        ...(ioc.kind === "ip" ? { as_owner: v.asn || "M247 Europe SRL", country: v.cc || "NL", network: `${ioc.value.split(".").slice(0, 3).join(".")}.0/24` } : { registrar: "NameSilo, LLC", creation_date: fmt.epoch(v.first), categories: { "Forcepoint ThreatSeeker": "malicious web sites" } }),
        last_modification_date: fmt.epoch(addS(now, -r.int(30, 5000))) } } });
    } };
  } };
}

export function misp({ tool = "misp_search", pretty = false, base = "misp.local" } = {}) {
  return { tool, kinds: ["sha256", "md5", "sha1", "domain", "ip"], look(ioc, v, r) {
    const type = { sha256: "sha256", md5: "md5", sha1: "sha1", domain: "domain", ip: "ip-dst" }[ioc.kind];
    return { name: tool, args: { value: ioc.value, type, returnFormat: "json", includeEventTags: true }, out: () => {
      const ev = { id: String(v.misp.event), orgc_id: "4", org_id: "1", info: v.misp.info, uuid: v.misp.uuid || (v.misp.uuid = r.uuid()), distribution: "1" };
      const attr = { id: String(v.misp.attr || (v.misp.attr = r.int(2100000, 4900000))), event_id: ev.id, category: isHash(ioc.kind) ? "Payload delivery" : "Network activity",
        type, to_ids: true, value: ioc.value, timestamp: String(fmt.epoch(v.first)), comment: "", Event: ev, Tag: [{ name: `misp-galaxy:malpedia="${v.family}"` }, { name: "tlp:amber" }] };
      return enc(pretty)({ response: { Attribute: [attr] } });
    } };
  } };
}

export function otx({ tool = "otx_indicator", pretty = false } = {}) {
  const section = { sha256: "file", md5: "file", sha1: "file", domain: "domain", ip: "IPv4" };
  return { tool, kinds: ["sha256", "md5", "sha1", "domain", "ip"], look(ioc, v, r) {
    return { name: tool, args: { indicator: ioc.value, section: "general", type: section[ioc.kind] }, out: () => enc(pretty)({
      indicator: ioc.value, type: isHash(ioc.kind) ? `FileHash-${ioc.kind.toUpperCase()}` : ioc.kind === "ip" ? "IPv4" : "domain",
      type_title: isHash(ioc.kind) ? `FileHash-${ioc.kind.toUpperCase()}` : ioc.kind === "ip" ? "IPv4" : "Domain",
      pulse_info: { count: v.pulses, pulses: Array.from({ length: Math.min(3, v.pulses) }, (_, i) => ({
        id: (v.pulseIds ||= [r.hex(24), r.hex(24), r.hex(24)])[i], name: i === 0 ? `${v.family} IOCs` : `${v.family} ${["infrastructure", "campaign tracker", "feed"][i]}`,
        modified: fmt.isoMs(addS(v.last, -i * 86400)).replace("Z", ""), tags: v.tags })), references: [] },
      validation: [], false_positive: [] }) };
  } };
}

export function abuseipdb({ tool = "abuseipdb_check", pretty = true } = {}) {
  return { tool, kinds: ["ip"], look(ioc, v, r) {
    return { name: tool, args: { ipAddress: ioc.value, maxAgeInDays: 90, verbose: false }, out: (now) => {
      v.reports = (v.reports || r.int(40, 900)) + r.int(0, 4);
      return enc(pretty)({ data: { ipAddress: ioc.value, isPublic: true, ipVersion: 4, isWhitelisted: false, abuseConfidenceScore: 100,
        countryCode: v.cc || "NL", usageType: "Data Center/Web Hosting/Transit", isp: (v.asn || "M247 Europe SRL").replace(/^AS\d+ /, ""),
        domain: "m247.com", hostnames: [], isTor: false, totalReports: v.reports, numDistinctUsers: Math.floor(v.reports / 3) + 2,
        lastReportedAt: fmt.isoMs(addS(now, -r.int(30, 2400))).replace(/\.\d{3}Z/, "+00:00") } });
    } };
  } };
}

export function greynoise({ tool = "greynoise_ip", pretty = false } = {}) {
  return { tool, kinds: ["ip"], look(ioc, v) {
    return { name: tool, args: { ip: ioc.value }, out: (now) => enc(pretty)({ ip: ioc.value, noise: false, riot: false,
      classification: "malicious", name: "unknown", link: `https://viz.greynoise.io/ip/${ioc.value}`, last_seen: fmt.date(now), message: "Success" }) };
  } };
}

export function threatfox({ tool = "threatfox_search", pretty = true } = {}) {
  return { tool, kinds: ["sha256", "md5", "domain", "ip"], look(ioc, v, r) {
    const isIoc = !isHash(ioc.kind);
    return { name: tool, args: isIoc ? { query: "search_ioc", search_term: ioc.value } : { query: "search_hash", hash: ioc.value }, out: () => enc(pretty)({
      query_status: "ok", data: [{ id: String(v.tfid || (v.tfid = r.int(1200000, 1390000))), ioc: isIoc ? (ioc.kind === "ip" ? `${ioc.value}:443` : ioc.value) : `${v.c2 || "unknown"}`,
        threat_type: isIoc ? "botnet_cc" : "payload_delivery_url", ioc_type: isIoc ? (ioc.kind === "ip" ? "ip:port" : "domain") : "url",
        malware: `win.${v.family.toLowerCase().replace(/\s+/g, "_")}`, malware_printable: v.family, confidence_level: 100,
        first_seen: fmt.sql(v.first) + " UTC", last_seen: null, reporter: v.reporter, tags: v.tags }] }) };
  } };
}

export function urlhaus({ tool = "urlhaus_host", pretty = false } = {}) {
  return { tool, kinds: ["domain", "ip"], look(ioc, v, r) {
    return { name: tool, args: { host: ioc.value }, out: () => enc(pretty)({ query_status: "ok", urlhaus_reference: `https://urlhaus.abuse.ch/host/${ioc.value}/`,
      host: ioc.value, firstseen: fmt.sql(v.first) + " UTC", url_count: String(v.urlc || (v.urlc = r.int(2, 40))),
      blacklists: { spamhaus_dbl: "abused_legit_malware", surbl: "listed" },
      urls: [{ id: String(v.uid || (v.uid = r.int(2900000, 3100000))), url: `https://${ioc.value}/${v.path || (v.path = r.b36(8))}/${v.name}`, url_status: "online", date_added: fmt.sql(v.first) + " UTC", threat: "malware_download", tags: v.tags }] }) };
  } };
}

export function shodan({ tool = "shodan_host" } = {}) {
  return { tool, kinds: ["ip"], look(ioc, v, r) {
    return { name: tool, args: { ip: ioc.value, minify: true }, out: (now) => J({ ip_str: ioc.value, org: (v.asn || "M247").replace(/^AS\d+ /, ""), isp: (v.asn || "M247").replace(/^AS\d+ /, ""), asn: (v.asn || "AS9009").split(" ")[0],
      country_code: v.cc || "NL", ports: v.ports || (v.ports = [22, 443, r.pick([8080, 8443, 50050])]), hostnames: [], tags: ["vps"], last_update: fmt.isoMs(addS(now, -r.int(3600, 86400 * 2))).replace("Z", "") }) };
  } };
}

// Fill per-IOC verdict views (domain and IP share the family but have their own counters).
export function iocView(s, v, kind) {
  if (kind === "ip") return { ...v, asn: s.asn, cc: s.country, reports: undefined, subs: undefined };
  if (kind === "domain") return { ...v, subs: undefined };
  return { ...v, sha256: s.sha256, md5: s.md5, sha1: s.sha1 };
}
