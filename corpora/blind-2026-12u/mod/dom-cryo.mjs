// Cryo-EM facility kit (Māori staff): EPU sessions, STAR tables, cryoSPARC job logs, storage.
import { hash } from "./fmt.mjs";

const grids = Array.from({ length: 44 }, (_, i) => `G${String(240 + i).padStart(4, "0")}-${["QF12", "QF21", "UA12", "CF13"][i % 4]}`);
/** Cryo-EM facility kit. */
export const cryo = {
  key: "cryoem-facility-mi", lang: "Māori", agent: "facility data manager",
  sys: "You are the data manager agent of a university cryo-EM facility in Aotearoa (Krios G4, Falcon 4i, EPU). Tools reach the EPU session store, the cryoSPARC instance (project P31), the facility booking system and the storage cluster. Keep researchers' grid IDs exact.",
  items: () => grids,
  t: {
    one: (x) => `Tēnā koa, tirohia te grid ${x} — he aha i kore ai e oti te kohinga raraunga? Whakamāramatia mai te raruraru.`,
    batch: (n) => `Tirohia ngā grid ${n} katoa o te cassette, ā, tuhia te tūnga o ia mea.`,
    list: "Tirohia te rārangi katoa o ngā movie o tēnei wāhanga, ka whakarāpopoto ai.",
    job: "Tīmatahia te mahi 2D classification, ā, whakamōhiotia mai ina oti.",
    watch: (n) => `Aroturukihia te pēhanga o te column me te pāmahana mō ngā inenga ${n}, ia ētahi meneti.`,
    search: "Rapua i ngā tuhipoka: kua kitea anō te \"ice contamination\" i ngā grid Quantifoil?",
    fix: (x) => `Whakatikahia te tautuhinga o ${x} kia paahi ai te arowhai. Whakamāramatia ia whakamātau.`,
    nudge: ["Kei te pēhea?", "He kōrero hou?", "Kei te tatari tonu mātou — kei hea tātou?"],
    again: "Kātahi anō ahau ka whakatika i te cassette. Tēnā koa, tirohia anō.",
  },
  get: {
    tool: "epu_session_get", args: (x) => ({ grid: x }),
    out: (x, c, r) => `[session]\ngrid = "${x}"\nmicroscope = "Krios-G4-1"\ndetector = "Falcon4i"\nstate = "${hash(x) % 2 ? "Paused" : "Stopped"}"\nreason = "Autoloader: cassette slot ${1 + (hash(x) % 12)} grid not detected"\nsquares_selected = ${20 + (hash(x) % 30)}\nfoilholes_acquired = 0\n\n[optics]\npixel_size_A = 0.73\ndose_e_per_A2 = 40.0\n\n# read ${c.iso()} (epu-store ${r.int(200, 900)}ms)`,
  },
  check: {
    tool: "ctf_quality_check", args: (x) => ({ grid: x, sample_movies: 50 }),
    fail: (x, c, r) => `CTF check ${x} (sample 50 movies)  ${c.iso()}\n  CTF fit resolution  median 6.8 Å  (limit ≤ 4.5 Å)  FAIL\n  ice thickness       median 74 nm  (limit ≤ 50 nm)   FAIL\n  astigmatism         median 210 Å                    ok\n  drift total         median 1.9 Å                    ok\nverdict: REJECT (QC-ICE-03 thick ice)   run ${r.hex(6)}`,
    pass: (x, c, r) => `CTF check ${x} (sample 50 movies)  ${c.iso()}\n  CTF fit resolution  median 3.6 Å  ok\n  ice thickness       median 31 nm  ok\nverdict: ACCEPT   run ${r.hex(6)}`,
    errs: (x, k) => ["ice thickness median 74 nm FAIL; CTF fit 6.8 Å FAIL", "ice thickness median 52 nm FAIL (limit 50); CTF fit 4.9 Å FAIL", "ice ok 44 nm; CTF fit 4.7 Å FAIL (defocus range too narrow)", "ice ok; CTF fit ok; drift 3.4 Å FAIL (stage settle 2 s too short)"][k % 4],
  },
  act: {
    tool: "epu_set_targeting", args: (x, k) => ({ grid: x, ice_filter_nm: [[10, 50], [10, 45], [10, 45], [10, 45]][k % 4], defocus_um: [[-0.8, -1.6], [-0.8, -1.6], [-0.6, -2.2], [-0.6, -2.2]][k % 4], settle_s: k >= 3 ? 5 : 2 }),
    out: (x, k, c, r) => `targeting updated for ${x}: ${r.int(80, 400)} foil holes re-selected\nsaved preset rev ${r.int(3, 30)} at ${c.iso()}`,
  },
  undo: { tool: "epu_restore_preset", args: (x) => ({ grid: x, preset: "default-krios" }), out: (x, c) => `preset default-krios restored for ${x} (${c.iso()})` },
  dep: {
    tool: "storage_transfer", args: (x, k) => [{ src: `epu:/${x}`, dst: "s3://cryo-archive/P31/" }, { src: `epu:/${x}/`, dst: "s3://cryo-archive/P31" }, { src: `epu:/${x}`, dst: "s3://cryo-archive/P31/", checksum: "md5" }, { src: `epu:/${x}`, dst: "s3://cryo-archive/P31/", parallel: 4 }, { src: `epu:/${x}`, dst: "s3://cryo-archive-2/P31/" }][k % 5],
    err: (k, c, r) => r.pick([`ERROR transfer ${r.hex(8)}: upload failed: An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.\n${c.iso()}`, `ERROR transfer ${r.hex(8)}: Could not connect to the endpoint URL: "https://s3.cryo.uni.ac.nz/cryo-archive" (errno 113 No route to host)`, `ERROR transfer ${r.hex(8)}: 503 Service Unavailable (ceph-rgw-${r.int(1, 3)}) after ${r.int(10, 40)}s`]),
    ok: (x, c, r) => `transfer ${r.hex(8)} done: ${r.int(900, 4000)} files, ${r.f(0.4, 3.9)} TiB, ${r.int(300, 900)} MiB/s avg, md5 verified (${c.iso()})`,
  },
  job: {
    jid: (r) => `J${r.int(300, 499)}`,
    start: { tool: "cryosparc_queue", args: () => ({ project: "P31", workspace: "W4", type: "class_2D", inputs: "J288.particles", lane: "gpu-a100" }), out: (j, c) => `queued ${j} (class_2D) on lane gpu-a100 at ${c.iso()}` },
    tool: "cryosparc_job_status", args: (j, k) => ({ project: "P31", job: j, log_tail: 2 }),
    out: (j, d, tot, c, r, fin) => `P31 ${j} class_2D  status=${fin ? "completed" : "running"}  heartbeat ${c.iso()}\n  [CPU RAM used: ${r.f(9, 14, 1)} GB] Start of iteration ${d} of ${tot}\n  ${fin ? "Done. 150 classes, 1,184,220 particles." : `-- Class similarity ${r.f(0.1, 0.9)}, ${r.int(4, 30)}s/iter`}`,
    total: (r) => 20,
  },
  list: {
    tool: "movies_star", args: (cur, n) => ({ session: "G0247-QF21", offset: cur ?? 0, count: n }),
    row: (i) => `FoilHole_${3100000 + i * 17}_Data_${(i * 31) % 9000}.eer   ${(-0.8 - ((i * 13) % 12) / 10).toFixed(2)}   ${(3.1 + ((i * 7) % 20) / 10).toFixed(2)}   ${20 + ((i * 11) % 40)}`,
    out: (rows, next, c) => `data_movies\nloop_\n_rlnMicrographMovieName #1\n_rlnDefocusU #2\n_rlnCtfMaxResolution #3\n_rlnIceThickness #4\n${rows.join("\n")}\n# next_offset ${next ?? "EOF"} (${c.hms()})`,
  },
  views: [
    { tool: "autoloader_status", args: (x) => ({ microscope: "Krios-G4-1" }), out: (x, c, r) => `Autoloader: cassette docked\n  slot ${1 + (hash(x) % 12)}: EMPTY? (grid not detected, last inventory ${c.iso()})\n  cryo-temp -191.${r.int(0, 9)} °C` },
    { tool: "epu_log_tail", args: (x) => ({ grid: x, lines: 3 }), out: (x, c) => `${c.hms()} [Autoloader] Load slot ${1 + (hash(x) % 12)} -> NoGridDetected\n${c.hms()} [Session] Paused: cannot load grid ${x}\n${c.hms()} [Session] Waiting for operator` },
    { tool: "booking_notes", args: (x) => ({ grid: x }), out: (x, c, r) => `| field | value |\n|---|---|\n| grid | ${x} |\n| clipped by | facility staff |\n| cassette slot | ${1 + (hash(x) % 12)} |\n| status | not detected by autoloader |\n\nfetched ${c.iso()} (req ${r.hex(6)})` },
    { tool: "cassette_inventory", args: (x) => ({ microscope: "Krios-G4-1", format: "ini" }), out: (x, c, r) => `[slot_${1 + (hash(x) % 12)}]\ngrid_id = ${x}\ndetected = false\nlast_check = ${c.iso()}\ncheck_id = ${r.hex(6)}` },
  ],
  search: {
    tool: "facility_notes_search", args: (q) => ({ q, since: "2025-01-01" }),
    same: ["ice contamination quantifoil", "Quantifoil ice contamination", "contaminated ice QF grids", "ice contamination on Quantifoil R1.2/1.3", "quantifoil crystalline ice contamination", "ice  contamination quantifoil grids"],
    refine: ["ice contamination quantifoil", "Vitrobot humidity blot force QF R1.2/1.3", "glow discharge PELCO 25 mA 30 s", "cryo-transfer station frost", "autoloader cassette humidity alarm"],
    hit: (i) => ["2025-07 frost on grids after cassette transfer", "Vitrobot Mark IV settings sheet", "2026-02 ice contamination traced to LN2 dewar", "Glow discharge log", "Autoloader maintenance 2026-05", "QF vs UltrAuFoil comparison", "Grid clipping SOP v4", "2026-09 humidity alarm in prep room", "EPU ice filter presets", "Facility user guide: screening"][i % 10],
    out: (hits, c, r) => `${hits.map((h, i) => `${i + 1}) ${h}`).join("\n")}\n(${hits.length} notes, ${r.int(12, 90)} ms)`,
  },
  metric: {
    tool: "column_vacuum", args: () => ({ microscope: "Krios-G4-1", sensors: ["column", "gun", "autoloader_temp"] }),
    out: (v, c, r) => `sensor           value        unit   ts\ncolumn_vacuum    ${(2.1 + v / 40).toFixed(2)}e-8   mbar   ${c.iso()}\ngun_vacuum       ${(4.0 + v / 100).toFixed(2)}e-11  mbar   ${c.iso()}\nautoloader_temp  ${(-191 + v / 20).toFixed(1)}       °C     ${c.iso()}`,
    base: 10,
  },
  en: { issue: "the QC-ICE-03 reject (thick ice, CTF fit 6.8 Å)", fact: "the grid not detected in its autoloader slot", thing: "grid" },
};
