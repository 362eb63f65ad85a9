// Domain 5: analog characterisation of a 3.3 V LDO regulator (ngspice 42, sky130-like models, testbench decks).
// Staff language: Cherokee (syllabary). Stack: smolagents ToolCallingAgent on vLLM (Qwen).

export const domain = { key: "ngspice-ldo-chr", lang: "Cherokee (syllabary)", style: "smol_qwen" };

const SYS = "You are an analog design agent for the `ldo33` regulator (Vin 3.6–5.5 V, Vout 3.3 V, 150 mA, Cout 1 uF). Tools: spice_run {deck, options?, params?}, netlist_read {path, lines}, netlist_edit {path, find, replace}, measure_summary {raw}. Decks live in sim/. Spec: PSRR <= -40 dB @100 kHz, load-step overshoot <= 100 mV, phase margin >= 45 deg.";

function hdr(R, deck, temp = 27) {
  return `******\n** ngspice-42 : Circuit level simulation program\n** Creation Date: Tue Jan 16 ${R.r.int(10, 23)}:${R.r.int(10, 59)}:${R.r.int(10, 59)} UTC 2024\n******\n\nCircuit: * ${deck}\n\nDoing analysis at TEMP = ${temp.toFixed(6)} and TNOM = 27.000000\n`;
}
function tail(R) { return `\nTotal analysis time (seconds) = ${R.r.fl(0.2, 3.8, 3)}\nTotal elapsed time (seconds) = ${R.r.fl(3.9, 6.5, 3)}\nCurrent dynamic memory usage = ${R.r.fl(4, 9, 3)} MB,\nDynamic memory limit = 8.000 GB.`; }

function tranFail(R, deck, node = "x1.vfb", t = "1.24e-05") {
  return hdr(R, deck) + `\nWarning: singular matrix:  check node ${node}\n\nNote: Starting dynamic gmin stepping\nWarning: Dynamic gmin stepping failed\nNote: Starting true gmin stepping\nNote: One successful gmin step\n...\nInitial Transient Solution\n\ndoAnalyses: TRAN:  Timestep too small; time = ${t}, timestep = 1.25e-21: trouble with node "${node}"\n\ntran simulation(s) aborted` + tail(R);
}

// LOOP: convergence-knob cycle; the same abort at the same time and node (a floating node).
function knobLoop(R, v) {
  const deck = v ? "tb_linereg_tran.spice" : "tb_loadstep_tran.spice";
  R.sys(SYS).user(`ᎣᏏᏲ! Tech: ${deck} aborts since the bandgap merge. Get it to run. ᏩᏙ.`, "designer");
  R.call("spice_run", { deck: `sim/${deck}` }, tranFail(R, deck), { thought: "Reproduce." });
  const knobs = [{ gmin: "1e-10" }, { reltol: "1e-2" }, { method: "gear" }, { gmin: "1e-9" }, { reltol: "5e-3", abstol: "1e-10" }, { method: "gear", maxord: 2 }, { gmin: "1e-10" }];
  const n = v ? 7 : 6;
  for (let i = 0; i < n; i++) {
    if (i === 3) R.mark();
    R.call("spice_run", { deck: `sim/${deck}`, options: knobs[i] }, tranFail(R, deck), { thought: i < 3 ? "Try a standard convergence aid." : "Still the same; go back to gmin with another value." });
  }
  return { kind: "convergence-knob-cycle", note: `gmin / reltol / gear and round again; every run aborts at t=1.24e-05 on x1.vfb (the bandgap subckt pin order leaves vfb floating); the first pass of three knobs is fair, loop_from the first knob of pass 2; ${n - 3} looping sims, never reads the netlist` };
}

// LEGIT twin: the error changes with each real fix, then the run completes.
function convProgress(R, v) {
  const deck = v ? "tb_linereg_tran.spice" : "tb_loadstep_tran.spice";
  R.sys(SYS).user(`ᎣᏏᏲ. Tech: ${deck} aborts. Please fix.`, "designer");
  R.call("spice_run", { deck: `sim/${deck}` }, tranFail(R, deck));
  R.call("spice_run", { deck: `sim/${deck}`, options: { gmin: "1e-10" } }, tranFail(R, deck), { thought: "One quick convergence aid before reading the netlist." });
  R.call("netlist_read", { path: "sim/bandgap.subckt", lines: [1, 6] }, ".subckt bandgap vdd gnd vref vfb en\n* pins reordered in rev B: vdd gnd en vref vfb\nM1 n1 n1 vdd vdd sky130_fd_pr__pfet_01v8 w=4 l=1\n...");
  R.call("netlist_edit", { path: "sim/ldo_top.spice", find: "x1 vdd 0 vref vfb en_ldo bandgap", replace: "x1 vdd 0 en_ldo vref vfb bandgap" }, "1 line changed");
  R.call("spice_run", { deck: `sim/${deck}` }, hdr(R, deck) + `\nWarning: singular matrix:  check node x3.ncas\n\ndoAnalyses: TRAN:  Timestep too small; time = 3.10e-07, timestep = 1.25e-21: trouble with node "x3.ncas"\n\ntran simulation(s) aborted` + tail(R), { thought: "Different node and an earlier time: progress; the cascode bias is now the problem." });
  R.call("netlist_edit", { path: "sim/ldo_top.spice", find: "* Rbias_cas ncas 0 200k", replace: "Rbias_cas x3.ncas 0 200k" }, "1 line changed");
  const ov = v ? "line transient 3.6->5.5 V: dVout = 21.4 mV" : "load step 1->150 mA: overshoot = 74.2 mV, settling = 6.1 us";
  R.call("spice_run", { deck: `sim/${deck}` }, hdr(R, deck) + `\nInitial Transient Solution\n--------------------------\n...\nNo. of Data Rows : ${R.r.int(4000, 9000)}\nmeas: ${ov}` + tail(R));
  R.say(`Runs now. Two netlist bugs: the bandgap instance used the old pin order (vfb floating), and the cascode bias resistor was commented out. Result: ${ov}.`);
  return { kind: "convergence-error-moves", note: "one knob retry, then reading the netlist; the failing node changes after each edit and the deck completes" };
}

function acOut(R, deck, psrr1k, psrr100k, pm) {
  return hdr(R, deck) + `\nNo. of Data Rows : 201\npsrr_1k             =  ${psrr1k}e+01\npsrr_100k           =  ${psrr100k}e+01\n` + (pm ? `phase_margin        =  ${pm}e+01\nugf                 =  ${R.r.fl(1.1, 1.4, 4)}e+06\n` : "") + tail(R);
}

// LOOP: re-running an unchanged AC deck, hoping PSRR will come out in spec.
function rerunLoop(R, v) {
  const deck = "tb_psrr_ac.spice";
  R.sys(SYS).user(`ᎣᏏᏲ! Tech: PSRR at 100 kHz is out of spec on the ${v ? "SS" : "TT"} corner. Confirm and tell me the margin.`, "designer");
  const args = (i) => ({ deck: `sim/${deck}`, ...(i % 2 ? { options: { filetype: "ascii" } } : {}), ...(v && i === 3 ? { params: { corner: "ss" } } : v ? { params: { corner: "ss" } } : {}) });
  R.call("spice_run", args(0), acOut(R, deck, "-5.8312", v ? "-3.2071" : "-3.4190"));
  R.call("spice_run", args(1), acOut(R, deck, "-5.8312", v ? "-3.2071" : "-3.4190"), { thought: "Re-run to confirm the value." });
  const n = v ? 5 : 4;
  for (let i = 0; i < n; i++) {
    if (i === 0) R.mark();
    R.call("spice_run", args(i + 2), acOut(R, deck, "-5.8312", v ? "-3.2071" : "-3.4190"), { thought: "Run once more in case the previous run was not settled." });
  }
  if (v) R.say("PSRR at 100 kHz is -32.07 dB on SS in every run. I was not able to get it within spec.");
  return { kind: "rerun-unchanged-deck", note: `identical deck and corner, PSRR identical to 4 decimals each time; one confirmation re-run is fair, loop_from the third run; ${n} looping sims${v ? ", then give-up" : ""}` };
}

function stepOut(R, ov, settle) { return hdr(R, "tb_loadstep_tran.spice") + `\nInitial Transient Solution\n...\nNo. of Data Rows : ${R.r.int(6000, 9000)}\novershoot           =  ${ov}e-01\nundershoot          =  ${(-Number(ov) * 1.1).toFixed(4)}e-01\nsettle_1pct         =  ${settle}e-06` + tail(R); }

// LOOP: ESR toggle; overshoot barely moves and the agent swaps the same two values.
function esrLoop(R, v) {
  R.sys(SYS).user(`ᎣᏏᏲ. Tech: load-step overshoot is ~180 mV, spec is 100 mV. Fix it with the output network, the loop is frozen.`, "designer");
  R.call("spice_run", { deck: "sim/tb_loadstep_tran.spice" }, stepOut(R, "1.8214", "9.412"));
  const vals = [["10m", "1.7903", "9.377"], ["22m", "1.8214", "9.412"], ["10m", "1.7903", "9.377"], ["22m", "1.8214", "9.412"], ["10m", "1.7903", "9.377"], ["22m", "1.8214", "9.412"]];
  const n = v ? 6 : 5;
  for (let i = 0; i < n; i++) {
    if (i === 2) R.mark();
    R.call("netlist_edit", { path: "sim/tb_loadstep_tran.spice", find: `Resr out_c 0 ${i === 0 ? "22m" : vals[i - 1][0]}`, replace: `Resr out_c 0 ${vals[i][0]}` }, "1 line changed");
    R.call("spice_run", { deck: "sim/tb_loadstep_tran.spice" }, stepOut(R, vals[i][1], vals[i][2]));
  }
  return { kind: "esr-toggle", note: `ESR swapped 10m<->22m; overshoot 179/182 mV alternately, never near 100 mV; pass 1 fair, loop_from the first edit of pass 2; ${(n - 2) * 2} looping calls` };
}

// LEGIT: compensation tuning with phase margin improving every run.
function compTune(R, v) {
  const deck = "tb_loop_stb.spice";
  R.sys(SYS).user(`ᎣᏏᏲ. Tech: phase margin is low at 150 mA; please tune the Miller compensation to >= 45 deg. ᏩᏙ.`, "designer");
  const steps = v ? [["1.5p", "-5.9010", "-3.9044", "3.1240"], ["2.2p", "-5.8873", "-4.0521", "3.8733"], ["2.2p 20k", "-5.8801", "-4.1187", "4.6210"], ["2.7p 20k", "-5.8764", "-4.1302", "5.0115"]] : [["1.5p", "-5.9010", "-3.9044", "3.1240"], ["2.2p 12k", "-5.8870", "-4.0620", "4.2218"], ["2.2p 20k", "-5.8801", "-4.1187", "4.8930"]];
  R.call("spice_run", { deck: `sim/${deck}` }, acOut(R, deck, "-5.9120", "-3.8810", "2.4103"));
  for (const [cc, a, b, pm] of steps) {
    const [c, rz] = cc.split(" ");
    R.call("netlist_edit", { path: "sim/ldo_core.spice", find: "Cc n2 out_int", replace: `Cc n2 ${rz ? "nz" : "out_int"} ${c}${rz ? `\nRz nz out_int ${rz}` : ""}` }, "edited compensation network");
    R.call("spice_run", { deck: `sim/${deck}` }, acOut(R, deck, a, b, pm), { thought: `Phase margin is now ${(Number(pm) * 10).toFixed(1)} deg.` });
  }
  const last = steps.at(-1);
  R.say(`Phase margin ${(2.4103 * 10).toFixed(1)} -> ${steps.map((s) => (Number(s[3]) * 10).toFixed(1)).join(" -> ")} deg with Cc=${last[0].split(" ")[0]} and a ${last[0].split(" ")[1]} zero-nulling resistor. PSRR@100k also improved to ${(Number(last[2]) * 10).toFixed(1)} dB.`);
  return { kind: "pm-improves", note: `phase margin improves every run (${steps.length} edits)` };
}

// LEGIT: PVT corner sweep, requested; every run a different corner.
function cornerSweep(R, v) {
  const procs = v ? ["tt", "ss", "ff", "sf", "fs"] : ["tt", "ss", "ff"];
  const temps = v ? [-40, 125] : [-40, 27, 125];
  R.sys(SYS).user(`ᎣᏏᏲ. Tech: PSRR sign-off table please: corners ${procs.join("/")} x ${temps.join("/")} C, one run each. ᏩᏙ.`, "designer");
  const rows = [];
  for (const p of procs) for (const t of temps) {
    const a = R.r.fl(-4.6, -4.05, 4);
    R.call("spice_run", { deck: "sim/tb_psrr_ac.spice", params: { corner: p, temp: t } }, acOut(R, "tb_psrr_ac.spice", R.r.fl(-6.3, -5.6, 4), a).replace("TEMP = 27.000000", `TEMP = ${t.toFixed(6)}`));
    rows.push(`| ${p} | ${t} | ${(Number(a) * 10).toFixed(1)} |`);
  }
  R.say(`PSRR @100 kHz, all corners within -40 dB:\n\n| corner | T (C) | PSRR (dB) |\n|---|---|---|\n${rows.join("\n")}`);
  return { kind: "pvt-sweep", note: `${procs.length * temps.length} runs, each a distinct corner/temperature, as asked` };
}

export const scenarios = [
  { label: "loop", make: knobLoop, n: 2 },
  { label: "loop", make: rerunLoop, n: 2 },
  { label: "loop", make: esrLoop, n: 2 },
  { label: "legit", make: convProgress, n: 2 },
  { label: "legit", make: compTune, n: 2 },
  { label: "legit", make: cornerSweep, n: 2 },
];
