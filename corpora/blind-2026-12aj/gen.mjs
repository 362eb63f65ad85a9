// blind-2026-12aj generator: planner agents driving CLI/infrastructure tools through a `shell` tool, a sleep tool,
// a `delegate_task` hand-off to worker agents and two domain APIs, in ten regulated or physical industries.
// usage: node gen.mjs            (writes traces.jsonl + labels.jsonl next to this file, then validates them)
//        node gen.mjs --check    (only validates the files on disk against a fresh generation)
import { writeFileSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = 0x12a1;

// ---------- seeded randomness ----------
function mulberry32(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let R = mulberry32(SEED);
const rnd = () => R();
const rint = (a, b) => a + Math.floor(rnd() * (b - a + 1));
const pick = (a) => a[Math.floor(rnd() * a.length)];
const chars = (set, n) => Array.from({ length: n }, () => set[Math.floor(rnd() * set.length)]).join("");
const hex = (n) => chars("0123456789abcdef", n);
const b36 = (n) => chars("0123456789abcdefghijklmnopqrstuvwxyz", n);
const alnum = (n) => chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", n);
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
const fx = (x, d = 1) => x.toFixed(d);
function shuffle(a) { for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
const iso = (ms) => new Date(ms).toISOString();
const isoS = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const hms = (ms) => new Date(ms).toISOString().slice(11, 19);
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const kib = (n) => (n > 1 << 20 ? `${fx(n / (1 << 20))} MiB` : `${fx(n / 1024)} KiB`);
function dur(s) { if (s < 60) return `${fx(s, 2)}s`; const m = Math.floor(s / 60); return `${m}m${lpad(Math.round(s % 60), 2).replace(" ", "0")}s`; }

// ---------- the ten domains ----------
// Staff-language lines are best-effort flavour; nothing in a label depends on them.
const DOMAINS = [
  {
    key: "lidar-dtm-tiling-vro", lang: "Võro", model: "gpt-4.1-2025-04-14", host: "lidar-proc-03", staff: "Kaido Urb",
    org: "national mapping agency, elevation unit (Tartu)", cli: "pdal", ver: "pdal 2.8.1 (git-version: 5d3a0c)",
    sys: "You are the planning agent of the elevation-model production line. You run commands on lidar-proc-03 with `shell`, wait with `sleep`, hand sub-jobs to workers with `delegate_task` (workers: tiler, qc_worker, publisher) and use the tile-queue and job APIs. Work in EPSG:3301 / EH2000 heights. Report to staff briefly.",
    hello: ["Tere! Pall'o kaeq perrä ja tii valmis:", "Tere, Kaido kirotas. Tiiq pall'o ar':"], done: "Valmis.",
    every: "Kaeq egä 10 minoti takast, nelä kõrda, ja kirotaq mullõ.", watch: "Kaeq sinnä perrä, ku ma tagasi tulõ.",
    tasks: ["DTM 1 m for map sheets 54593 and 54594 from the 2026 spring ALS block, classes 2 and 9", "rebuild the hillshade COGs for block P-17 after the reclassification", "ground-class QA report for sheet 65642 and publish the tiles"],
    dirs: ["/data/als/2026_kevad/P17", "/data/dtm/out", "/srv/pipelines", "/data/als/2026_kevad/P18"], mount: "/data",
    files: [["/srv/pipelines/dtm_1m.json", 1874], ["/data/als/2026_kevad/P17/54593_2026.laz", 412877312], ["/data/als/2026_kevad/P17/54594_2026.laz", 398014464], ["/data/dtm/out/54592_dtm_1m.tif", 52428800], ["/srv/pipelines/hillshade.json", 912]],
    svcs: ["tilequeue-agent", "pdal-workerd"], repo: "/srv/pipelines", apiA: "tile_queue", apiB: "job_api", workers: ["tiler", "qc_worker", "publisher"],
    unit: "tiles", obj: "sheet", objIds: ["54593", "54594", "65642", "54592", "65643"],
    fail: { cmd: "gdalwarp -t_srs EPSG:3301+5705 -tr 1 1 -r bilinear /data/dtm/tmp/54593_ground.tif /data/dtm/out/54593_dtm_1m.tif", cosmetic: ["-multi", "-wo NUM_THREADS=8", "-overwrite", "--config GDAL_CACHEMAX 2048", "-co COMPRESS=DEFLATE"], debug: "--debug on",
      err: ["ERROR 1: PROJ: proj_create_from_database: crs not found: EPSG:5705 (vertical grid est_geoid2017.tif not available)", "ERROR 1: Cannot compute bounding box of cutline / target SRS.", "ERROR 1: Translating source or target SRS failed:\nEPSG:3301+5705"],
      dbg: ["GDAL: GDALOpen(/data/dtm/tmp/54593_ground.tif) succeeds as GTiff.", "PROJ: pj_open_lib(): call fopen(/usr/share/proj/ee_maaamet_est_geoid2017.tif) - failed", "PROJ: PROJ_NETWORK=OFF, grid not fetched"],
      fix: { cmd: "projsync --file ee_maaamet_est_geoid2017.tif --target-dir /usr/share/proj", out: "Downloading from https://cdn.proj.org into /usr/share/proj\nDownloading https://cdn.proj.org/ee_maaamet_est_geoid2017.tif...\n[==================================================] 100% 6.1 MiB" },
      ok: "Creating output file that is 5000P x 5000L.\nProcessing /data/dtm/tmp/54593_ground.tif [1/1] : 0...10...20...30...40...50...60...70...80...90...100 - done." },
    job: { name: "dtm-block-P17", log: "/var/log/pdal-workerd/P17.log", total: 64, stall: "waiting for tile lock 54594_2026.laz (held by tiler-2)", verb: "tile written" },
    block: { worker: "publisher", task: "publish DTM sheets 54593/54594 to the geoportal WMS/COG bucket", missing: "the write token for bucket s3://geoportaal-dtm (publisher role has read-only creds)", fetch: { cmd: "vault kv get -field=token secret/geoportaal/dtm-publisher", out: "hvs.CAESI" + "•".repeat(24) + " (masked, ttl 3600s)" } },
    lock: { path: "/run/lock/dtm-P17.lock", proc: "pdal pipeline /srv/pipelines/dtm_1m.json --readers.las.filename=54594_2026.laz" },
    pager: { tool: "tile_queue", what: "tiles", item: (i) => ({ tile: `P17_${5459 + Math.floor(i / 8)}${i % 8}`, points: 18_000_000 + ((i * 7919) % 4_000_000), state: ["done", "done", "classified", "done"][i % 4] }) },
    cfg: { file: "/srv/pipelines/dtm_1m.json", key: "\"window_size\"", a: "\"window_size\": 6", b: "\"window_size\": 18", c: ["\"slope\": 0.15", "\"slope\": 0.35"], validate: "pdal pipeline --validate /srv/pipelines/dtm_1m.json", errA: "filters.smrf: window_size 6 leaves 4.2% of cells without ground on forested tiles (max 1.0%)", errB: "filters.smrf: window_size 18 with slope 0.15 removes bridge decks as ground (test 'sillad' failed, 37 cells)" },
    verify: { art: "/data/dtm/out/54593_dtm_1m.tif", api: "job_api" },
    perm: { status: 403, body: "{\"error\":\"AccessDenied\",\"message\":\"role tile-publisher-ro may not PUT to geoportaal-dtm\",\"policy\":\"arn:aws:iam::184022:policy/geoportaal-ro\"}" },
    trans: { status: 503, body: "{\"error\":\"SlowDown\",\"message\":\"Please reduce your request rate.\",\"retry_after\":30}" },
    recheck: "gdalinfo -stats -nomd /data/dtm/out/54593_dtm_1m.tif | grep -E 'STATISTICS_(MIN|MAX|MEAN)'", metric: "queued tiles",
  },
  {
    key: "imf-mam-ingest-nrf", lang: "Jèrriais", model: "claude-sonnet-4-5-20250929", host: "mam-ingest-02", staff: "Dgillaume Le Brocq",
    org: "island broadcaster's media-asset ingest (St Helier)", cli: "ffmpeg", ver: "ffmpeg version 7.1 Copyright (c) 2000-2024 the FFmpeg developers",
    sys: "You are the ingest planner of the broadcaster's media-asset management. Tools: `shell` on mam-ingest-02 (ffmpeg, photon, bmxtranswrap, mediainfo), `sleep`, `delegate_task` to workers (qc_worker, transcoder, archivist), `mam_api` and `transcode_api`. Deliverables are IMF App 2E packages and XDCAM HD50 proxies.",
    hello: ["Bouônjour! Jé vos d'mande dé faithe chenna:", "Bouônjour, ch'est Dgillaume. Pouvez-vous:"], done: "Ch'est fait.",
    every: "Vèrifiez touos les dgix minnutes, quatre fais, et dites-mé.", watch: "Gardez un yi là-d'sus jusqu'à man r'tou.",
    tasks: ["ingest the IMF package for 'Les Mielles, ep. 4' and make the proxy", "re-wrap the Battle of Flowers archive reels to XDCAM HD50", "QC and publish the Liberation Day special to the playout server"],
    dirs: ["/mnt/ingest/incoming/MIELLES_EP4_IMF", "/mnt/ingest/proxies", "/opt/ingest/profiles", "/mnt/ingest/incoming/BATTLE_1987"], mount: "/mnt/ingest",
    files: [["/opt/ingest/profiles/xdcam_hd50.yaml", 1290], ["/mnt/ingest/incoming/MIELLES_EP4_IMF/CPL_5c1e.xml", 18422], ["/mnt/ingest/incoming/MIELLES_EP4_IMF/ASSETMAP.xml", 4210], ["/mnt/ingest/incoming/MIELLES_EP4_IMF/VIDEO_5c1e.mxf", 28991029248], ["/opt/ingest/profiles/loudness_r128.yaml", 640]],
    svcs: ["mam-watchfolder", "transcode-node@2"], repo: "/opt/ingest", apiA: "mam_api", apiB: "transcode_api", workers: ["qc_worker", "transcoder", "archivist"],
    unit: "frames", obj: "asset", objIds: ["MIELLES_EP4", "BATTLE_1987_R2", "LIB_DAY_2026", "MIELLES_EP3", "WX_BULLETIN_1211"],
    fail: { cmd: "photon-validate --input /mnt/ingest/incoming/MIELLES_EP4_IMF --profile app2e", cosmetic: ["--threads 4", "--no-color", "--report json", "--strict", "--timeout 600"], debug: "--log-level debug",
      err: ["[ERROR] IMPValidator: CPL urn:uuid:5c1e0a7e-3b2f-4d61-9c0e-2a8f1d7e4b90 references TrackFileId urn:uuid:a7f3e2c1-0d4b-4e8a-b6f1-3c9d2e7a5f18 which is not present in ASSETMAP.xml", "[ERROR] IMPValidator: 1 fatal error(s), 0 non-fatal error(s). Package is not valid.", "java.lang.IllegalStateException: Package validation failed\n\tat com.netflix.imflibrary.app.IMPAnalyzer.main(IMPAnalyzer.java:412)"],
      dbg: ["[DEBUG] AssetMap: 6 assets listed, 7 referenced by CPL/PKL", "[DEBUG] PKL urn:uuid:91e2... lists AUDIO_5c1e_fr.mxf (hash OK) but ASSETMAP has no chunk for it"],
      fix: { cmd: "imf-assetmap --rebuild /mnt/ingest/incoming/MIELLES_EP4_IMF --pkl PKL_91e2.xml", out: "scanning 7 files\nadded asset urn:uuid:a7f3e2c1-0d4b-4e8a-b6f1-3c9d2e7a5f18 -> AUDIO_5c1e_fr.mxf (1.9 GiB)\nwrote ASSETMAP.xml (7 assets)" },
      ok: "[INFO] IMPValidator: 0 fatal error(s), 2 non-fatal error(s).\n[WARN] CPL ContentVersion label empty\n[INFO] Package is valid for Application 2E." },
    job: { name: "proxy-MIELLES_EP4", log: "/var/log/transcode/proxy-MIELLES_EP4.log", total: 74250, stall: "waiting for input: read timeout on /mnt/ingest (nfs server isilon-1 not responding, still trying)", verb: "frame" },
    block: { worker: "archivist", task: "push MIELLES_EP4 to the LTO-9 archive pool and tape library", missing: "the archive pool id and the retention class (the request has neither)", fetch: { cmd: "mamctl policy show --collection drama-2026 --format yaml", out: "collection: drama-2026\narchive_pool: LTO9-POOL-B\nretention_class: R25Y\ncopies: 2\nvault_offsite: true" } },
    lock: { path: "/mnt/ingest/.locks/MIELLES_EP4.lock", proc: "bmxtranswrap -t op1a -o /mnt/ingest/proxies/MIELLES_EP4.mxf" },
    pager: { tool: "mam_api", what: "assets", item: (i) => ({ asset: `ARC-${19870 + i * 13}`, title: `Battle of Flowers 1987 reel ${1 + (i % 9)}`, duration: `00:${lpad(10 + (i * 7) % 49, 2)}:${lpad((i * 17) % 60, 2)}:00`.replace(/ /g, "0"), status: ["ingested", "ingested", "qc_pending"][i % 3] }) },
    cfg: { file: "/opt/ingest/profiles/loudness_r128.yaml", key: "target_lufs", a: "target_lufs: -23.0", b: "target_lufs: -24.0", c: ["true_peak_dbtp: -1.0", "true_peak_dbtp: -2.0"], validate: "ingest-profile lint /opt/ingest/profiles/loudness_r128.yaml --against R128", errA: "true peak -1.0 dBTP exceeds limit for channel 'jersey_dtt' after AC-3 encode (measured -0.6 dBTP on ref clip)", errB: "target_lufs -24.0 outside EBU R128 tolerance for programme delivery (-23 ±0.5)" },
    verify: { art: "/mnt/ingest/proxies/MIELLES_EP4.mxf", api: "mam_api" },
    perm: { status: 422, body: "{\"code\":\"METADATA_INVALID\",\"detail\":\"field 'rights.territory' value 'JE-GG' not in controlled vocabulary\",\"field\":\"rights.territory\"}" },
    trans: { status: 429, body: "{\"code\":\"RATE_LIMITED\",\"detail\":\"too many concurrent registrations\",\"retry_after_s\":20}" },
    recheck: "mediainfo --Inform='Video;%Format%/%BitRate%/%FrameRate%' /mnt/ingest/proxies/MIELLES_EP4.mxf", metric: "watch-folder backlog",
  },
  {
    key: "records-retention-hold-bem", lang: "Bemba", model: "qwen3-coder-480b-a35b", host: "rm-app-01", staff: "Mwila Chanda",
    org: "records office of a Copperbelt mining company (Kitwe)", cli: "rmctl", ver: "rmctl 4.12.0 (retention engine, build 2026.10.2)",
    sys: "You are the records-management planner. Tools: `shell` on rm-app-01 (rmctl retention engine, pst tools, psql read replica), `sleep`, `delegate_task` to workers (collector, reviewer, disposer), `holds_api` (legal holds) and `custodians_api`. Never dispose of items under legal hold.",
    hello: ["Mwashibukeni! Napapata, citeni ici:", "Mwapoleni mukwai, ni Mwila. Napapata:"], done: "Nacipwa.",
    every: "Moneni cila mineti ikumi, imiku ine, no kunjeba.", watch: "Landeni pali ici mpaka nkabwele.",
    tasks: ["run the FIN-7Y disposition for the 2018 finance records and certify it", "collect the mailboxes of the three custodians on hold LH-2026-031", "release hold LH-2024-017 items that the court order lets go"],
    dirs: ["/srv/rm/exports", "/srv/rm/disposition/2026Q4", "/etc/rmctl", "/srv/rm/collections/LH-2026-031"], mount: "/srv/rm",
    files: [["/etc/rmctl/schedules.yaml", 6210], ["/srv/rm/exports/fin_2018_manifest.csv", 2210334], ["/srv/rm/collections/LH-2026-031/nkana_ops.pst", 8120655872], ["/srv/rm/disposition/2026Q4/cert_template.docx", 48211], ["/etc/rmctl/rmctl.conf", 902]],
    svcs: ["rm-indexer", "rmctl-scheduler"], repo: "/etc/rmctl", apiA: "holds_api", apiB: "custodians_api", workers: ["collector", "reviewer", "disposer"],
    unit: "items", obj: "series", objIds: ["FIN-7Y", "HR-10Y", "SHE-PERM", "PROC-6Y", "LEG-12Y"],
    fail: { cmd: "rmctl disposition run --schedule FIN-7Y --series 2018 --certify", cosmetic: ["--batch-size 500", "--parallel 4", "--no-progress", "--yes", "--log-format text"], debug: "--verbose",
      err: ["rmctl: DISPOSITION BLOCKED: 312 of 48,207 items in scope are under legal hold LH-2024-017 (Mufulira tailings claim).", "rmctl: refusing to certify a partial run; re-run with --exclude-held to dispose the rest and list the held items.", "exit status 4 (E_HOLD_CONFLICT)"],
      dbg: ["debug: scope query: series=FIN-7Y AND year=2018 AND state=eligible -> 48207 rows", "debug: hold join: LH-2024-017 matches 312 (custodians: J.Mulenga, P.Bwalya)"],
      fix: { cmd: "rmctl disposition plan --schedule FIN-7Y --series 2018 --exclude-held --out /srv/rm/disposition/2026Q4/fin2018.plan", out: "plan written: 47,895 items to dispose, 312 held (listed in fin2018.plan.held.csv)" },
      ok: "disposition FIN-7Y/2018: 47,895 destroyed, 312 skipped (hold LH-2024-017)\ncertificate: /srv/rm/disposition/2026Q4/CERT-FIN7Y-2018.pdf (sha256 9f1c…e04a)" },
    job: { name: "collect-LH-2026-031", log: "/var/log/rmctl/collect-LH-2026-031.log", total: 184220, stall: "EWS throttled: ErrorServerBusy, backing off (mailbox p.bwalya@mopani.example)", verb: "items exported" },
    block: { worker: "disposer", task: "destroy the FIN-7Y 2018 paper boxes at the Kitwe off-site store", missing: "the signed destruction authority (form RM-12) from the records owner; the store refuses a work order without its number", fetch: { cmd: "rmctl approvals get --type RM-12 --series FIN-7Y --year 2018", out: "RM-12 #A-2026-0441 signed by C. Kapembwa (Finance Director) on 2026-11-03, valid until 2027-02-03" } },
    lock: { path: "/srv/rm/.locks/FIN-7Y.lock", proc: "rmctl disposition run --schedule FIN-7Y --series 2017" },
    pager: { tool: "holds_api", what: "held items", item: (i) => ({ item_id: `DOC-${880120 + i * 37}`, custodian: ["J.Mulenga", "P.Bwalya", "E.Tembo"][i % 3], series: "FIN-7Y", created: `2018-${lpad(1 + (i % 12), 2).replace(" ", "0")}-${lpad(1 + (i * 3) % 28, 2).replace(" ", "0")}` }) },
    cfg: { file: "/etc/rmctl/schedules.yaml", key: "trigger", a: "trigger: fiscal_year_end", b: "trigger: last_modified", c: ["event_source: erp", "event_source: sap_fi"], validate: "rmctl schedules lint /etc/rmctl/schedules.yaml", errA: "FIN-7Y: trigger fiscal_year_end needs event_source with fiscal calendar; 'erp' has none (ZCCM calendar is in sap_fi)", errB: "FIN-7Y: trigger last_modified not allowed for statutory series (Companies Act s.177 requires fiscal year end)" },
    verify: { art: "/srv/rm/disposition/2026Q4/CERT-FIN7Y-2018.pdf", api: "holds_api" },
    perm: { status: 409, body: "{\"error\":\"HOLD_ACTIVE\",\"message\":\"hold LH-2024-017 cannot be released: court order CO-2026-118 covers only 204 of 312 items\",\"hold\":\"LH-2024-017\"}" },
    trans: { status: 503, body: "{\"error\":\"Unavailable\",\"message\":\"holds index rebuilding\",\"retry_after\":45}" },
    recheck: "rmctl holds count --hold LH-2024-017", metric: "pending review queue",
  },
  {
    key: "edc-database-lock-fon", lang: "Fon", model: "gemini-2.5-pro", host: "cdm-compute-1", staff: "Sèna Houngbédji",
    org: "clinical data management at a CRO (Cotonou), malaria vaccine phase III", cli: "Rscript", ver: "R scripting front-end version 4.4.2 (2024-10-31)",
    sys: "You are the data-management planner for study MVX-301. Tools: `shell` on cdm-compute-1 (R, Pinnacle 21 CLI, sas7bdat tools), `sleep`, `delegate_task` to workers (sdtm_programmer, query_manager, validator), `edc_api` and `queries_api`. Database lock needs zero open queries and a clean P21 report.",
    hello: ["Mi kú dò! Ðó wɛn bǐ:", "A fɔn ganji à? Sèna wɛ. Bló:"], done: "É ko vɔ.",
    every: "Kpɔ́n ɖò minú wǒ ɖè bǐ mɛ, azɔ̌ ɛnɛ, bo ɖɔ nú mi.", watch: "Kpɔ́n dó wu jɛ̀ hwenu e un na lɛ́ wá.",
    tasks: ["rebuild SDTM DM/AE/EX for the interim cut and run P21", "close the open queries on sites BJ-03 and BJ-07 before soft lock", "prepare the define.xml 2.1 for the MVX-301 submission package"],
    dirs: ["/study/MVX301/sdtm", "/study/MVX301/raw/2026-11", "/study/MVX301/programs", "/study/MVX301/p21"], mount: "/study",
    files: [["/study/MVX301/programs/make_dm.R", 7342], ["/study/MVX301/raw/2026-11/dm_2026-11.csv", 412009], ["/study/MVX301/sdtm/ae.xpt", 2210880], ["/study/MVX301/p21/config.yaml", 1488], ["/study/MVX301/programs/define_meta.xlsx", 88210]],
    svcs: ["edc-sync", "p21-runner"], repo: "/study/MVX301/programs", apiA: "edc_api", apiB: "queries_api", workers: ["sdtm_programmer", "query_manager", "validator"],
    unit: "records", obj: "domain", objIds: ["DM", "AE", "EX", "LB", "VS"],
    fail: { cmd: "Rscript /study/MVX301/programs/make_dm.R --cut 2026-11-30", cosmetic: ["--no-save", "--vanilla", "--quiet", "--cut=2026-11-30", "--outdir /study/MVX301/sdtm"], debug: "--verbose",
      err: ["Error in `dplyr::left_join()`:\n! Join columns in `y` must be present in the data.\n✖ Problem with `SUBJID`.", "Backtrace:\n    ▆\n 1. └─dplyr::left_join(raw_dm, ic, by = \"SUBJID\")\n 2.   └─dplyr:::join_mutate(...)", "Execution halted"],
      dbg: ["[make_dm] read raw/2026-11/dm_2026-11.csv: 1,912 rows, 41 cols", "[make_dm] read raw/2026-11/ic_2026-11.csv: 1,912 rows; columns: Subject_ID, ICDAT, ICVER, SITEID"],
      fix: { cmd: "sed -i 's/by = \"SUBJID\")/by = c(\"SUBJID\" = \"Subject_ID\"))/' /study/MVX301/programs/make_dm.R && git -C /study/MVX301/programs diff --stat", out: " make_dm.R | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)" },
      ok: "[make_dm] joined IC: 1,912/1,912 matched\n[make_dm] wrote sdtm/dm.xpt (1,912 records, 27 variables)" },
    job: { name: "p21-MVX301-interim", log: "/study/MVX301/p21/run.log", total: 41, stall: "waiting for dictionary lock MedDRA 27.1 (held by another validation)", verb: "datasets validated" },
    block: { worker: "query_manager", task: "close the 17 open queries on site BJ-07", missing: "the investigator's e-signature delegation for BJ-07 (the PI changed on 2026-11-12; the EDC rejects closures signed by the old PI)", fetch: { cmd: "edcctl site show BJ-07 --field delegation_log", out: "BJ-07 delegation_log:\n  - Dr A. Dossou-Yovo (PI) from 2026-11-12, DL-BJ07-0009, e-sig enabled\n  - Dr F. Agbo (Sub-I) from 2025-03-02" } },
    lock: { path: "/study/MVX301/.locks/sdtm_build.lock", proc: "Rscript /study/MVX301/programs/make_ae.R --cut 2026-11-30" },
    pager: { tool: "queries_api", what: "queries", item: (i) => ({ query_id: `Q-${30210 + i * 11}`, site: ["BJ-03", "BJ-07"][i % 2], form: ["AE", "EX", "VS", "LB"][i % 4], status: "open", opened: `2026-${["10", "11"][i % 2]}-${lpad(2 + (i * 5) % 26, 2).replace(" ", "0")}` }) },
    cfg: { file: "/study/MVX301/p21/config.yaml", key: "meddra_version", a: "meddra_version: \"27.0\"", b: "meddra_version: \"27.1\"", c: ["ct_version: \"2024-09-27\"", "ct_version: \"2025-03-28\""], validate: "p21 validate --config /study/MVX301/p21/config.yaml --dry-run", errA: "SD2006: MedDRA 27.0 does not match AE.AEDICT 'MedDRA 27.1' in 1,204 records", errB: "CT2001: MedDRA 27.1 requires CDISC CT >= 2025-03-28; config has 2024-09-27" },
    verify: { art: "/study/MVX301/sdtm/dm.xpt", api: "edc_api" },
    perm: { status: 403, body: "{\"error\":\"FORBIDDEN\",\"message\":\"user svc-cdm-agent lacks role 'Data Manager - Lock' for study MVX-301\",\"audit_ref\":\"AR-88120\"}" },
    trans: { status: 502, body: "{\"error\":\"BAD_GATEWAY\",\"message\":\"upstream edc-eu-2 timeout\",\"retry_after\":30}" },
    recheck: "Rscript -e 'nrow(haven::read_xpt(\"/study/MVX301/sdtm/dm.xpt\"))'", metric: "open queries",
  },
  {
    key: "power-settlement-recon-udm", lang: "Udmurt", model: "mistral-medium-3", host: "settle-batch-01", staff: "Ӧльга Корепанова",
    org: "energy retailer's wholesale settlement back office (Izhevsk)", cli: "python3", ver: "Python 3.12.7",
    sys: "You are the settlement planner of the retailer's back office. Tools: `shell` on settle-batch-01 (python recon scripts, psql, xmllint), `sleep`, `delegate_task` to workers (meter_worker, invoice_worker, dispute_worker), `market_api` (market operator's settlement service) and `billing_api`. Month close is on the 10th working day.",
    hello: ["Ӟечбуре! Лэсьтэ, пожалуйста:", "Ӟечбуре, Ӧльга гожтэ. Лэсьтэ:"], done: "Дась.",
    every: "Кажӟа дас минут ортчыса учкы, ньыль пол, но мыным гожты.", watch: "Учкы со бӧрсьы, мон берытскытозь.",
    tasks: ["reconcile November hourly volumes against the market operator's settlement for GTP PUDMEN13", "load the corrected meter data for Votkinsk feeders and re-run the imbalance calc", "file the dispute for the 2026-11-14 hour 19 price spike"],
    dirs: ["/srv/settle/2026-11", "/srv/settle/recon", "/opt/settle/bin", "/srv/settle/2026-10"], mount: "/srv/settle",
    files: [["/opt/settle/bin/recon.py", 21340], ["/srv/settle/2026-11/ats_volumes_PUDMEN13.xml", 3120482], ["/srv/settle/2026-11/meters_80020.zip", 18220411], ["/opt/settle/bin/settings.toml", 1204], ["/srv/settle/recon/2026-10_report.csv", 90211]],
    svcs: ["meter-ingest", "settle-api-proxy"], repo: "/opt/settle", apiA: "market_api", apiB: "billing_api", workers: ["meter_worker", "invoice_worker", "dispute_worker"],
    unit: "hours", obj: "GTP", objIds: ["PUDMEN13", "PUDMEN14", "PUDMEN21", "PVOTK002", "PSARAP01"],
    fail: { cmd: "python3 /opt/settle/bin/recon.py --period 2026-11 --gtp PUDMEN13", cosmetic: ["--workers 4", "--no-cache", "--format csv", "--tz Europe/Samara", "--chunk 168"], debug: "--log-level DEBUG",
      err: ["Traceback (most recent call last):\n  File \"/opt/settle/bin/recon.py\", line 214, in <module>\n    main()\n  File \"/opt/settle/bin/recon.py\", line 188, in main\n    ats = load_ats(args.period, args.gtp)\n  File \"/opt/settle/bin/recon.py\", line 97, in load_ats\n    vol = row['GTP_ID']\nKeyError: 'GTP_ID'"],
      dbg: ["DEBUG load_ats: parsed ats_volumes_PUDMEN13.xml schema version 3.2 (expected 3.1)", "DEBUG load_ats: row keys: ['gtp_code', 'hour', 'volume_mwh', 'price_rub']"],
      fix: { cmd: "sed -i \"s/row\\['GTP_ID'\\]/row.get('GTP_ID') or row['gtp_code']/\" /opt/settle/bin/recon.py && python3 -m py_compile /opt/settle/bin/recon.py && echo compiled", out: "compiled" },
      ok: "recon 2026-11 PUDMEN13: 720 hours, 714 match (|Δ| < 0.001 MWh), 6 differ, total Δ 1.842 MWh (0.04 %)\nreport: /srv/settle/recon/2026-11_PUDMEN13.csv" },
    job: { name: "imbalance-2026-11", log: "/var/log/settle/imbalance-2026-11.log", total: 720, stall: "waiting for meter batch 80020/VOTK-F7 (status: not received)", verb: "hours computed" },
    block: { worker: "dispute_worker", task: "file the price dispute for 2026-11-14 hour 19 with the market operator", missing: "the market operator's dispute case reference for the hour (their portal needs the original notice id)", fetch: { cmd: "grep -h 'NOTICE' /srv/settle/2026-11/ats_notices_*.txt | grep '2026-11-14'", out: "NOTICE ATS-N-2026-118204 2026-11-14 H19 PUDMEN13 price 4112.77 RUB/MWh flagged 'preliminary'" } },
    lock: { path: "/srv/settle/.locks/recon-2026-11.lock", proc: "python3 /opt/settle/bin/recon.py --period 2026-11 --gtp PUDMEN14" },
    pager: { tool: "market_api", what: "settlement rows", item: (i) => ({ hour: `2026-11-${lpad(1 + Math.floor(i / 24), 2).replace(" ", "0")}T${lpad(i % 24, 2).replace(" ", "0")}:00+04:00`, volume_mwh: +(11 + ((i * 37) % 90) / 10).toFixed(3), price_rub: +(1890 + ((i * 131) % 900)).toFixed(2) }) },
    cfg: { file: "/opt/settle/bin/settings.toml", key: "tz", a: "tz = \"Europe/Moscow\"", b: "tz = \"Europe/Samara\"", c: ["hour_convention = \"begin\"", "hour_convention = \"end\""], validate: "python3 /opt/settle/bin/recon.py --check-config", errA: "config: tz Europe/Moscow shifts Udmurt meters by 1 h (meters report UTC+4); 720/720 hours misaligned", errB: "config: tz Europe/Samara with hour_convention=begin gives hour 0 = 00:00-01:00 but market files use hour-ending; 720/720 hours off by one" },
    verify: { art: "/srv/settle/recon/2026-11_PUDMEN13.csv", api: "market_api" },
    perm: { status: 401, body: "{\"error\":\"invalid_client\",\"error_description\":\"certificate CN=settle-bot,O=UdmEnergo revoked on 2026-11-20\"}" },
    trans: { status: 504, body: "{\"error\":\"gateway_timeout\",\"error_description\":\"settlement service busy (month close)\",\"retry_after\":60}" },
    recheck: "psql -Atc \"select count(*), round(sum(volume_mwh),3) from recon where period='2026-11' and gtp='PUDMEN13'\"", metric: "meter batches pending",
  },
  {
    key: "segy-seismic-processing-bal", lang: "Balochi", model: "deepseek-v3.1", host: "seis-head-01", staff: "Shahdad Baloch",
    org: "seismic processing centre for an offshore Makran 2D survey (Gwadar field office)", cli: "sfsegyread", ver: "Madagascar 4.1 (sfsegyread), Seismic Unix 44R28",
    sys: "You are the processing planner for survey MKR-26-2D. Tools: `shell` on seis-head-01 (Madagascar, Seismic Unix, segyio scripts, slurm), `sleep`, `delegate_task` to workers (qc_worker, proc_worker, tape_worker), `cluster_api` and `tape_api`. Keep the SEG-Y Rev 2 headers intact.",
    hello: ["Washen! Mehrbani kan, é kaar bekan:", "Salaam, Shahdad an. Mehrbani kan:"], done: "Kaar halas bút.",
    every: "Har dah mint'a bechár, chár bar, o man'a bgoš.", watch: "Eš'ia bechár taan ke man per'ān.",
    tasks: ["read line MKR26-014 from tape, QC the headers and start the noise attenuation flow", "re-run the NMO/stack for lines 014-017 with the new velocity picks", "write the final migrated stack for MKR26-016 to SEG-Y Rev 2 and archive it"],
    dirs: ["/seis/MKR26/raw", "/seis/MKR26/proc/line014", "/seis/MKR26/flows", "/seis/MKR26/vel"], mount: "/seis",
    files: [["/seis/MKR26/flows/denoise.sh", 3120], ["/seis/MKR26/raw/MKR26-014.sgy", 41298221056], ["/seis/MKR26/vel/picks_v3.txt", 204811], ["/seis/MKR26/proc/line014/stack.rsf", 802211], ["/seis/MKR26/flows/params.yaml", 1744]],
    svcs: ["slurmctld", "tape-gw"], repo: "/seis/MKR26/flows", apiA: "cluster_api", apiB: "tape_api", workers: ["qc_worker", "proc_worker", "tape_worker"],
    unit: "shots", obj: "line", objIds: ["MKR26-014", "MKR26-015", "MKR26-016", "MKR26-017", "MKR26-009"],
    fail: { cmd: "sfsegyread tape=/seis/MKR26/raw/MKR26-014.sgy tfile=/seis/MKR26/proc/line014/hdr.rsf > /seis/MKR26/proc/line014/raw.rsf", cosmetic: ["endian=y", "format=5", "read=data", "verb=n", "mask=n"], debug: "verb=y",
      err: ["sfsegyread: Trace 1: ns=0 in trace header, binary header says ns=6001", "sfsegyread: cannot read traces with varying length (su2rsf needs constant ns)", "sfsegyread: error: segy format mismatch"],
      dbg: ["sfsegyread: Rev 2.0 binary header: extended textual headers = 3", "sfsegyread: skipping 3 x 3200 bytes not done (reader assumes Rev 1: 0 extended headers)"],
      fix: { cmd: "python3 /seis/MKR26/flows/strip_ext_headers.py /seis/MKR26/raw/MKR26-014.sgy /seis/MKR26/proc/line014/MKR26-014_rev1.sgy", out: "extended textual headers: 3 (9600 bytes) moved to MKR26-014_rev1.ext.txt\ntraces: 412,880  ns=6001  dt=2000us  format=5 (IEEE)" },
      ok: "sfsegyread: 412880 traces, n1=6001 d1=0.002\nsfsegyread: headers -> hdr.rsf (91 keys)" },
    job: { name: "denoise-MKR26-014", log: "/seis/MKR26/proc/line014/slurm-denoise.out", total: 3441, stall: "rank 7: MPI_Recv waiting on rank 12 (node seis-c12 unreachable)", verb: "shot gathers done" },
    block: { worker: "tape_worker", task: "archive MKR26-016 final stack to the two LTO copies and the client's SFTP", missing: "the client SFTP host key fingerprint and drop folder (not in the tape worker's config)", fetch: { cmd: "grep -A3 'client_delivery' /seis/MKR26/flows/params.yaml", out: "client_delivery:\n  host: sftp.ogdcl-delivery.example\n  folder: /in/MKR26/final\n  hostkey: SHA256:q9Zp3Lw0xJ2c8N4yVmT1eRkH7fBd6aUo5sGi0YtPlQc" } },
    lock: { path: "/seis/MKR26/proc/line014/.flow.lock", proc: "sfpef < raw.rsf > pef.rsf a=8,3 (proc_worker, job 88231)" },
    pager: { tool: "tape_api", what: "tape files", item: (i) => ({ volser: `MKR${lpad(140 + Math.floor(i / 6), 3)}L9`, file_seq: 1 + (i % 6), line: `MKR26-0${14 + Math.floor(i / 6)}`, bytes: 6_871_220_000 + ((i * 977) % 90000) * 1000 }) },
    cfg: { file: "/seis/MKR26/flows/params.yaml", key: "mute_velocity", a: "mute_velocity: 1450", b: "mute_velocity: 1600", c: ["mute_taper_ms: 40", "mute_taper_ms: 120"], validate: "python3 /seis/MKR26/flows/check_params.py /seis/MKR26/flows/params.yaml", errA: "check_params: mute_velocity 1450 m/s leaves direct-arrival energy in offsets > 2.4 km (QC test 'dirwave' 18.2 dB above threshold)", errB: "check_params: mute_velocity 1600 with taper 40 ms cuts the seabed reflection at 1.1 s on near offsets (test 'seabed_keep' failed)" },
    verify: { art: "/seis/MKR26/proc/line016/MKR26-016_final.sgy", api: "tape_api" },
    perm: { status: 403, body: "{\"error\":\"QuotaExceeded\",\"message\":\"project MKR26 exceeds tape quota 1.20 PB (used 1.197 PB + request 14.3 TB)\",\"project\":\"MKR26\"}" },
    trans: { status: 503, body: "{\"error\":\"LibraryBusy\",\"message\":\"robot inventory in progress\",\"retry_after\":90}" },
    recheck: "sfin /seis/MKR26/proc/line014/stack.rsf | grep -E 'n1=|n2=|esize'", metric: "pending slurm jobs",
  },
  {
    key: "drug-serialization-epcis-pcd", lang: "Picard", model: "gpt-5-mini", host: "l4-serial-srv", staff: "Aurélie Dufossé",
    org: "packaging plant of a generics maker (Amiens), FMD serialisation", cli: "epcis-cli", ver: "epcis-cli 3.4.2 (EPCIS 1.2 / 2.0)",
    sys: "You are the serialisation planner of packaging line 4. Tools: `shell` on l4-serial-srv (epcis-cli, aggr-check, xmllint, sqlite3), `sleep`, `delegate_task` to workers (line_worker, upload_worker, deviation_worker), `hub_api` (EU hub uploads via the national system) and `line_api`. Batches are released only after hub upload and aggregation check.",
    hello: ["Bojour! Ej vos deminde d'foaire cho:", "Bojour, ch'est Aurélie. Pouvez-vous:"], done: "Ch'est fét.",
    every: "Raviser tous lés dix minutes, quate fos, pi m'dire.", watch: "Wettez lo-d'sus jusqu'à tant qu'ej ervienne.",
    tasks: ["upload batch L4-26-1184 serials to the hub and check the case/pallet aggregation", "re-commission the 1,200 packs reworked after the label jam", "decommission the damaged packs of batch L4-26-1179 and close the deviation"],
    dirs: ["/srv/serial/outbox", "/srv/serial/batches/L4-26-1184", "/etc/epcis", "/srv/serial/batches/L4-26-1179"], mount: "/srv/serial",
    files: [["/etc/epcis/upload.yaml", 1422], ["/srv/serial/batches/L4-26-1184/commission.xml", 18822410], ["/srv/serial/batches/L4-26-1184/aggregation.xml", 4120811], ["/srv/serial/outbox/L4-26-1184.zip", 3980221], ["/etc/epcis/masterdata.csv", 22109]],
    svcs: ["line4-tracker", "epcis-outbox"], repo: "/etc/epcis", apiA: "hub_api", apiB: "line_api", workers: ["line_worker", "upload_worker", "deviation_worker"],
    unit: "packs", obj: "batch", objIds: ["L4-26-1184", "L4-26-1179", "L4-26-1185", "L4-26-1171", "L4-26-1190"],
    fail: { cmd: "epcis-cli upload --batch L4-26-1184 --file /srv/serial/batches/L4-26-1184/commission.xml", cosmetic: ["--timeout 300", "--chunk 5000", "--no-color", "--gzip", "--retries 0"], debug: "--trace",
      err: ["epcis-cli: XSD validation failed (1 error):", "  commission.xml:412: element ObjectEvent: missing child <extension><ilmd><cbvmda:lotNumber>", "epcis-cli: upload aborted, nothing sent (exit 65)"],
      dbg: ["trace: schema EPCIS 1.2 + CBV 1.2 + ILMD", "trace: masterdata.csv has lot format '^L4-\\d{2}-\\d{4}$'; ILMD block skipped because template v7 has ilmd: false"],
      fix: { cmd: "sed -i 's/ilmd: false/ilmd: true/' /etc/epcis/upload.yaml && epcis-cli render --batch L4-26-1184 --template v7 -o /srv/serial/batches/L4-26-1184/commission.xml", out: "rendered 48,000 ObjectEvents with ILMD (lot L4-26-1184, expiry 2029-10-31)" },
      ok: "XSD OK\nuploaded 48,000 serials in 10 chunks, hub receipt HUB-RCPT-7f2a91e0 (status: accepted_pending_processing)" },
    job: { name: "hub-processing-L4-26-1184", log: "/var/log/epcis/L4-26-1184.log", total: 48000, stall: "hub status: PROCESSING_SUSPENDED (alert 'A7 duplicate serial' raised on chunk 6)", verb: "serials confirmed" },
    block: { worker: "deviation_worker", task: "close deviation DEV-26-0412 for the packs destroyed in the L4 label jam", missing: "the QA approver's signature id (the QMS needs it before closing; the worker cannot sign)", fetch: { cmd: "qmsctl deviation show DEV-26-0412 --field approvals", out: "DEV-26-0412 approvals:\n  QA: M. Lefebvre, SIG-QA-77120, 2026-11-27T15:04:11+01:00" } },
    lock: { path: "/srv/serial/.locks/outbox.lock", proc: "epcis-cli upload --batch L4-26-1185 (upload_worker)" },
    pager: { tool: "hub_api", what: "alerts", item: (i) => ({ alert: `A${7}-${hex(0) || ""}${90120 + i * 3}`, serial: `0135${lpad(7000000 + i * 4177, 10).replace(/ /g, "0")}`, code: ["A7", "A24", "A7"][i % 3], raised: `2026-11-${lpad(20 + (i % 8), 2)}` }) },
    cfg: { file: "/etc/epcis/upload.yaml", key: "aggregation_level", a: "aggregation_level: case", b: "aggregation_level: pallet", c: ["sscc_prefix: 3760112", "sscc_prefix: 37601120"], validate: "aggr-check --config /etc/epcis/upload.yaml --batch L4-26-1184 --dry-run", errA: "aggr-check: 20 pallets without parent events; hub expects pallet-level AggregationEvents for shipments to the wholesaler", errB: "aggr-check: pallet SSCCs use 7-digit prefix 3760112 but the GS1 licence is 37601120 (8 digits); 20 SSCC check digits wrong" },
    verify: { art: "/srv/serial/outbox/L4-26-1184.zip", api: "hub_api" },
    perm: { status: 400, body: "{\"code\":\"E_PRODUCT_UNKNOWN\",\"message\":\"product code 03400930000120 not registered for MAH in the hub master data\",\"trace\":\"hub-7d1e\"}" },
    trans: { status: 503, body: "{\"code\":\"E_MAINTENANCE\",\"message\":\"national system in planned maintenance\",\"retry_after\":120}" },
    recheck: "sqlite3 /srv/serial/line4.db \"select status,count(*) from packs where batch='L4-26-1184' group by status\"", metric: "outbox files waiting",
  },
  {
    key: "tuna-transship-edi-mah", lang: "Marshallese", model: "claude-haiku-4-5-20251001", host: "edi-gw-maj", staff: "Kiora Langidrik",
    org: "port agent at Majuro for purse-seine tuna transshipments (EDI to port authority, fisheries and carriers)", cli: "edifact-lint", ver: "edifact-lint 2.9.0 (D.95B, D.00B, D.16A)",
    sys: "You are the EDI planner of the Majuro port agency. Tools: `shell` on edi-gw-maj (edifact-lint, sftp, as2 client, jq), `sleep`, `delegate_task` to workers (manifest_worker, fisheries_worker, carrier_worker), `port_api` and `fisheries_api`. Every transshipment needs a CUSCAR to the port and a catch document to fisheries before the carrier sails.",
    hello: ["Iakwe! Jouj im kōm̧m̧ane men in:", "Iakwe, Kiora in. Jouj im:"], done: "Emōj.",
    every: "Lale aolep 10 minit, eman alen, im kwaḷọk ñan eō.", watch: "Lale m̧ae iien eo ij jepl̦aak.",
    tasks: ["send the CUSCAR and the catch documents for the transshipment MV Pacific Lunar -> Reefer Hoyo Maru No.8", "resend yesterday's BAPLIE to the carrier after their rejection", "close the port call of FV Marshalls 201 and settle the port dues"],
    dirs: ["/srv/edi/out", "/srv/edi/in", "/etc/edi/partners", "/srv/edi/archive/2026-11"], mount: "/srv/edi",
    files: [["/etc/edi/partners/mipa.yaml", 982], ["/srv/edi/out/CUSCAR_PLUNAR_2611.edi", 48211], ["/srv/edi/in/APERAK_NYKR_2611.edi", 1408], ["/srv/edi/out/BAPLIE_HOYO8_2611.edi", 112044], ["/etc/edi/partners/nyk-reefer.yaml", 1210]],
    svcs: ["as2-gateway", "edi-router"], repo: "/etc/edi", apiA: "port_api", apiB: "fisheries_api", workers: ["manifest_worker", "fisheries_worker", "carrier_worker"],
    unit: "messages", obj: "vessel", objIds: ["PLUNAR", "HOYO8", "MARSH201", "TAIYO7", "KOOR3"],
    fail: { cmd: "edifact-lint /srv/edi/out/CUSCAR_PLUNAR_2611.edi --dir D.95B --guide mipa", cosmetic: ["--encoding UNOB", "--no-warn", "--max-errors 50", "--segment-terminator \"'\"", "--json"], debug: "--explain",
      err: ["CUSCAR_PLUNAR_2611.edi: segment 47 GID+3+412:PK'", "  E214 GID/C213/7065 'PK' not allowed by guide mipa (frozen fish must be declared as 'BG' bulk or 'CT' cartons)", "1 error, 3 warnings -- interchange rejected by guide"],
      dbg: ["explain: mipa guide v2026.2 restricts C213 to BG|CT|PL for HS 0303", "explain: source manifest uses 'PK' for brine-frozen skipjack in bins"],
      fix: { cmd: "sed -i \"s/GID+3+412:PK'/GID+3+412:BG'/\" /srv/edi/out/CUSCAR_PLUNAR_2611.edi && grep -c \"GID+\" /srv/edi/out/CUSCAR_PLUNAR_2611.edi", out: "9" },
      ok: "CUSCAR_PLUNAR_2611.edi: 0 errors, 3 warnings\n  W031 FTX free text longer than 350 chars (segment 12)" },
    job: { name: "as2-batch-PLUNAR", log: "/var/log/edi/as2-PLUNAR.log", total: 14, stall: "MDN pending from MIPA (AS2 partner 'mipa-prod' last seen 6 h ago)", verb: "messages acknowledged" },
    block: { worker: "fisheries_worker", task: "file the catch documents for the 412 t skipjack transshipped from MV Pacific Lunar", missing: "the regional observer's report number for the trip (the fisheries system needs it for purse-seine transshipment)", fetch: { cmd: "jq -r '.observer_report' /srv/edi/in/trip_PLUNAR_2611.json", out: "OBS-MH-2026-0917 (observer T. Jibon, trip 26-11)" } },
    lock: { path: "/srv/edi/.locks/as2-out.lock", proc: "as2-send --partner nyk-reefer /srv/edi/out/BAPLIE_HOYO8_2611.edi" },
    pager: { tool: "port_api", what: "port calls", item: (i) => ({ call_id: `MAJ-26-${4410 + i * 3}`, vessel: ["FV Marshalls 201", "MV Pacific Lunar", "Hoyo Maru No.8", "Taiyo Maru 7", "Koorae 3"][i % 5], berth: ["Delap A", "Uliga", "anchorage 3"][i % 3], state: ["alongside", "departed", "expected"][i % 3] }) },
    cfg: { file: "/etc/edi/partners/nyk-reefer.yaml", key: "syntax", a: "syntax: UNOA", b: "syntax: UNOC", c: ["baplie_version: D.95B", "baplie_version: D.16A"], validate: "edifact-lint --partner-check /etc/edi/partners/nyk-reefer.yaml", errA: "partner nyk-reefer: UNOA cannot encode vessel name 'Hoyo Maru No.8 ／ 鳳洋丸' in TDT; carrier requires UNOC", errB: "partner nyk-reefer: UNOC requires BAPLIE D.16A (SMDG 3.1); profile has D.95B" },
    verify: { art: "/srv/edi/out/CUSCAR_PLUNAR_2611.edi", api: "port_api" },
    perm: { status: 422, body: "{\"code\":\"VESSEL_NOT_AUTHORISED\",\"message\":\"carrier vessel 'Hoyo Maru No.8' (IMO 9123457) not on the regional record of authorised carriers\",\"ref\":\"RFV-check\"}" },
    trans: { status: 502, body: "{\"code\":\"UPSTREAM\",\"message\":\"satellite link to Majuro DC degraded\",\"retry_after\":60}" },
    recheck: "grep -c \"UNH+\" /srv/edi/out/CUSCAR_PLUNAR_2611.edi", metric: "AS2 outbox depth",
  },
  {
    key: "dose-records-ltg", lang: "Latgalian", model: "llama-4-maverick-17b-128e", host: "dosim-db-01", staff: "Ilze Vaivode",
    org: "occupational dosimetry records of a nuclear decommissioning site (Visaginas/Daugavpils contractors)", cli: "dosimport", ver: "dosimport 1.19.3 (TLD reader formats: Harshaw 6600, RADOS)",
    sys: "You are the dosimetry-records planner. Tools: `shell` on dosim-db-01 (dosimport, psql, csvkit), `sleep`, `delegate_task` to workers (reader_worker, registry_worker, qa_worker), `registry_api` (national dose registry) and `reader_api` (TLD reader station). Doses are in mSv; never overwrite a registry record, file corrections.",
    hello: ["Lobs reits! Lyudzu, padori itū:", "Sveiki, te Ilze. Lyudzu:"], done: "Gotovs.",
    every: "Puorbaudi ik desmit minotu, četrys reizes, i pasoki maņ.", watch: "Pasaver iz tū, koleidz es atsagrīžu.",
    tasks: ["import the November TLD read-outs and send the monthly doses to the national registry", "correct the dose of worker W-20419 after the reader recalibration", "close the quarter for the contractor crews of the reactor hall dismantling"],
    dirs: ["/srv/dosim/readouts/2026-11", "/srv/dosim/registry_out", "/etc/dosimport", "/srv/dosim/readouts/2026-10"], mount: "/srv/dosim",
    files: [["/etc/dosimport/import.ini", 1188], ["/srv/dosim/readouts/2026-11/H6600_batch_44.csv", 388210], ["/srv/dosim/registry_out/2026-11.xml", 912004], ["/srv/dosim/readouts/2026-11/RADOS_batch_12.csv", 120944], ["/etc/dosimport/calibration.json", 3210]],
    svcs: ["tld-reader-bridge", "dosim-api"], repo: "/etc/dosimport", apiA: "registry_api", apiB: "reader_api", workers: ["reader_worker", "registry_worker", "qa_worker"],
    unit: "dosemeters", obj: "batch", objIds: ["H6600-44", "RADOS-12", "H6600-45", "H6600-43", "RADOS-11"],
    fail: { cmd: "dosimport load /srv/dosim/readouts/2026-11/H6600_batch_44.csv --period 2026-11", cosmetic: ["--commit-every 200", "--quiet", "--no-colour", "--encoding utf-8", "--threads 2"], debug: "--debug",
      err: ["dosimport: calibration factor ECF for reader H6600-SN0412 expired 2026-10-31 (valid 2025-11-01..2026-10-31)", "dosimport: refusing to convert nC to mSv without a valid ECF; 0 rows loaded", "exit 3"],
      dbg: ["debug: calibration.json has ECF sets: 2025-11-01 (SN0412), 2026-11-18 (SN0412, status: draft)", "debug: draft ECF sets are ignored unless approved (approved_by empty)"],
      fix: { cmd: "dosimport calibration approve --reader H6600-SN0412 --set 2026-11-18 --approver 'I. Vaivode' --ref CAL-26-088", out: "ECF set 2026-11-18 for H6600-SN0412 approved (ref CAL-26-088), valid 2026-11-18..2027-11-17" },
      ok: "loaded 1,184 read-outs (1,180 dosemeters, 4 re-reads), 0 above investigation level 1.5 mSv/month\nperiod 2026-11: 612 workers, collective dose 38.41 man·mSv" },
    job: { name: "registry-sync-2026-11", log: "/var/log/dosim/registry-sync.log", total: 612, stall: "registry session expired: waiting for operator to re-enter smart-card PIN (card reader slot 1)", verb: "worker records accepted" },
    block: { worker: "registry_worker", task: "file the dose correction for worker W-20419 (November, Hp(10) 0.42 -> 0.31 mSv)", missing: "the RPO's correction justification number (the registry refuses corrections without it)", fetch: { cmd: "psql -Atc \"select ref, note from corrections where worker='W-20419' and period='2026-11'\"", out: "COR-26-0144|reader recalibration CAL-26-088, re-read of TLD card 880412" } },
    lock: { path: "/srv/dosim/.locks/import.lock", proc: "dosimport load /srv/dosim/readouts/2026-11/RADOS_batch_12.csv (reader_worker)" },
    pager: { tool: "registry_api", what: "worker records", item: (i) => ({ worker: `W-${20300 + i * 7}`, employer: ["DECOM-LT", "Baltic NDT", "AtomServis"][i % 3], hp10_msv: +((i * 13) % 90 / 100).toFixed(2), hp007_msv: +((i * 29) % 140 / 100).toFixed(2) }) },
    cfg: { file: "/etc/dosimport/import.ini", key: "background_subtract", a: "background_subtract = transit", b: "background_subtract = none", c: ["transit_dosemeter = TD-11", "transit_dosemeter = TD-14"], validate: "dosimport check-config /etc/dosimport/import.ini --period 2026-11", errA: "transit dosemeter TD-11 was lost in shipment 2026-11 (status lost); background subtraction impossible", errB: "background_subtract = none overstates doses by ~0.05 mSv for 612 workers; regulation requires transit correction" },
    verify: { art: "/srv/dosim/registry_out/2026-11.xml", api: "registry_api" },
    perm: { status: 409, body: "{\"error\":\"RECORD_FINAL\",\"message\":\"record W-20419/2026-11 is final; submit a correction with justification instead of a replacement\",\"record\":\"W-20419/2026-11\"}" },
    trans: { status: 503, body: "{\"error\":\"SERVICE_UNAVAILABLE\",\"message\":\"registry nightly batch\",\"retry_after\":60}" },
    recheck: "psql -Atc \"select count(*), round(sum(hp10),2) from doses where period='2026-11'\"", metric: "unread dosemeters",
  },
  {
    key: "nwp-grib-postproc-kha", lang: "Khasi", model: "kimi-k2-0905", host: "nwp-login-2", staff: "Banshanlang Syiem",
    org: "regional weather centre (Shillong), WRF 3 km runs and GRIB products", cli: "wgrib2", ver: "v3.1.3 2:2024 Wesley Ebisuzaki, Reinoud Bokhorst, John Howard, Jaakko Hyvätti...",
    sys: "You are the NWP operations planner. Tools: `shell` on nwp-login-2 (slurm, wgrib2, cdo, ncdump), `sleep`, `delegate_task` to workers (run_worker, post_worker, product_worker), `hpc_api` and `products_api` (dissemination). The 00 UTC products must be on the portal by 05:30 IST.",
    hello: ["Khublei! Sngewbha leh kane:", "Khublei, nga Banshan. Sngewbha:"], done: "La dep.",
    every: "Peit man ki 10 minit, saw sien, bad ong ia nga.", watch: "Peit ia kane haduh ba nga wan phai.",
    tasks: ["post-process the 00 UTC WRF run for the Meghalaya domain and publish the rainfall products", "re-run the GRIB2 conversion for the 12 UTC cycle after the SST update", "make the 72 h accumulated rainfall map for the Barak valley flood bulletin"],
    dirs: ["/scratch/wrf/2026120100", "/products/grib", "/opt/nwp/post", "/scratch/wrf/2026113012"], mount: "/scratch",
    files: [["/opt/nwp/post/upp.namelist", 2920], ["/scratch/wrf/2026120100/wrfout_d02_2026-12-01_00:00:00", 4120998144], ["/products/grib/ne3km_2026120100_f024.grb2", 88210221], ["/opt/nwp/post/products.yaml", 2201], ["/scratch/wrf/2026120100/rsl.out.0000", 1882210]],
    svcs: ["slurmctld", "ldm"], repo: "/opt/nwp/post", apiA: "hpc_api", apiB: "products_api", workers: ["run_worker", "post_worker", "product_worker"],
    unit: "forecast hours", obj: "cycle", objIds: ["2026120100", "2026113012", "2026120112", "2026113000", "2026120200"],
    fail: { cmd: "wgrib2 /products/grib/ne3km_2026120100_f024.grb2 -match ':APCP:' -ncpu 4 -new_grid latlon 89:340:0.03 20:220:0.03 /products/grib/apcp_f024_ll.grb2", cosmetic: ["-ncpu 8", "-new_grid_winds earth", "-set_grib_type c3", "-new_grid_interpolation bilinear", "-v0"], debug: "-v2",
      err: ["*** FATAL ERROR: new_grid: no fields matched, -match ':APCP:' found 0 records ***", "", "0 fields written"],
      dbg: ["1:0:d=2026120100:TMP:2 m above ground:24 hour fcst:", "17:8211204:d=2026120100:APCP:surface:0-24 hour acc fcst: (skipped: product template 4.8 not supported by new_grid without -new_grid_vectors none)"],
      fix: { cmd: "sed -i 's/^-new_grid /-new_grid_vectors none -new_grid /' /opt/nwp/post/regrid.args && cat /opt/nwp/post/regrid.args", out: "-match ':APCP:'\n-new_grid_vectors none -new_grid latlon 89:340:0.03 20:220:0.03" },
      ok: "17:8211204:d=2026120100:APCP:surface:0-24 hour acc fcst:\n1 field written to /products/grib/apcp_f024_ll.grb2" },
    job: { name: "wrf-ne3km-2026120100", log: "/scratch/wrf/2026120100/rsl.out.0000", total: 72, stall: "Timing for Writing restart ... (rank 0 waiting on lustre OST0007: I/O stalled)", verb: "forecast hour" },
    block: { worker: "product_worker", task: "publish the 72 h accumulated rainfall map for the Barak valley to the flood bulletin feed", missing: "the bulletin feed's product id and colour table for the 'Barak valley' product (not in products.yaml)", fetch: { cmd: "grep -B1 -A4 'barak' /opt/nwp/post/bulletin_products.yaml", out: "- id: FLD-BARAK-72H\n  region: barak_valley\n  colour_table: imd_rain_12class\n  feed: flood-bulletin\n  format: png+geotiff" } },
    lock: { path: "/scratch/wrf/2026120100/.post.lock", proc: "upp.exe (post_worker, slurm job 551820)" },
    pager: { tool: "products_api", what: "products", item: (i) => ({ product: `ne3km_${["APCP", "TMP2M", "RH2M", "WIND10M", "CAPE"][i % 5]}_f${lpad(6 * (1 + Math.floor(i / 5)), 3).replace(/ /g, "0")}`, cycle: "2026120100", state: ["published", "published", "queued"][i % 3] }) },
    cfg: { file: "/opt/nwp/post/upp.namelist", key: "numx", a: "numx = 1", b: "numx = 4", c: ["write_ifi_debug_files = .true.", "write_ifi_debug_files = .false."], validate: "/opt/nwp/post/check_namelist.sh /opt/nwp/post/upp.namelist", errA: "check_namelist: numx=1 with 96 tasks exceeds per-task memory on fat nodes (needs 41 GB, have 32 GB)", errB: "check_namelist: numx=4 is incompatible with write_ifi_debug_files=.true. (UPP 11 aborts in IFI module)" },
    verify: { art: "/products/grib/ne3km_2026120100_f072.grb2", api: "products_api" },
    perm: { status: 403, body: "{\"error\":\"forbidden\",\"message\":\"product ne3km_APCP not licensed for external feed 'flood-bulletin-bd'\",\"policy\":\"dissemination-v4\"}" },
    trans: { status: 503, body: "{\"error\":\"unavailable\",\"message\":\"portal cache warming\",\"retry_after\":30}" },
    recheck: "wgrib2 /products/grib/ne3km_2026120100_f024.grb2 -match ':APCP:' -stats | cut -d: -f6-", metric: "slurm queue (nwp partition)",
  },
];

// ---------- run builder ----------
class Run {
  constructor(D, opts = {}) {
    this.D = D; this.messages = []; this.t = Date.UTC(2026, 10, 3 + rint(0, 38), rint(0, 23), rint(0, 59), rint(0, 59)) + rint(0, 999);
    this.asst = 0; this.pids = {}; this.callStyle = pick(["call_", "toolu_", "fc_"]);
    this.workerRun = rint(1000, 9000); this.tasks = rint(100, 900);
  }
  tick(s) { this.t += Math.round(s * 1000); }
  push(m) { m.timestamp = iso(this.t); this.messages.push(m); }
  system(text) { this.push({ role: "system", content: text }); }
  user(text, name) { this.tick(rint(5, 40)); const m = { role: "user", content: text }; if (name) m.name = name; this.push(m); }
  callId() { return this.callStyle === "call_" ? "call_" + alnum(24) : this.callStyle === "toolu_" ? "toolu_01" + alnum(22) : "fc_" + hex(32); }
  // one assistant turn with one tool call and its answer
  call(name, args, content, out, secs) {
    this.tick(rnd() * 6 + 1.2);
    const id = this.callId();
    const usage = { prompt_tokens: 2400 + this.messages.length * 410 + rint(0, 300), completion_tokens: rint(30, 260) };
    this.push({ role: "assistant", content: content ?? null, model: this.D.model, usage, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] });
    this.asst++;
    this.tick(secs ?? rnd() * 3 + 0.2);
    const o = typeof out === "function" ? out() : out;
    const m = { role: "tool", tool_call_id: id, name, content: o.text ?? o };
    if (o.err) m.is_error = true;
    this.push(m);
  }
  say(text) { this.tick(rnd() * 8 + 2); this.push({ role: "assistant", content: text, model: this.D.model, usage: { prompt_tokens: 2400 + this.messages.length * 410, completion_tokens: rint(80, 400) } }); this.asst++; }
  // tool-output renderers
  shell(cmd, body, { exit = 0, secs, content } = {}) {
    const s = secs ?? rnd() * 4 + 0.08;
    const bytes = Buffer.byteLength(body);
    this.call("shell", { cmd, timeout_s: pick([60, 120, 300, 600]) }, content, () => ({ text: `[exec ${hex(6)} @ ${this.D.host} · cwd ${this.D.repo} · ${isoS(this.t - s * 1000)}]\n$ ${cmd}\n${body}\n[exit ${exit} · ${dur(s)} · ${kib(bytes)} stdout]`, err: exit !== 0 }), s);
  }
  api(tool, args, status, obj, content, secs) {
    const s = secs ?? rnd() * 1.5 + 0.1;
    this.call(tool, args, content, () => ({ text: `HTTP ${status} ${statusText(status)}\nx-request-id: ${uuid()}\ndate: ${new Date(this.t).toUTCString()}\nserver-timing: app;dur=${Math.round(s * 1000 - rint(5, 40))}\n\n${typeof obj === "string" ? obj : JSON.stringify(obj, null, 2)}`, err: status >= 400 }), s);
  }
  sleep(seconds, content) { this.call("sleep", { seconds }, content, () => `slept ${seconds}s (woke ${isoS(this.t)})`, seconds + rnd() * 0.4); }
  delegate(worker, task, context, report, content, secs) {
    const s = secs ?? rint(60, 900);
    const args = { worker, task }; if (context) args.context = context;
    this.call("delegate_task", args, content, () => {
      const tid = `t-${hex(6)}`; const wr = `wr-${hex(4)}`;
      return `── report from ${worker} ─────────────────────────────\ntask: ${tid}   run: ${wr}   elapsed: ${dur(s)}   steps: ${rint(3, 19)}   tokens: ${(rint(6000, 42000)).toLocaleString("en-US")}\n${report}\n──────────────────────────────────────────────────`;
    }, s);
  }
  final(text) { this.say(text); }
}
function statusText(s) { return { 200: "OK", 201: "Created", 202: "Accepted", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 409: "Conflict", 422: "Unprocessable Entity", 429: "Too Many Requests", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout" }[s]; }

// ---------- routine preamble steps (distinct commands, realistic noise) ----------
function fileDate(D, path) { let h = 0; for (const c of path + D.key) h = (h * 31 + c.charCodeAt(0)) >>> 0; const d = new Date(Date.UTC(2026, 8, 1) + (h % (80 * 86400)) * 1000); return d.toISOString().slice(0, 16).replace("T", " "); }
function svcPid(D, svc) { let h = 7; for (const c of svc + D.key) h = (h * 33 + c.charCodeAt(0)) >>> 0; return 1000 + (h % 60000); }
function preambleSteps(D, run) {
  const steps = [];
  for (const dir of D.dirs) {
    steps.push(() => {
      const fs = D.files.filter(([p]) => p.startsWith(dir));
      const extra = Array.from({ length: rint(2, 6) }, (_, i) => [`${dir}/${pick(["part", "chunk", "tmp", "seg"])}_${lpad(i + 1, 3).replace(/ /g, "0")}.${pick(["log", "json", "dat"])}`, rint(2000, 900000)]);
      const rows = [...fs, ...extra].map(([p, sz]) => `-rw-r--r-- 1 svc-agent ops ${lpad(sz, 12)} ${fileDate(D, p)} ${p.split("/").pop()}`);
      run.shell(`ls -la ${dir}`, `total ${rint(20, 9000)}\ndrwxr-xr-x  ${rint(2, 9)} svc-agent ops        4096 ${fileDate(D, dir)} .\n` + rows.join("\n"), { content: pick([null, `Looking at ${dir}.`]) });
    });
    steps.push(() => run.shell(`du -sh ${dir}`, `${fx(rnd() * 900 + 2)}G\t${dir}`));
  }
  for (const svc of D.svcs) {
    steps.push(() => run.shell(`systemctl status ${svc} --no-pager -n 0`, `● ${svc}.service - ${svc}\n     Loaded: loaded (/etc/systemd/system/${svc}.service; enabled; preset: enabled)\n     Active: active (running) since ${fileDate(D, svc)}:07 UTC; ${rint(2, 40)} days ago\n   Main PID: ${svcPid(D, svc)} (${svc.split("@")[0]})\n      Tasks: ${rint(4, 64)} (limit: 38212)\n     Memory: ${fx(rnd() * 900 + 40)}M\n        CPU: ${rint(1, 90)}h ${rint(0, 59)}min ${fx(rnd() * 59, 3)}s`));
    steps.push(() => {
      const lines = []; let t = run.t - 1800 * 1000; const n = rint(30, 70);
      for (let i = 0; i < n; i++) { t += rint(5, 80) * 1000; lines.push(`${new Date(t).toISOString().replace("T", " ").slice(0, 23)} ${D.host} ${svc}[${svcPid(D, svc)}]: ${pick(["INFO", "INFO", "INFO", "DEBUG", "WARN"])} ${pick(["heartbeat ok", "scan complete", "queue depth " + rint(0, 40), "flushed " + rint(1, 900) + " records", "lease renewed " + hex(8), "conn pool " + rint(1, 16) + "/16 in use", "gc pause " + rint(1, 90) + "ms", "checkpoint " + hex(10)])}`); }
      run.shell(`journalctl -u ${svc} --since "-30min" --no-pager | tail -n ${n}`, lines.join("\n"), { content: pick([null, `Checking ${svc} logs for anything unusual before starting.`]) });
    });
  }
  steps.push(() => run.shell(`${D.cli} --version`, D.ver));
  steps.push(() => run.shell(`df -h ${D.mount}`, `Filesystem              Size  Used Avail Use% Mounted on\n${pick(["nfs-a:/export", "/dev/mapper/vg0-data", "lustre@o2ib:/fs1"])}  ${rint(20, 400)}T  ${rint(5, 19)}T  ${rint(1, 200)}T  ${rint(30, 88)}% ${D.mount}`));
  steps.push(() => run.shell(`git -C ${D.repo} log --oneline -6`, Array.from({ length: 6 }, (_, i) => `${hex(7)} ${pick(["fix", "chore", "feat", "ops"])}: ${pick(["bump thresholds", "new partner profile", "handle empty batch", "rotate log path", "add dry-run flag", "pin tool version", "document cutover"])} (#${rint(100, 999)})`).join("\n")));
  steps.push(() => run.shell("uptime && free -m", ` ${hms(run.t)} up ${rint(3, 200)} days, ${rint(1, 23)}:${lpad(rint(0, 59), 2).replace(" ", "0")},  ${rint(1, 6)} users,  load average: ${fx(rnd() * 8, 2)}, ${fx(rnd() * 8, 2)}, ${fx(rnd() * 8, 2)}\n               total        used        free      shared  buff/cache   available\nMem:          ${rint(128000, 520000)}      ${rint(20000, 90000)}      ${rint(1000, 30000)}        ${rint(100, 900)}      ${rint(40000, 200000)}      ${rint(40000, 300000)}\nSwap:           8191           0        8191`));
  for (const [p, sz] of D.files.slice(0, 4)) {
    if (sz < 50000) steps.push(() => run.shell(`head -c 600 ${p}`, `# ${p.split("/").pop()} — managed by ${D.repo}\n# last change ${fileDate(D, p)}\n` + Array.from({ length: rint(6, 12) }, () => `${pick(["retries", "timeout_s", "profile", "region", "owner", "mode", "level", "threads"])}: ${pick([3, 30, "strict", "default", "ops", 8, "prod"])}`).join("\n")));
    else steps.push(() => run.shell(`sha256sum ${p}`, `${hex(64)}  ${p}`, { secs: sz / 400e6 + rnd() }));
  }
  steps.push(() => run.api(D.apiA, { op: "health" }, 200, { status: "ok", version: `${rint(1, 9)}.${rint(0, 30)}.${rint(0, 9)}`, uptime_s: rint(10000, 9000000), checked_at: isoS(run.t) }));
  steps.push(() => run.api(D.apiB, { op: "health" }, 200, { ok: true, build: hex(7), region: pick(["eu-1", "ap-2", "local"]), now: isoS(run.t) }));
  D.objIds.forEach((o, i) => {
    steps.push(() => run.api(D.apiA, { op: "get", id: o }, 200, { id: o, kind: D.obj, created: `2026-${lpad(3 + i, 2).replace(" ", "0")}-${lpad(4 + i * 5, 2).replace(" ", "0")}T08:00:00Z`, owner: D.staff, state: pick(["open", "active", "ready", "in_review"]), revision: rint(1, 30), etag: `W/"${hex(12)}"`, fetched_at: isoS(run.t) }, pick([null, `Fetching ${D.obj} ${o}.`])));
  });
  D.workers.forEach((w, i) => {
    steps.push(() => run.delegate(w, `routine check ${i + 1}: confirm ${D.objIds[i]} inputs are complete and list anything missing`, null,
      `status: DONE\nsummary: ${D.obj} ${D.objIds[i]}: ${rint(3, 40)} inputs present, checksums match, nothing missing.\nartifacts: ${D.dirs[i % D.dirs.length]}/check_${hex(4)}.txt`, pick([null, `Handing the input check for ${D.objIds[i]} to ${w}.`]), rint(40, 400)));
  });
  steps.push(() => { // async-style worker report arriving as a message
    const w = D.workers[2]; run.call("delegate_task", { worker: w, task: `warm caches for ${D.objIds[3]}`, mode: "async" }, null, `queued: t-${hex(6)} for ${w} (async; report will be posted to the thread)`, 0.4);
    run.user(`[${w}] REPORT t-${hex(6)}: cache warm for ${D.objIds[3]} done in ${dur(rint(40, 300))}, ${rint(10, 900)} objects, 0 errors.`, w);
  });
  return shuffle(steps);
}
function preamble(D, run, n) { const st = preambleSteps(D, run); for (let i = 0; i < Math.min(n, st.length); i++) st[i](); }

// ---------- helper outputs for kinds ----------
function logLines(D, run, done, total, stalled, n) {
  const out = []; let t = run.t - n * 20000;
  for (let i = 0; i < n; i++) {
    t += rint(15, 25) * 1000; const ts = new Date(t).toISOString().replace("T", " ").slice(0, 23);
    if (stalled) out.push(i % 3 === 2 ? `${ts} WARN  ${D.job.stall}` : `${ts} INFO  heartbeat pid=${run.jobPid} rss=${rint(900, 1400)}MB ${D.job.verb}=${done}/${total}`);
    else out.push(`${ts} INFO  ${D.job.verb} ${Math.min(total, done - (n - 1 - i) * Math.max(1, Math.floor(total / 90)))}/${total} (${fx(100 * Math.min(total, done) / total)}%)`);
  }
  return out.join("\n");
}
const NOTE = (a) => pick(a);

// ---------- the kinds ----------
// each builder: (D, run) -> { loop_from (assistant index) or null, final?: string }
const KINDS = {
  // 1. re-running a deterministic failure, changing only flags that cannot matter
  "flag-shuffle-rerun": (D, run) => {
    const f = D.fail;
    run.shell(f.cmd, f.err.join("\n"), { exit: rint(1, 4) === 4 ? 65 : 1, content: NOTE(["Running the step.", null, `Starting with ${D.objIds[0]}.`]) });
    run.shell(`${f.cmd} ${f.debug}`, [...f.dbg, ...f.err].join("\n"), { exit: 1, content: "Failed; re-running with debug output to see why." });
    const lf = run.asst;
    const flags = shuffle([...f.cosmetic]);
    const k = rint(4, 5);
    for (let i = 0; i < k; i++) {
      const fl = flags.slice(0, 1 + (i % 3)).join(" ");
      flags.push(flags.shift());
      run.shell(`${f.cmd} ${fl}`, f.err.join("\n"), { exit: 1, content: NOTE([null, `Trying again with ${fl}.`, "Maybe a resource issue; adjusting flags.", null, "One more attempt with different options."]) });
    }
    return { loop_from: lf };
  },
  "rerun-after-real-fix": (D, run) => {
    const f = D.fail;
    run.shell(f.cmd, f.err.join("\n"), { exit: 1, content: NOTE(["Running the step.", null]) });
    run.shell(`${f.cmd} ${f.debug}`, [...f.dbg, ...f.err].join("\n"), { exit: 1, content: "Failed; re-running with debug output to see why." });
    run.shell(f.fix.cmd, f.fix.out, { content: "The debug output shows the cause; fixing it." , secs: rint(2, 40) });
    run.shell(f.cmd, f.ok, { content: "Re-running after the fix.", secs: rint(8, 200) });
    run.shell(D.recheck, `${rint(100, 9000)} ${fx(rnd() * 900, 3)}`, { content: "Quick sanity check of the output." });
    return { loop_from: null, final: `${D.done} The step failed on its first run (${f.err[0].slice(0, 90)}…). Debug output showed the cause, I fixed it (\`${f.fix.cmd.split(" ")[0]}\`), and the re-run succeeded. The output passed a sanity check.` };
  },
  // 2. tailing a stalled job in varied ways: heartbeats move, the progress counter does not
  "stalled-log-tail": (D, run) => {
    const total = D.job.total; const done = Math.floor(total * (0.3 + rnd() * 0.5)); run.jobPid = rint(20000, 90000);
    run.shell(`jobctl start ${D.job.name}`, `job ${D.job.name} started, pid ${run.jobPid}, log ${D.job.log}`, { content: "Starting the job." });
    run.sleep(120);
    run.shell(`tail -n 12 ${D.job.log}`, logLines(D, run, Math.floor(done * 0.9), total, false, 12), { content: "Progress so far." });
    run.sleep(180);
    run.shell(`tail -n 12 ${D.job.log}`, logLines(D, run, done, total, true, 12));
    run.sleep(180, NOTE([null, "Still at the same count; giving it more time."]));
    run.shell(`tail -n 20 ${D.job.log}`, logLines(D, run, done, total, true, 20));
    const lf = run.asst;
    const variants = [`grep -c heartbeat ${D.job.log}`, `tail -n 40 ${D.job.log} | grep -v DEBUG`, `journalctl _PID=${run.jobPid} --since "-10min" --no-pager | tail -n 15`, `tail -n 12 ${D.job.log}`, `grep -E '${D.job.verb}' ${D.job.log} | tail -n 5`];
    const k = rint(3, 4);
    for (let i = 0; i < k; i++) {
      run.sleep(pick([120, 180, 300]), NOTE([null, "Waiting a bit longer.", null, "The job is alive (heartbeats), so it should move."]));
      const v = variants[i % variants.length];
      const body = v.startsWith("grep -c") ? String(rint(40, 400) + i * 9) : logLines(D, run, done, total, true, v.includes("40") ? 40 : 12);
      run.shell(v, body, { content: NOTE([null, "Checking progress again.", "Looking at the log from another angle."]) });
    }
    return { loop_from: lf };
  },
  "progressing-log-tail": (D, run) => {
    const total = D.job.total; run.jobPid = rint(20000, 90000);
    run.shell(`jobctl start ${D.job.name}`, `job ${D.job.name} started, pid ${run.jobPid}, log ${D.job.log}`, { content: "Starting the job." });
    const marks = [0.18, 0.41, 0.63, 0.86].map((x) => Math.floor(total * (x + rnd() * 0.05)));
    for (const m of marks) {
      run.sleep(pick([120, 180, 240]));
      run.shell(`tail -n 12 ${D.job.log}`, logLines(D, run, m, total, false, 12), { content: NOTE([null, "Progress check.", "Still moving."]) });
    }
    run.sleep(180);
    run.shell(`tail -n 6 ${D.job.log}`, logLines(D, run, total, total, false, 5) + `\n${new Date(run.t).toISOString().replace("T", " ").slice(0, 23)} INFO  job ${D.job.name} finished: exit 0`, { content: "Should be finishing." });
    return { loop_from: null, final: `${D.done} Job ${D.job.name} ran to completion (${total} ${D.unit}); progress went ${marks.map((m) => Math.round(100 * m / total) + "%").join(" → ")} → 100% across my checks.` };
  },
  // 3. planner re-delegates a task the worker already refused for a missing input, without supplying it
  "delegate-bounce": (D, run) => {
    const b = D.block;
    const blocked = () => `status: BLOCKED\nsummary: cannot start — ${b.missing}.\nneeds: ${b.missing.split(" (")[0]}\nno changes made.`;
    run.delegate(b.worker, b.task, null, blocked(), `Delegating to ${b.worker}.`);
    run.shell(`ls -la ${D.dirs[1]} | tail -n 5`, Array.from({ length: 5 }, () => `-rw-r--r-- 1 svc-agent ops ${lpad(rint(1000, 99999), 8)} ${fileDate(D, hex(3))} ${pick(["handoff", "notes", "out", "req"])}_${hex(4)}.${pick(["txt", "json"])}`).join("\n"), { content: "Looking for anything the worker could use." });
    const lf = run.asst;
    const phr = [`${b.task} — please proceed with what you have`, `${b.task}. Use your standard configuration.`, `Retry: ${b.task}. It is urgent; staff are waiting.`, `${b.task} (second attempt; find the details yourself if needed)`, `Please complete: ${b.task}`];
    const k = rint(3, 4);
    for (let i = 0; i < k; i++) {
      run.delegate(b.worker, phr[i % phr.length], i % 2 ? "priority: high" : null, blocked(), NOTE([null, "Re-delegating with clearer instructions.", "Asking again."]), rint(40, 300));
      if (i < k - 1) { const c = pick([0, 1, 2]); if (c === 0) run.shell(`ls ${D.dirs[0]} | wc -l`, String(rint(10, 400)), { content: null }); else if (c === 1) run.shell(`git -C ${D.repo} status --short`, " M " + D.files[0][0].split("/").pop(), { content: null }); else run.shell(`grep -ril 'handoff' ${D.dirs[1]} | head -n 5`, "", { exit: 1, content: null }); }
    }
    return { loop_from: lf };
  },
  "delegate-then-unblock": (D, run) => {
    const b = D.block;
    run.delegate(b.worker, b.task, null, `status: BLOCKED\nsummary: cannot start — ${b.missing}.\nneeds: ${b.missing.split(" (")[0]}\nno changes made.`, `Delegating to ${b.worker}.`);
    run.shell(b.fetch.cmd, b.fetch.out, { content: "The worker needs this; fetching it." });
    run.delegate(b.worker, b.task, `supplied by planner:\n${b.fetch.out}`, `status: DONE\nsummary: completed using the supplied details; ${rint(2, 40)} ${D.unit} handled, receipts attached.\nartifacts: ${D.dirs[1]}/receipt_${hex(6)}.json`, "Re-delegating with the missing details.", rint(120, 900));
    run.shell(`cat ${D.dirs[1]}/receipt_*.json | tail -n 4`, `{\n  "status": "ok",\n  "ref": "${hex(10)}",\n  "completed_at": "${isoS(run.t)}"\n}`, { content: "Checking the receipt." });
    return { loop_from: null, final: `${D.done} ${b.worker} first reported it was blocked (${b.missing.split(" (")[0]}). I looked that up and passed it to the worker, and the task then completed. The receipt is in ${D.dirs[1]}.` };
  },
  // 4. waiting on a lock whose holder process is gone
  "dead-lock-holder-wait": (D, run) => {
    const pid = rint(3000, 60000); const since = run.t - rint(2, 9) * 3600 * 1000;
    const lockMsg = () => `flock: ${D.lock.path}: held (pid ${pid}, since ${isoS(since)}, ${dur((run.t - since) / 1000)})`;
    run.shell(`flock -n ${D.lock.path} -c true || cat ${D.lock.path}`, `pid=${pid}\ncmd=${D.lock.proc}\nstarted=${isoS(since)}\n` + lockMsg(), { exit: 1, content: "Need the lock before writing." });
    run.shell(`ps -p ${pid} -o pid,etime,cmd`, "    PID     ELAPSED CMD", { exit: 1, content: "Is the holder still running?" });
    run.sleep(120, NOTE(["Waiting for the lock to be released.", null]));
    run.shell(`flock -n ${D.lock.path} -c true`, lockMsg(), { exit: 1 });
    const lf = run.asst;
    const cmds = [`flock -w 60 ${D.lock.path} -c true`, `ls -l --time-style=full-iso ${D.lock.path}`, `lsof ${D.lock.path}`, `flock -n ${D.lock.path} -c true`];
    const k = rint(4, 5);
    for (let i = 0; i < k; i++) {
      run.sleep(pick([120, 180, 300]), NOTE([null, "Still held; waiting.", null]));
      const c = cmds[i % cmds.length];
      const body = c.startsWith("ls") ? `-rw-r--r-- 1 svc-agent ops 112 ${new Date(since).toISOString().replace("T", " ").replace("Z", "000000 +0000")} ${D.lock.path}` : c.startsWith("lsof") ? "" : lockMsg();
      run.shell(c, body, { exit: c.startsWith("ls") ? 0 : 1, secs: c.includes("-w 60") ? 60 + rnd() : undefined });
    }
    return { loop_from: lf };
  },
  "live-lock-holder-wait": (D, run) => {
    const pid = rint(3000, 60000); const since = run.t - rint(5, 40) * 60 * 1000;
    const lockMsg = () => `flock: ${D.lock.path}: held (pid ${pid}, since ${isoS(since)}, ${dur((run.t - since) / 1000)})`;
    run.shell(`flock -n ${D.lock.path} -c true || cat ${D.lock.path}`, `pid=${pid}\ncmd=${D.lock.proc}\nstarted=${isoS(since)}\n` + lockMsg(), { exit: 1, content: "Need the lock before writing." });
    let cpu = rint(200, 900);
    for (let i = 0; i < rint(2, 3); i++) {
      cpu += rint(100, 250);
      run.shell(`ps -p ${pid} -o pid,etime,time,%cpu,cmd`, `    PID     ELAPSED     TIME %CPU CMD\n${lpad(pid, 7)} ${lpad(dur((run.t - since) / 1000), 11)} 00:${lpad(Math.floor(cpu / 60), 2).replace(" ", "0")}:${lpad(cpu % 60, 2).replace(" ", "0")} ${lpad(rint(88, 99), 4)} ${D.lock.proc}`, { content: NOTE(["Holder is alive and using CPU; it is doing real work.", null]) });
      run.sleep(pick([180, 240]));
    }
    run.shell(`ps -p ${pid} -o pid,etime,cmd`, "    PID     ELAPSED CMD", { exit: 1, content: "Checking if it finished." });
    run.shell(`flock -n ${D.lock.path} -c 'echo acquired; date -u'`, `acquired\n${new Date(run.t).toUTCString()}`, { content: "Holder exited; taking the lock." });
    return { loop_from: null, final: `${D.done} The lock ${D.lock.path} was held by a running process (${D.lock.proc.split(" ")[0]}, pid ${pid}) whose CPU time kept increasing. It exited after about ${Math.round((run.t - since) / 60000)} minutes, and I acquired the lock.` };
  },
  // 5. paging with a stale cursor: the same page keeps coming back
  "cursor-rewind-paging": (D, run) => {
    const P = D.pager; const per = 8; const total = rint(60, 140);
    const page = (n, cur) => ({ [P.what.replace(/ /g, "_")]: Array.from({ length: per }, (_, i) => P.item(n * per + i)), page_size: per, total, next_cursor: cur, served_at: isoS(run.t) });
    const c1 = b36(16), c2 = b36(16), c3 = b36(16);
    run.api(P.tool, { op: "list", what: P.what, limit: per }, 200, page(0, c1), `Listing ${P.what}.`);
    run.api(P.tool, { op: "list", what: P.what, limit: per, cursor: c1 }, 200, page(1, c2), "Next page.");
    run.api(P.tool, { op: "list", what: P.what, limit: per, cursor: c2 }, 200, page(2, c3), NOTE([null, "Page 3."]));
    const lf = run.asst;
    const k = rint(4, 6);
    for (let i = 0; i < k; i++) run.api(P.tool, { op: "list", what: P.what, limit: per, cursor: c2 }, 200, page(2, c3), NOTE([null, `Page ${4 + i}.`, "Continuing through the list.", null]));
    return { loop_from: lf };
  },
  "paging-to-end": (D, run) => {
    const P = D.pager; const per = 8; const pages = rint(5, 8); const total = pages * per - rint(0, 5);
    let cur = null;
    for (let n = 0; n < pages; n++) {
      const next = n === pages - 1 ? null : b36(16);
      const items = Array.from({ length: n === pages - 1 ? total - n * per : per }, (_, i) => P.item(n * per + i));
      const args = { op: "list", what: P.what, limit: per }; if (cur) args.cursor = cur;
      run.api(P.tool, args, 200, { [P.what.replace(/ /g, "_")]: items, page_size: per, total, next_cursor: next, served_at: isoS(run.t) }, NOTE([null, `Page ${n + 1} of ${pages}.`, null]));
      cur = next;
    }
    return { loop_from: null, final: `${D.done} I went through all ${total} ${P.what} (${pages} pages; the last page had no next cursor) and collected them for the report.` };
  },
  // 6. edit A->B, fails on B; revert to A, fails on A (already seen); and around again
  "fix-revert-oscillation": (D, run) => {
    const C = D.cfg; const sedTo = (from, to) => `sed -i 's/${from}/${to}/' ${C.file} && grep -n '${C.key.replace(/"/g, "")}' ${C.file}`;
    const ln = rint(8, 60);
    run.shell(C.validate, `FAIL: ${C.errA}`, { exit: 1, content: "Validating the config first." });
    run.shell(sedTo(C.a, C.b), `${ln}:  ${C.b}`, { content: "Changing the value." });
    run.shell(C.validate, `FAIL: ${C.errB}`, { exit: 1 });
    run.shell(sedTo(C.b, C.a), `${ln}:  ${C.a}`, { content: "That made it worse; reverting." });
    const lf = run.asst;
    run.shell(C.validate, `FAIL: ${C.errA}`, { exit: 1 });
    const k = rint(2, 3);
    for (let i = 0; i < k; i++) {
      run.shell(sedTo(C.a, C.b), `${ln}:  ${C.b}`, { content: NOTE([null, "Trying the other value again.", "Switching back."]) });
      run.shell(C.validate, `FAIL: ${C.errB}`, { exit: 1 });
      run.shell(sedTo(C.b, C.a), `${ln}:  ${C.a}`, { content: NOTE([null, "Reverting."]) });
      run.shell(C.validate + (i % 2 ? " --verbose" : ""), `FAIL: ${C.errA}`, { exit: 1 });
    }
    return { loop_from: lf };
  },
  "two-step-fix-converges": (D, run) => {
    const C = D.cfg; const sedTo = (from, to) => `sed -i 's/${from}/${to}/' ${C.file} && grep -n '${(from.split(/[ =:]/)[0]).replace(/"/g, "")}' ${C.file}`;
    run.shell(C.validate, `FAIL: ${C.errA}`, { exit: 1, content: "Validating the config first." });
    run.shell(sedTo(C.a, C.b), `${rint(8, 60)}:  ${C.b}`, { content: "Changing the value." });
    run.shell(C.validate, `FAIL: ${C.errB}`, { exit: 1 });
    run.shell(sedTo(C.c[0], C.c[1]), `${rint(8, 60)}:  ${C.c[1]}`, { content: "The new error names a second setting; changing that too rather than reverting." });
    run.shell(C.validate, `OK: 0 errors, ${rint(0, 3)} warnings (${rint(12, 60)} checks)`, {});
    return { loop_from: null, final: `${D.done} The validator rejected \`${C.a}\`. Switching to \`${C.b}\` exposed a second constraint, which I fixed with \`${C.c[1]}\`. The config now validates.` };
  },
  // 7. after a success, verifying the same fact through a rotating set of checks
  "verification-spiral": (D, run) => {
    const V = D.verify; const sum = hex(64); const size = rint(10_000_000, 900_000_000); const mt = fileDate(D, V.art); const ref = `${D.objIds[0]}-${hex(5)}`;
    run.shell(`publish --artifact ${V.art} --target prod`, `uploading ${V.art} (${kib(size)})\n[${"#".repeat(40)}] 100%\npublished as ${ref}`, { content: "Publishing.", secs: rint(20, 200) });
    const checks = [
      () => run.shell(`sha256sum ${V.art}`, `${sum}  ${V.art}`, { secs: size / 500e6 + rnd() }),
      () => run.api(V.api, { op: "get", id: ref }, 200, { id: ref, state: "published", sha256: sum, bytes: size, published_at: isoS(run.t - 60000), checked_at: isoS(run.t) }),
      () => run.shell(`stat -c '%s %y' ${V.art}`, `${size} ${mt}:12.000000000 +0000`),
    ];
    checks[0](); checks[1](); checks[2]();
    const lf = run.asst;
    const k = rint(5, 7);
    for (let i = 0; i < k; i++) { const c = checks[i % 3]; run.tick(0); c(); }
    // vary assistant notes: add them retroactively? keep neutral
    return { loop_from: lf };
  },
  "requested-verification-checklist": (D, run) => {
    const V = D.verify; const sum = hex(64); const size = rint(10_000_000, 900_000_000); const ref = `${D.objIds[0]}-${hex(5)}`;
    run.shell(`publish --artifact ${V.art} --target prod`, `uploading ${V.art} (${kib(size)})\n[${"#".repeat(40)}] 100%\npublished as ${ref}`, { content: "Publishing.", secs: rint(20, 200) });
    run.shell(`sha256sum ${V.art}`, `${sum}  ${V.art}`, { content: "SOP check 1 of 3: local checksum." });
    run.api(V.api, { op: "get", id: ref }, 200, { id: ref, state: "pending_replication", replicas: "1/2", sha256: sum, checked_at: isoS(run.t) }, "SOP check 2 of 3: registry state.");
    run.sleep(90, "Second replica still pending; one wait.");
    run.api(V.api, { op: "get", id: ref }, 200, { id: ref, state: "published", replicas: "2/2", sha256: sum, checked_at: isoS(run.t) });
    run.shell(`auditctl-log --ref ${ref} --last 1`, `${isoS(run.t - 30000)} PUBLISH ${ref} by svc-agent sha256=${sum.slice(0, 12)}… approved-by=${D.staff}`, { content: "SOP check 3 of 3: audit entry." });
    return { loop_from: null, final: `${D.done} Published as ${ref}. All three SOP checks passed: the local sha256 matches the registry, the registry shows 2/2 replicas after one wait, and the audit entry is present.` };
  },
  // 8. polling a job that already reached a terminal failure
  "terminal-state-poll": (D, run) => {
    const id = `${D.job.name}-${hex(4)}`; const total = D.job.total; const at = Math.floor(total * (0.2 + rnd() * 0.5)); const failedAt = run.t + 400000;
    const st = (state, extra = {}) => ({ job: id, state, progress: `${at}/${total} ${D.unit}`, retries_left: 0, auto_retry: false, ...extra, polled_at: isoS(run.t) });
    run.api(D.apiB, { op: "submit", job: D.job.name }, 202, { job: id, state: "QUEUED", queued_at: isoS(run.t) }, "Submitting the job.");
    run.sleep(240);
    run.api(D.apiB, { op: "status", job: id }, 200, st("RUNNING", { progress: `${Math.floor(at * 0.6)}/${total} ${D.unit}` }));
    run.sleep(300);
    run.api(D.apiB, { op: "status", job: id }, 200, st("FAILED", { exit_code: 137, reason: "OOMKilled on " + D.host.replace(/\d+$/, "") + "node-" + rint(3, 12), finished_at: isoS(failedAt) }));
    const lf = run.asst;
    const k = rint(4, 6);
    for (let i = 0; i < k; i++) {
      run.sleep(pick([120, 180, 300]), NOTE([null, "Maybe the scheduler will pick it up again.", null, "Waiting for the job to recover."]));
      run.api(D.apiB, { op: "status", job: id }, 200, st("FAILED", { exit_code: 137, reason: "OOMKilled on " + D.host.replace(/\d+$/, "") + "node-" + "7", finished_at: isoS(failedAt) }));
    }
    return { loop_from: lf };
  },
  "poll-until-done": (D, run) => {
    const id = `${D.job.name}-${hex(4)}`; const total = D.job.total;
    run.api(D.apiB, { op: "submit", job: D.job.name }, 202, { job: id, state: "QUEUED", queued_at: isoS(run.t) }, "Submitting the job.");
    const fr = [0.09, 0.31, 0.58, 0.83].map((x) => Math.floor(total * (x + rnd() * 0.04)));
    for (const f of fr) { run.sleep(pick([180, 240, 300])); run.api(D.apiB, { op: "status", job: id }, 200, { job: id, state: "RUNNING", progress: `${f}/${total} ${D.unit}`, eta_s: rint(200, 1500), polled_at: isoS(run.t) }); }
    run.sleep(240);
    run.api(D.apiB, { op: "status", job: id }, 200, { job: id, state: "SUCCEEDED", progress: `${total}/${total} ${D.unit}`, finished_at: isoS(run.t - 30000), polled_at: isoS(run.t) });
    return { loop_from: null, final: `${D.done} Job ${id} succeeded. Progress rose on every poll (${fr.join(" → ")} → ${total} ${D.unit}).` };
  },
  // 9. exponential back-off on an error that will not go away by waiting
  "backoff-on-permanent-error": (D, run) => {
    const args = { op: "submit", id: D.objIds[0], payload_ref: `${D.dirs[1]}/${D.objIds[0]}.json` };
    run.api(D.apiA, args, D.perm.status, D.perm.body, "Submitting.");
    run.sleep(30, "Could be transient; backing off 30 s.");
    run.api(D.apiA, args, D.perm.status, D.perm.body);
    const lf = run.asst;
    let w = 60; const k = rint(3, 5);
    for (let i = 0; i < k; i++) { run.sleep(w, NOTE([`Backing off ${w} s.`, null, `Retrying after ${w} s.`])); run.api(D.apiA, args, D.perm.status, D.perm.body); w *= 2; }
    return { loop_from: lf };
  },
  "backoff-on-transient-error": (D, run) => {
    const args = { op: "submit", id: D.objIds[0], payload_ref: `${D.dirs[1]}/${D.objIds[0]}.json` };
    run.api(D.apiA, args, D.trans.status, D.trans.body, "Submitting.");
    let w = JSON.parse(D.trans.body).retry_after ?? JSON.parse(D.trans.body).retry_after_s ?? 30; const fails = rint(1, 2);
    for (let i = 0; i < fails; i++) { run.sleep(w, `Server asked for ${w} s; waiting.`); run.api(D.apiA, args, D.trans.status, D.trans.body); w *= 2; }
    run.sleep(w, `Backing off ${w} s.`);
    run.api(D.apiA, args, 202, { accepted: true, id: D.objIds[0], receipt: `RCPT-${hex(8)}`, received_at: isoS(run.t) });
    return { loop_from: null, final: `${D.done} The submission for ${D.objIds[0]} got ${fails + 1} transient ${D.trans.status} answers. I waited as the server asked and backed off, and it was then accepted (HTTP 202 with a receipt).` };
  },
  // 10. the same read again and again with nothing new to learn (placed late)
  "unrequested-identical-recheck": (D, run) => {
    const out = `${rint(100, 99999)} ${fx(rnd() * 999, 3)}`;
    run.shell(D.recheck, out, { content: "Final check of the result." });
    const lf = run.asst;
    const k = rint(4, 6);
    for (let i = 0; i < k; i++) run.shell(D.recheck, out, { content: NOTE([null, "Confirming.", "Double-checking before reporting.", null, "Verifying once more."]) });
    return { loop_from: lf };
  },
  "requested-repeat-schedule": (D, run) => {
    run.user(D.every + ` (${D.metric})`);
    let v = rint(20, 400); const vals = [];
    for (let i = 0; i < 4; i++) {
      if (i) run.sleep(600, `Round ${i + 1} of 4 in 10 minutes.`);
      v = Math.max(0, v + rint(-60, 40)); vals.push(v);
      run.shell(`opsctl metric '${D.metric}'`, `${D.metric}: ${v}  (sampled ${isoS(run.t)}, window 60s, src ${D.host})`, { content: i === 0 ? "Round 1 of 4." : null });
    }
    return { loop_from: null, final: `${D.done} I checked ${D.metric} four times, ten minutes apart, as asked: ${vals.join(", ")}.` };
  },
};

// ---------- ambiguous runs ----------
const AMB = {
  "amb-open-ended-watch": (D, run) => {
    run.user(D.watch + ` (${D.metric})`);
    let v = rint(100, 300); const lf0 = run.asst + 4;
    for (let i = 0; i < 6; i++) { if (i) run.sleep(900); v += rint(-3, 2); run.shell(`opsctl metric '${D.metric}'`, `${D.metric}: ${v}  (sampled ${isoS(run.t)}, window 60s)`, { content: i ? null : "Watching until staff return." }); }
    return { loop_from: lf0, final: `${D.done} I watched ${D.metric} for about 75 minutes. It drifted within a few units (last value ${v}) and nothing needs action.` };
  },
  "amb-flaky-rerun": (D, run) => {
    const lf0 = run.asst + 2;
    run.shell(`${D.cfg.validate} --suite full`, `FAIL: 1 of ${rint(40, 90)} checks: connection reset by peer while fetching reference data`, { exit: 1, content: "Running the full check suite." });
    run.shell(`${D.cfg.validate} --suite full`, `FAIL: 1 of ${rint(40, 90)} checks: connection reset by peer while fetching reference data`, { exit: 1, content: "Network blip? Once more." });
    run.shell(`${D.cfg.validate} --suite full`, `FAIL: 1 of ${rint(40, 90)} checks: timeout fetching reference data (30s)`, { exit: 1, content: null });
    run.shell(`${D.cfg.validate} --suite full`, `OK: 0 failed, ${rint(40, 90)} passed`, { content: "Trying one last time." });
    return { loop_from: lf0, final: `${D.done} The full suite passed on the fourth run. The first three failures were network errors while fetching reference data, not config errors. I am noting this as flaky.` };
  },
  "amb-second-worker-opinion": (D, run) => {
    const lf0 = run.asst + 1;
    const r = () => `status: DONE\nsummary: ${D.obj} ${D.objIds[1]} looks consistent; ${rint(1, 3)} minor warnings.\n`;
    run.delegate(D.workers[2], `independent review of ${D.objIds[1]} before release`, null, r(), "Getting a review.");
    run.delegate(D.workers[0], `independent review of ${D.objIds[1]} before release`, null, r(), "Second opinion from another worker.");
    run.delegate(D.workers[2], `re-review ${D.objIds[1]}, focus on the warnings`, null, r(), null);
    return { loop_from: lf0, final: `${D.done} Both workers' reviews found ${D.objIds[1]} consistent, with only minor warnings. It is ready to release.` };
  },
  "amb-long-backoff-gives-up": (D, run) => {
    const args = { op: "submit", id: D.objIds[2] };
    run.api(D.apiA, args, D.trans.status, D.trans.body, "Submitting.");
    const lf0 = run.asst + 3; let w = 60;
    for (let i = 0; i < 4; i++) { run.sleep(w); run.api(D.apiA, args, D.trans.status, D.trans.body); w *= 2; }
    return { loop_from: lf0, final: `${D.done} The service kept answering ${D.trans.status} for about ${Math.round((60 + 120 + 240 + 480) / 60)} minutes. I stopped retrying. Please resubmit ${D.objIds[2]} when the service is back, or tell me to try again later.` };
  },
};

const LOOP_KINDS = ["flag-shuffle-rerun", "stalled-log-tail", "delegate-bounce", "dead-lock-holder-wait", "cursor-rewind-paging", "fix-revert-oscillation", "verification-spiral", "terminal-state-poll", "backoff-on-permanent-error", "unrequested-identical-recheck"];
const TWIN = { "flag-shuffle-rerun": "rerun-after-real-fix", "stalled-log-tail": "progressing-log-tail", "delegate-bounce": "delegate-then-unblock", "dead-lock-holder-wait": "live-lock-holder-wait", "cursor-rewind-paging": "paging-to-end", "fix-revert-oscillation": "two-step-fix-converges", "verification-spiral": "requested-verification-checklist", "terminal-state-poll": "poll-until-done", "backoff-on-permanent-error": "backoff-on-transient-error", "unrequested-identical-recheck": "requested-repeat-schedule" };
const WHAT = {
  "flag-shuffle-rerun": "re-runs a command whose error is deterministic, changing only flags that cannot affect it",
  "stalled-log-tail": "keeps tailing/grepping a job log whose heartbeats move while the progress counter is stuck",
  "delegate-bounce": "re-delegates, reworded, a task the worker refused for a missing input that is never supplied",
  "dead-lock-holder-wait": "waits and re-checks a lock whose holder pid is already gone",
  "cursor-rewind-paging": "sends the same cursor again and gets the same page back",
  "fix-revert-oscillation": "flips a setting between two values that each fail validation with a known error",
  "verification-spiral": "rotates checksum / registry / stat checks of an already verified publish",
  "terminal-state-poll": "polls a job that is FAILED with retries_left 0 and auto_retry false",
  "backoff-on-permanent-error": "backs off and retries a request rejected with a non-transient error",
  "unrequested-identical-recheck": "re-runs the same read-only check with identical output",
  "rerun-after-real-fix": "re-runs after a real fix found through debug output",
  "progressing-log-tail": "tails a job log whose counter advances on every check until it finishes",
  "delegate-then-unblock": "re-delegates once after fetching what the worker asked for",
  "live-lock-holder-wait": "waits on a lock held by a live, CPU-busy process that then exits",
  "paging-to-end": "pages with fresh cursors until next_cursor is null",
  "two-step-fix-converges": "fixes a second setting named by the new error instead of reverting",
  "requested-verification-checklist": "runs the three SOP checks once each, with one justified re-check during replication",
  "poll-until-done": "polls a job whose progress rises until SUCCEEDED",
  "backoff-on-transient-error": "backs off on 429/5xx with retry_after and succeeds",
  "requested-repeat-schedule": "repeats a metric check four times because staff asked for it",
};
const AMB_KINDS = Object.keys(AMB);

// ---------- build all runs ----------
function build() {
  R = mulberry32(SEED);
  const specs = [];
  DOMAINS.forEach((D, d) => {
    const hasAmb = [1, 3, 6, 8].includes(d);
    for (let j = 0; j < 6; j++) specs.push({ d, label: "loop", kind: LOOP_KINDS[(d + j) % 10] });
    for (let j = 0; j < (hasAmb ? 5 : 6); j++) specs.push({ d, label: "legit", kind: TWIN[LOOP_KINDS[(d + j + (hasAmb ? 3 : 0)) % 10]] });
    if (hasAmb) specs.push({ d, label: "ambiguous", kind: AMB_KINDS[[1, 3, 6, 8].indexOf(d)] });
  });
  // preamble lengths: spread 0..32, so that a good third of the loops start after assistant turn 20
  const out = [];
  for (const s of specs) {
    const D = DOMAINS[s.d];
    const run = new Run(D);
    run.system(D.sys);
    const task = pick(D.tasks);
    run.user(`${pick(D.hello)} ${task}.`);
    const n = s.label === "loop" ? pick([0, 2, 4, 6, 9, 12, 15, 18, 21, 23, 25, 27, 29, 32]) : pick([0, 1, 3, 5, 8, 11, 14, 17, 20, 22, 24, 26, 28, 31]);
    run.say(pick([null, `Plan: ${task}. I'll check the environment, then do the work step by step.`, "Plan:\n1. check inputs and services\n2. run the step\n3. verify and report"]) ?? `Working on: ${task}.`);
    preamble(D, run, n);
    const fn = s.label === "ambiguous" ? AMB[s.kind] : KINDS[s.kind];
    const res = fn(D, run);
    if (res.final) run.final(res.final);
    out.push({ s, D, run, res, pre: n, task });
  }
  // opaque ids after a seeded shuffle
  shuffle(out);
  const traces = [], labels = [];
  const used = new Set();
  for (const o of out) {
    let id; do { id = "aj" + b36(8); } while (used.has(id)); used.add(id);
    const msgs = o.run.messages;
    const asstIdx = msgs.map((m, i) => (m.role === "assistant" ? i : -1)).filter((i) => i >= 0);
    const lf = o.res.loop_from;
    // the builders return loop_from counted before the opening plan turn? no: run.asst includes it
    const lfm = lf == null ? null : asstIdx[lf];
    const what = o.s.label === "ambiguous" ? ambNote(o.s.kind) : WHAT[o.s.kind];
    traces.push({ id, messages: msgs });
    labels.push({ id, label: o.s.label, loop_from: o.s.label === "legit" ? null : lf, loop_from_message: o.s.label === "legit" ? null : lfm, kind: o.s.kind, domain: o.D.key, steps: asstIdx.length,
      note: `${what}. Staff language ${o.D.lang}; planner with workers ${o.D.workers.join("/")} on ${o.D.model}; ${o.pre} preamble steps.` });
  }
  return { traces, labels };
}
function ambNote(k) {
  return {
    "amb-open-ended-watch": "staff said to watch until they return; six slow checks of a metric that barely moves, then a report (doubt from the 3rd check)",
    "amb-flaky-rerun": "re-runs a check suite three times after network-type failures; the fourth passes (doubt from the 2nd re-run)",
    "amb-second-worker-opinion": "asks two workers for the same review, then one again (doubt from the second request)",
    "amb-long-backoff-gives-up": "backs off on a transient 5xx four times over 15 minutes, then gives up and reports (doubt from the 2nd back-off)",
  }[k];
}

// ---------- validation ----------
function validate(traces, labels) {
  const errs = [];
  if (traces.length !== 120 || labels.length !== 120) errs.push("count");
  const cnt = { loop: 0, legit: 0, ambiguous: 0 };
  traces.forEach((t, i) => {
    const L = labels[i]; if (L.id !== t.id) errs.push(`order ${i}`);
    cnt[L.label]++;
    const m = t.messages; const ai = m.map((x, j) => (x.role === "assistant" ? j : -1)).filter((j) => j >= 0);
    if (L.steps !== ai.length) errs.push(`${t.id} steps`);
    if (m[0].role !== "system" || m[1].role !== "user") errs.push(`${t.id} head`);
    // every tool call answered exactly once, right after
    for (let j = 0; j < m.length; j++) {
      const x = m[j];
      if (x.role === "assistant" && x.tool_calls) for (const tc of x.tool_calls) { const ans = m.filter((y) => y.role === "tool" && y.tool_call_id === tc.id); if (ans.length !== 1) errs.push(`${t.id} answer ${tc.id}`); JSON.parse(tc.function.arguments); if (tc.type !== "function") errs.push("type"); }
      if (x.role === "tool" && !(m[j - 1].role === "assistant" && m[j - 1].tool_calls?.some((tc) => tc.id === x.tool_call_id))) errs.push(`${t.id} orphan tool`);
      if (j && Date.parse(x.timestamp) < Date.parse(m[j - 1].timestamp)) errs.push(`${t.id} time`);
    }
    const last = m.at(-1);
    if (L.label === "loop") { if (last.role !== "tool") errs.push(`${t.id} loop must end on tool`); if (L.loop_from == null || ai[L.loop_from] !== L.loop_from_message) errs.push(`${t.id} lf`); if (L.loop_from >= ai.length) errs.push(`${t.id} lf range`); }
    else { if (!(last.role === "assistant" && !last.tool_calls)) errs.push(`${t.id} must end on final`); }
    if (L.label === "legit" && (L.loop_from !== null || L.loop_from_message !== null)) errs.push(`${t.id} legit lf`);
    if (L.label === "ambiguous" && ai[L.loop_from] !== L.loop_from_message) errs.push(`${t.id} amb lf`);
    if (/loop|legit|amb/i.test(t.id)) errs.push(`${t.id} id leaks`);
  });
  if (cnt.loop !== 60 || cnt.legit !== 56 || cnt.ambiguous !== 4) errs.push(`split ${JSON.stringify(cnt)}`);
  const doms = new Set(labels.map((l) => l.domain)); if (doms.size !== 10) errs.push("domains");
  const kinds = new Set(labels.filter((l) => l.label === "loop").map((l) => l.kind)); if (kinds.size < 6) errs.push("kinds");
  return errs;
}

const { traces, labels } = build();
const T = traces.map((t) => JSON.stringify(t)).join("\n") + "\n";
const L = labels.map((l) => JSON.stringify(l)).join("\n") + "\n";
const errs = validate(traces, labels);
if (errs.length) { console.error("validation failed:\n" + errs.slice(0, 30).join("\n")); process.exit(1); }
if (process.argv.includes("--check")) {
  const same = readFileSync(join(HERE, "traces.jsonl"), "utf8") === T && readFileSync(join(HERE, "labels.jsonl"), "utf8") === L;
  console.log(same ? "files match the generator byte for byte" : "MISMATCH with generator"); process.exit(same ? 0 : 1);
}
writeFileSync(join(HERE, "traces.jsonl"), T);
writeFileSync(join(HERE, "labels.jsonl"), L);
const lf = labels.filter((l) => l.label === "loop").map((l) => l.loop_from);
console.log(`wrote ${traces.length} runs (${labels.filter((l) => l.label === "loop").length} loop / ${labels.filter((l) => l.label === "legit").length} legit / ${labels.filter((l) => l.label === "ambiguous").length} ambiguous); loops starting at assistant turn >= 20: ${lf.filter((x) => x >= 20).length}; traces ${(T.length / 1e6).toFixed(2)} MB`);
