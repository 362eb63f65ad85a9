// Film-studio lighting and show-control kit (Hausa staff): RDM responses, sACN stats, protobuf text, cue lists.
import { hash } from "./fmt.mjs";

const fixtures = Array.from({ length: 40 }, (_, i) => `${["ARRI-S60", "ARRI-S30", "Aputure-600x", "Creamsource-V", "Astera-Titan", "Nanlux-Evoke"][i % 6]}#${101 + i}`);
/** Studio lighting kit. */
export const light = {
  key: "studio-lighting-ha", lang: "Hausa", agent: "lighting desk assistant",
  sys: "You assist the lighting crew of a film studio in Kano (stages A and B). Fixtures are on sACN universes via two Art-Net/sACN nodes; a show-control server keeps cue lists (protobuf over gRPC, you see text format). Tools can query RDM, the sACN network, the cue server and the firmware updater. Never blackout a stage while a take is rolling.",
  items: () => fixtures,
  t: {
    one: (x) => `Don Allah ka duba fitilar ${x} — me yasa har yanzu bata amsa wa console? Gaya min matsalar.`,
    batch: (n) => `Ka duba dukkan fitilu ${n} na filin B daya bayan daya, ka rubuta yanayin kowanne.`,
    list: "Ka duba cikakken jerin cue na fim ɗin yau, ka taƙaita.",
    job: "Fara sabunta firmware na fitilun SkyPanel, ka sanar da ni idan ya gama.",
    watch: (n) => `Ka riƙa duba zafin fitilu da wutar lantarki sau ${n}, bayan 'yan mintoci.`,
    search: "Nemi a cikin bayanan: shin an taɓa samun matsalar \"DMX flicker\" a filin B?",
    fix: (x) => `Gyara saitin ${x} har sai binciken ya wuce. Bayyana min kowace ƙoƙari.`,
    nudge: ["Ina labari?", "Akwai sabon abu?", "Har yanzu muna jira — ina muka kai?"],
    again: "Yanzu na canza kebul ɗin. Don Allah ka sake dubawa.",
  },
  get: {
    tool: "rdm_get", args: (x) => ({ fixture: x, pids: ["DEVICE_INFO", "DMX_START_ADDRESS", "STATUS_MESSAGES"] }),
    out: (x, c, r) => {
      const h = hash(x);
      return `RDM UID 4144:${(h % 0xffffff).toString(16).padStart(6, "0")}  (${x})\n  DEVICE_INFO: model 0x${(h % 0xffff).toString(16)} footprint 10 personality 3/7 sw 4.4.${h % 9}\n  DMX_START_ADDRESS: ${1 + (h % 500)}\n  STATUS_MESSAGES: [ERROR] sub-device 0: "DMX signal lost" (0x0043)\n  transaction ${r.int(0, 255)}  rtt ${r.int(8, 90)} ms  @${c.hms()}`;
    },
  },
  check: {
    tool: "patch_validate", args: (x) => ({ fixture: x, universe: 12 }),
    fail: (x, c, r) => `patch check ${x} (universe 12)  ${c.iso()}\n  address range ${1 + (hash(x) % 500)}-${10 + (hash(x) % 500)}: OVERLAP with Aputure-600x#105 (ch ${1 + (hash(x) % 500) + 4})\n  personality: 10ch HSI  ok\nresult: CONFLICT (PV-OVL-2)  check ${r.hex(6)}`,
    pass: (x, c, r) => `patch check ${x} (universe 12)  ${c.iso()}\n  no overlaps; personality ok\nresult: OK  check ${r.hex(6)}`,
    errs: (x, k) => ["OVERLAP with Aputure-600x#105 (ch 5-10)", "no overlap; personality mismatch: console 10ch HSI, fixture 8ch RGBW", "personality ok; universe 12 not received by node B (merge priority 100 vs 120)", "node ok; fixture responds, dimmer curve 'square law' differs from house standard"][k % 4],
  },
  act: {
    tool: "rdm_set", args: (x, k) => ({ fixture: x, pid: ["DMX_START_ADDRESS", "DMX_PERSONALITY", "SACN_PRIORITY", "DIMMER_CURVE"][k % 4], value: [211, 3, 120, "linear"][k % 4] }),
    out: (x, k, c, r) => `RDM SET ${["DMX_START_ADDRESS", "DMX_PERSONALITY", "SACN_PRIORITY", "DIMMER_CURVE"][k % 4]} -> ACK (transaction ${r.int(0, 255)}) ${c.hms()}`,
  },
  undo: { tool: "rdm_set", args: (x) => ({ fixture: x, pid: "DMX_START_ADDRESS", value: 1 + (hash(x) % 500) }), out: (x, c, r) => `RDM SET DMX_START_ADDRESS -> ACK (transaction ${r.int(0, 255)}) ${c.hms()}` },
  dep: {
    tool: "cue_server_rpc", args: (x, k) => [{ method: "showctl.v1.Cues/GetCueList", request: { show: "GIDAN_ZAKI_S3", list: 1 } }, { method: "showctl.v1.Cues/GetCueList", request: { list: 1, show: "GIDAN_ZAKI_S3" } }, { method: "showctl.v1.Cues/GetCueList", request: { show: "GIDAN_ZAKI_S3", list: 1 }, deadline_ms: 10000 }, { method: "showctl.v1.Cues/ListCueLists", request: { show: "GIDAN_ZAKI_S3" } }, { method: "showctl.v1.Cues/GetCueList", request: { show: "gidan_zaki_s3", list: 1 } }][k % 5],
    err: (k, c, r) => r.pick([`rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.40.2.9:50051: connect: connection refused"`, `rpc error: code = DeadlineExceeded desc = context deadline exceeded (${r.int(5, 10)}.0${r.int(0, 9)}s)`, `rpc error: code = Internal desc = stream terminated by RST_STREAM with error code: PROTOCOL_ERROR (req ${r.hex(6)})`]),
    ok: (x, c, r) => `cue_list {\n  show: "GIDAN_ZAKI_S3"\n  number: 1\n  cues { number: "1" label: "pre-light" fade_ms: 3000 }\n  cues { number: "2" label: "Sc12 dusk" fade_ms: 8000 }\n  cues { number: "2.5" label: "Sc12 practicals" fade_ms: 1500 }\n}\nserver_time: "${c.iso()}"`,
  },
  job: {
    jid: (r) => `fw-${r.hex(6)}`,
    start: { tool: "firmware_update_start", args: () => ({ model: "ARRI-S60", version: "4.6.2", fixtures: "stage-B" }), out: (j, c) => `update job ${j} started ${c.iso()} for 12 fixtures` },
    tool: "firmware_update_status", args: (j) => ({ job: j }),
    out: (j, d, tot, c, r, fin) => `job ${j}  ${fin ? "DONE" : "IN_PROGRESS"}\n  progress ${Math.round((d * 100) / tot)}% (${d}/${tot} blocks)  current ARRI-S60#${101 + (d % 12)}\n  ${c.iso()}`,
    total: (r) => 24,
  },
  list: {
    tool: "cue_list_page", args: (cur, n) => ({ show: "GIDAN_ZAKI_S3", list: 1, from_cue: cur ?? "0", count: n }),
    row: (i) => `cue ${i + 1}${i % 4 === 3 ? ".5" : ""}  "${["Sc" + (10 + Math.floor(i / 3)), "int", "ext", "night"][i % 4]} ${["key", "fill", "practicals", "fx"][i % 4]}"  fade ${(i % 7) + 1}s  follow ${i % 5 === 0 ? "auto" : "-"}`,
    out: (rows, next, c) => `${rows.join("\n")}\n# next_from=${next ?? "end"}  (${c.hms()})`,
  },
  views: [
    { tool: "sacn_monitor", args: (x) => ({ universe: 12, node: "node-B" }), out: (x, c, r) => `universe 12 @ node-B  ${c.iso()}\n  sources: (none)\n  last packet: 00:${String(40 + (hash(x) % 19)).padStart(2, "0")}:${r.int(10, 59)} ago\n  packets/s: 0.0` },
    { tool: "node_status", args: (x) => ({ node: "node-B" }), out: (x, c, r) => `node-B (Luminex GigaCore 16t)\n  port 7 (uplink): DOWN since ${c.date()} 06:12\n  ports up: 5/16\n  temp ${r.int(38, 51)} °C` },
    { tool: "rdm_get", args: (x) => ({ fixture: x, pids: ["STATUS_MESSAGES"] }), out: (x, c, r) => `STATUS_MESSAGES: [ERROR] "DMX signal lost" (0x0043)  transaction ${r.int(0, 255)}` },
    { tool: "stage_dashboard", args: (x) => ({ stage: "B" }), out: (x, c, r) => `| universe | node | source | fps |\n|---|---|---|---|\n| 11 | node-B | console-main | 44 |\n| 12 | node-B | — | 0 |\n\nrefreshed ${c.hms()} (${r.int(3, 40)} ms)` },
  ],
  search: {
    tool: "crew_notes_search", args: (q) => ({ q }),
    same: ["DMX flicker stage B", "stage B DMX flicker", "flicker DMX studio B", "flickering fixtures stage B DMX", "DMX flicker Stage-B", "dmx  flicker stage b"],
    refine: ["DMX flicker stage B", "sACN priority merge node-B", "GigaCore IGMP snooping flicker", "SkyPanel firmware 4.4 flicker at low intensity", "PWM frequency camera shutter 172.8"],
    hit: (i) => ["2026-03 flicker on B traced to IGMP querier off", "House standard: sACN priority 100", "2025-11 SkyPanel low-intensity flicker fixed in 4.5", "Camera shutter vs LED PWM table", "node-B port map", "2026-06 cable run B-12 replaced", "Console backup procedure", "Firmware matrix per model", "Stage B power distro", "Creamsource V-series high-speed mode"][i % 10],
    out: (hits, c, r) => `${hits.map((h, i) => `${i + 1}. ${h}`).join("\n")}\n-- ${hits.length} notes (${r.int(4, 60)} ms)`,
  },
  metric: {
    tool: "power_distro", args: () => ({ stage: "B", board: "PD-3" }),
    out: (v, c, r) => `PD-3 stage B  ${c.hms()}\n  L1 ${(40 + v * 2).toFixed(1)} A   L2 ${(38 + v * 1.8).toFixed(1)} A   L3 ${(41 + v * 2.1).toFixed(1)} A\n  fixture temps max ${(48 + v / 2).toFixed(1)} °C (ARRI-S60#${103 + (v % 5)})`,
    base: 10,
  },
  en: { issue: "the PV-OVL-2 address overlap on universe 12", fact: "no sACN source on universe 12 (node-B uplink down)", thing: "fixture" },
};
