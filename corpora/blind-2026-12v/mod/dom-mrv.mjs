// Ship emissions monitoring (EU MRV / ETS, CII) for a bulk-carrier operator, staff write Croatian. CSV noon reports, XML validation.
import { cursor, delegateOut, pj, recs } from "./kit.mjs";
import { stable } from "./rng.mjs";

const key = "ship-emissions-mrv-hr";
const SHIPS = ["MV Učka", "MV Velebit", "MV Mosor", "MV Biokovo", "MV Dinara"];
const PORTS = ["HRRJK", "ITTRS", "SIKOP", "TRMER", "EGPSD", "NLRTM", "ESALG", "MAPTM"];
const R = recs(key, 60, (i, s) => {
  const id = `V-26${10 + (i % 3)}-${String(i + 1).padStart(3, "0")}`;
  return { id, label: `voyage ${id}`, ship: SHIPS[i % 5], from: PORTS[i % 8], to: PORTS[(i + 3) % 8], hfo_t: 418.2, cf_hfo: 3.114, arr_port: PORTS[(i + 3) % 8], distance_nm: 1200 + s.int(0, 900), ets_scope_pct: 50, days: 4 + s.int(0, 6), mgo: s.int(8, 30) + 0.1 * s.int(0, 9) };
});
const findings = [
  { code: "FUEL_BDN_MISMATCH", msg: "HFO 412.6 t vs BDN sum 418.2 t", field: "hfo_t", bad: 412.6, good: 418.2 },
  { code: "CF_WRONG", msg: "Cf for HFO 3.206 (that is MGO); expected 3.114", field: "cf_hfo", bad: 3.206, good: 3.114 },
  { code: "PORT_CODE", msg: "arrival port 'RIJ' is not a UN/LOCODE", field: "arr_port", bad: "RIJ", good: "HRRJK" },
  { code: "DIST_OUTLIER", msg: "distance 4812 nm > 1.3 × great-circle", field: "distance_nm", bad: 4812, good: 1481 },
  { code: "ETS_SCOPE", msg: "extra-EU leg into EU port without 50 % ETS scope", field: "ets_scope_pct", bad: 0, good: 50 },
];
const t = {
  get: {
    name: "noon_report_get",
    a: (r) => ({ voyage_id: r.id }),
    o: (x, r, s) => {
      const v = (f) => s.over?.[f] ?? (s.f?.field === f ? s.f.bad : r[f]);
      return `# noon reports ${r.id} ${r.ship} ${r.from}->${v("arr_port")} status=${s.pending ? "AWAITING_VERIFIER" : "OPEN"} exported ${x.c.iso()} req=${x.hex(8)}\ndate,lat,lon,sog_kn,me_hfo_t,ae_mgo_t,dist_nm\n${Array.from({ length: Math.min(4, r.days) }, (_, j) => `2026-11-${String(10 + j).padStart(2, "0")},${(43 - j * 1.7).toFixed(2)},${(14 + j * 2.1).toFixed(2)},${(11.2 + (j % 3) * 0.4).toFixed(1)},${(38 + j).toFixed(1)},${(2.1 + j * 0.1).toFixed(1)},${268 + j * 7}`).join("\n")}\n# totals hfo_t=${v("hfo_t")} cf_hfo=${v("cf_hfo")} distance_nm=${v("distance_nm")} ets_scope_pct=${v("ets_scope_pct")}`;
    },
  },
  check: {
    name: "mrv_voyage_validate",
    a: (r) => ({ voyage_id: r.id, ruleset: "EU-MRV-2023/2849" }),
    o: (x, r, s) => `<ValidationReport voyage="${r.id}" ruleset="EU-MRV-2023/2849" generated="${x.c.isoms()}" id="${x.uuid()}">\n  <Rule id="R01-fuel-vs-BDN" result="${s.f?.code === "FUEL_BDN_MISMATCH" ? "FAIL" : "PASS"}"/>\n  <Rule id="R04-emission-factor" result="${s.f?.code === "CF_WRONG" ? "FAIL" : "PASS"}"/>\n  <Rule id="R07-locode" result="${s.f?.code === "PORT_CODE" ? "FAIL" : "PASS"}"/>\n  <Rule id="R11-distance-plausibility" result="${s.f?.code === "DIST_OUTLIER" ? "FAIL" : "PASS"}"/>\n  <Rule id="R15-ets-scope" result="${s.f?.code === "ETS_SCOPE" ? "FAIL" : "PASS"}"/>\n  <Summary result="${s.ok ? "VALID" : "INVALID"}">${s.ok ? "" : `${s.f.code}: ${s.f.msg}`}</Summary>\n</ValidationReport>`,
  },
  set: {
    name: "voyage_field_update",
    a: (r, s) => ({ voyage_id: r.id, field: s.f.field, value: s.v }),
    o: (x, r, s) => pj({ voyage_id: r.id, updated: { [s.f.field]: s.v }, version: x.int(3, 40), audit_id: x.uuid(), at: x.c.off(1) }),
  },
  log: {
    name: "ais_track_summary",
    a: (r) => ({ voyage_id: r.id }),
    o: (x, r, s) => {
      const y = { ...stable(`${r.id}/log`), c: x.c0 };
      return `AIS ${r.ship} (MMSI 2385${y.int(10000, 99999)}) ${r.from}->${r.to}\npositions: ${y.int(900, 3000)}  gaps>2h: ${y.int(0, 3)}  max_sog: ${(13 + y.rng()).toFixed(1)} kn\ntrack_nm: ${r.distance_nm + y.int(-8, 8)}  source: sat+terr  built ${x.c.iso()} in ${x.int(80, 900)} ms${s.f ? `\nnote: voyage flagged ${s.f.code}` : ""}`;
    },
  },
  dep: {
    name: "thetis_mrv_submit",
    label: "EMSA THETIS-MRV",
    a: (r, i) => ({ voyage_id: r.id, mode: ["submit", "submit", "dry_run", "submit"][i % 4], soap_timeout_s: 30 + (i % 3) * 30 }),
    ok: (x, r) => `<soap:Envelope><soap:Body><SubmitResponse><Ticket>THT-${x.int(1000000, 9999999)}</Ticket><Status>RECEIVED</Status></SubmitResponse></soap:Body></soap:Envelope>`,
    err: (x, i) => [`<soap:Envelope><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>Service Unavailable (maintenance window)</faultstring><detail>ref ${x.hex(12)}</detail></soap:Fault></soap:Body></soap:Envelope>`, `HTTP/1.1 502 Proxy Error\nDate: ${x.c.iso()}\n\nThe proxy server received an invalid response from an upstream server.`, `javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake (after ${x.int(10000, 30000)} ms)`, `HTTP/1.1 503 Service Unavailable\nRetry-After: 300\nX-Request-ID: ${x.uuid()}`][i % 4],
  },
  start: {
    name: "cii_recalc_start",
    a: (r) => ({ vessel: r.ship, year: 2026 }),
    o: (x, r, s) => pj({ job_id: s.job.id, vessel: r.ship, voyages_queued: s.job.total, queued_at: x.c.off(1) }),
  },
  status: {
    name: "cii_recalc_status",
    a: (r, s) => ({ job_id: s.job.id }),
    o: (x, r, s) => pj({ job_id: s.job.id, state: s.state, voyages_done: s.done, voyages_total: s.total, worker: `cii-w${x.int(1, 6)}`, heartbeat: x.c.off(1) }),
  },
  list: {
    name: "voyages_list",
    a: (cur, i) => (cur ? { year: 2026, page_token: cur } : { year: 2026, page_size: 6 }),
    o: (x, _r, s) => pj({ items: s.rows.map((r) => ({ voyage_id: r.id, vessel: r.ship, from: r.from, to: r.to, days: r.days })), next_page_token: s.next, request_id: x.hex(16) }),
  },
  search: {
    name: "sms_manual_search",
    a: (q) => ({ query: q }),
    o: (x, _r, s) => pj({ total: s.hits.length, results: s.hits.map((h) => ({ section: h.id, heading: h.title })), elapsed_ms: x.int(10, 120) }),
  },
  live: {
    name: "fuel_flowmeter_read",
    a: () => ({ vessel: "MV Učka", meter: "ME-FO-IN" }),
    o: (x, _r, s) => `ME-FO-IN mass_flow=${s.v.toFixed(3)} t/h density=${(0.979 + x.rng() * 0.004).toFixed(4)} temp=${(118 + x.rng() * 3).toFixed(1)}C totaliser=${x.int(1200000, 1300000)} kg sat_ts=${x.c.iso()}`,
  },
};
const sub = {
  name: "verifier_liaison", task: "prepare the verifier's evidence pack", need: "the bunker delivery note (BDN) scans",
  give: (r) => `BDN-${r.id.slice(2)}-1.pdf, BDN-${r.id.slice(2)}-2.pdf`,
  block: (r) => `To build the evidence pack for ${r.id} I need the BDN scans; the document store gives me no access.`,
  done: (r) => `Evidence pack for ${r.id} uploaded to the verifier portal (3 files).`,
};
export default {
  key, lang: "Croatian", staffName: "Ivana (fleet emissions)", agent: "mrv_agent", coord: "fleet_ops_coordinator", reviewer: "compliance_reviewer",
  system: "You are the emissions-reporting assistant of a Rijeka bulk-carrier operator (five ships). You validate EU MRV / ETS voyage data, fix voyage records, and submit to THETIS-MRV. Staff write in Croatian; answer in English.",
  recs: R, findings, t, sub, delegateOut: delegateOut(sub), cursor,
  job: (x) => ({ id: `cii-${x.hex(8)}`, total: 140 }),
  live: { base: 1.84, step: 0.04, unit: "t/h", every: 120 },
  queries: ["correct MRV report after verifier approval", "ispravak MRV izvještaja nakon verifikacije", "amend verified MRV emissions report", "change submitted MRV report post verification", "MRV report correction verified", "how to revise an approved MRV report"],
  refine: ["MRV correction", "MRV correction verified report", "MRV correction verified report resubmission THETIS", "THETIS resubmission after verification deadline", "THETIS resubmission deadline 30 April form"],
  hits: (x, v) => (v === 0 ? [{ id: "SMS 7.4", title: "Emissions reporting — general" }, { id: "SMS 7.6", title: "Verifier communication" }, { id: "SMS 12.1", title: "Document control" }] : [{ id: `SMS 7.${v + 6}`, title: ["", "MRV corrections", "Verified report changes", "THETIS resubmission", "Deadlines", "Correction form"][v] }, { id: `CIR-${2024 + (v % 3)}/${v}`, title: `Circular ${v}` }]),
  bad: (r) => ({ role: "get", variants: [{ voyage_id: r.id.slice(2) }, { voyage_id: r.id.replaceAll("-", "") }, { voyage_id: r.id.toLowerCase() }, { voyage: r.id.slice(2) }], err: (x, a) => pj({ error: { code: 400, message: `voyage_id '${a.voyage_id ?? a.voyage ?? ""}' does not match V-YYMM-NNN`, request_id: x.hex(16) } }) }),
  staff: {
    one: (r) => `Možeš li provjeriti putovanje ${r.id}? Verifikator traži potvrdu prije predaje izvještaja.`,
    batch: (n) => `Prođi kroz ${n} putovanja iz listopada i studenoga i provjeri MRV podatke za svako.`,
    poll: (r) => `Pokreni ponovni izračun CII-ja za brod s putovanja ${r.id} i javi kad završi.`,
    list: "Izvuci cijeli popis putovanja za ovu godinu, sve stranice, za godišnji izvještaj.",
    howto: "Kako se ispravlja MRV izvještaj nakon što ga je verifikator već odobrio? Potraži u priručniku.",
    fix: (r) => `Putovanje ${r.id} ne prolazi validaciju. Ispravi podatke da prođe.`,
    again: (r) => `Zapovjednik je poslao ispravljeni noon report za ${r.id}. Provjeri ponovno.`,
    monitor: (n) => `Prati protok goriva na glavnom stroju – ${n} očitanja, otprilike svake dvije minute.`,
    soak: (n) => `Za kalibraciju mjerača trebamo ${n} uzastopnih stabilnih očitanja. Očitaj protok.`,
    watch: (rs) => `Putovanja ${rs.map((r) => r.id).join(", ")} čekaju verifikatora – prati ih i javi kad se status promijeni.`,
    nudge: ["Ima li što novo?", "Kako ide s putovanjem?", "Još čekamo – kakvo je stanje?"],
    final: (k) => (k === "fail" ? "Ne mogu dalje: servis ne odgovara pa sam ovdje stao. Može li netko to pogledati?" : "Gotovo – provjere su napravljene i rezultati su zabilježeni."),
  },
};
