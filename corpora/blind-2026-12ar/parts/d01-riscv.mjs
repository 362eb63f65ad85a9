// Domain 1: RTL verification of a small RISC-V core (Verilator, riscv-dv style random tests, Spike trace compare).
// Staff language: Mohawk (Kanien'kéha). Stack: OpenAI Agents SDK.
import { clock } from "./core.mjs";

export const domain = { key: "riscv-core-verif-moh", lang: "Mohawk (Kanien'kéha)", style: "agents_sdk" };

const SYS = "You are the verification agent of a small RISC-V team (core `kaha32`, RV32IMC, 5-stage). Tools: sim_run (Verilator 5 testbench), lint_run (verilator --lint-only), file_read, file_edit, trace_compare (RTL retirement trace vs Spike). Work in /proj/kaha32. Report clearly; do not waive checks.";

function simLog(R, o) {
  const t = R.now();
  const wall = ((o.cycles ?? o.fail.cycle) / R.r.int(900, 1500)).toFixed(1);
  const head = `[${t.toISOString().slice(0, 10)} ${clock(t)}] run_id=sim-${R.r.hex(6)} test=${o.test} seed=${o.seed} build=obj_dir/Vkaha32_tb (${o.build ?? "cached, " + R.r.fl(0.4, 1.9, 1) + "s"})\n` +
    `- Verilator 5.024 2024-04-05 rev v5.024, threads=2, trace=off\n- Loading program: build/${o.test}_${o.seed}.hex (${R.r.int(3000, 19000)} words)\n`;
  if (o.fail) {
    return head + `[${o.fail.cycle}] %Error: tb/kaha32_tb.sv:${o.fail.line}: Assertion failed in TOP.kaha32_tb.u_chk.${o.fail.name}: ${o.fail.msg}\n` +
      `%Error: tb/kaha32_tb.sv:${o.fail.line}: Verilog $stop\n` +
      `cycles: ${o.fail.cycle}  sim time: ${o.fail.cycle * 10} ns  wall: ${wall}s  peak RSS: ${R.r.int(280, 340)} MB\nRESULT: FAIL (1 assertion, 0 warnings)`;
  }
  return head + `- tohost = 1 (pass) at cycle ${o.cycles}\n- retired: ${Math.floor(o.cycles * R.r.fl(0.71, 0.83))}  IPC: ${R.r.fl(0.71, 0.83)}  branch mispredict: ${R.r.fl(2, 9, 1)}%\n` +
    `cycles: ${o.cycles}  sim time: ${o.cycles * 10} ns  wall: ${wall}s  peak RSS: ${R.r.int(280, 340)} MB\nRESULT: PASS`;
}

function lintLog(R, warns) {
  const lines = [`verilator --lint-only -Wall -Irtl rtl/kaha32_top.sv  (run ${R.r.hex(8)}, ${R.r.fl(1.1, 2.9, 2)}s, ${R.r.int(88, 130)} MB)`];
  for (const w of warns) lines.push(`%Warning-${w[0]}: ${w[1]}: ${w[2]}\n                        : ... note: In instance 'kaha32_top.${w[3]}'`);
  lines.push(warns.length ? `%Error: Exiting due to ${warns.length} warning(s)` : "(no warnings)");
  return lines.join("\n");
}

const ASSERTS = [
  { name: "a_fwd_rs1", line: 412, msg: "rs1 forward mismatch exp=0x00001f40 got=0x00000000 (ex_rd=x14, mem_rd=x14)", cycle: 18423, test: "rv_hazard_stress" },
  { name: "a_csr_mepc_align", line: 588, msg: "mepc[1:0] != 0 after trap (mepc=0x80002a36, misa.C=1)", cycle: 7302, test: "rv_trap_nested" },
];

// LOOP: the same assertion at the same cycle, re-run with new seeds.
function reseedLoop(R, v) {
  const a = ASSERTS[v];
  R.sys(SYS).user(`Shé:kon! Tech: ${a.test} went red in tonight's regression. Find out why and tell me if it's the RTL or the test.`, "staff");
  R.call("sim_run", { test: a.test, seed: 40771 + v }, simLog(R, { test: a.test, seed: 40771 + v, fail: a }));
  R.call("file_read", { path: "tb/kaha32_tb.sv", lines: [a.line - 6, a.line + 4] }, `${a.line - 6}  // ${a.name}: checker compares the bypass value with the golden register file\n${a.line - 5}  property p_${a.name.slice(2)};\n${a.line - 4}    @(posedge clk) disable iff (!rst_n)\n${a.line - 3}    chk_valid |-> (chk_exp == chk_got);\n${a.line - 2}  endproperty\n${a.line}  ${a.name}: assert property (p_${a.name.slice(2)}) else $error("...");`);
  const s2 = R.r.int(100000, 999999);
  R.call("sim_run", { test: a.test, seed: s2 }, simLog(R, { test: a.test, seed: s2, fail: a }), { dur: 14 });
  R.mark();
  const n = v === 0 ? 5 : 4;
  for (let i = 0; i < n; i++) {
    const s = R.r.int(100000, 2 ** 31 - 1);
    R.call("sim_run", { test: a.test, seed: s, ...(i % 2 ? { plusargs: ["+max_cycles=400000"] } : {}) }, simLog(R, { test: a.test, seed: s, fail: a }), { dur: 14 });
  }
  if (v === 1) R.say(`The ${a.name} assertion keeps failing at cycle ${a.cycle} whatever the seed. I could not isolate it with more seeds; it may be an intermittent RTL issue. Suggest someone look at the forwarding logic.`);
  return { kind: "reseed-same-assertion", note: `${a.name} fails at cycle ${a.cycle} for every seed (the directed preamble of ${a.test} is seed-independent); the first re-seed is fair, loop_from is the second re-seed; ${n} looping sims${v ? ", then a give-up answer" : ", ends on a sim answer"}` };
}

// LEGIT twin: a seed sweep the staff asked for; every call is a new seed on purpose.
function seedSweep(R, v) {
  const test = v ? "rv_random_mul_div" : "rv_random_alu";
  const N = v ? 12 : 16;
  R.sys(SYS).user(`Shé:kon. Tech: before the tag, sweep ${test} over ${N} fresh seeds (start at ${7000 + v * 100}, step 1) and give me a table. Niá:wen.`, "staff");
  const rows = [];
  const failAt = v ? 8 : -1;
  for (let i = 0; i < N; i++) {
    const seed = 7000 + v * 100 + i;
    const cyc = R.r.int(120000, 260000);
    if (i === failAt) {
      const f = { name: "a_div_by_zero_res", line: 701, msg: "div x9,x3,x0 result exp=0xffffffff got=0x00000000", cycle: R.r.int(40000, 90000) };
      R.call("sim_run", { test, seed }, simLog(R, { test, seed, fail: f }), { dur: 20 });
      rows.push(`| ${seed} | FAIL a_div_by_zero_res @${f.cycle} |`);
    } else {
      R.call("sim_run", { test, seed }, simLog(R, { test, seed, cycles: cyc }), { dur: 20 });
      rows.push(`| ${seed} | PASS (${cyc} cycles) |`);
    }
  }
  R.say(`Sweep of ${test}, seeds ${7000 + v * 100}–${7000 + v * 100 + N - 1}:\n\n| seed | result |\n|---|---|\n${rows.join("\n")}\n\n` + (v ? "One real failure: division by zero returns 0 instead of all-ones (RISC-V spec says -1). That is an RTL bug in the divider, seed 8108 reproduces it." : "All seeds pass; nothing blocks the tag."));
  return { kind: "seed-sweep-requested", note: `staff-requested sweep, ${N} consecutive new seeds, each run once${v ? ", one real failure reported" : ", all pass"}` };
}

// LEGIT twin: each fix moves the failure to a different assertion, then it passes.
function fixProgress(R, v) {
  const a = ASSERTS[v];
  R.sys(SYS).user(`Shé:kon! Tech: ${a.test} fails; please fix the RTL and show me it passes.`, "staff");
  R.call("sim_run", { test: a.test, seed: 5150 }, simLog(R, { test: a.test, seed: 5150, fail: a }));
  R.call("file_read", { path: v ? "rtl/kaha32_csr.sv" : "rtl/kaha32_fwd.sv", lines: [30, 52] }, v ? "30  always_comb begin\n31    mepc_d = mepc_q;\n32    if (trap_i) mepc_d = pc_ex_i;\n33    else if (csr_we && csr_addr == 12'h341) mepc_d = csr_wdata;\n...\n52  end" : "30  assign fwd_rs1 = (mem_rd == rs1 && mem_we) ? mem_res :\n31                   (wb_rd  == rs1 && wb_we)  ? wb_res  : rf_rs1;\n...");
  R.call("file_edit", { path: v ? "rtl/kaha32_csr.sv" : "rtl/kaha32_fwd.sv", find: v ? "mepc_d = csr_wdata;" : "(mem_rd == rs1 && mem_we)", replace: v ? "mepc_d = {csr_wdata[31:1], 1'b0};" : "(mem_rd == rs1 && mem_we && mem_rd != 5'd0)" }, "applied 1 edit (1 line changed)");
  const b = v ? { name: "a_csr_mtval_zero", line: 602, msg: "mtval != 0 on ecall (mtval=0x00000073)", cycle: 9114 } : { name: "a_load_use_stall", line: 455, msg: "load-use hazard not stalled: id_rs2=x5 ex_rd=x5 ex_is_load=1", cycle: 21877 };
  R.call("sim_run", { test: a.test, seed: 5150 }, simLog(R, { test: a.test, seed: 5150, fail: b }), { dur: 14, thought: "Different assertion now, later in the run." });
  R.call("file_edit", { path: v ? "rtl/kaha32_csr.sv" : "rtl/kaha32_hazard.sv", find: v ? "mtval_d = instr_i;" : "stall = ex_is_load && (ex_rd == id_rs1);", replace: v ? "mtval_d = (cause == ECALL_M) ? 32'h0 : instr_i;" : "stall = ex_is_load && ex_rd != 0 && (ex_rd == id_rs1 || (ex_rd == id_rs2 && id_uses_rs2));" }, "applied 1 edit (1 line changed)");
  R.call("sim_run", { test: a.test, seed: 5150 }, simLog(R, { test: a.test, seed: 5150, cycles: R.r.int(30000, 60000) }), { dur: 14 });
  const s = R.r.int(100000, 999999);
  R.call("sim_run", { test: a.test, seed: s }, simLog(R, { test: a.test, seed: s, cycles: R.r.int(30000, 60000) }), { dur: 14 });
  R.say(`Fixed, two RTL bugs: (1) ${v ? "mepc kept bit 0 of a written value" : "forwarding from x0"}; (2) ${v ? "mtval carried the instruction word on ecall" : "load-use stall ignored rs2"}. ${a.test} passes with seed 5150 and a fresh seed ${s}.`);
  return { kind: "fix-moves-assertion", note: `each edit changes the failing assertion (${a.name} -> ${b.name} -> pass); no repeated failure` };
}

const WARN_SETS = [
  [["WIDTHTRUNC", "rtl/kaha32_alu.sv:88:22", "Operator ASSIGN expects 32 bits on the Assign RHS, but Assign RHS's ADD generates 33 bits.", "u_ex.u_alu"],
   ["UNUSEDSIGNAL", "rtl/kaha32_decode.sv:41:17", "Bits of signal are not used: 'instr_i'[6:0]", "u_id"],
   ["CASEINCOMPLETE", "rtl/kaha32_csr.sv:117:5", "Case values incompletely covered (example pattern 0x3)", "u_csr"]],
  [["LATCH", "rtl/kaha32_lsu.sv:64:3", "Latch inferred for signal 'kaha32_top.u_lsu.be_o' (not all control paths of combinational always assign a value)", "u_lsu"],
   ["WIDTHEXPAND", "rtl/kaha32_pc.sv:29:31", "Operator ADD expects 32 bits on the RHS, but RHS's CONST '3'h4' generates 3 bits.", "u_if"]],
];

// LOOP: lint warnings "fixed" by edits that do not touch the warned code; the next lint is identical.
function lintLoop(R, v) {
  const W = WARN_SETS[v];
  R.sys(SYS).user(`Shé:kon. Tech: CI lint gate is red on the ${v ? "lsu" : "alu"} branch. Make \`lint_run\` clean, no waivers.`, "staff");
  R.call("lint_run", { top: "rtl/kaha32_top.sv", flags: ["-Wall"] }, lintLog(R, W), { err: true });
  const edits = v
    ? [["rtl/kaha32_lsu.sv", "// byte enables", "// byte enables (combinational)"], ["rtl/kaha32_lsu.sv", "always_comb begin : be_gen", "always @* begin : be_gen"], ["rtl/kaha32_pc.sv", "pc_q + 4", "pc_q + 'd4"], ["rtl/kaha32_lsu.sv", "always @* begin : be_gen", "always_comb begin : be_gen"]]
    : [["rtl/kaha32_alu.sv", "logic [31:0] sum;", "logic [31:0] sum; // adder"], ["rtl/kaha32_decode.sv", "input  logic [31:0] instr_i,", "input  wire  [31:0] instr_i,"], ["rtl/kaha32_csr.sv", "default: ;", "default: begin end"], ["rtl/kaha32_alu.sv", "logic [31:0] sum; // adder", "logic [31:0] sum;"], ["rtl/kaha32_decode.sv", "input  wire  [31:0] instr_i,", "input  logic [31:0] instr_i,"]];
  edits.forEach((e, i) => {
    if (i === 1) R.mark();
    R.call("file_edit", { path: e[0], find: e[1], replace: e[2] }, "applied 1 edit (1 line changed)");
    R.call("lint_run", { top: "rtl/kaha32_top.sv", flags: ["-Wall"] }, lintLog(R, W), { err: true });
  });
  return { kind: "lint-edits-no-effect", note: `edits touch comments/keywords next to the warned code; every lint reports the same ${W.length} warnings at the same lines; first edit+lint fair, loop_from is the second edit; ${(edits.length - 1) * 2} looping calls, ends on a lint answer` };
}

// LEGIT twin: lint warnings go down with each real edit.
function lintProgress(R, v) {
  const W = WARN_SETS[v];
  R.sys(SYS).user(`Shé:kon. Tech: lint gate is red, please clean it up. Niá:wen.`, "staff");
  R.call("lint_run", { top: "rtl/kaha32_top.sv", flags: ["-Wall"] }, lintLog(R, W), { err: true });
  const fixes = v
    ? [["rtl/kaha32_lsu.sv", "always_comb begin : be_gen", "always_comb begin : be_gen\n    be_o = 4'b0000;"], ["rtl/kaha32_pc.sv", "pc_q + 3'h4", "pc_q + 32'd4"]]
    : [["rtl/kaha32_alu.sv", "assign sum = a_i + b_i + cin;", "assign {cout, sum} = a_i + b_i + {31'b0, cin};"], ["rtl/kaha32_decode.sv", "input  logic [31:0] instr_i,", "input  logic [31:0] instr_i, // [6:0] decoded in opcode_i\n  /* verilator lint_off UNUSEDSIGNAL */"], ["rtl/kaha32_csr.sv", "default: ;", "default: csr_rdata = '0;"]];
  fixes.forEach((f, i) => {
    R.call("file_edit", { path: f[0], find: f[1], replace: f[2] }, "applied 1 edit");
    R.call("lint_run", { top: "rtl/kaha32_top.sv", flags: ["-Wall"] }, lintLog(R, W.slice(i + 1)), { err: i + 1 < W.length });
  });
  R.say(v ? "Lint clean: the latch is gone (default assignment for be_o) and the PC increment is 32 bits." : "Lint clean. Note: the UNUSEDSIGNAL one is a scoped lint_off on bits the decoder gets through opcode_i; tell me if you want that restructured instead.");
  return { kind: "lint-progress", note: `each edit removes one warning (${W.length} -> 0)` };
}

// LOOP: Spike trace compare, same mismatch at the same instruction through varied ISS flags.
function traceLoop(R, v) {
  const idx = v ? 12907 : 4021, pc = v ? "0x80003f10" : "0x80001a3c";
  const out = (flags) => `trace_compare rtl=logs/kaha32_${v ? "rv_csr_walk" : "rv_compressed_mix"}.trace iss=spike ${flags.join(" ")}\n[compare ${R.r.hex(6)}] RTL retired ${idx + R.r.int(2, 40)} instr, ISS ${idx + R.r.int(300, 900)} instr (${R.r.fl(0.3, 1.2)}s)\n` +
    `MISMATCH #1 at instr ${idx}: pc=${pc} ${v ? "csrrs x5, mcause, x0" : "c.lwsp a4, 12(sp)"}\n  rtl: ${v ? "x5=0x0000000b" : "x14=0x00000000"}\n  iss: ${v ? "x5=0x80000007" : "x14=0x0000fe12"}\n(stopped after first mismatch)`;
  R.sys(SYS).user(`Shé:kon! Tech: ${v ? "rv_csr_walk" : "rv_compressed_mix"} differs from Spike. Find the bad instruction and fix it.`, "staff");
  R.call("trace_compare", { test: v ? "rv_csr_walk" : "rv_compressed_mix", flags: ["--isa=rv32imc"] }, out(["--isa=rv32imc"]));
  const fl = [["--isa=rv32imc_zicsr"], ["--isa=rv32imac_zicsr", "--priv=m"], ["--isa=rv32imc_zicsr_zifencei", "-m0x80000000:0x10000"], ["--isa=rv32imc", "--priv=msu"], ["--isa=rv32gc"]];
  fl.forEach((f, i) => {
    if (i === 1) R.mark();
    R.call("trace_compare", { test: v ? "rv_csr_walk" : "rv_compressed_mix", flags: f }, out(f));
  });
  if (v) R.say("The mismatch persists at the same instruction with every Spike configuration I tried. I'm not able to pin it down.");
  return { kind: "iss-flag-roulette", note: `same first mismatch at instr ${idx} (${pc}) for every Spike flag set; one ISA-string correction is fair, loop_from is the second flag change; ${fl.length - 1} looping compares${v ? ", then give-up" : ""}` };
}

export const scenarios = [
  { label: "loop", make: reseedLoop, n: 2 },
  { label: "loop", make: lintLoop, n: 2 },
  { label: "loop", make: traceLoop, n: 2 },
  { label: "legit", make: seedSweep, n: 2 },
  { label: "legit", make: fixProgress, n: 2 },
  { label: "legit", make: lintProgress, n: 2 },
];
