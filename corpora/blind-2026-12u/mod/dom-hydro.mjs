// River hydromet network kit (Lao staff): station telemetry, NetCDF ncdump headers, ERDDAP CSV, INI logger configs.
import { hash } from "./fmt.mjs";

const stations = ["Luang Prabang", "Vientiane", "Paksane", "Thakhek", "Savannakhet", "Pakse", "Khong Chiam", "Stung Treng", "Nam Ou 2", "Nam Ngum 1", "Xe Bang Fai", "Se Kong", "Nam Theun", "Chiang Saen", "Nong Khai", "Mukdahan", "Se Done", "Nam Khan", "Houay Xay", "Attapeu"];
const ids = stations.map((s, i) => `${String(11000 + i * 37)}-${s.replace(/ /g, "")}`);
/** River hydromet kit. */
export const hydro = {
  key: "river-hydromet-lo", lang: "Lao", agent: "hydromet data assistant",
  sys: "You are the data assistant of a river hydrological-meteorological monitoring network on the Mekong and its Lao tributaries. Stations report water level, rainfall and battery via GSM/satellite loggers into an ERDDAP server; a flood forecast model runs on the cluster. Report levels in metres above gauge zero.",
  items: () => ids.flatMap((s) => [s, `${s}/rain`]),
  t: {
    one: (x) => `ກະລຸນາກວດເບິ່ງສະຖານີ ${x.split("-")[1].split("/")[0]} — ເປັນຫຍັງຂໍ້ມູນລະດັບນ້ຳຍັງບໍ່ເຂົ້າມາ? ບອກຂ້ອຍວ່າມີບັນຫາຫຍັງ.`,
    batch: (n) => `ກວດຊຸດຂໍ້ມູນທັງໝົດ ${n} ຊຸດເທື່ອລະຊຸດ ແລະ ຂຽນສະຖານະຂອງແຕ່ລະຊຸດ.`,
    list: "ເບິ່ງລາຍການຂໍ້ມູນທັງໝົດຂອງອາທິດນີ້ ແລະ ສະຫຼຸບໃຫ້ແດ່.",
    job: "ເລີ່ມການປະມວນຜົນແບບຈຳລອງນ້ຳຖ້ວມ ແລະ ແຈ້ງໃຫ້ຂ້ອຍຮູ້ເມື່ອແລ້ວ.",
    watch: (n) => `ຕິດຕາມລະດັບນ້ຳຢູ່ປາກເຊ ${n} ເທື່ອ, ທຸກໆສອງສາມນາທີ.`,
    search: "ຄົ້ນຫາໃນບັນທຶກ: ເຄີຍມີບັນຫາເຊັນເຊີຄວາມດັນຢູ່ສະຖານີທາງໃຕ້ບໍ?",
    fix: (x) => `ແກ້ໄຂການຕັ້ງຄ່າ logger ຂອງ ${x.split("-")[1].split("/")[0]} ຈົນກວ່າການກວດສອບຈະຜ່ານ. ອະທິບາຍແຕ່ລະຄັ້ງ.`,
    nudge: ["ເປັນແນວໃດແລ້ວ?", "ມີຂ່າວໃໝ່ບໍ?", "ຍັງລໍຖ້າຢູ່ — ເຖິງໃສແລ້ວ?"],
    again: "ຂ້ອຍຫາກໍ່ປ່ຽນແບັດເຕີຣີ. ກະລຸນາກວດອີກຄັ້ງ.",
  },
  get: {
    tool: "station_get", args: (x) => ({ station: x.split("/")[0], series: x.endsWith("/rain") ? "rainfall" : "water_level" }),
    out: (x, c, r) => {
      const h = hash(x);
      return `station: ${x.split("/")[0]}\nseries: ${x.endsWith("/rain") ? "rainfall_mm" : "water_level_m"}\nlast_value: ${x.endsWith("/rain") ? (h % 40) / 2 : ((h % 900) / 100 + 2).toFixed(2)}\nlast_obs: ${c.date()}T0${h % 6}:00:00Z\nlogger: ${["OTT netDL", "Sutron XLink", "Campbell CR310"][h % 3]}\ntransport: ${h % 2 ? "GSM" : "Iridium SBD"}\nbattery_v: ${(11.2 + (h % 20) / 10).toFixed(1)}\nqc_flag: ${h % 4 === 0 ? "4 (bad)" : "1 (good)"}\n# fetched ${c.iso()} in ${r.int(40, 600)} ms`;
    },
  },
  check: {
    tool: "series_qc", args: (x) => ({ station: x.split("/")[0], series: x.endsWith("/rain") ? "rainfall" : "water_level", window: "P7D" }),
    fail: (x, c, r) => `QC ${x} P7D  ${c.iso()}\n  range test            PASS\n  spike test            FAIL  3 spikes > 0.80 m/15min (max Δ 2.41 m)\n  flat-line test        PASS\n  gap test              WARN  14.5 % missing\nflag: 4 (bad) — QC-SPK-1   id ${r.hex(6)}`,
    pass: (x, c, r) => `QC ${x} P7D  ${c.iso()}\n  all tests PASS\nflag: 1 (good)   id ${r.hex(6)}`,
    errs: (x, k) => ["spike test FAIL 3 spikes (max Δ 2.41 m)", "spike test PASS; flat-line test FAIL 6 h constant 4.12 m (sensor stuck after filter)", "flat-line PASS; offset test FAIL gauge-zero shift 0.35 m vs staff reading", "offset PASS; gap test FAIL 21 % missing (logging interval 30 min, expected 15)"][k % 4],
  },
  act: {
    tool: "logger_config_set", args: (x, k) => ({ station: x.split("/")[0], section: ["filter", "filter", "calibration", "schedule"][k % 4], set: [{ median_window: 5 }, { median_window: 3, despike_max_step_m: 0.8 }, { offset_m: -0.35 }, { interval_min: 15 }][k % 4] }),
    out: (x, k, c, r) => `; logger.ini for ${x.split("/")[0]} (pushed ${c.iso()})\n[filter]\nmedian_window=${k === 0 ? 5 : 3}\ndespike_max_step_m=${k >= 1 ? "0.8" : "none"}\n[calibration]\noffset_m=${k >= 2 ? "-0.35" : "0.00"}\n[schedule]\ninterval_min=${k >= 3 ? 15 : 30}\n; ack seq ${r.int(100, 999)}`,
  },
  undo: { tool: "logger_config_rollback", args: (x) => ({ station: x.split("/")[0] }), out: (x, c, r) => `rolled back logger.ini on ${x.split("/")[0]} to seq ${r.int(100, 999)} (${c.iso()})` },
  dep: {
    tool: "erddap_fetch", args: (x, k) => [{ dataset: "mrc_hymos_wl", query: `station="${x.split("/")[0]}"&time>=now-7days`, format: "csv" }, { dataset: "mrc_hymos_wl", query: `time>=now-7days&station="${x.split("/")[0]}"`, format: "csv" }, { dataset: "mrc_hymos_wl", query: `station="${x.split("/")[0]}"&time>=now-7days`, format: "csvp" }, { dataset: "mrc_hymos_wl", query: `station="${x.split("/")[0]}"&time>=now-3days`, format: "csv" }, { dataset: "mrc_hymos_wl_v2", query: `station="${x.split("/")[0]}"&time>=now-7days`, format: "csv" }][k % 5],
    err: (k, c, r) => r.pick([`Error {\n    code=500;\n    message="Internal Server Error: java.lang.OutOfMemoryError: Java heap space";\n}\n(${c.iso()})`, `HTTP 502 Proxy Error — The proxy server received an invalid response from an upstream server (erddap:8080). req=${r.hex(8)}`, `Error {\n    code=503;\n    message="Service Unavailable: ERDDAP is reloading datasets. Try again in ${r.int(1, 5)} minutes.";\n}`]),
    ok: (x, c, r) => `time,station,water_level\nUTC,,m\n${c.date()}T00:00:00Z,${x.split("/")[0]},${r.f(3, 9)}\n${c.date()}T00:15:00Z,${x.split("/")[0]},${r.f(3, 9)}\n${c.date()}T00:30:00Z,${x.split("/")[0]},${r.f(3, 9)}`,
  },
  job: {
    jid: (r) => `ffs-${r.int(20000, 29999)}`,
    start: { tool: "forecast_run_submit", args: () => ({ model: "isis-mekong", horizon_days: 5, assimilate: true }), out: (j, c) => `Submitted batch job ${j.split("-")[1]} (${j}) ${c.iso()}` },
    tool: "forecast_run_status", args: (j, k) => ({ run: j }),
    out: (j, d, tot, c, r, fin) => `run ${j}: ${fin ? "COMPLETED" : "RUNNING"}\n  simulated ${Math.round((d * 120) / tot)} h of 120 h  (reach ${["Chiang Saen–Vientiane", "Vientiane–Nakhon Phanom", "Nakhon Phanom–Pakse", "Pakse–Kratie"][d % 4]})\n  walltime ${String(Math.floor(d / 2)).padStart(2, "0")}:${String((d * 23) % 60).padStart(2, "0")}  ${c.iso()}${fin ? `\n  output: /data/ffs/${j}/forecast.nc` : ""}`,
    total: (r) => 30,
  },
  list: {
    tool: "ncdump_range", args: (cur, n) => ({ file: "/data/ffs/obs/wl_2026_w49.nc", var: "water_level", start: cur ?? 0, count: n }),
    row: (i) => `  ${ids[i % ids.length].split("-")[1].padEnd(14)} t=${i}  ${(3 + ((i * 37) % 700) / 100).toFixed(2)}  flag=${(i * 13) % 29 === 4 ? 4 : 1}`,
    out: (rows, next, c) => `netcdf wl_2026_w49 {\n dimensions: obs = UNLIMITED ; // (4832 currently)\n data:\n${rows.join("\n")}\n} // next start ${next ?? "(end)"} — ${c.hms()}`,
  },
  views: [
    { tool: "logger_status", args: (x) => ({ station: x.split("/")[0] }), out: (x, c, r) => `${x.split("/")[0]}  last contact ${c.date()}T0${hash(x) % 6}:00Z\n  modem: registered, RSSI -${r.int(70, 99)} dBm\n  SDI-12 addr 0: no response (sensor PLS-L pressure)\n  battery 12.${r.int(0, 9)} V` },
    { tool: "sdi12_query", args: (x) => ({ station: x.split("/")[0], command: "0M!" }), out: (x, c) => `> 0M!\n< (timeout 1500 ms, no reply)\n${c.iso()}` },
    { tool: "ncdump_header", args: (x) => ({ file: `/data/raw/${x.split("/")[0]}.nc` }), out: (x, c) => `netcdf ${x.split("/")[0]} {\ndimensions:\n\ttime = UNLIMITED ; // (0 currently since ${c.date()}T0${hash(x) % 6}:00Z)\nvariables:\n\tdouble water_level(time) ;\n\t\twater_level:units = "m" ;\n\t\twater_level:comment = "no data: sensor not responding" ;\n}` },
    { tool: "erddap_status", args: (x) => ({ dataset: "mrc_hymos_wl", station: x.split("/")[0] }), out: (x, c, r) => `| station | last obs | rows 24h | note |\n|---|---|---|---|\n| ${x.split("/")[0]} | ${c.date()}T0${hash(x) % 6}:00Z | 0 | sensor silent |\n\nloaded ${c.iso()} (${r.int(20, 300)} ms)` },
  ],
  search: {
    tool: "logbook_search", args: (q) => ({ q }),
    same: ["pressure sensor southern station", "pressure sensor problem south", "southern stations pressure transducer", "PLS pressure sensor failure south", "pressure sensor fault Pakse area", "pressure  sensor southern"],
    refine: ["pressure sensor southern station", "PLS-L lightning damage SDI-12", "Se Kong logger flood 2025", "spare pressure transducers inventory", "SDI-12 surge protector install"],
    hit: (i) => ["2025-08 Se Kong sensor lost in flood", "2025-09 PLS-L replaced at Pakse", "Lightning season checklist", "Spare parts stock Vientiane store", "SDI-12 wiring guide", "2026-05 surge protector batch", "Iridium SBD costs", "Staff gauge survey 2026", "Sutron firmware note", "Field trip plan south"][i % 10],
    out: (hits, c, r) => `${hits.map((h, i) => `${i + 1}. ${h}`).join("\n")}\n${hits.length} results · ${r.int(9, 99)} ms`,
  },
  metric: {
    tool: "level_now", args: () => ({ station: `${11000 + 5 * 37}-Pakse` }),
    out: (v, c, r) => `Pakse  ${c.iso()}\n  water_level  ${(8.1 + v / 50).toFixed(2)} m  (alarm 11.00, flood 12.00)\n  trend 1h     ${v % 3 === 0 ? "+0.0" : "+0." + (v % 4)}${v % 3 === 0 ? "0" : ""} m\n  rain 1h      ${(v % 7) / 2} mm`,
    base: 10,
  },
  en: { issue: "the QC-SPK-1 spike flag", fact: "the pressure sensor not answering on SDI-12 address 0", thing: "station" },
};
