// Domain 2: FPGA gateware of a software-defined-radio receiver on an ECP5 (Yosys, nextpnr-ecp5, openFPGALoader).
// Staff language: Mi'kmaq (Mi'kmawi'simk). Stack: LangGraph + Claude.

export const domain = { key: "fpga-sdr-gateware-mic", lang: "Mi'kmaq", style: "langgraph_claude" };

const SYS = "You are the gateware agent for the `wskitqamu` SDR receiver (ECP5 LFE5U-45F on the lab's ULX3S-style board; DDC: NCO -> CIC decimator -> FIR, I and Q channels). Tools: yosys_synth, nextpnr_run, file_read, file_edit, fpga_program. Target: clk_sys 100 MHz. Repo: ~/gw/wskitqamu.";

function pnr(R, o) {
  const fmax = (1000 / (10 - o.slack)).toFixed(2);
  const ok = o.slack >= 0;
  const ch = o.ch ?? "i";
  return `nextpnr-ecp5 --45k --package CABGA381 --json build/top.json --lpf ulx3s.lpf --textcfg build/top.config --seed ${o.seed ?? 1} --timing-allow-fail\n` +
    `Info: Placed ${R.r.int(11890, 11990)} cells based on constraints.\nInfo: HeAP Placer Time: ${R.r.fl(18, 44, 2)}s\nInfo: Router1 time ${R.r.fl(30, 70, 2)}s\n` +
    `Info: Max frequency for clock '$glbnet$clk_sys': ${fmax} MHz (${ok ? "PASS" : "FAIL"} at 100.00 MHz)\n` +
    (ok ? "" : `Info: Critical path report for clock '$glbnet$clk_sys' (posedge -> posedge):\nInfo:  curr  total\nInfo:  0.52  0.52  Source ddc_${ch}.${o.src}_TRELLIS_FF_Q.Q\n` +
      `Info:  ${(10 - o.slack - 1.9).toFixed(2)}  ${(10 - o.slack - 1.38).toFixed(2)}    Net ddc_${ch}.${o.net} (${o.fanout ?? 37} fanout)\nInfo:  1.38  ${(10 - o.slack).toFixed(2)}  Setup ddc_${ch}.${o.dst}_TRELLIS_FF_Q.DI\n`) +
    `Info: worst slack ${o.slack >= 0 ? "+" : ""}${o.slack.toFixed(2)} ns; ${ok ? 0 : o.nfail ?? R.r.int(3, 9)} failing endpoints\nInfo: Program finished normally. (peak RSS ${R.r.int(610, 690)} MB, ${R.r.int(70, 140)}s)`;
}

function ystat(R, lut, dsp) {
  return `Yosys 0.44 (git sha1 ${R.r.hex(9)}, clang++ 17.0.6)\n-- Running command \`synth_ecp5 -top top -json build/top.json\' --\n...\n=== top ===\n   Number of wires:             ${lut + R.r.int(4000, 4100)}\n` +
    `   Number of cells:             ${lut + 9811 + dsp + 412}\n     CCU2C                        1840\n     DP16KD                         12\n     LUT4                        ${lut}\n     MULT18X18D                     ${dsp}\n     TRELLIS_FF                   9811\n` +
    `Device utilisation: LUT4 ${lut}/43848 (${Math.round((lut / 43848) * 100)}%), TRELLIS_COMB budget for floor-plan 'rx_region' ${lut}/24288 (${Math.round((lut / 24288) * 100)}%)\n` +
    `End of script. CPU: user ${R.r.fl(40, 90, 2)}s system ${R.r.fl(0.5, 2, 2)}s, MEM: ${R.r.fl(900, 1200, 2)} MB peak`;
}

// LOOP: timing fix moves the failing path to its twin channel and back (see-saw), with the same slack each time.
function seesawLoop(R, v) {
  const A = { src: "cic.integ_3[17]", net: "cic.integ_3[17]", dst: "fir.mac.acc[35]" };
  const sl = v ? -0.64 : -0.82;
  R.sys(SYS).user(`Kwe'! Tech: timing fails at 100 MHz after the FIR merge. Close it without lowering the clock. Wela'lin.`, "staff");
  R.call("nextpnr_run", { seed: 1 }, pnr(R, { slack: sl, ch: "i", ...A }), { dur: 120 });
  const pipeI = { path: "rtl/ddc_top.v", find: "assign fir_in_i = cic_i_out;", replace: "always @(posedge clk) fir_in_i <= cic_i_out;" };
  const unpipeI = { path: "rtl/ddc_top.v", find: "always @(posedge clk) fir_in_i <= cic_i_out;", replace: "assign fir_in_i = cic_i_out;" };
  const toI = { path: "rtl/ddc_top.v", find: "localparam PIPE_CH = \"Q\";", replace: "localparam PIPE_CH = \"I\"; // spare pipeline stage" };
  const toQ = { path: "rtl/ddc_top.v", find: "localparam PIPE_CH = \"I\"; // spare pipeline stage", replace: "localparam PIPE_CH = \"Q\";" };
  // pass 1: fix I -> Q fails; fix Q -> I fails. Later passes repeat the cycle.
  const cyc = v ? [[toI, "q"], [toQ, "i"]] : [[pipeI, "q"], [unpipeI, "i"]];
  const n = v ? 6 : 4;
  for (let i = 0; i < n; i++) {
    const [e, ch] = cyc[i % 2];
    if (i === 2) R.mark();
    R.call("file_edit", e, "ok: 1 replacement in rtl/ddc_top.v", { thought: ch === "q" ? "Give the I channel the pipeline stage to cut the CIC->FIR path." : "Q now fails on the mirror path; move the stage to Q." });
    R.call("yosys_synth", { top: "top" }, ystat(R, 21408, 28), { dur: 60 });
    R.call("nextpnr_run", { seed: 1 }, pnr(R, { slack: sl + (ch === "q" ? 0.03 : 0), ch, ...A }), { dur: 120 });
  }
  return { kind: "timing-seesaw", note: `registering one channel's CIC->FIR hand-off moves the same ${sl} ns path to the twin channel, un-registering moves it back; pass 1 (2 edits) fair, loop_from is the first edit of pass 2; ${(n - 2) * 3} looping calls, ends on a P&R answer` };
}

// LEGIT twin: failing path alternates I/Q too, but worst slack improves every run until it closes.
function slackProgress(R, v) {
  const A = { src: "cic.integ_3[17]", net: "cic.integ_3[17]", dst: "fir.mac.acc[35]" };
  R.sys(SYS).user(`Kwe'. Tech: close timing at 100 MHz. Wela'lin.`, "staff");
  R.call("nextpnr_run", { seed: 1 }, pnr(R, { slack: -0.82, ch: "i", ...A }), { dur: 120 });
  const steps = [
    [{ path: "rtl/ddc_top.v", find: "assign fir_in_i = cic_i_out;", replace: "always @(posedge clk) fir_in_i <= cic_i_out;" }, -0.41, "q", A],
    [{ path: "rtl/ddc_top.v", find: "assign fir_in_q = cic_q_out;", replace: "always @(posedge clk) fir_in_q <= cic_q_out;" }, -0.12, "i", { src: "nco.phase_acc[23]", net: "nco.lut_addr[9]", dst: "nco.sin_rom.DOA[15]" }],
    [{ path: "rtl/nco.v", find: "wire [9:0] lut_addr = phase_acc[31:22];", replace: "reg [9:0] lut_addr; always @(posedge clk) lut_addr <= phase_acc[31:22];" }, v ? -0.03 : 0.07, "q", { src: "fir.coef_rd[4]", net: "fir.coef_sel[4]", dst: "fir.mac.MULT18X18D_0.B4" }],
  ];
  if (v) steps.push([{ path: "rtl/fir.v", find: "(* keep *) reg [4:0] coef_sel;", replace: "reg [4:0] coef_sel_r; always @(posedge clk) coef_sel_r <= coef_sel;" }, 0.11, "i", A]);
  for (const [e, s, ch, P] of steps) {
    R.call("file_edit", e, "ok: 1 replacement in " + e.path);
    R.call("nextpnr_run", { seed: 1 }, pnr(R, { slack: s, ch, ...P }), { dur: 120, thought: "Re-run P&R after the change." });
  }
  R.say(`Timing closed at 100 MHz: worst slack went -0.82 -> -0.41 -> -0.12 -> ${v ? "-0.03 -> +0.11" : "+0.07"} ns. Both channels' CIC->FIR hand-offs are registered (latency +1, matched in I and Q), and the NCO ROM address is registered${v ? ", plus the FIR coefficient select" : ""}.`);
  return { kind: "slack-improves", note: `failing path alternates I/Q like the see-saw, but worst slack improves on every run and the design closes` };
}

// LOOP: utilisation "reduced" by editing a default parameter that the top-level overrides; synth is identical.
function utilLoop(R, v) {
  R.sys(SYS).user(`Kwe'! Tech: rx_region floor-plan overflows (LUTs). Bring it under budget${v ? " today" : ""}.`, "staff");
  R.call("yosys_synth", { top: "top" }, ystat(R, 27104, 28), { dur: 60 });
  R.call("file_read", { path: "rtl/fir.v", lines: [1, 12] }, "1  module fir #(\n2    parameter NTAPS = 127,\n3    parameter W = 18\n4  ) (\n...");
  const vals = v ? [95, 63, 95, 63, 47] : [63, 95, 63, 95];
  vals.forEach((n, i) => {
    if (i === 1) R.mark();
    R.call("file_edit", { path: "rtl/fir.v", find: `parameter NTAPS = ${i === 0 ? 127 : vals[i - 1]},`, replace: `parameter NTAPS = ${n},` }, "ok: 1 replacement in rtl/fir.v");
    R.call("yosys_synth", { top: "top" }, ystat(R, 27104, 28), { dur: 60 });
  });
  if (v) R.say("I reduced NTAPS several ways but the LUT count doesn't move. The design may simply be too big for rx_region; I suggest enlarging the region.");
  return { kind: "edit-overridden-param", note: `top.v instantiates fir #(.NTAPS(127)), so editing the default changes nothing: LUT4 27104 every synth; first edit fair, loop_from the second edit; ${(vals.length - 1) * 2} looping calls${v ? ", then give-up" : ", ends on a synth answer"}` };
}

// LEGIT twin: real changes, LUTs drop each synth.
function utilProgress(R, v) {
  R.sys(SYS).user(`Kwe'. Tech: rx_region LUT overflow, please fix. Wela'lin.`, "staff");
  R.call("yosys_synth", { top: "top" }, ystat(R, 27104, 28), { dur: 60 });
  R.call("file_read", { path: "rtl/top.v", lines: [40, 46] }, "40  fir #(.NTAPS(127), .W(18)) u_fir_i (.clk(clk), .din(fir_in_i), .dout(bb_i));\n41  fir #(.NTAPS(127), .W(18)) u_fir_q (.clk(clk), .din(fir_in_q), .dout(bb_q));");
  R.call("file_edit", { path: "rtl/fir.v", find: "assign prod = din_d * coef;", replace: "(* use_dsp = \"yes\" *) wire signed [35:0] prod = din_d * coef;" }, "ok");
  R.call("yosys_synth", { top: "top" }, ystat(R, 19880, 44), { dur: 60 });
  R.call("file_edit", { path: "rtl/fir.v", find: "localparam SYM = 0;", replace: "localparam SYM = 1; // fold symmetric taps" }, "ok");
  R.call("yosys_synth", { top: "top" }, ystat(R, 16112, 28), { dur: 60 });
  if (v) { R.call("nextpnr_run", { seed: 1 }, pnr(R, { slack: 0.21 }), { dur: 120 }); }
  R.say(`Under budget: LUT4 27104 -> 19880 (multipliers into DSPs) -> 16112 (symmetric-tap folding), ${Math.round((16112 / 24288) * 100)}% of rx_region.${v ? " P&R still meets 100 MHz (+0.21 ns)." : ""}`);
  return { kind: "util-progress", note: "each edit is a real architectural change and the LUT count drops every synth" };
}

function progOut(R, err, f = {}) {
  const fq = f.freq ? Number(f.freq.replace("M", "")) : 6;
  const head = `openFPGALoader v0.12.1 -b ${f.board ?? "ulx3s"}${f.cable ? " -c " + f.cable : ""}${f.device ? " -d " + f.device : ""}${f.freq ? " --freq " + f.freq : ""}${f.verify ? " --verify" : ""}${f.index_chain !== undefined ? " --index-chain " + f.index_chain : ""} build/top.bit\n`;
  if (err === "id") return head + `Jtag frequency : requested ${fq.toFixed(2)}MHz   -> real ${fq.toFixed(2)}MHz\nfound 1 devices\nindex 0:\n\tidcode 0x41112043\n\tmanufacturer lattice\n\tfamily ECP5\n\tmodel  LFE5U-45\nError: bitstream idcode 0x41113043 (LFE5U-85) does not match device 0x41112043\n(exit 1, ${R.r.fl(0.2, 0.9)}s)`;
  if (err === "ftdi") return head + `unable to open ftdi device: -4 (usb_open() failed)\nreading usb string descriptors failed\n(exit 1)`;
  return head + `Jtag frequency : requested ${fq.toFixed(2)}MHz   -> real ${fq.toFixed(2)}MHz\nOpen file DONE\nParse file DONE\nLoad SRAM: [==================================================] 100.00%\nDone\n(exit 0, ${R.r.fl(2, 4)}s)`;
}

// LOOP: programming fails with the same idcode mismatch through varied flags (bitstream built for the 85F).
function progLoop(R, v) {
  R.sys(SYS).user(`Kwe'! Tech: load the new bitstream on bench board #${v + 3} for the RF test.`, "staff");
  R.call("fpga_program", { bitstream: "build/top.bit", board: "ulx3s" }, progOut(R, "id"), { err: true });
  const flags = [{ freq: "3M" }, { cable: "ft231X", freq: "1M" }, { board: "ulx3s", device: "/dev/ttyUSB1" }, { freq: "6M", verify: true }, { cable: "ft2232", index_chain: 0 }];
  flags.slice(0, v ? 5 : 4).forEach((f, i) => {
    if (i === 1) R.mark();
    R.call("fpga_program", { bitstream: "build/top.bit", ...f }, progOut(R, "id", f), { err: true });
  });
  if (v) R.say("Programming keeps failing with an idcode error. The board may be faulty; please swap it.");
  return { kind: "flash-flag-roulette", note: `bitstream was routed with --85k; every cable/frequency flag gives the same idcode mismatch; first flag change fair, loop_from the second; ${v ? 4 : 3} looping calls${v ? ", then give-up" : ""}` };
}

// LEGIT twin: each programming error is different and each is acted on.
function progProgress(R) {
  R.sys(SYS).user(`Kwe'. Tech: load the new bitstream on bench board #2.`, "staff");
  R.call("fpga_program", { bitstream: "build/top.bit", board: "ulx3s" }, progOut(R, "ftdi"), { err: true });
  R.call("fpga_program", { bitstream: "build/top.bit", board: "ulx3s", cable: "ft231X", device: "/dev/ttyUSB0" }, progOut(R, "id"), { err: true, thought: "Different error: it sees the chip now. The bitstream targets the 85F." });
  R.call("nextpnr_run", { seed: 1, device: "--45k" }, pnr(R, { slack: 0.09 }), { dur: 120 });
  R.call("fpga_program", { bitstream: "build/top.bit", board: "ulx3s", cable: "ft231X", device: "/dev/ttyUSB0" }, progOut(R, "ok"));
  R.say("Loaded. Two distinct problems: the default cable was wrong for board #2 (ft231X on ttyUSB0), and the build had been routed for the 85F; re-routed for --45k (+0.09 ns) and loaded to SRAM.");
  return { kind: "flash-errors-change", note: "cable error, then idcode error, then re-route and success: every retry faces a different error" };
}

// AMBIGUOUS: an unrequested P&R seed sweep where Fmax wobbles just under target and finally passes.
function seedWobble(R) {
  R.sys(SYS).user(`Kwe'. Tech: we're 1% short of 100 MHz after the last merge. Get it to pass.`, "staff");
  const A = { src: "fir.coef_rd[4]", net: "fir.coef_sel[4]", dst: "fir.mac.MULT18X18D_0.B4" };
  const sl = [-0.11, -0.06, -0.13, -0.04, -0.09, 0.02];
  sl.forEach((s, i) => {
    if (i === 2) R.mark();
    R.call("nextpnr_run", { seed: i + 1 }, pnr(R, { slack: s, seed: i + 1, ...A }), { dur: 120, thought: i ? "Placement noise; try another seed." : undefined });
  });
  R.say("Seed 6 meets 100 MHz (+0.02 ns). Committing the seed in the Makefile; note the margin is thin and the next RTL change may need a real fix.");
  return { kind: "pnr-seed-lottery", note: "six placer seeds with worst slack wobbling -0.13..-0.04 until seed 6 passes; a seed lottery is a known closure tactic but no seed was asked for and nothing was learned between seeds; doubt from the third seed" };
}

export const scenarios = [
  { label: "loop", make: seesawLoop, n: 2 },
  { label: "loop", make: utilLoop, n: 2 },
  { label: "loop", make: progLoop, n: 2 },
  { label: "legit", make: slackProgress, n: 2 },
  { label: "legit", make: utilProgress, n: 2 },
  { label: "legit", make: progProgress, n: 1 },
  { label: "ambiguous", make: seedWobble, n: 1 },
];
