// Domain 8: an MPW shuttle tapeout of a small SAR-ADC controller on sky130 with OpenLane 2 / OpenROAD, Magic, Netgen.
// Staff language: Efik. Stack: CrewAI crew (pnr_engineer + signoff_checker), OpenAI models.

export const domain = { key: "openlane-mpw-tapeout-efi", lang: "Efik", style: "crewai" };

const SYS = "Crew: `pnr_engineer` (changes the OpenLane config and runs stages) and `signoff_checker` (runs STA, antenna, Magic DRC and Netgen LVS, and reports). Design: `ekpri_sar` (sky130_fd_sc_hd, 320x320 um, clk 50 MHz). Tools: openlane_run {stage, tag}, openlane_status {tag}, config_edit {file, key, value}, antenna_check {tag}, lvs_run {tag}, sta_report {tag, corner}, magic_drc {tag}.";

function olHead(R, tag, stage, cfg = "designs/ekpri_sar/config.json") {
  return `[${R.now().toISOString().slice(11, 19)}] OpenLane 2.1.7 • run tag ${tag}\n[INFO] Using configuration in '${cfg}'...\n[INFO] Starting '${stage}' (${R.r.int(12, 48)} steps)...\n`;
}
function antenna(R, tag, nets) {
  const rows = nets.map((n, i) => `│ ${n.padEnd(26)} │ ${`met${(i % 3) + 1}`.padEnd(5)} │ ${R.r.fl(410, 980, 2).padStart(7)} │ 400.00 │`).join("\n");
  return `antenna_check ${tag}: OpenROAD checkAntennas (sky130 model)\n┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━┳━━━━━━━━━┳━━━━━━━━┓\n┃ net                        ┃ layer ┃ P/R     ┃ limit  ┃\n` + (rows || "│ (none)                     │       │         │        │") + `\n[INFO ANT-0002] Found ${nets.length} net violations.\n[INFO ANT-0001] Found ${nets.length + Math.floor(nets.length / 3)} pin violations.\nelapsed ${R.r.fl(4, 19, 1)}s, peak mem ${R.r.int(700, 1100)} MB`;
}
const NETS = ["u_sar.cmp_out", "u_sar.dac_ctl[3]", "u_sar.dac_ctl[7]", "u_seq.state[1]", "u_seq.cnt[4]", "clk_div.q", "u_sar.result[9]", "u_sar.result[2]", "u_spi.miso_q", "u_spi.sck_sync", "rst_sync.q2", "u_seq.eoc"];

// LOOP: antenna repair switched on in config.json while the flow reads config.tcl; identical reports.
function antennaLoop(R, v) {
  R.sys(SYS).user(`Mesiere. Tech: precheck fails on antenna violations for ekpri_sar. Fix before the shuttle deadline. Sosongo.`, "lead");
  const cfg = "designs/ekpri_sar/config.tcl";
  R.call("antenna_check", { tag: "RUN_0411" }, antenna(R, "RUN_0411", NETS), { name: "signoff_checker", thought: "Baseline antenna report." });
  const keys = [["GRT_REPAIR_ANTENNAS", true], ["DIODE_ON_PORTS", "in"], ["RUN_HEURISTIC_DIODE_INSERTION", true], ["HEURISTIC_ANTENNA_THRESHOLD", 90], ["GRT_ANTENNA_ITERS", 5]];
  const n = v ? 5 : 4;
  for (let i = 0; i < n; i++) {
    if (i === 1) R.mark();
    const tag = `RUN_04${12 + i}`;
    R.call("config_edit", { file: "designs/ekpri_sar/config.json", key: keys[i][0], value: keys[i][1] }, `config.json: ${keys[i][0]} = ${JSON.stringify(keys[i][1])} (saved)`, { name: "pnr_engineer" });
    R.call("openlane_run", { stage: "from:global_routing", tag }, olHead(R, tag, "OpenROAD.GlobalRouting", cfg) + `[INFO GRT-0096] Final congestion report: 0.0% overflow\n[INFO] Stage finished in ${R.r.int(3, 9)}m${R.r.int(10, 59)}s`, { name: "pnr_engineer", dur: 300 });
    R.call("antenna_check", { tag }, antenna(R, tag, NETS), { name: "signoff_checker" });
  }
  return { kind: "antenna-config-ignored", note: `every run prints "Using configuration in config.tcl" while the edits go to config.json; the same 12 nets every check; first edit+run fair, loop_from the second edit; ${(n - 1) * 3} looping calls across both agents, ends on a check answer` };
}

// LEGIT twin: antenna repair applied to the right file; violations fall to zero.
function antennaProgress(R, v) {
  R.sys(SYS).user(`Mesiere. Tech: antenna violations block precheck. Sosongo.`, "lead");
  R.call("antenna_check", { tag: "RUN_0411" }, antenna(R, "RUN_0411", NETS), { name: "signoff_checker" });
  const cfg = "designs/ekpri_sar/config.tcl";
  R.call("config_edit", { file: cfg, key: "GRT_REPAIR_ANTENNAS", value: true }, "config.tcl: set ::env(GRT_REPAIR_ANTENNAS) 1 (saved)", { name: "pnr_engineer" });
  R.call("openlane_run", { stage: "from:global_routing", tag: "RUN_0412" }, olHead(R, "RUN_0412", "OpenROAD.GlobalRouting", cfg) + "[INFO GRT-0012] Found 12 antenna violations.\n[INFO GRT-0015] Inserted 31 diodes.\n[INFO] Stage finished", { name: "pnr_engineer", dur: 300 });
  R.call("antenna_check", { tag: "RUN_0412" }, antenna(R, "RUN_0412", NETS.slice(0, 5)), { name: "signoff_checker" });
  R.call("config_edit", { file: cfg, key: "GRT_ANTENNA_ITERS", value: v ? 8 : 5 }, `config.tcl: set ::env(GRT_ANTENNA_ITERS) ${v ? 8 : 5} (saved)`, { name: "pnr_engineer" });
  R.call("openlane_run", { stage: "from:global_routing", tag: "RUN_0413" }, olHead(R, "RUN_0413", "OpenROAD.GlobalRouting", cfg) + "[INFO GRT-0012] Found 5 antenna violations.\n[INFO GRT-0015] Inserted 9 diodes.\n[INFO] Stage finished", { name: "pnr_engineer", dur: 300 });
  R.call("antenna_check", { tag: "RUN_0413" }, antenna(R, "RUN_0413", v ? ["u_sar.cmp_out"] : []), { name: "signoff_checker" });
  if (v) {
    R.call("config_edit", { file: cfg, key: "DIODE_ON_PORTS", value: "in" }, "config.tcl: set ::env(DIODE_ON_PORTS) in (saved)", { name: "pnr_engineer" });
    R.call("openlane_run", { stage: "from:global_routing", tag: "RUN_0414" }, olHead(R, "RUN_0414", "OpenROAD.GlobalRouting", cfg) + "[INFO GRT-0015] Inserted 1 diodes.\n[INFO] Stage finished", { name: "pnr_engineer", dur: 300 });
    R.call("antenna_check", { tag: "RUN_0414" }, antenna(R, "RUN_0414", []), { name: "signoff_checker" });
  }
  R.say(`Antenna clean: 12 -> 5 -> ${v ? "1 -> 0" : "0"} net violations after enabling repair in config.tcl (the file the flow actually reads).`, "signoff_checker");
  return { kind: "antenna-count-drops", note: "same stage/check cycle as the loop, but the report shrinks every round" };
}

function lvs(R, tag, nets, dev) {
  return `netgen -batch lvs "ekpri_sar.spice ekpri_sar" "ekpri_sar.v ekpri_sar" sky130A_setup.tcl (${tag})\nCircuit 1 contains ${R.r.int(0, 0) + 6211} devices, Circuit 2 contains 6211 devices.\nCircuit 1 contains ${nets[0]} nets,    Circuit 2 contains ${nets[1]} nets.${nets[0] !== nets[1] ? " *** MISMATCH ***" : ""}\n` +
    (nets[0] !== nets[1] ? `\nNet: ${dev}  |  (no matching net)\n\nNetlists do not match.` : "\nFinal result: Circuits match uniquely.") + `\nLVS done in ${R.r.fl(8, 30, 1)}s (${R.r.int(300, 500)} MB)`;
}

// LOOP: LVS re-run after re-extraction, same one-net mismatch every time.
function lvsLoop(R, v) {
  const dev = v ? "u_spi/_0412_" : "u_sar/_1187_";
  R.sys(SYS).user(`Mesiere! Tech: LVS fails by one net on ekpri_sar. Get a clean LVS.`, "lead");
  R.call("lvs_run", { tag: "RUN_0420" }, lvs(R, "RUN_0420", [4128, 4127], dev), { name: "signoff_checker" });
  R.call("openlane_run", { stage: "Magic.SpiceExtraction", tag: "RUN_0420" }, olHead(R, "RUN_0420", "Magic.SpiceExtraction") + `[INFO] Extracted ${R.r.int(6200, 6220)} devices\n[INFO] Stage finished in ${R.r.int(40, 90)}s`, { name: "pnr_engineer" });
  R.call("lvs_run", { tag: "RUN_0420" }, lvs(R, "RUN_0420", [4128, 4127], dev), { name: "signoff_checker" });
  const n = v ? 3 : 2;
  for (let i = 0; i < n; i++) {
    if (i === 0) R.mark();
    R.call("openlane_run", { stage: "Magic.SpiceExtraction", tag: "RUN_0420", ...(i % 2 ? { extract_options: ["-unique"] } : {}) }, olHead(R, "RUN_0420", "Magic.SpiceExtraction") + `[INFO] Extracted ${R.r.int(6200, 6220)} devices\n[INFO] Stage finished in ${R.r.int(40, 90)}s`, { name: "pnr_engineer" });
    R.call("lvs_run", { tag: "RUN_0420" }, lvs(R, "RUN_0420", [4128, 4127], dev), { name: "signoff_checker" });
  }
  if (!v) R.say(`LVS still reports 4128 vs 4127 nets (${dev}). Re-extraction does not help; escalating to the lead.`, "signoff_checker");
  return { kind: "lvs-reextract-rerun", note: `the extra net ${dev} is a floating tie-cell output in the layout, which re-extraction cannot change; re-extracting is fair once, loop_from the second re-extraction; ${n * 2} looping calls${v ? ", ends on an LVS answer" : ", then an escalation"}` };
}

// LEGIT: LVS mismatch changes each time until the netlists match.
function lvsProgress(R) {
  R.sys(SYS).user(`Mesiere. Tech: LVS fails, please get it clean. Sosongo.`, "lead");
  R.call("lvs_run", { tag: "RUN_0420" }, lvs(R, "RUN_0420", [4128, 4127], "u_sar/_1187_"), { name: "signoff_checker" });
  R.call("config_edit", { file: "designs/ekpri_sar/config.tcl", key: "SYNTH_ELABORATE_ONLY", value: false }, "config.tcl: removed keep on u_sar/_1187_ tie cell (saved)", { name: "pnr_engineer" });
  R.call("openlane_run", { stage: "from:synthesis", tag: "RUN_0421" }, olHead(R, "RUN_0421", "Yosys.Synthesis", "designs/ekpri_sar/config.tcl") + "[INFO] Flow complete in 41m12s", { name: "pnr_engineer", dur: 600 });
  R.call("lvs_run", { tag: "RUN_0421" }, lvs(R, "RUN_0421", [4126, 4127], "u_spi/sck_sync_d"), { name: "signoff_checker" });
  R.call("config_edit", { file: "designs/ekpri_sar/pin_order.cfg", key: "#N", value: "sck_sync_d removed from pin list" }, "pin_order.cfg saved", { name: "pnr_engineer" });
  R.call("openlane_run", { stage: "from:floorplan", tag: "RUN_0422" }, olHead(R, "RUN_0422", "OpenROAD.Floorplan", "designs/ekpri_sar/config.tcl") + "[INFO] Flow complete in 37m40s", { name: "pnr_engineer", dur: 600 });
  R.call("lvs_run", { tag: "RUN_0422" }, lvs(R, "RUN_0422", [4126, 4126]), { name: "signoff_checker" });
  R.say("LVS clean (RUN_0422). Two different mismatches were fixed: a kept, unused tie cell, then a stray pin in pin_order.cfg.", "signoff_checker");
  return { kind: "lvs-mismatch-moves", note: "the mismatching net changes after each fix, then the netlists match" };
}

function sta(R, tag, o) {
  return `sta_report ${tag} corner=${o.corner}\nStartpoint: ${o.sp}\nEndpoint: ${o.ep}\nPath Group: clk   Path Type: ${o.type}\n...\n${o.slack >= 0 ? " " : ""}${o.slack.toFixed(3)}   slack (${o.slack >= 0 ? "MET" : "VIOLATED"})\n\nworst ${o.type === "min" ? "hold" : "setup"} slack ${o.slack.toFixed(3)} ns; tns ${(o.slack < 0 ? o.slack * R.r.int(2, 4) : 0).toFixed(3)} ns; other corner ${o.other}\n(OpenSTA 2.5.0, ${R.r.fl(2, 7, 1)}s)`;
}

// LOOP: hold fix buys a setup violation on the twin path; removing it brings the hold back.
function holdSetupSeesaw(R, v) {
  R.sys(SYS).user(`Mesiere! Tech: hold violations at ff corner after CTS. Fix without breaking setup at ss.`, "lead");
  const hold = { corner: "min_ff_n40C_1v95", sp: "u_sar/dac_ctl_reg[3]/CLK", ep: "u_sar/dac_q_reg[3]/D", type: "min", slack: -0.071, other: "setup +0.412 ns" };
  const setup = { corner: "max_ss_100C_1v60", sp: "u_sar/dac_ctl_reg[7]/CLK", ep: "u_sar/dac_q_reg[7]/D", type: "max", slack: -0.118, other: "hold +0.006 ns" };
  R.call("sta_report", { tag: "RUN_0430", corner: "min_ff_n40C_1v95" }, sta(R, "RUN_0430", hold), { name: "signoff_checker" });
  const n = v ? 6 : 5;
  for (let i = 0; i < n; i++) {
    if (i === 2) R.mark();
    const add = i % 2 === 0;
    R.call("config_edit", { file: "designs/ekpri_sar/config.tcl", key: "PL_RESIZER_HOLD_SLACK_MARGIN", value: add ? 0.15 : 0.05 }, `config.tcl: set ::env(PL_RESIZER_HOLD_SLACK_MARGIN) ${add ? 0.15 : 0.05} (saved)`, { name: "pnr_engineer" });
    R.call("openlane_run", { stage: "from:cts", tag: `RUN_04${31 + i}` }, olHead(R, `RUN_04${31 + i}`, "OpenROAD.CTS", "designs/ekpri_sar/config.tcl") + `[INFO RSZ-0046] ${add ? "Inserted 38 hold buffers." : "Inserted 0 hold buffers."}\n[INFO] Flow complete in ${R.r.int(25, 40)}m${R.r.int(10, 59)}s`, { name: "pnr_engineer", dur: 600 });
    R.call("sta_report", { tag: `RUN_04${31 + i}`, corner: add ? "max_ss_100C_1v60" : "min_ff_n40C_1v95" }, sta(R, `RUN_04${31 + i}`, add ? setup : hold), { name: "signoff_checker" });
  }
  return { kind: "hold-setup-seesaw", note: `hold margin 0.15 fixes ff hold but breaks ss setup on the dac_ctl[7] twin path (-0.118), 0.05 brings the hold (-0.071) back; pass 1 fair, loop_from the first edit of pass 2; ${(n - 2) * 3} looping calls` };
}

// LEGIT: full flow polled while stages advance.
function flowPoll(R, v) {
  const stages = ["Yosys.Synthesis", "OpenROAD.Floorplan", "OpenROAD.GlobalPlacement", "OpenROAD.CTS", "OpenROAD.GlobalRouting", "OpenROAD.DetailedRouting", "Magic.DRC", "Netgen.LVS"].slice(0, v ? 8 : 7);
  R.sys(SYS).user(`Mesiere. Tech: launch the full flow for tag RUN_05${v}0 and tell me when it's done (about an hour). Sosongo.`, "lead");
  R.call("openlane_run", { stage: "all", tag: `RUN_05${v}0` }, `[${R.now().toISOString().slice(11, 19)}] OpenLane 2.1.7 • run tag RUN_05${v}0 queued, pid ${R.r.int(20000, 60000)}`, { name: "pnr_engineer" });
  stages.forEach((s, i) => R.call("openlane_status", { tag: `RUN_05${v}0` }, `RUN_05${v}0: step ${i * 9 + R.r.int(1, 8)}/78 '${s}' running ${R.r.int(1, 9)}m${R.r.int(10, 59)}s; load ${R.r.fl(1.1, 2.0, 2)}; mem ${R.r.fl(1.2, 3.9, 1)} GB`, { name: "pnr_engineer", dur: 480 }));
  R.call("openlane_status", { tag: `RUN_05${v}0` }, `RUN_05${v}0: finished in 1h${R.r.int(2, 19)}m — DRC 0, LVS match, antenna 0, setup WNS +0.31 ns, hold WNS +0.04 ns`, { name: "pnr_engineer", dur: 300 });
  R.say(`RUN_05${v}0 finished cleanly (DRC 0, LVS match, antenna 0, timing met).`, "signoff_checker");
  return { kind: "flow-poll-progress", note: `${stages.length + 1} status polls, each at a later stage of the flow` };
}

// LEGIT: detailed routing sits at the same violation count for several polls while its iterations advance, then finishes.
function routePlateau(R) {
  R.sys(SYS).user(`Mesiere. Tech: the router is on RUN_0460; tell me when it's through.`, "lead");
  const seq = [[3, 214], [6, 31], [9, 7], [12, 7], [15, 7], [18, 7], [21, 0]];
  seq.forEach(([it, n], i) => {
    R.call("openlane_status", { tag: "RUN_0460" }, `RUN_0460: 'OpenROAD.DetailedRouting' [INFO DRT-0195] Start ${it}th optimization iteration. ... Number of violations = ${n}. elapsed ${i * 4 + 9}m, mem ${R.r.fl(2.2, 2.6, 2)} GB`, { name: "pnr_engineer", dur: 240 });
  });
  R.say("Detailed routing converged at iteration 21 with 0 violations (it sat at 7 for ~12 minutes). Continuing to sign-off.", "signoff_checker");
  return { kind: "router-plateau-poll", note: "status polls while the router's violation count stalls at 7 for four polls; the iteration number and elapsed time advance on every poll and the staff asked to be told when it is through" };
}

export const scenarios = [
  { label: "loop", make: antennaLoop, n: 2 },
  { label: "loop", make: lvsLoop, n: 2 },
  { label: "loop", make: holdSetupSeesaw, n: 2 },
  { label: "legit", make: antennaProgress, n: 2 },
  { label: "legit", make: flowPoll, n: 2 },
  { label: "legit", make: lvsProgress, n: 1 },
  { label: "legit", make: routePlateau, n: 1 },
];
