// GNSS reference-station network kit (Tajik staff): RINEX headers, NTRIP sourcetables, TOML configs, QC summaries.
import { hash } from "./fmt.mjs";

const sites = ["DSHB", "KHJD", "KULB", "BOKH", "KHRG", "RASH", "MRGB", "ISTR", "PNJK", "GARM", "TURZ", "VAHD", "NURK", "ROGN", "DANG", "FAIZ", "SHAH", "YAVN", "HISR", "KANB"];
/** GNSS CORS network kit. */
export const gnss = {
  key: "gnss-cors-network-tg", lang: "Tajik", agent: "CORS network operator",
  sys: "You operate a national GNSS reference-station (CORS) network for a survey agency in Dushanbe. Receivers stream RTCM3 via an NTRIP caster; daily RINEX 3.04 files are QC'd and fed into a network adjustment. Tools reach receivers, the caster, the RINEX archive and the processing server.",
  items: () => sites.flatMap((s) => [`${s}00TJK`, `${s}00TJK#d-1`]),
  t: {
    one: (x) => `Лутфан истгоҳи ${x.slice(0, 4)}-ро санҷед — чаро маълумоти RINEX боз пурра нест? Сабабашро гӯед.`,
    batch: (n) => `Ҳамаи ${n} файли RINEX-и истгоҳҳоро як ба як санҷида, ҳолати ҳар якашро нависед.`,
    list: "Рӯйхати пурраи файлҳои RINEX-и архивро аз назар гузаронед ва хулоса диҳед.",
    job: "Коркарди шабакавиро (network adjustment) оғоз кунед ва вақте ки тамом шуд, хабар диҳед.",
    watch: (n) => `Шумораи моҳвораҳо ва сифати сигналро ${n} маротиба, ҳар чанд дақиқа назорат кунед.`,
    search: "Дар дафтари қайдҳо ҷустуҷӯ кунед: оё пештар мушкили \"cycle slip\" дар истгоҳи кӯҳӣ буд?",
    fix: (x) => `Конфигуратсияи ${x.slice(0, 4)}-ро ислоҳ кунед, то санҷиш гузарад. Ҳар кӯшишро шарҳ диҳед.`,
    nudge: ["Чӣ гап?", "Хабари нав ҳаст?", "Ҳанӯз интизорем — дар куҷоем?"],
    again: "Ман ҳозир антеннаро аз нав пайваст кардам. Лутфан боз як бор санҷед.",
  },
  get: {
    tool: "rinex_header", args: (x) => ({ file: `${x.replace("#d-1", "")}_R_20263400000_01D_30S_MO.rnx` }),
    out: (x, c, r) => `     3.04           OBSERVATION DATA    M                   RINEX VERSION / TYPE\nsbf2rin-15.7.1                          ${c.date().replace(/-/g, "")} ${c.hms().replace(/:/g, "")} UTC PGM / RUN BY / DATE\n${x.slice(0, 4)}                                                        MARKER NAME\n${String(12300 + (hash(x) % 600)).padEnd(20)}                                        MARKER NUMBER\n${String(3000 + (hash(x) % 900)).padEnd(20)}SEPT POLARX5        5.5.0               REC # / TYPE / VERS\n  1990123.4512  4539811.2204  ${(3934000 + (hash(x) % 9000)).toFixed(4)}                  APPROX POSITION XYZ\n    30.000                                                  INTERVAL\n  2026    12     5     0     0    0.0000000     GPS         TIME OF FIRST OBS\n  2026    12     5    ${String(14 + (hash(x) % 4)).padStart(2)}    ${String(hash(x) % 60).padStart(2)}   30.0000000     GPS         TIME OF LAST OBS\n                                                            END OF HEADER`,
  },
  check: {
    tool: "rinex_qc", args: (x) => ({ file: `${x.slice(0, 9)}_R_20263400000_01D_30S_MO.rnx`, tool: "anubis" }),
    fail: (x, c, r) => `G-Nut/Anubis 3.8  QC summary  ${x.slice(0, 4)}  (${c.iso()})\n  epochs expected/have   2880 / ${1700 + (hash(x) % 200)}  (${(59 + (hash(x) % 7)).toFixed(1)} %)  FAIL (min 95 %)\n  cycle slips            ${210 + (hash(x) % 40)}            WARN\n  mp1 / mp2              0.41 / 0.38 m\n  gaps > 10 min          1  (${14 + (hash(x) % 4)}:${String(hash(x) % 60).padStart(2, "0")} .. 24:00)\nstatus: REJECT (QC-COMPL-01)  qcid=${r.hex(8)}`,
    pass: (x, c, r) => `G-Nut/Anubis 3.8  QC summary  ${x.slice(0, 4)}  (${c.iso()})\n  epochs expected/have   2880 / ${2860 + r.int(0, 20)}  OK\n  cycle slips            ${r.int(3, 40)}\nstatus: ACCEPT  qcid=${r.hex(8)}`,
    errs: (x, k) => ["completeness 61.4 % FAIL; elevation mask 10° (expected 0°)", "completeness 96.8 % OK; mp1 0.92 m FAIL (limit 0.60)", "mp1 0.58 m OK; antenna type TRM59800.00 NONE not in igs20.atx", "antenna ok; receiver clock jumps 4 (ms) FAIL"][k % 4],
  },
  act: {
    tool: "receiver_config_set", args: (x, k) => ({ station: x.slice(0, 4), set: [{ elevation_mask_deg: 0 }, { multipath_mitigation: "on" }, { antenna_type: "TRM59800.00     SCIS" }, { clock_steering: "on" }][k % 4] }),
    out: (x, k, c, r) => `# ${x.slice(0, 4)} receiver.toml  (applied ${c.iso()})\n[tracking]\nelevation_mask_deg = 0\nmultipath_mitigation = "${k >= 1 ? "on" : "off"}"\n[antenna]\ntype = "${k >= 2 ? "TRM59800.00     SCIS" : "TRM59800.00     NONE"}"\n[clock]\nsteering = "${k >= 3 ? "on" : "off"}"\n# config checksum ${r.hex(8)}`,
  },
  undo: { tool: "receiver_config_restore", args: (x) => ({ station: x.slice(0, 4), snapshot: "last-known-good" }), out: (x, c, r) => `restored ${x.slice(0, 4)} from snapshot lkg-${r.hex(6)} at ${c.iso()}` },
  dep: {
    tool: "ntrip_sourcetable", args: (x, k) => [{ caster: "ntrip.geo.tj:2101" }, { caster: "ntrip.geo.tj:2101", mountpoint: "" }, { caster: "NTRIP.geo.tj:2101" }, { caster: "ntrip.geo.tj:2101", user_agent: "NTRIP agent/2.0" }, { caster: "10.8.1.20:2101" }, { caster: "ntrip.geo.tj:2102" }][k % 6],
    err: (k, c, r) => r.pick([`ICY error: connect ETIMEDOUT 10.8.1.20:2101 after ${r.int(10, 30)}000 ms`, `HTTP/1.1 503 Service Unavailable\nServer: NTRIP BKG Caster 2.0.45\nDate: ${c.iso()}\n\nCaster overloaded, ${r.int(200, 260)}/200 clients`, `SOURCETABLE 500 Internal Server Error\nServer: NTRIP BKG Caster 2.0.45\n(req ${r.hex(6)})`]),
    ok: (x, c, r) => `SOURCETABLE 200 OK\nServer: NTRIP BKG Caster 2.0.45\nSTR;DSHB00TJK0;Dushanbe;RTCM 3.3;1006(10),1077(1),1087(1),1127(1);2;GPS+GLO+BDS;TJK;38.56;68.77;0;0;SEPT POLARX5;none;B;N;9600;\nSTR;KHJD00TJK0;Khujand;RTCM 3.3;1006(10),1077(1),1087(1);2;GPS+GLO;TJK;40.28;69.62;0;0;SEPT POLARX5;none;B;N;9600;\nENDSOURCETABLE`,
  },
  job: {
    jid: (r) => `adj-${r.int(2026340, 2026349)}-${r.hex(4)}`,
    start: { tool: "adjustment_start", args: () => ({ doy: 340, stations: "all", reference: "ITRF2020", software: "bernese-5.4" }), out: (j, c) => `run ${j} accepted ${c.iso()} (BPE: PPP_DEMO -> RNX2SNX)` },
    tool: "adjustment_status", args: (j) => ({ run: j }),
    out: (j, d, tot, c, r, fin) => `BPE ${j}\n  scripts finished ${d}/${tot}  ${fin ? "status: FINISHED, solution SNX written" : `running: ${["RNXGRA", "CODSPP", "SNGDIF", "MAUPRP", "GPSEST", "ADDNEQ2", "HELMR1"][d % 7]}`}\n  cpu ${r.int(1, 8)} cores, ${c.iso()}`,
    total: (r) => 42,
  },
  list: {
    tool: "archive_ls", args: (cur, n) => ({ path: "/archive/rinex/2026/340/", page_token: cur ?? null, page_size: n }),
    row: (i) => `-rw-r--r--  gnss  ${String(4000000 + ((i * 77777) % 3000000)).padStart(8)}  ${sites[i % sites.length]}00TJK_R_2026340${String(i % 24).padStart(2, "0")}00_01H_01S_MO.crx.gz`,
    out: (rows, next, c) => `${rows.join("\n")}\nnext_page_token: ${next ?? "(none)"}   listed ${c.iso()}`,
  },
  views: [
    { tool: "receiver_status", args: (x) => ({ station: x.slice(0, 4) }), out: (x, c, r) => `station ${x.slice(0, 4)}  uptime ${r.int(2, 40)}d\n  logging session DAY1: STOPPED at ${14 + (hash(x) % 4)}:${String(hash(x) % 60).padStart(2, "0")} UTC — disk full (SD card 32 GB, 100 %)\n  satellites tracked: ${r.int(24, 38)}\n  polled ${c.iso()}` },
    { tool: "receiver_disk", args: (x) => ({ station: x.slice(0, 4), mount: "/sd" }), out: (x, c) => `Filesystem      Size  Used Avail Use% Mounted on\n/dev/mmcblk1p1   30G   30G     0 100% /sd\n(${c.iso()})` },
    { tool: "caster_mount_stats", args: (x) => ({ mountpoint: `${x.slice(0, 4)}00TJK0` }), out: (x, c, r) => `mountpoint ${x.slice(0, 4)}00TJK0  state=UP  clients=${r.int(2, 30)}  bytes_in=${r.int(1e6, 9e6)}\nnote: streaming fine; file logging is separate (receiver-side)\n${c.iso()}` },
    { tool: "archive_ls", args: (x) => ({ path: `/archive/rinex/2026/340/`, glob: `${x.slice(0, 4)}*01H*` }), out: (x, c) => `${Array.from({ length: 14 + (hash(x) % 4) }, (_, h) => `${x.slice(0, 4)}00TJK_R_2026340${String(h).padStart(2, "0")}00_01H_01S_MO.crx.gz`).slice(-3).join("\n")}\n(${14 + (hash(x) % 4)} files; last hour ${13 + (hash(x) % 4)} — none after) ${c.hms()}` },
  ],
  search: {
    tool: "logbook_search", args: (q) => ({ text: q }),
    same: ["cycle slip mountain station", "cycle slips mountain site", "mountain station cycle slip", "cycle-slip high altitude station", "Cycle slip GARM", "cycle slip  mountain"],
    refine: ["cycle slip mountain station", "GARM snow on antenna radome", "PolarX5 multipath mitigation setting", "RASH ionospheric scintillation spring", "radome heater power budget"],
    hit: (i) => ["2025-02-11 GARM snow load, many slips", "2025-03-02 RASH scintillation", "2024-12 ROGN power outage", "Receiver firmware 5.5.0 rollout", "Radome procurement 2025", "2026-01 GARM heater fitted", "Multipath mitigation trial KHRG", "Antenna calibration list", "Caster migration notes", "Site visit checklist"][i % 10],
    out: (hits, c, r) => `${hits.map((h) => `• ${h}`).join("\n")}\n${hits.length} entries (${r.int(5, 70)} ms)`,
  },
  metric: {
    tool: "station_live", args: () => ({ station: "DSHB", fields: ["sats", "cn0", "pdop"] }),
    out: (v, c, r) => `DSHB ${c.iso()}\n  sats GPS ${Math.round(8 + v / 3)}  GLO ${Math.round(6 + v / 5)}  GAL ${Math.round(7 + v / 4)}  BDS ${Math.round(9 + v / 4)}\n  mean C/N0 L1 ${(44 + v / 5).toFixed(1)} dB-Hz\n  PDOP ${(1.9 - v / 40).toFixed(2)}`,
    base: 6,
  },
  en: { issue: "the completeness reject QC-COMPL-01", fact: "logging stopped because the receiver SD card is full", thing: "station" },
};
