// Domain 4: PCB layout of a 48 V BLDC motor-driver board in KiCad 8 (kicad-cli DRC/ERC, scripted board edits).
// Staff language: Abkhaz (Cyrillic). Stack: Gemini function calling (camelCase tools).

export const domain = { key: "kicad-bldc-driver-ab", lang: "Abkhaz (Cyrillic)", style: "gemini_fc" };

const SYS = "You are a PCB layout agent for `bldc_drv` (KiCad 8.0.4, 4-layer, 48 V three-phase gate driver + 6 MOSFETs). Tools: runDrc, runErc, moveTrack, setTrackWidth, refillZones, setZoneProperty, editSymbolPin, addPowerFlag, checkNetClearance, moveFootprintText. Board file: hw/bldc_drv.kicad_pcb. Never relax design rules without the engineer's approval.";

const V = {
  clrA: (d) => `[clearance]: Clearance violation (netclass 'HV' clearance 0.5000 mm; actual ${d ?? "0.3810"} mm)\n    Rule: netclass 'HV'; error\n    @(112.3750 mm, 84.1200 mm): Track [PHASE_A] on F.Cu, length 4.2100 mm\n    @(112.8800 mm, 84.4000 mm): Pad 2 [GATE_AH] of Q1 on F.Cu`,
  clrB: `[clearance]: Clearance violation (netclass 'HV' clearance 0.5000 mm; actual 0.4120 mm)\n    Rule: netclass 'HV'; error\n    @(131.0200 mm, 90.6650 mm): Track [PHASE_B] on In2.Cu, length 2.8000 mm\n    @(131.4000 mm, 90.9000 mm): Via [SW_B] on F.Cu - B.Cu`,
  width: `[track_width]: Track width (netclass 'Power' min width 1.2000 mm; actual 0.8000 mm)\n    Rule: netclass 'Power'; error\n    @(98.5000 mm, 70.2500 mm): Track [VBUS] on B.Cu, length 11.6000 mm`,
  annular: `[annular_width]: Annular width (board setup constraints min 0.1300 mm; actual 0.1000 mm)\n    Rule: board setup constraints; error\n    @(120.1000 mm, 77.7000 mm): Via [GND] on F.Cu - B.Cu`,
  therm: (z) => `[starved_thermal]: Thermal relief connection to zone incomplete (zone ${z} min spoke count 2; actual 1)\n    Rule: zone '${z}'; error\n    @(104.2000 mm, 88.9000 mm): Pad 3 [GND] of U4 on F.Cu`,
  silk: (n) => `[silk_over_copper]: Silkscreen clipped by solder mask (R${n} reference)\n    Rule: board setup constraints; warning\n    @(${(90 + n).toFixed(4)} mm, 61.3000 mm): Reference field of R${n} on F.Silkscreen`,
};

function drc(R, items, extra = 0) {
  const d = R.now();
  return `** Drc report for bldc_drv.kicad_pcb **\n** Created on ${d.toISOString().slice(0, 19)}+0300 **\n\n** Found ${items.length + extra} DRC violations **\n` +
    items.join("\n") + (extra ? `\n... (${extra} more not shown)` : "") + `\n\n** Found 0 unconnected pads **\n\n** Found 0 Footprint errors **\n\n** End of Report **\n(kicad-cli pcb drc: ${R.r.fl(2.1, 4.8, 2)}s, job ${R.r.hex(8)})`;
}

// LOOP: the "fix" moves another segment of the net; DRC reports the violation identically.
function phantomDrc(R, v) {
  const items = v ? [V.clrA(), V.clrB, V.width] : [V.clrA(), V.annular];
  R.sys(SYS).user(`Мшыбзиа! Tech: fab release is blocked by DRC. Make DRC clean on hw/bldc_drv.kicad_pcb. Иҭабуп.`, "engineer");
  R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "error" }, drc(R, items));
  const moves = [[0.05, 0], [0, -0.05], [0.1, 0], [-0.05, 0.05], [0.08, -0.02]];
  const n = v ? 5 : 4;
  for (let i = 0; i < n; i++) {
    if (i === 1) R.mark();
    const seg = ["3f2a", "3f2a", "9c07", "3f2a", "9c07"][i];
    R.call("moveTrack", { net: "PHASE_A", layer: "F.Cu", dx_mm: moves[i][0], dy_mm: moves[i][1] }, `moved segment ${seg}… of net PHASE_A on F.Cu (segment ${seg === "3f2a" ? 3 : 5} of 5, (${(118 + i * 0.01).toFixed(4)} mm, 83.0${i} mm)); board saved (${R.r.int(1480, 1500)} kB)`);
    R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "error" }, drc(R, items));
  }
  return { kind: "drc-phantom-fix", note: `moveTrack shifts segments 3/5 of PHASE_A while the violation sits on the segment at (112.375, 84.12); every DRC lists the same ${items.length} violations; first move fair, loop_from the second; ${(n - 1) * 2} looping calls, ends on a DRC answer` };
}

// LEGIT twin: each fix removes the violations it targets; the count drops to zero.
function drcProgress(R, v) {
  const all = v ? [V.clrA(), V.clrB, V.width, V.annular] : [V.clrA(), V.clrB, V.width];
  R.sys(SYS).user(`Мшыбзиа. Tech: make DRC clean before the fab order. Иҭабуп.`, "engineer");
  R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "error" }, drc(R, all));
  R.call("moveTrack", { net: "PHASE_A", layer: "F.Cu", segment_at_mm: [112.375, 84.12], dx_mm: -0.15, dy_mm: 0 }, "moved segment 1 of net PHASE_A on F.Cu; board saved");
  R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "error" }, drc(R, all.slice(1)));
  R.call("moveTrack", { net: "PHASE_B", layer: "In2.Cu", segment_at_mm: [131.02, 90.665], dx_mm: 0, dy_mm: -0.12 }, "moved segment 2 of net PHASE_B on In2.Cu; board saved");
  R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "error" }, drc(R, all.slice(2)));
  R.call("setTrackWidth", { net: "VBUS", layer: "B.Cu", width_mm: 1.5 }, "4 segments of VBUS set to 1.5000 mm; board saved");
  R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "error" }, drc(R, all.slice(3)));
  if (v) {
    R.call("moveTrack", { via_at_mm: [120.1, 77.7], set_via: { drill_mm: 0.3, diameter_mm: 0.6 } }, "via at (120.1000, 77.7000) GND resized 0.3/0.6 mm; board saved");
    R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "error" }, drc(R, []));
  }
  R.say(`DRC clean (0 errors): ${all.length} violations fixed one by one — PHASE_A and PHASE_B pulled back to 0.5 mm HV clearance, VBUS widened to 1.5 mm${v ? ", GND via annulus enlarged" : ""}.`);
  return { kind: "drc-count-drops", note: `each edit targets the violation at its coordinates; count ${all.length} -> 0` };
}

// LOOP: starved thermal; refill and spoke-width toggles that cannot add a spoke.
function thermalLoop(R, v) {
  const z = v ? "GND_B" : "GND";
  R.sys(SYS).user(`Мшыбзиа! Tech: one DRC error left on ${z} thermals. Fix it please.`, "engineer");
  R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "error" }, drc(R, [V.therm(z)]));
  const acts = [["refillZones", { zones: "all" }], ["setZoneProperty", { zone: z, thermal_spoke_width_mm: 0.4 }], ["refillZones", { zones: [z] }], ["setZoneProperty", { zone: z, thermal_spoke_width_mm: 0.5 }], ["refillZones", { zones: "all" }], ["setZoneProperty", { zone: z, thermal_spoke_width_mm: 0.4 }]];
  const n = v ? 6 : 5;
  for (let i = 0; i < n; i++) {
    if (i === 1) R.mark();
    const [t, a] = acts[i];
    R.call(t, a, t === "refillZones" ? `Refilled ${a.zones === "all" ? 7 : 1} zone(s) in ${R.r.fl(0.8, 2.4, 2)}s; ${z}: 1 island removed` : `zone ${z}: thermal_spoke_width set to ${a.thermal_spoke_width_mm} mm (zone needs refill)`);
    R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "error", refill_zones: true }, drc(R, [V.therm(z)]));
  }
  if (v) R.say("The starved-thermal error persists after refilling and adjusting spoke width. This probably needs a manual look in the GUI.");
  return { kind: "zone-refill-churn", note: `pad 3 of U4 sits against a keep-out, so only one spoke can ever form; refills and spoke-width toggles give the identical error; first action fair, loop_from the second; ${(n - 1) * 2} looping calls${v ? ", then give-up" : ""}` };
}

function erc(R, kind) {
  const t = { in: `[power_pin_not_driven]: Input Power pin not driven by any Output Power pins\n    ; error\n    @(142.24 mm, 63.50 mm): Symbol U3 Pin 4 [VM, Power input, Line]`, out: `[pin_to_pin]: Pins of type Power output and Power output are connected\n    ; error\n    @(60.96 mm, 45.72 mm): Symbol U2 Pin 2 [VOUT, Power output, Line]\n    @(40.64 mm, 45.72 mm): Symbol J1 Pin 1 [Pin_1, Power output, Line]`, none: "" }[kind];
  return `ERC report (${R.now().toISOString().slice(0, 19)}, Encoding UTF8)\n\n***** Sheet /\n${t}\n\n ** ERC messages: ${kind === "none" ? 0 : 1}  Errors ${kind === "none" ? 0 : 1}  Warnings ${R.r.int(2, 3)}\n(kicad-cli sch erc: ${R.r.fl(0.9, 1.9, 2)}s)`;
}

// LOOP: ERC pin-type ping-pong between two errors.
function ercPingPong(R, v) {
  R.sys(SYS).user(`Мшыбзиа. Tech: ERC error on the VM rail${v ? " (rev C)" : ""}. Please clear it.`, "engineer");
  R.call("runErc", { schematic: "hw/bldc_drv.kicad_sch" }, erc(R, "in"));
  const passes = v ? 3 : 2.5;
  const steps = Math.round(passes * 2);
  for (let i = 0; i < steps; i++) {
    if (i === 2) R.mark();
    const toOut = i % 2 === 0;
    R.call("editSymbolPin", { ref: "J1", pin: 1, electrical_type: toOut ? "power_out" : "passive" }, `J1 pin 1 electrical type -> ${toOut ? "power_out" : "passive"}; schematic saved`);
    R.call("runErc", { schematic: "hw/bldc_drv.kicad_sch" }, erc(R, toOut ? "out" : "in"));
  }
  return { kind: "erc-pin-type-pingpong", note: `J1 pin type toggles passive<->power_out and ERC alternates between the same two errors; pass 1 fair, loop_from the first step of pass 2; ${(steps - 2) * 2} looping calls, ends on an ERC answer (the fix is a PWR_FLAG)` };
}

// LEGIT: ERC resolved progressively.
function ercProgress(R) {
  R.sys(SYS).user(`Мшыбзиа. Tech: ERC error on VM rail. Иҭабуп.`, "engineer");
  R.call("runErc", { schematic: "hw/bldc_drv.kicad_sch" }, erc(R, "in"));
  R.call("editSymbolPin", { ref: "J1", pin: 1, electrical_type: "power_out" }, "J1 pin 1 electrical type -> power_out; schematic saved");
  R.call("runErc", { schematic: "hw/bldc_drv.kicad_sch" }, erc(R, "out"));
  R.call("editSymbolPin", { ref: "J1", pin: 1, electrical_type: "passive" }, "J1 pin 1 electrical type -> passive; schematic saved");
  R.call("addPowerFlag", { net: "VM", at_mm: [142.24, 58.42] }, "PWR_FLAG #FLG03 placed on net VM; schematic saved");
  R.call("runErc", { schematic: "hw/bldc_drv.kicad_sch" }, erc(R, "none"));
  R.say("ERC clean. Making the connector a power output clashed with the regulator, so I reverted it and put a PWR_FLAG on VM, which is the KiCad way to say the rail is fed from off-board.");
  return { kind: "erc-resolved", note: "one A->B->A change followed by the real fix (PWR_FLAG), ERC clean" };
}

// LEGIT: clearance check over every HV net (long, repetitive by design).
function netSweep(R, v) {
  const nets = ["PHASE_A", "PHASE_B", "PHASE_C", "VBUS", "VM", "SW_A", "SW_B", "SW_C", "BOOT_A", "BOOT_B", "BOOT_C", "GATE_AH"].slice(0, v ? 12 : 9);
  R.sys(SYS).user(`Мшыбзиа. Tech: for the safety file, report the minimum clearance of every HV net to any other net (check each net separately). Иҭабуп.`, "engineer");
  const rows = [];
  for (const n of nets) {
    const c = R.r.fl(0.52, 1.9, 3);
    const other = R.r.pick(["GND", "GATE_AL", "CSA_OUT", "3V3", "VBUS", "PHASE_B"]);
    rows.push(`| ${n} | ${c} | ${other} |`);
    R.call("checkNetClearance", { net: n, against: "all" }, `net ${n}: ${R.r.int(4, 31)} items; min clearance ${c} mm to net ${other} at (${R.r.fl(90, 140, 4)} mm, ${R.r.fl(55, 95, 4)} mm) on ${R.r.pick(["F.Cu", "In1.Cu", "In2.Cu", "B.Cu"])}; rule 'HV' 0.5000 mm: OK (${R.r.int(40, 220)} ms)`);
  }
  R.say(`All ${nets.length} HV nets meet the 0.5 mm rule.\n\n| net | min clearance (mm) | nearest net |\n|---|---|---|\n${rows.join("\n")}`);
  return { kind: "per-net-clearance", note: `${nets.length} checks, one per net as asked, each with its own result` };
}

// AMBIGUOUS: silkscreen warnings fixed one text at a time; some moves do not change the count.
function silkSlow(R) {
  R.sys(SYS).user(`Мшыбзиа. Tech: clean up the silkscreen warnings if it's quick.`, "engineer");
  const refs = [12, 14, 15, 17, 21, 22];
  let left = refs.slice();
  R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "warning" }, drc(R, left.map(V.silk), 17));
  const moves = [[12, true], [14, false], [14, false], [15, true], [17, false], [17, true]];
  moves.forEach(([n, ok], i) => {
    if (i === 2) R.mark();
    R.call("moveFootprintText", { ref: `R${n}`, field: "Reference", dy_mm: ok ? -1.0 : -0.4 }, `R${n} Reference moved; board saved`);
    if (ok) left = left.filter((x) => x !== n);
    R.call("runDrc", { board: "hw/bldc_drv.kicad_pcb", severity: "warning" }, drc(R, left.map(V.silk), 17));
  });
  R.say(`Silkscreen warnings ${refs.length + 17} -> ${left.length + 17}. The rest are under the MOSFETs and need hiding the references; stopping here as the job was 'if quick'.`);
  return { kind: "silk-one-by-one", note: "slow one-text-at-a-time clean-up where some moves are too small and change nothing; progress is real but thin; doubt from the repeated R14 move" };
}

export const scenarios = [
  { label: "loop", make: phantomDrc, n: 2 },
  { label: "loop", make: thermalLoop, n: 2 },
  { label: "loop", make: ercPingPong, n: 2 },
  { label: "legit", make: drcProgress, n: 2 },
  { label: "legit", make: netSweep, n: 2 },
  { label: "legit", make: ercProgress, n: 1 },
  { label: "ambiguous", make: silkSlow, n: 1 },
];
