// 3D-print farm kit (Kurmanji Kurdish staff): Moonraker JSON-RPC, Klipper logs, PrusaSlicer INI.
import { hash } from "./fmt.mjs";

const printers = ["voron-01", "voron-02", "voron-03", "voron-04", "prusa-mk4-05", "prusa-mk4-06", "prusa-mk4-07", "bambu-x1-08", "bambu-x1-09", "ratrig-10", "ratrig-11", "prusa-xl-12"];
const parts = ["hinge_left_v3", "prosthetic_socket_s2", "fan_duct_5015", "cable_clip_x20", "drone_arm_cf", "enclosure_lid", "gear_m1_z32", "brace_knee_l", "lamp_shade_v2", "tool_holder"];
/** 3D-print farm kit. */
export const print = {
  key: "print-farm-3d-ku", lang: "Kurmanji Kurdish", agent: "farm operator assistant",
  sys: "You operate a 12-printer FDM farm in Duhok that prints orthotic and spare parts. Printers run Klipper behind Moonraker; slicing is PrusaSlicer CLI. Report clearly which printer and which job you mean. Do not start prints on a printer with an open fault.",
  items: () => printers.flatMap((p) => parts.slice(0, 4).map((q) => `${p}:${q}`)),
  t: {
    one: (x) => `Ji kerema xwe li çapera ${x.split(":")[0]} binêre — çima kar dîsa têk diçe? Ji min re bibêje pirsgirêk çi ye.`,
    batch: (n) => `Hemû ${n} karên di rêzê de kontrol bike û ji bo her yekê rewşa wê binivîse.`,
    list: "Li tevahiya dîroka karên çapê yên vê hefteyê binêre û kurteyek amade bike.",
    job: "Karê slicing ji bo pakêta orthotic dest pê bike û dema ku qediya ji min re bibêje.",
    watch: (n) => `Germahiya nozzle û sifrê ji bo ${n} pîvanan bişopîne, her çend deqeyan carekê.`,
    search: "Di belgeyan de bigere: kî berê pirsgirêka \"thermal runaway\" li ser Voron-an dîtiye?",
    fix: (x) => `Profîla ${x.split(":")[1]} rast bike heta ku kontrol derbas bibe. Her hewldanê ji min re rave bike.`,
    nudge: ["Çi bû?", "Nûçeyek heye?", "Hê jî li bendê me — em li ku ne?"],
    again: "Min nuha spool guhert. Ji kerema xwe dîsa kontrol bike.",
  },
  get: {
    tool: "moonraker_query", args: (x) => ({ printer: x.split(":")[0], objects: { print_stats: null, extruder: ["temperature", "target"], heater_bed: null } }),
    out: (x, c, r) => {
      const h = hash(x);
      return JSON.stringify({ jsonrpc: "2.0", id: r.int(1000, 9999), result: { eventtime: Number((c.epoch() % 100000 + r.u()).toFixed(3)), status: { print_stats: { filename: `${x.split(":")[1]}.gcode`, state: h % 3 === 0 ? "error" : "standby", message: h % 3 === 0 ? "Heater extruder not heating at expected rate" : "", print_duration: 0 }, extruder: { temperature: Number((22 + r.u()).toFixed(2)), target: 0 }, heater_bed: { temperature: Number((23 + r.u()).toFixed(2)), target: 0, power: 0 } } } });
    },
  },
  check: {
    tool: "preflight_check", args: (x) => ({ printer: x.split(":")[0], profile: `${x.split(":")[1]}.ini` }),
    fail: (x, c, r) => `[preflight ${c.hms()}] printer=${x.split(":")[0]} profile=${x.split(":")[1]}.ini\n  nozzle_diameter ........ 0.4  OK\n  filament_type .......... PETG OK\n  first_layer_temperature  240  OK\n  bed_shape .............. 0x0,250x0,250x210,0x210  OK\n  ✗ max_print_height 210 < object height 226.4 mm (brace splits? no)\nRESULT: BLOCKED (E-PF-07 object exceeds build volume)  id=${r.hex(6)}`,
    pass: (x, c, r) => `[preflight ${c.hms()}] printer=${x.split(":")[0]} profile=${x.split(":")[1]}.ini\n  all 14 checks OK\nRESULT: READY  est. ${r.int(2, 9)}h${r.int(10, 59)}m, ${r.int(40, 300)} g PETG  id=${r.hex(6)}`,
    errs: (x, k) => ["✗ max_print_height 210 < object height 226.4 mm", "✗ support_material: overhang 71° without supports on face 12", "✗ first_layer_height 0.32 > 75% of nozzle 0.4", "✗ bed_temperature 85 > PETG sheet limit 80"][k % 4],
  },
  act: {
    tool: "profile_set", args: (x, k) => ({ profile: `${x.split(":")[1]}.ini`, set: [{ rotate_x: 90 }, { support_material: 1, support_material_threshold: 55 }, { first_layer_height: 0.28 }, { bed_temperature: 78 }][k % 4] }),
    out: (x, k, c, r) => `; PrusaSlicer 2.8.1 config diff — ${x.split(":")[1]}.ini\n${Object.entries([{ rotate_x: 90 }, { support_material: 1, support_material_threshold: 55 }, { first_layer_height: 0.28 }, { bed_temperature: 78 }][k % 4]).map(([a, b]) => `${a} = ${b}`).join("\n")}\n; saved ${c.iso()} rev ${r.int(10, 99)}`,
  },
  undo: { tool: "profile_restore", args: (x) => ({ profile: `${x.split(":")[1]}.ini`, rev: "previous" }), out: (x, c, r) => `restored ${x.split(":")[1]}.ini to rev ${r.int(10, 99)} (${c.iso()})` },
  dep: {
    tool: "spoolman_api", args: (x, k) => [{ method: "GET", path: "/api/v1/spool", params: { location: "rack-B" } }, { method: "GET", path: "/api/v1/spool?location=rack-B" }, { method: "GET", path: "/api/v1/spool", params: { location: "rack-B", allow_archived: false } }, { method: "GET", path: "/api/v1/spool/", params: { location: "Rack-B" } }, { method: "GET", path: "/api/v1/filament", params: { material: "PETG" } }][k % 5],
    err: (k, c, r) => r.pick([`HTTP 502 Bad Gateway\nserver: nginx/1.24.0\ndate: ${c.iso()}\n\n<html><center><h1>502 Bad Gateway</h1></center></html>`, `HTTP 504 Gateway Time-out (upstream spoolman:7912 after ${r.int(30, 60)}.0s) req=${r.hex(12)}`, `curl: (7) Failed to connect to spoolman.farm.lan port 7912 after ${r.int(1000, 3100)} ms: Connection refused`]),
    ok: (x, c, r) => JSON.stringify([{ id: 41, filament: { name: "PETG Galaxy Black", material: "PETG" }, remaining_weight: r.f(100, 900, 1), location: "rack-B" }, { id: 44, filament: { name: "PETG Signal White", material: "PETG" }, remaining_weight: r.f(100, 900, 1), location: "rack-B" }]),
  },
  job: {
    jid: (r) => `slice-${r.hex(6)}`,
    start: { tool: "slice_batch_start", args: () => ({ plate: "orthotic_batch_48", printers: ["prusa-mk4-05", "prusa-mk4-06"] }), out: (j, c) => `{"job":"${j}","queued_at":"${c.iso()}","objects":36}` },
    tool: "slice_batch_status", args: (j, k) => ({ job: j }),
    out: (j, d, tot, c, r, fin) => `{"job":"${j}","state":"${fin ? "finished" : "slicing"}","objects_done":${d},"objects_total":${tot},"current":"${parts[d % parts.length]}","worker":"slicer-${r.int(1, 3)}","updated":"${c.iso()}"${fin ? `,"output":"s3://farm/gcode/${j}.zip"` : ""}}`,
    total: (r) => 36,
  },
  list: {
    tool: "print_history", args: (cur, n) => ({ limit: n, start: cur ?? 0, order: "desc" }),
    row: (i) => `${String(9000 - i).padStart(5)}  ${printers[i % printers.length].padEnd(13)} ${parts[(i * 3) % parts.length].padEnd(22)} ${["completed", "completed", "cancelled", "error", "completed"][i % 5].padEnd(10)} ${1 + (i % 9)}h${(i * 13) % 60}m`,
    out: (rows, next, c) => `job_id printer       file                   status     duration\n${rows.join("\n")}\n(next start: ${next ?? "none"}) — ${c.iso()}`,
  },
  views: [
    { tool: "klippy_log_tail", args: (x) => ({ printer: x.split(":")[0], lines: 6 }), out: (x, c) => `${c.syslog()} Stats: mcu: mcu_awake=0.012 bytes_write=${40000 + (c.epoch() % 900)}\n${c.syslog()} Heater extruder not heating at expected rate\n${c.syslog()} See the 'verify_heater' section in docs/Config_Reference.md\n${c.syslog()} Transition to shutdown state: Heater extruder not heating at expected rate` },
    { tool: "printer_objects", args: (x) => ({ printer: x.split(":")[0], object: "webhooks" }), out: (x, c, r) => `webhooks.state = shutdown\nwebhooks.state_message = "Heater extruder not heating at expected rate"\neventtime = ${(c.epoch() % 100000) + r.f(0, 1, 3)}` },
    { tool: "fleet_dashboard", args: (x) => ({ filter: x.split(":")[0] }), out: (x, c, r) => `| printer | state | message | since |\n|---|---|---|---|\n| ${x.split(":")[0]} | SHUTDOWN | Heater extruder not heating at expected rate | ${r.int(40, 90)} min |\n\n_rendered ${c.iso()}_` },
    { tool: "thermistor_trace", args: (x) => ({ printer: x.split(":")[0], sensor: "extruder", minutes: 10 }), out: (x, c, r) => `t(s)   target  actual  pwm\n 0      240    24.1    1.00\n 30     240    27.8    1.00\n 60     240    31.0    1.00\n 90     240    33.9    1.00  <- verify_heater gain check failed\n(trace id ${r.hex(8)}, ${c.iso()})` },
  ],
  search: {
    tool: "docs_search", args: (q) => ({ q, sources: ["klipper-docs", "farm-notes"] }),
    same: ["thermal runaway voron", "Voron thermal runaway", "voron heater not heating at expected rate", "thermal runaway on voron printers", "Heater extruder not heating Voron", "voron  thermal-runaway"],
    refine: ["thermal runaway voron", "verify_heater max_error heating_gain", "Voron hotend cartridge heater replacement", "Revo heater core 40W vs 60W", "farm-notes voron-03 heater"],
    hit: (i) => ["Config_Reference: [verify_heater]", "farm-notes/2026-05 voron-02 loose heater cartridge", "Klipper FAQ: heater not heating at expected rate", "farm-notes/2026-09 replaced thermistor on voron-04", "E3D Revo Voron install notes", "Klipper: PID_CALIBRATE", "farm-notes spare parts inventory", "Voron 2.4 wiring harness checks", "Moonraker API: printer.objects.query", "farm-notes hotend swap checklist"][i % 10],
    out: (hits, c, r) => hits.map((h, i) => `[${(0.92 - i * 0.07).toFixed(2)}] ${h}`).join("\n") + `\n-- ${hits.length} hits, ${r.int(11, 80)}ms`,
  },
  metric: {
    tool: "farm_temps", args: () => ({ printers: ["voron-03", "prusa-mk4-06"], fields: ["extruder", "heater_bed", "chamber"] }),
    out: (v, c, r) => `printer       extruder        bed            chamber   @${c.hms()}\nvoron-03      ${(v + 215).toFixed(1)}/240.0  ${(v / 3 + 90).toFixed(1)}/100.0   ${(v / 5 + 38).toFixed(1)}\nprusa-mk4-06  ${(v + 190).toFixed(1)}/230.0  ${(v / 4 + 74).toFixed(1)}/80.0    n/a`,
    base: 20,
  },
  en: { issue: "the build-volume block E-PF-07 (object 226.4 mm > 210 mm)", fact: "the extruder heater fault ('not heating at expected rate')", thing: "printer" },
};
