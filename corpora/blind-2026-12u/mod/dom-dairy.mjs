// Dairy milking-robot kit (Malagasy staff): Prometheus exposition, CSV milk logs, herd records, CIP programs.
import { hash } from "./fmt.mjs";

const cows = Array.from({ length: 60 }, (_, i) => `MG-${String(1041 + i * 3)}`);
/** Dairy robotics kit. */
export const dairy = {
  key: "dairy-robotics-mg", lang: "Malagasy", agent: "herd assistant",
  sys: "You are the herd-management assistant of a dairy cooperative farm near Antsirabe with two milking robots (AMS-1, AMS-2), neck collars for activity/rumination, and an in-line milk analyser. Tools reach the herd database, the robots' service API, the farm gateway metrics and the cooperative's lab portal. Cow IDs are ear-tag numbers.",
  items: () => cows,
  t: {
    one: (x) => `Azafady, jereo ny omby ${x} — nahoana no mbola tsy voasintona tsara ny ronono aminy? Lazao ahy ny olana.`,
    batch: (n) => `Jereo tsirairay ireo omby ${n} rehetra ao amin'ny vondrona ary soraty ny toetran'izy ireo.`,
    list: "Jereo manontolo ny lisitry ny fitsinjana androany ary ataovy famintinana.",
    job: "Atombohy ny fanadiovana (CIP) an'ny AMS-2 ary ampahafantaro ahy rehefa vita.",
    watch: (n) => `Araho maso ny mari-pana sy ny habetsaky ny ronono ao amin'ny tanky in-${n}, isaky ny minitra vitsivitsy.`,
    search: "Tadiavo ao amin'ny tahiry: efa nisy ve olana \"teat detection\" tamin'ny AMS-2?",
    fix: (x) => `Ahitsio ny toeran'ny nonon'ny ${x} mandra-pahafahany mandalo ny fanamarinana. Hazavao ny andrana tsirairay.`,
    nudge: ["Manao ahoana?", "Misy vaovao ve?", "Mbola miandry izahay — aiza isika?"],
    again: "Vao avy nanadio ny fakantsary tamin'ny robot aho. Azafady, jereo indray.",
  },
  get: {
    tool: "herd_cow_get", args: (x) => ({ cow: x, include: ["milkings_24h", "collar"] }),
    out: (x, c, r) => {
      const h = hash(x);
      return JSON.stringify({ cow: x, name: ["Voahirana", "Soa", "Fara", "Lalao", "Vola", "Tiana"][h % 6], lactation: 1 + (h % 5), dim: 20 + (h % 240), robot: h % 2 ? "AMS-1" : "AMS-2", milkings_24h: [{ t: c.iso(), result: "incomplete", yield_kg: 4.1, teats_attached: "LF,LR,RR", failed: "RF" }], collar: { rumination_min: 410 + (h % 90), activity_idx: 35 + (h % 30) }, fetched_in_ms: r.int(30, 400) });
    },
  },
  check: {
    tool: "teat_position_verify", args: (x) => ({ cow: x, robot: hash(x) % 2 ? "AMS-1" : "AMS-2" }),
    fail: (x, c, r) => `TeatPos verify ${x}  ${c.iso()}\nteat  stored(x,y,z mm)   measured         dz    ok\nLF    112,-40,612         110,-38,609      -3    Y\nRF    118,42,598          151,60,571      -27    N  (outside 20 mm window)\nLR    40,-44,630          41,-47,628       -2    Y\nRR    44,46,622           46,44,625        +3    Y\nRESULT: FAIL code TP-21 (RF out of window)   job ${r.int(10000, 99999)}`,
    pass: (x, c, r) => `TeatPos verify ${x}  ${c.iso()}\nall four teats inside 20 mm window\nRESULT: PASS   job ${r.int(10000, 99999)}`,
    errs: (x, k) => ["RF dz -27 mm outside window (TP-21)", "RF dz -14 mm ok; RR dz +23 mm outside window (TP-21)", "all teats in window; laser camera dirty score 0.61 (TP-09)", "camera ok; attach time 96 s > 90 s limit (TP-30)"][k % 4],
  },
  act: {
    tool: "teat_position_set", args: (x, k) => [{ cow: x, teat: "RF", xyz_mm: [151, 60, 571] }, { cow: x, teat: "RR", xyz_mm: [46, 44, 625] }, { cow: x, teat: "RF", camera_clean_cycle: true }, { cow: x, teat: "RF", attach_timeout_s: 110, relearn: true }][k % 4],
    out: (x, k, c, r) => `stored position updated for ${x} (${c.iso()}), revision ${r.int(2, 40)}; next visit will use new coordinates`,
  },
  undo: { tool: "teat_position_reset", args: (x) => ({ cow: x, to: "previous" }), out: (x, c) => `positions for ${x} reset to previous revision (${c.iso()})` },
  dep: {
    tool: "lab_portal_results", args: (x, k) => [{ sample_batch: "ANT-2026-48", cow: x }, { sample_batch: "ANT-2026-48", cow: x, format: "csv" }, { batch: "ANT-2026-48", cow: x }, { sample_batch: "ant-2026-48", cow: x }, { sample_batch: "ANT-2026-48" }, { sample_batch: "ANT-2026-48", cow: x, retry: true }][k % 6],
    err: (k, c, r) => r.pick([`HTTP 503 Service Unavailable\nRetry-After: ${r.int(30, 120)}\nx-request-id: ${r.hex(16)}\n{"error":"maintenance","message":"Portal tsy azo idirana vetivety"}`, `HTTP 500 Internal Server Error\n{"error":"ORA-12541: TNS:no listener","ref":"${r.hex(8)}"}`, `Error: getaddrinfo EAI_AGAIN laboratoire.coop-vakinankaratra.mg (${c.hms()})`]),
    ok: (x, c, r) => `sample,cow,fat_pct,protein_pct,scc_k_per_ml,received\nANT-2026-48-${r.int(100, 999)},${x},${r.f(3.4, 4.6)},${r.f(3.0, 3.6)},${r.int(60, 900)},${c.date()}`,
  },
  job: {
    jid: (r) => `cip-${r.int(100, 999)}`,
    start: { tool: "robot_cip_start", args: () => ({ robot: "AMS-2", program: "main_alkaline" }), out: (j, c) => `CIP ${j} started on AMS-2 (main_alkaline) ${c.iso()}` },
    tool: "robot_cip_status", args: (j) => ({ robot: "AMS-2", cip: j }),
    out: (j, d, tot, c, r, fin) => `AMS-2 CIP ${j}: ${fin ? "FINISHED ok" : `phase ${["pre-rinse", "alkaline", "alkaline", "intermediate rinse", "acid", "final rinse"][Math.min(5, Math.floor((d * 6) / tot))]}`}  step ${d}/${tot}\n  water temp ${r.int(38, 78)} °C  conductivity ${r.f(0.2, 9.9, 1)} mS/cm  @${c.hms()}`,
    total: (r) => 18,
  },
  list: {
    tool: "milkings_export", args: (cur, n) => ({ date: "today", after_id: cur ?? 0, limit: n }),
    row: (i) => `${880000 + i},${cows[(i * 7) % cows.length]},${i % 2 ? "AMS-1" : "AMS-2"},${(6 + ((i * 13) % 90) / 10).toFixed(1)},${(i * 5) % 97 === 3 ? "incomplete" : "ok"},${(i * 17) % 60}`,
    out: (rows, next, c) => `milking_id,cow,robot,yield_kg,result,duration_s_over_300\n${rows.join("\n")}\n# after_id for next page: ${next ?? "-"} (${c.iso()})`,
  },
  views: [
    { tool: "robot_events", args: (x) => ({ robot: hash(x) % 2 ? "AMS-1" : "AMS-2", cow: x, limit: 3 }), out: (x, c, r) => `${c.iso()} ${x} attach RF failed (no teat found) visit ${r.int(50000, 59999)}\n${c.iso()} ${x} attach RF failed (no teat found)\n${c.iso()} ${x} milking incomplete, cow released` },
    { tool: "gateway_metrics", args: (x) => ({ match: `ams_attach_failures_total{cow="${x}"}` }), out: (x, c, r) => `# HELP ams_attach_failures_total Failed teat attachments\n# TYPE ams_attach_failures_total counter\nams_attach_failures_total{cow="${x}",teat="RF"} ${14 + (hash(x) % 5)}\nams_attach_failures_total{cow="${x}",teat="LF"} 0\n# scraped_at ${c.epoch()}` },
    { tool: "herd_alerts", args: (x) => ({ cow: x }), out: (x, c, r) => `| alert | cow | since | detail |\n|---|---|---|---|\n| INCOMPLETE_MILKING | ${x} | 2 days | RF not attached |\n\n(${c.iso()} · id ${r.hex(5)})` },
    { tool: "herd_cow_get", args: (x) => ({ cow: x, include: ["alerts"], fields: "summary" }), out: (x, c) => `${x}: 3 incomplete milkings in 48h — RF teat not attached (as of ${c.iso()})` },
  ],
  search: {
    tool: "service_log_search", args: (q) => ({ query: q }),
    same: ["teat detection AMS-2", "AMS-2 teat detection problem", "teat detection fault robot 2", "AMS-2 TDS teat detect", "Teat Detection AMS2", "teat  detection ams-2"],
    refine: ["teat detection AMS-2", "laser camera window cleaning interval", "AMS-2 gripper arm calibration", "teat position relearn procedure", "RF teat attach failures young heifers"],
    hit: (i) => ["SRV-221 AMS-2 camera window scratched (2025-11)", "Daily cleaning checklist", "SRV-245 arm recalibration AMS-2", "Relearn teat positions – manual ch. 7", "SRV-198 AMS-1 vacuum pump", "Heifer training tips", "SRV-260 laser replaced", "Firmware 4.12 release notes", "Milk filter sock change", "Camera lens fogging in cold mornings"][i % 10],
    out: (hits, c, r) => `${hits.length} entries\n${hits.map((h) => `  ${h}`).join("\n")}\n(${r.int(10, 80)} ms)`,
  },
  metric: {
    tool: "tank_status", args: () => ({ tank: "T1" }),
    out: (v, c, r) => `# HELP milk_tank_volume_litres Bulk tank volume\n# TYPE milk_tank_volume_litres gauge\nmilk_tank_volume_litres{tank="T1"} ${Math.round(1200 + v * 40)}\n# TYPE milk_tank_temp_celsius gauge\nmilk_tank_temp_celsius{tank="T1"} ${(3.4 + (v % 5) / 10).toFixed(2)}\n# TYPE milk_tank_agitator_on gauge\nmilk_tank_agitator_on{tank="T1"} ${v % 2}\n# ${c.epoch()}`,
    base: 12,
  },
  en: { issue: "the TP-21 failure (RF teat out of the 20 mm window)", fact: "the RF teat attach failures", thing: "cow" },
};
